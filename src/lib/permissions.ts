import { createAccessControl } from 'better-auth/plugins/access'

/**
 * The organisation permission table, as configuration. Better Auth's organization plugin
 * enforces it on its own endpoints; our authz module reads the same roles for everything else.
 */
export const organizationStatements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
} as const

export const organizationAccess = createAccessControl(organizationStatements)

export const organizationRoles = {
  owner: organizationAccess.newRole({
    organization: ['update', 'delete'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    ac: ['create', 'read', 'update', 'delete'],
  }),
  admin: organizationAccess.newRole({
    organization: ['update'],
    member: ['create', 'update', 'delete'],
    invitation: ['create', 'cancel'],
    team: ['create', 'update', 'delete'],
    ac: ['create', 'read', 'update', 'delete'],
  }),
  member: organizationAccess.newRole({
    ac: ['read'],
  }),
}

export type OrganizationRole = keyof typeof organizationRoles
export const ORGANIZATION_ROLES = Object.keys(organizationRoles) as OrganizationRole[]
