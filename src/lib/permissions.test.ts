import { describe, expect, test } from 'vitest'
import { ORGANIZATION_ROLES, organizationRoles, organizationStatements } from './permissions'

type Resource = keyof typeof organizationStatements
const allActions = Object.entries(organizationStatements).flatMap(([resource, actions]) =>
  actions.map((action) => [resource as Resource, action] as const),
)

function allowed(role: keyof typeof organizationRoles, resource: Resource, action: string): boolean {
  // biome-ignore lint/suspicious/noExplicitAny: one resource/action pair from the table, checked at run time.
  return organizationRoles[role].authorize({ [resource]: [action] } as any).success
}

test('the organisation permission table: three roles over five resources', () => {
  expect(ORGANIZATION_ROLES).toEqual(['owner', 'admin', 'member'])
  expect(organizationStatements).toEqual({
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    ac: ['create', 'read', 'update', 'delete'],
  })
})

describe('owner', () => {
  test.each(allActions)('may %s:%s', (resource, action) => {
    expect(allowed('owner', resource, action)).toBe(true)
  })
})

describe('admin', () => {
  test.each(allActions)('%s:%s', (resource, action) => {
    const expected = !(resource === 'organization' && action === 'delete')
    expect(allowed('admin', resource, action)).toBe(expected)
  })

  test('the denial names the resource', () => {
    expect(organizationRoles.admin.authorize({ organization: ['delete'] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "organization"',
    })
  })
})

describe('member', () => {
  test.each(allActions)('%s:%s', (resource, action) => {
    const expected = resource === 'ac' && action === 'read'
    expect(allowed('member', resource, action)).toBe(expected)
  })

  test('asking for several actions needs all of them', () => {
    expect(organizationRoles.member.authorize({ ac: ['read', 'update'] }).success).toBe(false)
    expect(organizationRoles.member.authorize({ ac: ['read'], member: ['create'] }).success).toBe(false)
    expect(organizationRoles.admin.authorize({ organization: ['update'], member: ['create'] }).success).toBe(
      true,
    )
  })

  test('a resource the role has no statement for is refused with its name', () => {
    expect(organizationRoles.member.authorize({ organization: ['update'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: organization',
    })
  })
})
