import type { OrgRole } from '~/lib/access-policy'
import type { Translate } from '~/lib/i18n/catalogue'

export const ROLE_ORDER: OrgRole[] = ['owner', 'admin', 'member']

/** Each role's name as a label ("Owner"), a key of the `orgs` catalogue. */
export const roleLabel = {
  owner: 'role.owner',
  admin: 'role.admin',
  member: 'role.member',
} as const satisfies Record<OrgRole, string>

/** Each role's name inside a list or a sentence ("owner"), a key of the `orgs` catalogue. */
const roleName = {
  owner: 'roleName.owner',
  admin: 'roleName.admin',
  member: 'roleName.member',
} as const satisfies Record<OrgRole, string>

/** A stored role value in words ("owner"); a value that is not exactly one of ours shows as it is. */
export function roleNameOf(t: Translate<'orgs'>, role: string): string {
  return Object.hasOwn(roleName, role) ? t(roleName[role as OrgRole]) : role
}

/** What each role may do, in the words of lib/permissions.ts, for the invite form: "Owner: everything…". */
export const roleHint = {
  owner: 'invite.roleHint.owner',
  admin: 'invite.roleHint.admin',
  member: 'invite.roleHint.member',
} as const satisfies Record<OrgRole, string>
