import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Card } from '~/components/ui/card'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { authClient } from '~/features/auth/auth-client'
import { useViewer } from '~/features/auth/use-viewer'
import { parseOrgRole } from '~/lib/access-policy'
import { dataOrThrow, messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { organizationMembersQuery, orgKeys } from '../../orgs.queries'
import type { OrganizationDetails } from '../../orgs.server'
import { type MemberEntry, MemberRow } from './member-row'
import { ROLE_ORDER } from './role-labels'
import { SettingsSection } from './settings-section'

/** Owners first, then admins, then members; alphabetically within a role. */
function byRoleThenName(a: MemberEntry, b: MemberEntry) {
  const rank = (entry: MemberEntry) => ROLE_ORDER.indexOf(parseOrgRole(entry.role) ?? 'member')
  return rank(a) - rank(b) || (a.user.name || a.user.email).localeCompare(b.user.name || b.user.email)
}

export function MembersSettings({ organization }: { organization: OrganizationDetails }) {
  const viewer = useViewer()
  const queryClient = useQueryClient()
  const members = useQuery(organizationMembersQuery(organization.slug, organization.id))
  const isMember = organization.viewerRole !== null
  const canManage = isMember && organization.permissions.canManageMembers
  const viewerIsOwner = organization.viewerRole === 'owner'

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orgKeys.members(organization.slug) }),
      // The member count, and the viewer's own role when they changed it.
      queryClient.invalidateQueries({ queryKey: orgKeys.details(organization.slug) }),
      queryClient.invalidateQueries({ queryKey: orgKeys.teamList() }),
    ])

  const changeRole = async (entry: MemberEntry, role: string) => {
    try {
      dataOrThrow(
        await authClient.organization.updateMemberRole({
          organizationId: organization.id,
          memberId: entry.id,
          role,
        }),
        'Could not change the role',
      )
      await refresh()
      toast.success(`${entry.user.name || entry.user.email} is now ${role === 'admin' ? 'an' : 'a'} ${role}`)
    } catch (error) {
      toast.error(messageOf(error, 'Could not change the role'))
    }
  }

  const remove = async (entry: MemberEntry) => {
    try {
      dataOrThrow(
        await authClient.organization.removeMember({
          organizationId: organization.id,
          memberIdOrEmail: entry.id,
        }),
        'Could not remove the member',
      )
      await refresh()
      toast.success(`${entry.user.name || entry.user.email} was removed from ${organization.name}`)
      return true
    } catch (error) {
      toast.error(messageOf(error, 'Could not remove the member'))
      return false
    }
  }

  const total = members.data?.total
  return (
    <SettingsSection
      id="members"
      title={
        <>
          Members
          {total !== undefined ? (
            <span className="ml-2 rounded-full bg-muted px-2 py-0.5 align-middle text-xs font-medium text-muted-foreground">
              {total}
            </span>
          ) : null}
        </>
      }
      description={
        canManage
          ? 'Everyone in the team. Change what they may do, or remove them.'
          : 'Everyone in the team. Owners and admins manage roles.'
      }
    >
      <Card>
        {members.isPending ? (
          <ListSkeleton rows={3} label="Loading members" announce={false} />
        ) : members.isError ? (
          <LoadError line className="p-6" message={members.error.message} onRetry={() => members.refetch()} />
        ) : members.data.members.length === 0 ? (
          <EmptyState line className="p-6" title="Nobody is in this team yet." />
        ) : (
          <ul className="divide-y divide-border" aria-label="Members">
            {[...members.data.members].sort(byRoleThenName).map((entry) => (
              <MemberRow
                key={entry.id}
                entry={entry}
                organizationName={organization.name}
                isSelf={entry.userId === viewer.userId}
                canManage={canManage}
                viewerIsOwner={viewerIsOwner}
                onChangeRole={(role) => changeRole(entry, role)}
                onRemove={() => remove(entry)}
              />
            ))}
          </ul>
        )}
      </Card>
    </SettingsSection>
  )
}
