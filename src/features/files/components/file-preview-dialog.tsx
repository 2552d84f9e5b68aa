import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { isRasterImage, PREVIEWABLE_KINDS } from '~/lib/file-rules'
import { lazyNamed } from '~/lib/lazy-named'
import type { FileSummary } from '../files.types'
import { FileKindIcon, kindLabel } from './file-icon'
import { TextPreview } from './text-preview'
import { useFileSize } from './use-file-size'

const PdfPreview = lazyNamed(() => import('./pdf-preview'), 'PdfPreview')

type FilePreviewDialogProps = {
  file: FileSummary | null
  /** The files of the listing, in its order: the arrow keys go through them. */
  files: FileSummary[]
  onNavigate: (file: FileSummary) => void
  onClose: () => void
}

/** A file's preview (images, PDFs, text, markdown; the rest as a card to download), named after the file. */
export function FilePreviewDialog({ file, files, onNavigate, onClose }: FilePreviewDialogProps) {
  const t = useT('files')
  const fileSize = useFileSize()
  const index = file ? files.findIndex((each) => each.id === file.id) : -1
  const previous = index > 0 ? files[index - 1] : undefined
  const next = index >= 0 && index < files.length - 1 ? files[index + 1] : undefined

  const navigateRef = React.useRef({ previous, next, onNavigate })
  navigateRef.current = { previous, next, onNavigate }
  const open = file !== null
  React.useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      const { previous, next, onNavigate } = navigateRef.current
      if (event.key === 'ArrowLeft' && previous) {
        event.preventDefault()
        onNavigate(previous)
      } else if (event.key === 'ArrowRight' && next) {
        event.preventDefault()
        onNavigate(next)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      title={file?.name ?? t('common.preview')}
      description={
        file ? (
          <>
            {t(kindLabel(file.kind))} · {fileSize(file.size)}
            {file.createdBy ? ` · ${file.createdBy.name}` : null} · <RelativeTime iso={file.updatedAt} />
            {file.path ? ` · ${t('common.inPath', { path: file.path })}` : null}
          </>
        ) : null
      }
      width="5xl"
      className="[&_h2]:break-all [&_h2]:pe-10"
    >
      {file ? (
        <div className="grid gap-4">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('preview.close')}
            className="absolute top-3 end-3"
            onClick={onClose}
          >
            <X aria-hidden />
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-1">
              <Button
                variant="outline"
                size="sm"
                aria-label={t('preview.previous')}
                disabled={!previous}
                onClick={() => previous && onNavigate(previous)}
              >
                <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('preview.next')}
                disabled={!next}
                onClick={() => next && onNavigate(next)}
              >
                <ChevronRight aria-hidden className="rtl:-scale-x-100" />
              </Button>
              {files.length > 1 && index >= 0 ? (
                <span className="ms-1 text-xs text-muted-foreground tabular-nums">
                  {t('preview.position', { index: index + 1, count: files.length })}
                </span>
              ) : null}
            </div>
            <Button asChild size="sm">
              <a href={file.downloadUrl} download>
                <Download aria-hidden /> {t('common.download')}
              </a>
            </Button>
          </div>
          <div className="max-h-[70vh] overflow-auto">
            <PreviewBody key={`${file.id}:${file.versionId}`} file={file} />
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}

function PreviewBody({ file }: { file: FileSummary }) {
  const t = useT('files')
  const fallback = <NoPreview file={file} />
  if (!PREVIEWABLE_KINDS.has(file.kind)) return fallback
  switch (file.kind) {
    case 'image':
      return isRasterImage(file.mime) ? (
        <img
          src={file.contentUrl}
          alt={file.name}
          className="mx-auto max-h-[68vh] max-w-full rounded object-contain"
        />
      ) : (
        fallback
      )
    case 'pdf':
      return (
        <React.Suspense fallback={<Loading>{t('common.loadingPreview')}</Loading>}>
          <PdfPreview url={file.contentUrl} fallback={fallback} />
        </React.Suspense>
      )
    case 'markdown':
      return <TextPreview url={file.contentUrl} size={file.size} markdown fallback={fallback} />
    default:
      return <TextPreview url={file.contentUrl} size={file.size} fallback={fallback} />
  }
}

function NoPreview({ file }: { file: FileSummary }) {
  const t = useT('files')
  const fileSize = useFileSize()
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <FileKindIcon kind={file.kind} className="size-12" />
      <p className="font-medium break-all">{file.name}</p>
      <p className="text-sm text-muted-foreground">
        {fileSize(file.size)} · {t('preview.none')}
      </p>
      <Button asChild variant="outline" size="sm">
        <a href={file.downloadUrl} download aria-label={t('preview.downloadLabel', { name: file.name })}>
          <Download aria-hidden /> {t('common.download')}
        </a>
      </Button>
    </div>
  )
}
