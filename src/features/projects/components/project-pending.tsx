import { useT } from '~/components/i18n/use-t'
import { Skeleton } from '~/components/ui/skeleton'

/** Shown when a project takes more than 5 s to load. */
export function ProjectPending() {
  const t = useT('projects')
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" role="status" aria-live="polite">
      <Skeleton className="h-7 w-56" />
      <div className="mt-4 flex gap-4">
        {['w-14', 'w-20', 'w-20', 'w-16', 'w-12'].map((width) => (
          <Skeleton key={width} className={`h-4 ${width}`} />
        ))}
      </div>
      <p className="mt-8 text-sm text-muted-foreground">{t('pending.message')}</p>
    </div>
  )
}
