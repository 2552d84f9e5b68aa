/**
 * Attaching files to a text being written: the one piece of logic behind the editor's and the
 * chat box's "Attach files" button, their drop zone and pasting files. Each file is uploaded with tus while a
 * placeholder (`![Uploading report.png…]()`) stands at the caret; when it finishes the placeholder becomes
 * the attachment's markdown, when it fails or is cancelled the placeholder goes and the chip says why.
 *
 * Edits go through the textarea's native editing (`applyEdit`) while it has focus, so that undo keeps
 * working; when it does not, the new text goes through `onChange` (the caret is not the person's then).
 */
import * as React from 'react'
import { applyTextEdit, type TextEdit } from '~/components/rich-text/text-edits'
import { useCommonText } from '~/components/ui/use-common-text'
import { attachmentMarkdown, isRasterImage } from '~/lib/file-rules'
import {
  appendLine,
  attachmentLabel,
  insertPlaceholders,
  replacePlaceholder as placeholderEdit,
  uploadPlaceholder,
} from './attachment-text'
import type { RunningUpload, UploadTarget } from './upload-client'

// The uploader (and tus-js-client behind it) loads with the first file attached, not with every text box.
const loadUploadClient = () => import('./upload-client')

export type AttachmentsOption = {
  /** Where attachments go (the project, and the purpose the server checks the right to write for). */
  target: UploadTarget
  /** Told when uploads start running and when the last one ends (a form waits for them). */
  onBusyChange?: (busy: boolean) => void
}

export type AttachmentUpload = {
  key: string
  name: string
  sent: number
  total: number
  status: 'uploading' | 'error'
  /** Why it failed (the server's words when it refused). */
  message?: string
}

type Options = {
  attachments: AttachmentsOption | undefined
  textareaRef: React.RefObject<HTMLTextAreaElement | null>
  applyEdit: (edit: TextEdit) => unknown
  onChange: (value: string) => void
  disabled?: boolean
}

type Running = { placeholder: string; upload: RunningUpload | null; cancelled: boolean }

const hasFiles = (data: DataTransfer | null) => Boolean(data && Array.from(data.types).includes('Files'))

let nextKey = 0

