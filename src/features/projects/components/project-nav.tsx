import { Link, useNavigate } from '@tanstack/react-router'
import { useT } from '~/components/i18n/use-t'
import { useViewer } from '~/features/auth/use-viewer'
import { ChatUnreadBadge } from '~/features/chat/components/chat-unread-badge'
import { DiscussionUnreadBadge } from '~/features/discussions/components/discussion-unread-badge'
import { useLiveQueries } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { toast } from '~/lib/toast'
import { projectKeys, useFollowProjectMove, useProject } from '../projects.queries'
import { VisibilityBadge } from './visibility-badge'

const areas = [
  { to: '/@{$org}/$project', label: 'nav.home', needs: 'project.read', exact: true },
  { to: '/@{$org}/$project/feedback', label: 'nav.feedback', needs: 'feedback.read' },
  { to: '/@{$org}/$project/roadmap', label: 'nav.roadmap', needs: 'roadmap.read' },
  { to: '/@{$org}/$project/updates', label: 'nav.updates', needs: 'update.read' },
  { to: '/@{$org}/$project/files', label: 'nav.files', needs: 'file.read' },
  { to: '/@{$org}/$project/discussions', label: 'nav.discussions', needs: 'discussion.read' },
  { to: '/@{$org}/$project/chat', label: 'nav.chat', needs: 'chat.read' },
] as const

const tabClass =
  'whitespace-nowrap rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground data-[status=active]:bg-accent data-[status=active]:font-medium data-[status=active]:text-foreground'

export function ProjectNav({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const project = useProject(orgSlug, projectSlug)
  useFollowProjectMove(orgSlug, projectSlug)
  const params = { org: orgSlug, project: projectSlug }
  const navigate = useNavigate()
  const viewer = useViewer()
  const t = useT('projects')
  useLiveQueries(
    [topicOf.project(project.id)],
    [projectKeys.details(orgSlug, projectSlug), projectKeys.activity(orgSlug, projectSlug)],
    (change) => {
      // Someone else deleted the project while it is on screen: leave it. (A move refetches the details,
      // which now say where it went, and useFollowProjectMove takes the page there, to the same area.)
      if (change.type === 'project.deleted') {
        toast.info(t('nav.deleted', { name: project.name }))
        void navigate({ to: '/@{$org}', params: { org: orgSlug }, replace: true })
      }
    },
  )
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-semibold tracking-tight">{project.name}</h2>
        <VisibilityBadge visibility={project.visibility} />
      </div>
      <nav aria-label={t('nav.label')} className="-mx-1 mt-3 flex gap-1 overflow-x-auto pb-1">
        {areas
          .filter((area) => project.permissions[area.needs])
          .map((area) => (
            <Link
              key={area.to}
              to={area.to}
              params={params}
              activeOptions={{ exact: 'exact' in area }}
              className={tabClass}
            >
              {t(area.label)}
              {area.needs === 'chat.read' && viewer.userId ? (
                <ChatUnreadBadge
                  orgSlug={orgSlug}
                  projectSlug={projectSlug}
                  projectId={project.id}
                  label={t('nav.unread')}
                />
              ) : null}
              {area.needs === 'discussion.read' && viewer.userId ? (
                <DiscussionUnreadBadge
                  orgSlug={orgSlug}
                  projectSlug={projectSlug}
                  projectId={project.id}
                  viewerId={viewer.userId}
                  label={t('nav.unread')}
                />
              ) : null}
            </Link>
          ))}
        {project.permissions['project.manage'] ? (
          <Link to="/@{$org}/$project/settings" params={params} className={tabClass}>
            {t('nav.settings')}
          </Link>
        ) : null}
      </nav>
    </div>
  )
}
