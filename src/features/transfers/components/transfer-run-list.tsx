import { Download } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { RelativeTime } from '~/components/ui/relative-time'
import { cn } from '~/lib/cn'
import type { TransferEntry } from '../transfers.queries'

const STATUS_TEXT: Record<TransferEntry['status'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Ready',
  failed: 'Failed',
}

function formatBytes(bytes: number | null) {
  if (bytes === null) return ''
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`
}

/** One run's progress: a bar while it runs (announced politely), its outcome after. */
export function TransferProgress({ entry }: { entry: TransferEntry }) {
  const running = entry.status === 'queued' || entry.status === 'running'
  const percent = entry.progress === null ? null : Math.round(entry.progress * 100)
  if (!running) return null
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width]',
            percent === null && 'animate-pulse',
          )}
          style={{ width: `${percent ?? 15}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
        {percent === null ? 'Starting…' : `${percent}%`}
      </p>
    </div>
  )
}

/**
 * The latest runs: when, who, status with a progress bar while it runs, then the download (exports), what it
 * made (imports) or why it failed.
 */
export function TransferRunList({
  entries,
  done,
}: {
  entries: TransferEntry[]
  /** What a finished run offers: its download, or a link to what it made. */
  done: (entry: TransferEntry) => React.ReactNode
}) {
  return (
    <ul className="grid gap-3" aria-label="Latest runs">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <span className="font-medium">{STATUS_TEXT[entry.status]}</span>
              <span className="text-muted-foreground">
                {' · '}
                <RelativeTime iso={entry.createdAt} />
                {entry.requestedBy ? ` · by ${entry.requestedBy}` : ''}
                {entry.status === 'done' && entry.outputSize !== null
                  ? ` · ${formatBytes(entry.outputSize)}`
                  : ''}
              </span>
            </div>
            {entry.status === 'done' ? done(entry) : null}
          </div>
          <TransferProgress entry={entry} />
          {entry.status === 'failed' && entry.error ? (
            <p className="mt-2 text-destructive" role="alert">
              {entry.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The download of a finished export, while it lasts. */
export function DownloadLink({ entry }: { entry: TransferEntry }) {
  if (!entry.downloadable) return <span className="text-muted-foreground">Expired</span>
  return (
    <Button asChild size="sm" variant="outline">
      <a href={`/api/transfers/${entry.id}/download`} download>
        <Download aria-hidden className="size-4" />
        Download
      </a>
    </Button>
  )
}
