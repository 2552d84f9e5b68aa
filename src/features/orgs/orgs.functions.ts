import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getAppContext } from '~/server/app-context.server'
import { assertOrganizationPermission, getOrganizationAccess, requireViewer } from '~/server/authz.server'
import { getRequestViewer } from '~/server/request-context.server'
import { forRoute } from '~/server/route-errors.server'
import { getOrganizationDetails, getOrganizationLimits, getTeamList } from './orgs.server'

const slugInput = z.object({ slug: z.string().trim().toLowerCase().min(1).max(64) })

/** org.getDetails({slug}) of SPEC §7. */
export const getOrganization = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) =>
    forRoute(async () => {
      const { database } = await getAppContext()
      const access = await getOrganizationAccess(database.db, await getRequestViewer(), data.slug)
      return getOrganizationDetails(database.db, access)
    }),
  )

/** org.limits({slug}) of SPEC §7: for those who may create projects. */
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

/** user.getTeamList() of SPEC §7, with underLimit. */
export const getTeamListFn = createServerFn({ method: 'GET' }).handler(async () => {
  const viewer = await requireViewer()
  const { database, config } = await getAppContext()
  return getTeamList(database.db, viewer.userId, config.maxTeamsPerUser)
})
