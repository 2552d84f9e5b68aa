import { type QueryKey, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useLocale, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { RelativeTime } from '~/components/ui/relative-time'
import { useLiveQueries } from '~/features/live/live-provider'
import { projectQuery } from '~/features/projects/projects.queries'
import { cn } from '~/lib/cn'
import { formatFileSize } from '~/lib/i18n/intl'
import { topicOf } from '~/lib/live-topics'

/**
 * What every list of runs shows of one (a project's exports and feedback imports, an organisation's archive
 * imports, a person's own data): the transfers' list entry, of which each page reads these fields.
 */
export type RunEntry = {
  id: string
  status: 'queued' | 'running' | 'done' | 'failed'
  /** 0 to 1, or null while the total is not known. */
  progress: number | null
  progressDone: number
  progressTotal: number | null
  error: string | null
  createdAt: string
  requestedBy: string | null
  outputSize: number | null
}

const STATUS_TEXT = {
  queued: 'status.queued',
  running: 'status.running',
  done: 'status.done',
  failed: 'status.failed',
} as const satisfies Record<RunEntry['status'], string>

export const isUnderWay = (entry: Pick<RunEntry, 'status'> | undefined) =>
  entry?.status === 'queued' || entry?.status === 'running'

/** An archive's size: English as it always read ("12 KB", "3.4 MB"), other languages through Intl. */
function formatBytes(locale: string, bytes: number | null) {
  if (bytes === null) return ''
  if (locale !== 'en') return formatFileSize(locale, bytes)
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`
}

/**
 * One run's progress bar (announced politely), moved by the run's live events: a percentage, or rows done of
 * the total (`counted`, for imports, whose totals are rows a person knows). Nothing once the run has ended.
 */
export function RunProgress({ entry, counted = false }: { entry: RunEntry | undefined; counted?: boolean }) {
  const t = useT('transfers')
  if (entry && !isUnderWay(entry)) return null
  const percent = entry?.progress == null ? null : Math.round(entry.progress * 100)
  const text =
    percent === null || !entry
      ? t('run.starting')
      : counted
        ? t('run.counted', { done: entry.progressDone, total: entry.progressTotal ?? 0 })
        : `${percent}%`
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={t('run.progress')}
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
        {text}
      </p>
    </div>
  )
}

/**
 * The latest runs: when, who, status with a progress bar while it runs, then what a finished run offers (a
 * download, a link to what it made) or why it failed, and below it what it reported. The one list of every
 * page with runs.
 */
export function TransferRunList<E extends RunEntry>({
  entries,
  label,
  title,
  counted = false,
  done,
  details,
}: {
  entries: E[]
  /** The list's accessible name. */
  label?: string
  /** The run's headline: its status, or what it is and its status. */
  title?: (entry: E) => React.ReactNode
  /** Progress as rows done of the total instead of a percentage. */
  counted?: boolean
  /** What a finished run offers beside its headline: its download, or a link to what it made. */
  done?: (entry: E) => React.ReactNode
  /** What a finished run reported, below it. */
  details?: (entry: E) => React.ReactNode
}) {
  const t = useT('transfers')
  const locale = useLocale()
  const headline = title ?? ((entry: E) => t(STATUS_TEXT[entry.status]))
  return (
    <ul className="grid gap-3" aria-label={label ?? t('run.latest')}>
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <span className="font-medium">{headline(entry)}</span>
              <span className="text-muted-foreground">
                {' · '}
                <RelativeTime iso={entry.createdAt} />
                {entry.requestedBy ? ` · ${t('run.by', { name: entry.requestedBy })}` : ''}
                {entry.status === 'done' && entry.outputSize !== null
                  ? ` · ${formatBytes(locale, entry.outputSize)}`
                  : ''}
              </span>
            </div>
            {entry.status === 'done' && done ? done(entry) : null}
          </div>
          <RunProgress entry={entry} counted={counted} />
          {entry.status === 'failed' && entry.error ? (
            <p className="mt-2 text-destructive" role="alert">
              {entry.error}
            </p>
          ) : null}
          {details ? details(entry) : null}
        </li>
      ))}
    </ul>
  )
}

/** The download of a finished export, while it lasts. */
export function DownloadLink({ entry }: { entry: RunEntry & { downloadable: boolean } }) {
  const t = useT('transfers')
  if (!entry.downloadable) return <span className="text-muted-foreground">{t('download.expired')}</span>
  return (
    <Button asChild size="sm" variant="outline">
      <a href={`/api/transfers/${entry.id}/download`} download>
        <Download aria-hidden className="size-4" />
        {t('download.action')}
      </a>
    </Button>
  )
}

/**
 * Refetches a project's list of runs on its runs' live events (the project's transfers topic, for those who
 * may see its exports and imports): `enabled` once the list has loaded, so that a viewer refused the list
 * does not ask for the topic either. The id comes from the settings page's own project query.
 */
export function useProjectRunsLive(
  orgSlug: string,
  projectSlug: string,
  enabled: boolean,
  queryKey: QueryKey,
) {
  const project = useQuery(projectQuery(orgSlug, projectSlug))
  const projectId = project.data && !('moved' in project.data) ? project.data.id : null
  useLiveQueries([enabled && projectId ? topicOf.transfers(projectId) : null], [queryKey])
}
