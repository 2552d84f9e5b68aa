import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getAppContext } from '~/server/app-context.server'
import { getRequestSession, getRequestViewer } from '~/server/request-context.server'
import { assertAdmin, describeImpersonation, isAdminViewer, listMembershipsOfUser } from './admin.server'

/**
 * Guard of /admin and everything under it: site admins only. Everyone else, signed in or not, gets the
 * not-found view with HTTP 404, so the page does not even confirm that it exists.
 */
export const requireAdminPage = createServerFn({ method: 'GET' }).handler(async () => {
  const { config } = await getAppContext()
  const viewer = await getRequestViewer()
  if (!viewer || !isAdminViewer(viewer, config.adminUserIds)) throw notFound()
  return { userId: viewer.userId }
})

/** Whether the viewer is a site admin (to show the way to /admin); false for anonymous visitors. */
export const getSiteAdminStatus = createServerFn({ method: 'GET' }).handler(async () => {
  const { config } = await getAppContext()
  return { isAdmin: isAdminViewer(await getRequestViewer(), config.adminUserIds) }
})

/** The organisations a user belongs to (admin's user page). */
export const getUserMemberships = createServerFn({ method: 'GET' })
  .validator(z.object({ userId: z.string().min(1).max(200) }))
  .handler(async ({ data }) => {
    const { config, database } = await getAppContext()
    assertAdmin(await getRequestViewer(), config.adminUserIds, 'user')
    return listMembershipsOfUser(database.db, data.userId)
  })

/** For the banner on every page: whether this session impersonates someone, and who started it. */
export const getImpersonation = createServerFn({ method: 'GET' }).handler(async () => {
  const app = await getAppContext()
  // The request's session as already looked up (root loader), not a second look-up on every page.
  const found = await getRequestSession(app)
  if (!found) return null
  return describeImpersonation(app.database.db, found, found.viewer)
})
