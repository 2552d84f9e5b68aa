import { describe, expect, test } from 'vitest'
import {
  type AccessSubject,
  canInOrganization,
  type OrgAction,
  orgPolicy,
  parseOrgRole,
} from './access-policy'
import {
  ORGANIZATION_ROLES,
  type OrganizationRole,
  organizationRoles,
  organizationStatements,
} from './permissions'

/**
 * The organisation's permission table is written twice: `access-policy.ts` for our own checks and the UI,
 * `permissions.ts` for Better Auth's organization endpoints. Neither is derived from the other, so this test
 * holds them together: for every role and every action both describe, both must give the same answer.
 */

type Resource = keyof typeof organizationStatements

/** Better Auth's name for one of our actions ("member.delete" → member:delete), when it describes it. */
function betterAuthAction(action: OrgAction): { resource: Resource; verb: string } | null {
  const [resource = '', verb = ''] = action.split('.')
  if (!Object.hasOwn(organizationStatements, resource)) return null
  const verbs: readonly string[] = organizationStatements[resource as Resource]
  return verbs.includes(verb) ? { resource: resource as Resource, verb } : null
}

const sharedActions = (Object.keys(orgPolicy) as OrgAction[]).filter((action) => betterAuthAction(action))

function betterAuthAllows(role: OrganizationRole, action: OrgAction): boolean {
  const { resource, verb } = betterAuthAction(action)!
  // biome-ignore lint/suspicious/noExplicitAny: one resource/verb pair from the table, checked at run time.
  return organizationRoles[role].authorize({ [resource]: [verb] } as any).success
}

const memberOf = (role: OrganizationRole): AccessSubject => ({ signedIn: true, siteAdmin: false, role })

test('both tables know the same three roles', () => {
  expect(ORGANIZATION_ROLES).toEqual(['owner', 'admin', 'member'])
  for (const role of ORGANIZATION_ROLES) expect(parseOrgRole(role)).toBe(role)
})

test('the actions both tables describe (a rename on one side drops an action from this list)', () => {
  expect(sharedActions).toEqual([
    'organization.update',
    'organization.delete',
    'member.create',
    'member.update',
    'member.delete',
    'invitation.create',
    'invitation.cancel',
  ])
})

describe.each(ORGANIZATION_ROLES)('%s', (role) => {
  test.each(sharedActions)('%s: access-policy.ts and permissions.ts agree', (action) => {
    expect(betterAuthAllows(role, action)).toBe(canInOrganization(memberOf(role), action))
  })
})
