import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ensureMessages, useT } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { OrganizationHeader } from '~/features/orgs/components/organization-header'
import { organizationQuery } from '~/features/orgs/orgs.queries'
import { replaceOrgSlug } from '~/lib/slug-redirect'

/** The organisation layout; preloads the current user and the organisation by slug. */
export const Route = createFileRoute('/@{$org}')({
  loader: async ({ context, params, location }) => {
    // The words first: the not-found view below needs them when there is no such organisation.
    await ensureMessages(context.queryClient, context.viewer.locale, ['projects'])
    const [, details] = await Promise.all([
      context.viewer.userId ? context.queryClient.ensureQueryData(currentUserQuery()) : null,
      context.queryClient.ensureQueryData(organizationQuery(params.org)),
      // The organisation header's words, and the team pickers' of the pages below (boards, chats).
      ensureMessages(context.queryClient, context.viewer.locale, ['orgs']),
    ])
    if ('moved' in details)
      throw redirect({ href: replaceOrgSlug(location.href, details.moved), statusCode: 301 })
    return { orgName: details.name }
  },
  head: () => ({ meta: [{ title: 'Parley' }] }),
  notFoundComponent: OrganizationNotFound,
  component: OrganizationLayout,
})

function OrganizationNotFound() {
  const t = useT('projects')
  return <NotFoundView title={t('orgNotFound.title')} message={t('orgNotFound.message')} />
}

function OrganizationLayout() {
  const { org } = Route.useParams()
  return (
    <div>
      <OrganizationHeader slug={org} />
      <Outlet />
    </div>
  )
}
