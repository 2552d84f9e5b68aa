import type { OrgRole } from '~/lib/access-policy'

export const ROLE_ORDER: OrgRole[] = ['owner', 'admin', 'member']

export const roleLabel: Record<OrgRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' }

/** What each role may do, in the words of lib/permissions.ts, for the invite form and the role pickers. */
export const roleDescription: Record<OrgRole, string> = {
  owner: 'Everything, including deleting the team',
  admin: 'Settings, members and invitations',
  member: 'Sees the team and its projects',
}