export function useAttachmentUploads({ attachments, textareaRef, applyEdit, onChange, disabled }: Options) {
  const enabled = Boolean(attachments) && !disabled
  const { t } = useCommonText()
  const [uploads, setUploads] = React.useState<AttachmentUpload[]>([])
  const [dragging, setDragging] = React.useState(false)
  const [announcement, setAnnouncement] = React.useState('')
  const running = React.useRef(new Map<string, Running>())
  const dragDepth = React.useRef(0)
  const inputRef = React.useRef<HTMLInputElement | null>(null)

  // Uploads end long after the render that started them: they use the latest props.
  const latest = React.useRef({ attachments, applyEdit, onChange })
  latest.current = { attachments, applyEdit, onChange }

  const busy = uploads.some((upload) => upload.status === 'uploading')
  React.useEffect(() => {
    latest.current.attachments?.onBusyChange?.(busy)
  }, [busy])
  React.useEffect(() => () => latest.current.attachments?.onBusyChange?.(false), [])

  // Leaving the page (or closing the box) stops what is still being sent; it would have nowhere to go.
  React.useEffect(() => {
    const map = running.current
    return () => {
      for (const entry of map.values()) {
        entry.cancelled = true
        void entry.upload?.cancel()
      }
      map.clear()
    }
  }, [])

  const update = (key: string, change: Partial<AttachmentUpload> | null) =>
    setUploads((current) =>
      change === null
        ? current.filter((upload) => upload.key !== key)
        : current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    )

  /** Replaces `placeholder` by `text` (appending it when the placeholder was deleted meanwhile). */
  const replacePlaceholder = (placeholder: string, text: string) => {
    const textarea = textareaRef.current
    if (!textarea) return
    const value = textarea.value
    const edit = placeholderEdit(
      value,
      { start: textarea.selectionStart, end: textarea.selectionEnd },
      placeholder,
      text,
    )
    if (!edit) {
      if (text) latest.current.onChange(appendLine(value, text))
      return
    }
    if (typeof document !== 'undefined' && document.activeElement === textarea) latest.current.applyEdit(edit)
    else latest.current.onChange(applyTextEdit(value, edit))
  }

  const addFiles = (files: readonly File[]) => {
    const target = latest.current.attachments?.target
    const textarea = textareaRef.current
    if (!enabled || !target || !textarea || files.length === 0) return

    const taken = new Set([...running.current.values()].map((entry) => entry.placeholder))
    const started = files.map((file) => {
      const placeholder = uploadPlaceholder(file.name, textarea.value, taken)
      taken.add(placeholder)
      return { file, placeholder, key: `attachment-${++nextKey}` }
    })

    // The placeholders, one a line, at the caret (replacing a selection), as one undoable edit.
    const { value, selectionStart, selectionEnd } = textarea
    const edit = insertPlaceholders(
      value,
      selectionStart,
      selectionEnd,
      started.map((entry) => entry.placeholder),
    )
    if (textarea.hidden) latest.current.onChange(applyTextEdit(value, edit))
    else latest.current.applyEdit(edit)

    setUploads((current) => [
      ...current,
      ...started.map(({ file, key }) => ({
        key,
        name: file.name,
        sent: 0,
        total: file.size,
        status: 'uploading' as const,
      })),
    ])
    setAnnouncement(
      started.length === 1
        ? t('attach.uploadingOne', `Uploading ${started[0]?.file.name}`, { name: started[0]?.file.name })
        : t('attach.uploadingMany', `Uploading ${started.length} files`, { count: started.length }),
    )

    for (const { file, placeholder, key } of started) {
      const entry: Running = { placeholder, upload: null, cancelled: false }
      running.current.set(key, entry)
      const fail = (message: string) => {
        if (entry.cancelled) return
        running.current.delete(key)
        replacePlaceholder(placeholder, '')
        // The chip says why (as an alert), so the live region stays quiet.
        update(key, { status: 'error', message })
        setAnnouncement('')
      }
      loadUploadClient()
        .then(({ startFileUpload }) =>
          startFileUpload(file, target, {
            onProgress: (sent, total) => {
              if (!entry.cancelled) update(key, { sent, total })
            },
            onSuccess: (fileId) => {
              if (entry.cancelled) return
              running.current.delete(key)
              // The browser's type only chooses image or link: the server never serves a non-raster inline.
              const mime = isRasterImage(file.type) ? file.type : 'application/octet-stream'
              replacePlaceholder(
                placeholder,
                attachmentMarkdown({ id: fileId, name: attachmentLabel(file.name), mime }),
              )
              update(key, null)
              setAnnouncement(t('attach.attached', `${file.name} attached`, { name: file.name }))
            },
            onError: fail,
          }),
        )
        .then((upload) => {
          entry.upload = upload
          if (entry.cancelled) void upload.cancel()
        })
        .catch(() => fail(t('attach.couldNotStart', 'The upload could not start: try again')))
    }
  }

  const cancel = (key: string) => {
    // Focus goes back to the text (the chip's button is going away), and the edit stays undoable.
    textareaRef.current?.focus()
    const entry = running.current.get(key)
    if (entry) {
      entry.cancelled = true
      running.current.delete(key)
      void entry.upload?.cancel()
      replacePlaceholder(entry.placeholder, '')
    }
    const name = uploads.find((upload) => upload.key === key)?.name
    update(key, null)
    if (entry && name) setAnnouncement(t('attach.cancelled', `Upload of ${name} cancelled`, { name }))
  }

  const openPicker = () => {
    if (enabled) inputRef.current?.click()
  }

  const fileInputProps = {
    ref: inputRef,
    type: 'file' as const,
    multiple: true,
    hidden: true,
    tabIndex: -1,
    'aria-hidden': true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? [])
      event.target.value = ''
      addFiles(files)
    },
  }

  /** Handlers for the element files may be dropped on; `dragging` says when to show the highlight. */
  const dropZoneProps = enabled
    ? {
        onDragEnter: (event: React.DragEvent) => {
          if (!hasFiles(event.dataTransfer)) return
          event.preventDefault()
          dragDepth.current += 1
          setDragging(true)
        },
        onDragOver: (event: React.DragEvent) => {
          if (!hasFiles(event.dataTransfer)) return
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
        },
        onDragLeave: (event: React.DragEvent) => {
          if (!hasFiles(event.dataTransfer)) return
          dragDepth.current = Math.max(0, dragDepth.current - 1)
          if (dragDepth.current === 0) setDragging(false)
        },
        onDrop: (event: React.DragEvent) => {
          dragDepth.current = 0
          setDragging(false)
          if (!hasFiles(event.dataTransfer)) return
          event.preventDefault()
          addFiles(Array.from(event.dataTransfer.files))
        },
      }
    : {}

  /**
   * Pasting files (a screenshot, files copied in a file manager) attaches them; pasting from a document
   * (which offers HTML next to a picture of it) stays a text paste.
   */
  const onPaste = (event: React.ClipboardEvent<HTMLTextAreaElement>) => {
    if (!enabled) return
    const data = event.clipboardData
    const files = Array.from(data?.files ?? [])
    if (files.length === 0 || Array.from(data.types).includes('text/html')) return
    event.preventDefault()
    addFiles(files)
  }

  return {
    enabled,
    uploads,
    busy,
    dragging: enabled && dragging,
    announcement,
    addFiles,
    cancel,
    dismiss: (key: string) => {
      textareaRef.current?.focus()
      update(key, null)
    },
    openPicker,
    fileInputProps,
    dropZoneProps,
    onPaste,
  }
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>
