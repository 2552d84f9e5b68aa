import { createFileRoute, redirect } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { OrganizationHome } from '~/features/projects/components/organization-home'
import { projectListQuery } from '~/features/projects/projects.queries'
import { replaceOrgSlug } from '~/lib/slug-redirect'

/** Organisation home; preloads the organisation's projects by orgSlug. */
export const Route = createFileRoute('/@{$org}/')({
  loader: async ({ context, params, location }) => {
    const [projects] = await Promise.all([
      context.queryClient.ensureQueryData(projectListQuery(params.org)),
      ensureMessages(context.queryClient, context.viewer.locale, ['projects']),
    ])
    // Permanent, like the layout's: whichever of the two loaders notices the move first answers.
    if ('moved' in projects)
      throw redirect({ href: replaceOrgSlug(location.href, projects.moved), statusCode: 301 })
  },
  component: function OrganizationHomeRoute() {
    const { org } = Route.useParams()
    return <OrganizationHome orgSlug={org} />
  },
})
