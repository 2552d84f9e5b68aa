import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { ListSkeleton, LoadError } from '~/components/ui/query-states'
import { SegmentsManager } from '~/features/feedback/components/segments-manager'
import { messageOf } from '~/lib/auth-result'
import { customersKeys } from '../customers.queries'
import {
  deleteOrganizationSegmentFn,
  getOrganizationSegmentsFn,
  saveOrganizationSegmentFn,
  updateOrganizationSegmentFn,
} from '../segments.functions'

/**
 * The organisation's segments on the Customers page (loaded apart from it): listed with the feedback lists each
 * one filters, changed and deleted, and new ones saved. Refetched with the page's live events.
 */
export function SegmentsSection({ slug }: { slug: string }) {
  const queryClient = useQueryClient()
  const t = useT('customers')
  const page = useQuery({
    queryKey: [...customersKeys.all(slug), 'segments'],
    retry: 1,
    queryFn: () => getOrganizationSegmentsFn({ data: { slug } }),
  })
  return (
    <Card className="grid gap-3 p-4" aria-labelledby="segments-heading" data-testid="customers-segments">
      <div>
        <h2 id="segments-heading" className="text-lg font-semibold">
          {t('segments.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('segments.intro')}</p>
      </div>
      {page.isPending ? (
        <ListSkeleton rows={2} label={t('segments.loading')} />
      ) : page.isError ? (
        <LoadError
          title={t('segments.loadFailed')}
          message={messageOf(page.error, t('common.somethingWrong'))}
          onRetry={() => void page.refetch()}
        />
      ) : (
        <SegmentsManager
          segments={page.data.segments}
          plans={page.data.plans}
          actions={{
            save: (fields) => saveOrganizationSegmentFn({ data: { slug, ...fields } }),
            update: (segmentId, fields) =>
              updateOrganizationSegmentFn({ data: { slug, segmentId, ...fields } }),
            remove: (segmentId) => deleteOrganizationSegmentFn({ data: { slug, segmentId } }),
            refresh: () => queryClient.invalidateQueries({ queryKey: customersKeys.all(slug) }),
          }}
          linksOf={(segment) => {
            // With one project the link needs no project's name; with several, each says which.
            const named = page.data.projects.length > 1
            return page.data.projects.map((project) => (
              <Link
                key={project.slug}
                to="/@{$org}/$project/feedback"
                params={{ org: slug, project: project.slug }}
                search={{ segment: segment.id }}
                className="text-primary underline-offset-2 hover:underline focus-visible:underline"
              >
                {named ? t('segments.feedbackIn', { project: project.name }) : t('segments.feedback')}
                <span className="sr-only"> {t('segments.askedBy', { segment: segment.name })}</span>
              </Link>
            ))
          }}
        />
      )}
    </Card>
  )
}
