import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { organizationInvitationsQuery, organizationTeamsQuery, orgKeys } from '../../orgs.queries'
import type { OrganizationDetails } from '../../orgs.server'
import { InvitationRow, type PendingInvitation } from './invitation-row'
import { InviteMemberForm } from './invite-member-form'
import { SettingsSection } from './settings-section'

export function InvitationsSettings({ organization }: { organization: OrganizationDetails }) {
  const queryClient = useQueryClient()
  const invitations = useQuery(organizationInvitationsQuery(organization.slug, organization.id))
  const teams = useQuery(organizationTeamsQuery(organization.slug))
  const teamNames = new Map((teams.data?.teams ?? []).map((team) => [team.id, team.name]))
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.invitations(organization.slug) })
  // Accepted, declined and cancelled invitations are history, not work to do.
  const pending = (invitations.data ?? [])
    .filter((invitation) => invitation.status === 'pending')
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime()) as PendingInvitation[]

  return (
    <SettingsSection
      id="invitations"
      title="Invitations"
      description="Invite people by email. The link in the mail is valid for 48 hours; resending renews it."
    >
      <div className="grid gap-4">
        <InviteMemberForm organization={organization} onInvited={refresh} />
        <Card>
          <h3 className="border-b border-border px-4 py-3 text-sm font-medium">Pending</h3>
          {invitations.isPending ? (
            <p className="p-4 text-sm text-muted-foreground" aria-busy="true">
              Loading invitations…
            </p>
          ) : invitations.isError ? (
            <div className="flex flex-wrap items-center justify-between gap-3 p-4" role="alert">
              <p className="text-sm text-destructive">{invitations.error.message}</p>
              <Button variant="outline" size="sm" onClick={() => invitations.refetch()}>
                Try again
              </Button>
            </div>
          ) : pending.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">No pending invitations.</p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Pending invitations">
              {pending.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  invitation={invitation}
                  organizationId={organization.id}
                  teamNames={teamNames}
                  onChanged={refresh}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </SettingsSection>
  )
}
