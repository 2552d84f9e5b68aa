/**
 * The discussions badge's server function, apart from ./discussions.functions: every project page shows the
 * badge, and a module of server functions comes to the browser whole (a stub for each of its functions).
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { MovedError } from '~/server/authz.server'
import { AppError } from '~/server/errors'
import { getRequestViewer } from '~/server/request-context.server'
import { projectScopeSchema } from './discussions.schemas'
import type { DiscussionUnreadTotal } from './discussions.types'
import { findDiscussionAccess } from './server/discussion-access.server'
import { unreadTotal } from './server/reads.server'

/**
 * The project navigation's badge. Readers of the project who may not use discussions get zero, and so does a
 * project that is gone or moved (the badge asks again as the page leaves it): a badge has nothing to report.
 */
export const getDiscussionUnreadTotalFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(async ({ data }): Promise<DiscussionUnreadTotal> => {
    const { database } = await getAppContext()
    const access = await findDiscussionAccess(database.db, await getRequestViewer(), data).catch((error) => {
      if (error instanceof MovedError || (error instanceof AppError && error.code === 'NOT_FOUND'))
        return null
      throw error
    })
    return access ? unreadTotal(database.db, access) : { total: 0 }
  })
