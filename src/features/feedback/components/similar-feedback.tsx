import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronUp } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { StatusBadge } from '~/components/ui/badges'
import { similarFeedbackQuery } from '../feedback.queries'

/** A value that follows `value` after it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = React.useState(value)
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * While a title is typed: up to five existing items that may already say the same, so people vote instead of
 * posting a duplicate. Announced politely as they change.
 */
export function SimilarFeedback({
  orgSlug,
  projectSlug,
  title,
}: {
  orgSlug: string
  projectSlug: string
  title: string
}) {
  const t = useT('feedback')
  const settled = useDebounced(title.trim(), 350)
  const { data } = useQuery({
    ...similarFeedbackQuery(orgSlug, projectSlug, settled),
    enabled: settled.length >= 3,
    placeholderData: (previous) => previous,
  })
  const items = settled.length >= 3 ? (data ?? []) : []
  return (
    <div aria-live="polite">
      {items.length > 0 ? (
        <section
          aria-labelledby="similar-heading"
          className="rounded-lg border border-border bg-muted/50 p-3"
        >
          <h4 id="similar-heading" className="text-sm font-medium">
            {t('similar.heading')}
          </h4>
          <ul className="mt-2 grid gap-1" data-testid="similar-feedback">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-2 text-sm">
                <span className="inline-flex w-10 shrink-0 items-center gap-0.5 text-xs text-muted-foreground tabular-nums">
                  <ChevronUp aria-hidden className="size-3" />
                  {item.voteCount}
                  <span className="sr-only">{t('count.votesWord')}</span>
                </span>
                <Link
                  to="/@{$org}/$project/feedback/$feedbackId"
                  params={{ org: orgSlug, project: projectSlug, feedbackId: item.id }}
                  className="min-w-0 flex-1 truncate text-primary underline underline-offset-2"
                >
                  {item.title}
                </Link>
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
