import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { ProjectNav } from '~/features/projects/components/project-nav'
import { ProjectPending } from '~/features/projects/components/project-pending'
import { projectQuery } from '~/features/projects/projects.queries'
import { replaceProjectSlug } from '~/lib/slug-redirect'

/** The project layout; loads project details by orgSlug and slug; pending view after 5000 ms. */
export const Route = createFileRoute('/@{$org}/$project')({
  loader: async ({ context, params, location }) => {
    const details = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in details)
      throw redirect({ href: replaceProjectSlug(location.href, details.moved), statusCode: 301 })
    // The navigation's unread chat badge (signed-in readers of the chats only) says "unread" in their language.
    if (context.viewer.userId && details.permissions['chat.read'])
      await ensureMessages(context.queryClient, context.viewer.locale, ['chat'])
    // The navigation's unread discussions badge (signed-in viewers only).
    if (context.viewer.userId)
      await ensureMessages(context.queryClient, context.viewer.locale, ['discussions'])
  },
  pendingMs: 5000,
  pendingComponent: ProjectPending,
  notFoundComponent: () => (
    <NotFoundView
      title="Project not found"
      message="There is no project at this address, or you do not have access to it."
    />
  ),
  component: function ProjectLayout() {
    const { org, project } = Route.useParams()
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <ProjectNav orgSlug={org} projectSlug={project} />
        <div className="mt-6">
          <Outlet />
        </div>
      </div>
    )
  },
})
