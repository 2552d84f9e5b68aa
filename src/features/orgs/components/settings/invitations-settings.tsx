import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { organizationInvitationsQuery, organizationTeamsQuery, orgKeys } from '../../orgs.queries'
import type { OrganizationDetails } from '../../orgs.server'
import { InvitationRow, type PendingInvitation } from './invitation-row'
import { InviteMemberForm } from './invite-member-form'
import { SettingsSection } from './settings-section'

export function InvitationsSettings({ organization }: { organization: OrganizationDetails }) {
  const t = useT('orgs')
  const errorText = useErrorText()
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
    <SettingsSection id="invitations" title={t('settings.invitations')} description={t('invitations.intro')}>
      <div className="grid gap-4">
        <InviteMemberForm organization={organization} onInvited={refresh} />
        <Card>
          <h3 className="border-b border-border px-4 py-3 text-sm font-medium">{t('invitations.pending')}</h3>
          {invitations.isPending ? (
            <Loading line announce={false} className="p-4">
              {t('invitations.loading')}
            </Loading>
          ) : invitations.isError ? (
            <LoadError
              line
              className="p-4"
              message={errorText(invitations.error.message)}
              onRetry={() => invitations.refetch()}
            />
          ) : pending.length === 0 ? (
            <EmptyState line className="p-4" title={t('invitations.empty')} />
          ) : (
            <ul className="divide-y divide-border" aria-label={t('invitations.pendingList')}>
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
