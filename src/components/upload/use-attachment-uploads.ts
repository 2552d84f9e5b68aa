/**
 * Attaching files to a text being written: the one piece of logic behind the editor's and the
 * chat box's "Attach files" button, their drop zone and pasting files. Each file is uploaded with tus while a
 * placeholder (`![Uploading report.png…]()`) stands at the caret; when it finishes the placeholder becomes
 * the attachment's markdown, when it fails or is cancelled the placeholder goes and the chip says why.
 *
 * This hook holds the state, the drop zone and the paste handler; what happens to the files once they come
 * (placeholders, uploads) is `attachment-run.ts`, loaded on first use.
 */
import * as React from 'react'
import type { TextEdit } from '~/components/rich-text/text-edits'
import { useCommonText } from '~/components/ui/use-common-text'
import type { AttachmentRunHost, AttachmentUpload, RunningAttachment } from './attachment-run'
import type { UploadTarget } from './upload-client'

export type { AttachmentUpload } from './attachment-run'

// What happens to attached files (placeholders, uploads, the uploader behind them) loads with the first file,
// or when a file is about to come (the picker opens, something is dragged over), not with every text box.
type AttachmentRun = typeof import('./attachment-run')
let attachmentRun: AttachmentRun | undefined
const loadAttachmentRun = () =>
  import('./attachment-run').then((module) => {
    attachmentRun = module
    return module
  })

export type AttachmentsOption = {
  /** Where attachments go (the project, and the purpose the server checks the right to write for). */
  target: UploadTarget
  /** Told when uploads start running and when the last one ends (a form waits for them). */
  onBusyChange?: (busy: boolean) => void
}

type Options = {
  attachments: AttachmentsOption | undefined
  textareaRef: React.RefObject<HTMLTextAreaElement | null>
  applyEdit: (edit: TextEdit) => unknown
  onChange: (value: string) => void
  disabled?: boolean
}

let unstarted = 0

const hasFiles = (data: DataTransfer | null) => Boolean(data && Array.from(data.types).includes('Files'))

export function useAttachmentUploads({ attachments, textareaRef, applyEdit, onChange, disabled }: Options) {
  const enabled = Boolean(attachments) && !disabled
  const { t } = useCommonText()
  const [uploads, setUploads] = React.useState<AttachmentUpload[]>([])
  const [dragging, setDragging] = React.useState(false)
  const [announcement, setAnnouncement] = React.useState('')
  const running = React.useRef(new Map<string, RunningAttachment>())
  const dragDepth = React.useRef(0)
  const inputRef = React.useRef<HTMLInputElement | null>(null)

  // Uploads end long after the render that started them: they use the latest props.
  const latest = React.useRef({ attachments, applyEdit, onChange })
  latest.current = { attachments, applyEdit, onChange }
  const host: AttachmentRunHost = {
    textareaRef,
    latest,
    running: running.current,
    setUploads,
    setAnnouncement,
    t,
  }

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

  const addFiles = (files: readonly File[]) => {
    const target = latest.current.attachments?.target
    if (!enabled || !target || !textareaRef.current || files.length === 0) return
    if (attachmentRun) attachmentRun.startAttachmentUploads(host, target, files)
    else
      void loadAttachmentRun().then(
        (run) => run.startAttachmentUploads(host, target, files),
        // Its code did not arrive (offline, a new version deployed meanwhile): each file's chip says so.
        () =>
          setUploads((current) => [
            ...current,
            ...files.map((file) => ({
              key: `attachment-unstarted-${++unstarted}`,
              name: file.name,
              sent: 0,
              total: file.size,
              status: 'error' as const,
              message: t('attach.couldNotStart', 'The upload could not start: try again'),
            })),
          ]),
      )
  }

  const removeUpload = (key: string) =>
    setUploads((current) => current.filter((upload) => upload.key !== key))

  const cancel = (key: string) => {
    // Focus goes back to the text (the chip's button is going away), and the edit stays undoable.
    textareaRef.current?.focus()
    const entry = running.current.get(key)
    if (entry) {
      entry.cancelled = true
      running.current.delete(key)
      void entry.upload?.cancel()
      // A running entry means the run's module is loaded.
      attachmentRun?.replaceAttachmentPlaceholder(host, entry.placeholder, '')
    }
    const name = uploads.find((upload) => upload.key === key)?.name
    removeUpload(key)
    if (entry && name) setAnnouncement(t('attach.cancelled', `Upload of ${name} cancelled`, { name }))
  }

  const openPicker = () => {
    if (!enabled) return
    void loadAttachmentRun().catch(() => {})
    inputRef.current?.click()
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
          if (dragDepth.current === 0) void loadAttachmentRun().catch(() => {})
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
      removeUpload(key)
    },
    openPicker,
    fileInputProps,
    dropZoneProps,
    onPaste,
  }
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>
