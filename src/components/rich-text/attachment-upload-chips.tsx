import { AlertCircle, Paperclip, X } from 'lucide-react'
import { useCommonText } from '~/components/ui/use-common-text'
import type { AttachmentUploads } from '~/components/upload/use-attachment-uploads'
import { cn } from '~/lib/cn'
import { formatFileSize } from '~/lib/file-rules'
import { formatFileSize as formatLocaleFileSize } from '~/lib/i18n/intl'
import { type Locale, SOURCE_LOCALE } from '~/lib/i18n/locales'

/** English keeps the app's own units ("1.5 MB"); the other languages take theirs from Intl. */
const sizeIn = (locale: Locale, bytes: number) =>
  locale === SOURCE_LOCALE ? formatFileSize(bytes) : formatLocaleFileSize(locale, bytes)

/**
 * The files being attached to a text: one chip each, with its progress (a progressbar named by the file) and
 * a cancel button; a refused file says why until dismissed.
 */
export function AttachmentUploadChips({
  uploads,
  className,
}: {
  uploads: AttachmentUploads
  className?: string
}) {
  const { locale, t } = useCommonText()
  return (
    <ul aria-label={t('editor.uploads', 'Uploads')} className={cn('grid gap-1.5', className)}>
      {uploads.uploads.map((upload) => {
        const percent = upload.total > 0 ? Math.min(100, Math.round((upload.sent / upload.total) * 100)) : 0
        return upload.status === 'error' ? (
          <li
            key={upload.key}
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-2 py-1.5 text-xs text-destructive"
          >
            <AlertCircle aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            <p role="alert" className="min-w-0 flex-1 break-words">
              <span className="font-medium">{upload.name}</span>: {upload.message}
            </p>
            <ChipButton
              label={t('editor.dismiss', `Dismiss ${upload.name}`, { name: upload.name })}
              onClick={() => uploads.dismiss(upload.key)}
            />
          </li>
        ) : (
          <li
            key={upload.key}
            className="flex items-center gap-2 rounded-md border border-border bg-muted/60 px-2 py-1.5 text-xs"
          >
            <Paperclip aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex min-w-0 items-baseline justify-between gap-2">
                <span className="truncate font-medium" title={upload.name}>
                  {upload.name}
                </span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {t('editor.uploadProgress', `${percent}% of ${formatFileSize(upload.total)}`, {
                    percent,
                    size: sizeIn(locale, upload.total),
                  })}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={upload.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
                className="h-1 overflow-hidden rounded-full bg-border"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
              </div>
            </div>
            <ChipButton
              label={t('editor.cancelUpload', `Cancel upload of ${upload.name}`, { name: upload.name })}
              onClick={() => uploads.cancel(upload.key)}
            />
          </li>
        )
      })}
    </ul>
  )
}

function ChipButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <X aria-hidden className="size-3.5" />
    </button>
  )
}
