import * as React from 'react'
import { useLocale, useT } from '~/components/i18n/use-t'
import type { RunningUpload, UploadTarget } from '~/components/upload/upload-client'
import { MIB } from '~/lib/file-rules'
import { formatFileSize } from '~/lib/i18n/intl'

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled'

export type UploadItem = {
  id: string
  file: File
  name: string
  size: number
  sent: number
  status: UploadStatus
  error: string | null
  /** False for refusals that another try cannot change (too large for the limit). */
  retryable: boolean
  target: UploadTarget
  /** "New version of report.pdf" when it replaces a file. */
  note: string | null
}

/** Uploads running at once; the rest wait their turn. */
const PARALLEL = 3

/** The server's wording (quota.server formatMegabytes), so a refusal reads the same from either side. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MIB
  return mb >= 1000 ? `${(mb / 1024).toFixed(1)} GB` : `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}

export function tooLargeMessage(name: string, size: number, maxUploadBytes: number): string {
  return `“${name}” is ${formatMegabytes(size)}: files can be at most ${formatMegabytes(maxUploadBytes)}`
}

let nextId = 0

/**
 * The files page's uploads: several at once (three running, the rest queued), each with its progress, a cancel,
 * and a retry after an error (which resumes where it stopped). `onFinished` runs after each success.
 */
export function useUploads(options: {
  orgSlug: string
  projectSlug: string
  maxUploadBytes: number
  onFinished: () => void
}) {
  const t = useT('files')
  const locale = useLocale()
  const [items, setItems] = React.useState<UploadItem[]>([])
  const handles = React.useRef(new Map<string, RunningUpload>())
  const started = React.useRef(new Set<string>())
  const cancelled = React.useRef(new Set<string>())
  const onFinishedRef = React.useRef(options.onFinished)
  onFinishedRef.current = options.onFinished

  const patch = React.useCallback((id: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)))
  }, [])

  const add = React.useCallback(
    (files: File[], where: { folderId?: string | null; replacesFileId?: string; note?: string }) => {
      const added = files.map((file): UploadItem => {
        const tooLarge = file.size > options.maxUploadBytes
        return {
          id: `upload-${++nextId}`,
          file,
          name: file.name,
          size: file.size,
          sent: 0,
          status: tooLarge ? 'error' : 'queued',
          error: !tooLarge
            ? null
            : locale === 'en'
              ? tooLargeMessage(file.name, file.size, options.maxUploadBytes)
              : t('upload.tooLarge', {
                  name: file.name,
                  size: formatFileSize(locale, file.size),
                  max: formatFileSize(locale, options.maxUploadBytes),
                }),
          retryable: !tooLarge,
          target: {
            orgSlug: options.orgSlug,
            projectSlug: options.projectSlug,
            purpose: 'file',
            folderId: where.folderId ?? undefined,
            replacesFileId: where.replacesFileId,
          },
          note: where.note ?? null,
        }
      })
      setItems((current) => [...current, ...added])
    },
    [options.orgSlug, options.projectSlug, options.maxUploadBytes, locale, t],
  )

  const start = React.useCallback(
    async (item: UploadItem) => {
      started.current.add(item.id)
      patch(item.id, { status: 'uploading', error: null })
      try {
        const { startFileUpload } = await import('~/components/upload/upload-client')
        const handle = await startFileUpload(item.file, item.target, {
          onProgress: (sent, total) => patch(item.id, { sent, size: total }),
          onSuccess: () => {
            handles.current.delete(item.id)
            setItems((current) =>
              current.map((each) =>
                each.id === item.id ? { ...each, status: 'done', sent: each.size } : each,
              ),
            )
            onFinishedRef.current()
          },
          onError: (message) => {
            handles.current.delete(item.id)
            started.current.delete(item.id)
            patch(item.id, { status: 'error', error: message })
          },
        })
        if (cancelled.current.has(item.id)) void handle.cancel()
        else handles.current.set(item.id, handle)
      } catch {
        started.current.delete(item.id)
        patch(item.id, { status: 'error', error: t('upload.couldNotStart') })
      }
    },
    [patch, t],
  )

  // Starts queued uploads while fewer than PARALLEL run.
  React.useEffect(() => {
    const running = items.filter((item) => item.status === 'uploading').length
    const waiting = items.filter((item) => item.status === 'queued' && !started.current.has(item.id))
    for (const item of waiting.slice(0, Math.max(0, PARALLEL - running))) void start(item)
  }, [items, start])

  const cancel = React.useCallback(
    (id: string) => {
      cancelled.current.add(id)
      const handle = handles.current.get(id)
      handles.current.delete(id)
      if (handle) void handle.cancel()
      patch(id, { status: 'cancelled' })
    },
    [patch],
  )

  const retry = React.useCallback(
    (id: string) => {
      cancelled.current.delete(id)
      started.current.delete(id)
      patch(id, { status: 'queued', error: null })
    },
    [patch],
  )

  const remove = React.useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id))
  }, [])

  const clearFinished = React.useCallback(() => {
    setItems((current) => current.filter((item) => item.status !== 'done' && item.status !== 'cancelled'))
  }, [])

  // Leaving the page pauses what runs: the same file chosen again (even after a reload) resumes it.
  React.useEffect(() => {
    const running = handles.current
    return () => {
      for (const handle of running.values()) void handle.pause()
      running.clear()
    }
  }, [])

  const active = items.some((item) => item.status === 'uploading' || item.status === 'queued')
  React.useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])

  return { items, add, cancel, retry, remove, clearFinished, active }
}
