import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { InvitationPage } from '~/features/orgs/components/invitation-page'
import { requireSignedIn } from '~/lib/route-guards'

/** The accept link of an invitation mail: signed-in users only (sign-in brings them back here). */
export const Route = createFileRoute('/invitations/$invitationId')({
  beforeLoad: requireSignedIn,
  // The page's words (and its title) in the request's language.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    await ensureMessages(context.queryClient, locale, ['orgs', 'errors'])
    const t = await loadTranslator(context.queryClient, locale, 'orgs')
    return { title: t('pageTitle.invitation') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function InvitationRoute() {
    const { invitationId } = Route.useParams()
    return <InvitationPage invitationId={invitationId} />
  },
})
