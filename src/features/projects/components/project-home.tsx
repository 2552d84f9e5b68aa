import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Activity } from 'lucide-react'
import type * as React from 'react'
import { useLocale, useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { ViaMark } from '~/components/ui/via-mark'
import { useViewer } from '~/features/auth/use-viewer'
import { ProjectMuteCard } from '~/features/notifications/components/project-mute-card'
import { formatList } from '~/lib/i18n/intl'
import { projectActivityQuery, useProject } from '../projects.queries'
import type { ActivityItem } from '../projects.server'

type ProjectHomeProps = {
  orgSlug: string
  projectSlug: string
  /** What the project's areas summarise on its home page (feedback by status, say), above the activity. */
  summaries?: React.ReactNode
}

export function ProjectHome({ orgSlug, projectSlug, summaries }: ProjectHomeProps) {
  const project = useProject(orgSlug, projectSlug)
  const viewer = useViewer()
  const t = useT('projects')
  const { data } = useSuspenseQuery(projectActivityQuery(orgSlug, projectSlug))
  const activity = 'moved' in data ? [] : data
  const locale = useLocale()
  // An entry in the reader's language, from its phrases; an entry older than phrases has its English only.
  const summaryOf = (item: ActivityItem) =>
    item.phrases
      ? formatList(
          locale,
          item.phrases.map(({ phrase, values }) => t(`activity.${phrase}`, values)),
          'unit',
        )
      : item.summary

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <Card className="p-5">
          <h3 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
            {t('home.about')}
          </h3>
          <p className="mt-2 whitespace-pre-line">{project.description || t('project.noDescription')}</p>
        </Card>
        {summaries}
        <section aria-labelledby="activity-heading">
          <h3
            id="activity-heading"
            className="mb-3 text-sm font-medium uppercase tracking-wide text-muted-foreground"
          >
            {t('home.activity')}
          </h3>
          {activity.length === 0 ? (
            <Card className="flex items-center gap-3 p-5 text-sm text-muted-foreground">
              <Activity className="size-4" aria-hidden /> {t('home.noActivity')}
            </Card>
          ) : (
            <Card>
              <ol className="divide-y divide-border">
                {activity.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-baseline gap-x-2 px-5 py-3 text-sm">
                    <span className="font-medium">
                      {item.actor?.name || item.actor?.username || t('home.someone')}
                    </span>
                    {item.path ? (
                      <Link
                        to={`/@{$org}/$project/${item.path}` as '/@{$org}/$project'}
                        params={{ org: orgSlug, project: projectSlug }}
                        className="text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
                      >
                        {summaryOf(item)}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">{summaryOf(item)}</span>
                    )}
                    <ViaMark via={item.via} />
                    <span className="ms-auto text-xs text-muted-foreground">
                      <RelativeTime iso={item.createdAt} />
                    </span>
                  </li>
                ))}
              </ol>
            </Card>
          )}
        </section>
      </div>
      <aside className="grid grid-cols-[minmax(0,1fr)] content-start gap-6">
        <Card className="p-5">
          <h3 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
            {t('home.keyFacts')}
          </h3>
          <dl className="mt-3 grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('home.visibility')}</dt>
              <dd className="font-medium capitalize">
                {t('home.visibilityValue', { visibility: project.visibility })}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('home.activityEntries')}</dt>
              <dd className="font-medium">{project.activityCount}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('home.created')}</dt>
              <dd className="font-medium">
                <RelativeTime iso={project.createdAt} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('home.updated')}</dt>
              <dd className="font-medium">
                <RelativeTime iso={project.updatedAt} />
              </dd>
            </div>
            {project.createdBy ? (
              <div className="col-span-2">
                <dt className="text-muted-foreground">{t('home.createdBy')}</dt>
                <dd className="font-medium">{project.createdBy.name || project.createdBy.username}</dd>
              </div>
            ) : null}
          </dl>
        </Card>
        {viewer.userId ? <ProjectMuteCard orgSlug={orgSlug} projectSlug={projectSlug} /> : null}
      </aside>
    </div>
  )
}
