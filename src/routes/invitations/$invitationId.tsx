import { createFileRoute } from '@tanstack/react-router'
import { InvitationPage } from '~/features/orgs/components/invitation-page'
import { requireSignedIn } from '~/lib/route-guards'

/** The accept link of an invitation mail: signed-in users only (sign-in brings them back here). */
export const Route = createFileRoute('/invitations/$invitationId')({
  beforeLoad: requireSignedIn,
  head: () => ({ meta: [{ title: 'Invitation · Parley' }] }),
  component: function InvitationRoute() {
    const { invitationId } = Route.useParams()
    return <InvitationPage invitationId={invitationId} />
  },
})
