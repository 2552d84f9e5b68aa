/**
 * What happens once files are attached to a text being written, loaded with the first file rather than with
 * every text box (`use-attachment-uploads.ts` keeps the state, the drop zone and the paste handler): the
 * placeholders at the caret, each file's upload, and each placeholder swapped for the attachment's markdown or
 * taken away when its upload fails or is cancelled.
 */
import type * as React from 'react'
import { applyTextEdit, type TextEdit } from '~/components/rich-text/text-edits'
import { attachmentMarkdown, isRasterImage } from '~/lib/file-rules'
import type { MessageKey } from '~/lib/i18n/catalogue'
import type { MessageValues } from '~/lib/i18n/format-message'
import {
  appendLine,
  attachmentLabel,
  insertPlaceholders,
  replacePlaceholder as placeholderEdit,
  uploadPlaceholder,
} from './attachment-text'
import type { RunningUpload, UploadTarget } from './upload-client'

// The uploader (and tus-js-client behind it) loads with the first upload, after this module.
const loadUploadClient = () => import('./upload-client')

export type AttachmentUpload = {
  key: string
  name: string
  sent: number
  total: number
  status: 'uploading' | 'error'
  /** Why it failed (the server's words when it refused). */
  message?: string
}

export type RunningAttachment = { placeholder: string; upload: RunningUpload | null; cancelled: boolean }

/** What the hook lends the run: its text box, its latest props and its state's setters. */
export type AttachmentRunHost = {
  textareaRef: React.RefObject<HTMLTextAreaElement | null>
  /** The latest props: uploads end long after the render that started them. */
  latest: React.RefObject<{
    applyEdit: (edit: TextEdit) => unknown
    onChange: (value: string) => void
  }>
  running: Map<string, RunningAttachment>
  setUploads: React.Dispatch<React.SetStateAction<AttachmentUpload[]>>
  setAnnouncement: (text: string) => void
  t: (key: MessageKey<'common'>, english: string, values?: MessageValues) => string
}

let nextKey = 0

const updateUpload = (host: AttachmentRunHost, key: string, change: Partial<AttachmentUpload> | null) =>
  host.setUploads((current) =>
    change === null
      ? current.filter((upload) => upload.key !== key)
      : current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
  )

/**
 * Replaces `placeholder` by `text` (appending it when the placeholder was deleted meanwhile). Through the
 * textarea's native editing while it has focus, so that undo keeps working; through `onChange` when it does
 * not (the caret is not the person's then).
 */
export function replaceAttachmentPlaceholder(host: AttachmentRunHost, placeholder: string, text: string) {
  const textarea = host.textareaRef.current
  if (!textarea) return
  const latest = host.latest.current
  const value = textarea.value
  const edit = placeholderEdit(
    value,
    { start: textarea.selectionStart, end: textarea.selectionEnd },
    placeholder,
    text,
  )
  if (!edit) {
    if (text) latest.onChange(appendLine(value, text))
    return
  }
  if (typeof document !== 'undefined' && document.activeElement === textarea) latest.applyEdit(edit)
  else latest.onChange(applyTextEdit(value, edit))
}

/** Puts a placeholder for each file at the caret (one undoable edit) and starts their uploads. */
export function startAttachmentUploads(
  host: AttachmentRunHost,
  target: UploadTarget,
  files: readonly File[],
) {
  const textarea = host.textareaRef.current
  if (!textarea) return
  const { running, t } = host
  const latest = host.latest.current
  const taken = new Set([...running.values()].map((entry) => entry.placeholder))
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
  if (textarea.hidden) latest.onChange(applyTextEdit(value, edit))
  else latest.applyEdit(edit)

  host.setUploads((current) => [
    ...current,
    ...started.map(({ file, key }) => ({
      key,
      name: file.name,
      sent: 0,
      total: file.size,
      status: 'uploading' as const,
    })),
  ])
  host.setAnnouncement(
    started.length === 1
      ? t('attach.uploadingOne', `Uploading ${started[0]?.file.name}`, { name: started[0]?.file.name })
      : t('attach.uploadingMany', `Uploading ${started.length} files`, { count: started.length }),
  )

  for (const { file, placeholder, key } of started) {
    const entry: RunningAttachment = { placeholder, upload: null, cancelled: false }
    running.set(key, entry)
    const fail = (message: string) => {
      if (entry.cancelled) return
      running.delete(key)
      replaceAttachmentPlaceholder(host, placeholder, '')
      // The chip says why (as an alert), so the live region stays quiet.
      updateUpload(host, key, { status: 'error', message })
      host.setAnnouncement('')
    }
    loadUploadClient()
      .then(({ startFileUpload }) =>
        startFileUpload(file, target, {
          onProgress: (sent, total) => {
            if (!entry.cancelled) updateUpload(host, key, { sent, total })
          },
          onSuccess: (fileId) => {
            if (entry.cancelled) return
            running.delete(key)
            // The browser's type only chooses image or link: the server never serves a non-raster inline.
            const mime = isRasterImage(file.type) ? file.type : 'application/octet-stream'
            replaceAttachmentPlaceholder(
              host,
              placeholder,
              attachmentMarkdown({ id: fileId, name: attachmentLabel(file.name), mime }),
            )
            updateUpload(host, key, null)
            host.setAnnouncement(t('attach.attached', `${file.name} attached`, { name: file.name }))
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
