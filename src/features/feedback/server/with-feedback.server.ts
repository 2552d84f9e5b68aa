import { getAppContext } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { getPortalViewer } from '~/server/request-context.server'
import type { ProjectScope } from '../feedback.schemas'
import { type FeedbackAccess, getFeedbackAccess } from './feedback-access.server'

/** Resolves the viewer's access to the project's feedback (NOT_FOUND when they may not read it), then runs. */
export async function withFeedback<T>(
  scope: ProjectScope,
  run: (db: Database, access: FeedbackAccess) => Promise<T>,
) {
  const { database } = await getAppContext()
  const access = await getFeedbackAccess(database.db, await getPortalViewer(), scope)
  return run(database.db, access)
}
