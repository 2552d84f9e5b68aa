import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { meetsAudience } from '~/lib/access-policy'
import { getAppContext } from '~/server/app-context.server'
import { getOrganizationAccess, getProjectAccess, requireViewer } from '~/server/authz.server'
import { getPortalViewer, getRequestViewer } from '~/server/request-context.server'
import { forRoute } from '~/server/route-errors.server'
import { createProjectSchema, projectRefSchema, updateProjectSchema } from './projects.schemas'
import {
  createProject,
  deleteProject,
  getProjectDetails,
  listRecentActivity,
  listRecentProjectsOfUser,
  listVisibleProjects,
  updateProject,
} from './projects.server'

/** The projects of an organisation by orgSlug, as far as the viewer may see them. */
export const listProjectsFn = createServerFn({ method: 'GET' })
  .validator(z.object({ orgSlug: z.string().trim().toLowerCase().min(1).max(64) }))
  .handler(({ data }) =>
    forRoute(async () => {
      const { database } = await getAppContext()
      const access = await getOrganizationAccess(database.db, await getRequestViewer(), data.orgSlug)
      return listVisibleProjects(database.db, access)
    }),
  )

/** The project.getDetails({orgSlug, slug}) query. A portal visitor counts (a public surface: getPortalViewer). */
export const getProjectFn = createServerFn({ method: 'GET' })
  .validator(projectRefSchema)
  .handler(({ data }) =>
    forRoute(async () => {
      const { database } = await getAppContext()
      const access = await getProjectAccess(database.db, await getPortalViewer(), data.orgSlug, data.slug)
      return getProjectDetails(database.db, access)
    }),
  )

export const getProjectActivityFn = createServerFn({ method: 'GET' })
  .validator(projectRefSchema)
  .handler(({ data }) =>
    forRoute(async () => {
      const { database } = await getAppContext()
      const access = await getProjectAccess(database.db, await getPortalViewer(), data.orgSlug, data.slug)
      return listRecentActivity(database.db, access.project.id, 20, meetsAudience(access, 'member'))
    }),
  )

export const getRecentProjectsFn = createServerFn({ method: 'GET' }).handler(async () => {
  const viewer = await requireViewer()
  const { database } = await getAppContext()
  return listRecentProjectsOfUser(database.db, viewer.userId)
})

export const createProjectFn = createServerFn({ method: 'POST' })
  .validator(createProjectSchema)
  .handler(async ({ data: { orgSlug, ...input } }) => {
    const viewer = await requireViewer()
    const { database, config } = await getAppContext()
    const access = await getOrganizationAccess(database.db, viewer, orgSlug)
    return createProject(database.db, access, input, config.maxProjectsPerOrg)
  })

export const updateProjectFn = createServerFn({ method: 'POST' })
  .validator(updateProjectSchema)
  .handler(async ({ data }) => {
    const viewer = await requireViewer()
    const { database } = await getAppContext()
    const access = await getProjectAccess(database.db, viewer, data.orgSlug, data.slug)
    return updateProject(database.db, access, data.changes)
  })

export const deleteProjectFn = createServerFn({ method: 'POST' })
  .validator(projectRefSchema)
  .handler(async ({ data }) => {
    const viewer = await requireViewer()
    const { database } = await getAppContext()
    const access = await getProjectAccess(database.db, viewer, data.orgSlug, data.slug)
    return deleteProject(database.db, access)
  })
