import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getAppContext } from '~/server/app-context.server'
import { assertOrganizationPermission, getOrganizationAccess, requireViewer } from '~/server/authz.server'
import { AppError } from '~/server/errors'
import { getRequestViewer } from '~/server/request-context.server'
import { forRoute } from '~/server/route-errors.server'
import { organizationLanguageSchema } from './orgs.schemas'
import {
  explainInvitation,
  getOrganizationDetails,
  getOrganizationLimits,
  getTeamList,
  listOrganizationTeams,
  setOrganizationLanguage,
} from './orgs.server'

const slugInput = z.object({ slug: z.string().trim().toLowerCase().min(1).max(64) })

/** The org.getDetails({slug}) query. */
export const getOrganization = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) =>
    forRoute(async () => {
      const { database } = await getAppContext()
      const access = await getOrganizationAccess(database.db, await getRequestViewer(), data.slug)
      return getOrganizationDetails(database.db, access)
    }),
  )

/** The org.limits({slug}) query: for those who may create projects. */
export const getOrganizationLimitsFn = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) =>
    forRoute(async () => {
      const { database, config } = await getAppContext()
      const access = await getOrganizationAccess(database.db, await getRequestViewer(), data.slug)
      assertOrganizationPermission(access, 'project.create')
      return getOrganizationLimits(database.db, access, config.maxProjectsPerOrg)
    }),
  )

/** The user.getTeamList() query, with underLimit (whether another team may be created). */
export const getTeamListFn = createServerFn({ method: 'GET' }).handler(async () => {
  const viewer = await requireViewer()
  const { database, config } = await getAppContext()
  return getTeamList(database.db, viewer.userId, config.maxTeamsPerUser)
})

/**
 * Guard of /@{org}/settings: members only. Everyone else, including a visitor who sees the organisation
 * through a public project, gets not found (HTTP 404), so the page does not even confirm it has settings.
 */
export const requireOrganizationMember = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) =>
    forRoute(async () => {
      const { database } = await getAppContext()
      const access = await getOrganizationAccess(database.db, await getRequestViewer(), data.slug)
      // Members only, site admins included only when they are members: Better Auth's member and invitation
      // endpoints, which this page uses, answer to members alone.
      if (access.role === null) throw new AppError('NOT_FOUND', 'Organization not found')
      assertOrganizationPermission(access, 'member.read')
      return { role: access.role }
    }),
  )

/**
 * Why an invitation can no longer be opened (Better Auth answers "Invitation not found" for expired, used
 * and unknown ones alike). Only the invited address learns anything about the invitation.
 */
export const explainInvitationFn = createServerFn({ method: 'GET' })
  .validator(z.object({ id: z.string().trim().min(1).max(200) }))
  .handler(async ({ data }) => {
    const viewer = await requireViewer()
    const { database } = await getAppContext()
    return explainInvitation(database.db, viewer, data.id)
  })

/**
 * The organisation's teams with who is in them, for its members: the Teams section of the settings,
 * and the pickers of private chats, team-only boards and invitations. `canManage`: owners and admins.
 */
export const listOrganizationTeamsFn = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const access = await getOrganizationAccess(database.db, await getRequestViewer(), data.slug)
    return listOrganizationTeams(database.db, access)
  })

/** Organisation settings: the default language of its public pages and widget (owners and admins). */
export const setOrganizationLanguageFn = createServerFn({ method: 'POST' })
  .validator(organizationLanguageSchema)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const access = await getOrganizationAccess(database.db, await requireViewer(), data.slug)
    await setOrganizationLanguage(database.db, access, data.language)
    return { language: data.language }
  })
