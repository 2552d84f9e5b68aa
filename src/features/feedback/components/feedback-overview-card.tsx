import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useT } from '~/components/i18n/use-t'
import { ColorDot } from '~/components/ui/badges'
import { Card } from '~/components/ui/card'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { feedbackOverviewQuery, feedbackSetupQuery } from '../feedback.queries'
import { useFeedbackLive } from '../use-feedback-live'

/** The project home's feedback summary: how many items per status, and the newest ones. Live. */
export function FeedbackOverviewCard({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const t = useT('feedback')
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  const overview = useQuery(feedbackOverviewQuery(orgSlug, projectSlug))
  useFeedbackLive({ orgSlug, projectSlug, projectId: setup.projectId, isMember: setup.isMember })
  const params = { org: orgSlug, project: projectSlug }
  const data = overview.data
  return (
    <section aria-labelledby="feedback-overview-heading">
      <div className="mb-3 flex items-center justify-between">
        <h3
          id="feedback-overview-heading"
          className="text-sm font-medium uppercase tracking-wide text-muted-foreground"
        >
          {t('list.title')}
        </h3>
        <Link
          to="/@{$org}/$project/feedback"
          params={params}
          className="text-sm text-primary underline-offset-2 hover:underline"
        >
          {t('item.allFeedback')}
        </Link>
      </div>
      <Card className="p-5">
        {overview.isPending ? (
          <Loading line>{t('list.loading')}</Loading>
        ) : !data ? (
          <LoadError line message={t('overview.loadError')} />
        ) : data.total === 0 ? (
          <EmptyState line title={t('overview.empty')} />
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
            <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={t('overview.byStatus')}>
              {data.byStatus.map((status) => (
                <li key={status.id}>
                  <Link
                    to="/@{$org}/$project/feedback"
                    params={params}
                    search={{ status: status.id }}
                    className="inline-flex items-center gap-2 text-sm hover:underline"
                  >
                    <ColorDot color={status.color} />
                    <span className="font-semibold tabular-nums">{status.count}</span>
                    <span className="text-muted-foreground">{status.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <div>
              <h4 className="text-sm font-medium">{t('overview.latest')}</h4>
              <ul className="mt-2 divide-y divide-border">
                {data.latest.map((item) => (
                  <li key={item.id} className="flex items-baseline gap-3 py-2 text-sm">
                    <span className="w-8 shrink-0 text-end text-muted-foreground tabular-nums">
                      {item.voteCount}
                      <span className="sr-only"> {t('count.votesWord')}</span>
                    </span>
                    <Link
                      to="/@{$org}/$project/feedback/$feedbackId"
                      params={{ ...params, feedbackId: item.id }}
                      className="min-w-0 flex-1 truncate hover:text-primary hover:underline"
                    >
                      {item.title}
                    </Link>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      <RelativeTime iso={item.createdAt} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </Card>
    </section>
  )
}
