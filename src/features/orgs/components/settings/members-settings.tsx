import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useErrorText, useT } from '~/components/i18n/use-t'
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
import { ROLE_ORDER, roleNameOf } from './role-labels'
import { SettingsSection } from './settings-section'

/** Owners first, then admins, then members; alphabetically within a role. */
function byRoleThenName(a: MemberEntry, b: MemberEntry) {
  const rank = (entry: MemberEntry) => ROLE_ORDER.indexOf(parseOrgRole(entry.role) ?? 'member')
  return rank(a) - rank(b) || (a.user.name || a.user.email).localeCompare(b.user.name || b.user.email)
}

export function MembersSettings({ organization }: { organization: OrganizationDetails }) {
  const t = useT('orgs')
  const errorText = useErrorText()
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
        t('members.roleFailed'),
      )
      await refresh()
      toast.success(
        t('members.roleChanged', {
          name: entry.user.name || entry.user.email,
          kind: role,
          role: roleNameOf(t, role),
        }),
      )
    } catch (error) {
      toast.error(errorText(messageOf(error, t('members.roleFailed'))))
    }
  }

  const remove = async (entry: MemberEntry) => {
    try {
      dataOrThrow(
        await authClient.organization.removeMember({
          organizationId: organization.id,
          memberIdOrEmail: entry.id,
        }),
        t('members.removeFailed'),
      )
      await refresh()
      toast.success(
        t('members.removed', { name: entry.user.name || entry.user.email, team: organization.name }),
      )
      return true
    } catch (error) {
      toast.error(errorText(messageOf(error, t('members.removeFailed'))))
      return false
    }
  }

  const total = members.data?.total
  return (
    <SettingsSection
      id="members"
      title={
        <>
          {t('settings.members')}
          {total !== undefined ? (
            <span className="ms-2 rounded-full bg-muted px-2 py-0.5 align-middle text-xs font-medium text-muted-foreground">
              {total}
            </span>
          ) : null}
        </>
      }
      description={canManage ? t('members.introManage') : t('members.intro')}
    >
      <Card>
        {members.isPending ? (
          <ListSkeleton rows={3} label={t('members.loading')} announce={false} />
        ) : members.isError ? (
          <LoadError
            line
            className="p-6"
            message={errorText(members.error.message)}
            onRetry={() => members.refetch()}
          />
        ) : members.data.members.length === 0 ? (
          <EmptyState line className="p-6" title={t('members.empty')} />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('settings.members')}>
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
