import { Check, CircleAlert, RotateCcw, X } from 'lucide-react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'
import type { Translate } from '~/lib/i18n/catalogue'
import { useFileSize } from './use-file-size'
import type { UploadItem } from './use-uploads'

type UploadPanelProps = {
  items: UploadItem[]
  onCancel: (id: string) => void
  onRetry: (id: string) => void
  onRemove: (id: string) => void
  onClearFinished: () => void
}

const percentOf = (sent: number, size: number) =>
  size > 0 ? Math.min(100, Math.round((sent / size) * 100)) : 100

/** The uploads of this visit: one progress bar per file and one for all, cancel, retry, clear finished. */
export function UploadPanel({ items, onCancel, onRetry, onRemove, onClearFinished }: UploadPanelProps) {
  const t = useT('files')
  if (items.length === 0) return null
  const counted = items.filter((item) => item.status !== 'cancelled' && item.retryable)
  const total = counted.reduce((sum, item) => sum + item.size, 0)
  const sent = counted.reduce((sum, item) => sum + (item.status === 'done' ? item.size : item.sent), 0)
  const overall = percentOf(sent, total)
  const running = items.filter((item) => item.status === 'uploading' || item.status === 'queued').length
  const failed = items.filter((item) => item.status === 'error').length
  const finished = items.some((item) => item.status === 'done' || item.status === 'cancelled')
  const summary =
    running > 0
      ? t('upload.uploading', { count: running })
      : failed > 0
        ? t('upload.failed', { count: failed })
        : t('upload.finished')

  return (
    <Card role="region" aria-label={t('upload.uploads')} className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium" aria-live="polite">
          {summary}
        </p>
        {finished ? (
          <Button variant="ghost" size="sm" onClick={onClearFinished}>
            {t('upload.clearFinished')}
          </Button>
        ) : null}
      </div>
      {running > 0 ? <ProgressBar label={t('upload.all')} percent={overall} overall /> : null}
      <ul aria-label={t('upload.uploads')} className="grid max-h-72 gap-2 overflow-y-auto">
        {items.map((item) => (
          <UploadRow key={item.id} item={item} onCancel={onCancel} onRetry={onRetry} onRemove={onRemove} />
        ))}
      </ul>
    </Card>
  )
}

function UploadRow({
  item,
  onCancel,
  onRetry,
  onRemove,
}: {
  item: UploadItem
  onCancel: (id: string) => void
  onRetry: (id: string) => void
  onRemove: (id: string) => void
}) {
  const t = useT('files')
  const errorText = useErrorText()
  const fileSize = useFileSize()
  const percent = item.status === 'done' ? 100 : percentOf(item.sent, item.size)
  return (
    <li className="grid gap-1 rounded-lg border border-border p-2.5">
      <div className="flex min-w-0 items-center gap-2">
        {item.status === 'done' ? (
          <Check aria-hidden className="size-4 shrink-0 text-green-600 dark:text-green-400" />
        ) : item.status === 'error' ? (
          <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
        ) : null}
        <span className="min-w-0 flex-1 truncate text-sm font-medium" title={item.name}>
          {item.name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {statusText(item, percent, t, fileSize)}
        </span>
        {item.status === 'error' && item.retryable ? (
          <Button
            variant="ghost"
            size="icon-xs"
            aria-label={t('upload.retry', { name: item.name })}
            onClick={() => onRetry(item.id)}
          >
            <RotateCcw aria-hidden />
          </Button>
        ) : null}
        {item.status === 'uploading' || item.status === 'queued' ? (
          <Button
            variant="ghost"
            size="icon-xs"
            aria-label={t('upload.cancel', { name: item.name })}
            onClick={() => onCancel(item.id)}
          >
            <X aria-hidden />
          </Button>
        ) : item.status === 'error' ? (
          <Button
            variant="ghost"
            size="icon-xs"
            aria-label={t('upload.remove', { name: item.name })}
            onClick={() => onRemove(item.id)}
          >
            <X aria-hidden />
          </Button>
        ) : null}
      </div>
      {item.note ? <p className="text-xs text-muted-foreground">{item.note}</p> : null}
      {item.status === 'error' ? (
        <p className="text-xs text-destructive" role="alert">
          {item.error ? errorText(item.error) : null}
        </p>
      ) : item.status !== 'cancelled' ? (
        <ProgressBar
          label={item.name}
          percent={percent}
          valueText={t('upload.progress', { percent, size: fileSize(item.size) })}
          done={item.status === 'done'}
        />
      ) : null}
    </li>
  )
}

function statusText(
  item: UploadItem,
  percent: number,
  t: Translate<'files'>,
  fileSize: (bytes: number) => string,
): string {
  switch (item.status) {
    case 'queued':
      return t('upload.waiting')
    case 'uploading':
      return `${percent}%`
    case 'done':
      return fileSize(item.size)
    case 'cancelled':
      return t('upload.cancelled')
    case 'error':
      return t('upload.failedStatus')
  }
}

function ProgressBar({
  label,
  percent,
  valueText,
  done = false,
  overall = false,
}: {
  label: string
  percent: number
  valueText?: string
  done?: boolean
  /** The bar for all uploads together, a little thicker than each file's. */
  overall?: boolean
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('w-full overflow-hidden rounded-full bg-muted', overall ? 'h-1.5' : 'h-1')}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-200',
          done ? 'bg-green-600 dark:bg-green-500' : 'bg-primary',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
