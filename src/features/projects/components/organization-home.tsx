import { Link } from '@tanstack/react-router'
import { FolderKanban, Plus } from 'lucide-react'
import { richText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { useLiveQueries } from '~/features/live/live-provider'
import { orgKeys, useOrganization } from '~/features/orgs/orgs.queries'
import { topicOf } from '~/lib/live-topics'
import { projectKeys, useProjectList } from '../projects.queries'
import { VisibilityBadge } from './visibility-badge'

export function OrganizationHome({ orgSlug }: { orgSlug: string }) {
  const organization = useOrganization(orgSlug)
  const projects = useProjectList(orgSlug)
  const t = useT('projects')
  // Projects appear, rename and disappear as they change: for members through the organisation's topic, for a
  // visitor through the topics of the public projects they see (the organisation's topic is members-only).
  useLiveQueries(
    organization.permissions.canSeeMembers
      ? [topicOf.org(organization.id)]
      : projects.map((project) => topicOf.project(project.id)),
    [orgKeys.details(orgSlug), projectKeys.list(orgSlug)],
  )

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {projects.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <FolderKanban className="size-6" />
          </span>
          <h2 className="text-lg font-semibold">{t('orgHome.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {organization.permissions.canEdit ? t('orgHome.emptyEditor') : t('orgHome.emptyVisitor')}
          </p>
          {organization.permissions.canEdit ? (
            <Button asChild>
              <Link to="/@{$org}/create-project" params={{ org: orgSlug }}>
                <Plus /> {t('orgHome.create')}
              </Link>
            </Button>
          ) : null}
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('orgHome.list')}>
          {projects.map((project) => (
            <li key={project.id}>
              <Link
                to="/@{$org}/$project"
                params={{ org: orgSlug, project: project.slug }}
                className="block h-full rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/50"
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold">{project.name}</h2>
                  <VisibilityBadge visibility={project.visibility} />
                </div>
                <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
                  {project.description || t('project.noDescription')}
                </p>
                <p className="mt-3 text-xs text-muted-foreground">
                  {richText(t('orgHome.meta', { count: project.activityCount }), {
                    time: <RelativeTime iso={project.updatedAt} />,
                  })}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
