import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ensureMessages, useT } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { ProjectNav } from '~/features/projects/components/project-nav'
import { ProjectPending } from '~/features/projects/components/project-pending'
import { projectQuery } from '~/features/projects/projects.queries'
import { replaceProjectSlug } from '~/lib/slug-redirect'

/** The project layout; loads project details by orgSlug and slug; pending view after 5000 ms. */
export const Route = createFileRoute('/@{$org}/$project')({
  loader: async ({ context, params, location }) => {
    // The words first (the navigation, the pending and not-found views); every project page shows them.
    await ensureMessages(context.queryClient, context.viewer.locale, ['projects'])
    const details = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in details)
      throw redirect({ href: replaceProjectSlug(location.href, details.moved), statusCode: 301 })
  },
  pendingMs: 5000,
  pendingComponent: ProjectPending,
  notFoundComponent: ProjectNotFound,
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

function ProjectNotFound() {
  const t = useT('projects')
  return <NotFoundView title={t('notFound.title')} message={t('notFound.message')} />
}
