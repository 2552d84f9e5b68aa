import { eq } from 'drizzle-orm'
import {
  type FeedbackAccess,
  feedbackNotFound,
  getFeedbackAccess,
  loadItem,
} from '~/features/feedback/server/feedback-access.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'
import { feedbackItem, organization, project } from '~/server/db/schema'
import { AppError, isAppError } from '~/server/errors'
import { feedbackAccessOf } from '../access.server'

/** What every feedback operation works with: the database, the key's viewer and the site's address. */
export type FeedbackApiContext = { db: Database; viewer: ApiKeyViewer; baseUrl: string }

/**
 * The key's access to a project's feedback, the project named by its slug within the key's organisation: the
 * same authorization as the app's (getFeedbackAccess), as every resource of the API asks it.
 */
export function feedbackAccessForProject(
  { db, viewer }: FeedbackApiContext,
  projectSlug: string,
): Promise<FeedbackAccess> {
  return feedbackAccessOf({ db, viewer }, projectSlug)
}

/**
 * The key's access to the project of a feedback item named by id alone. An item of another organisation, of a
 * project a restricted key is not for, or on a board the key may not see is not found, in the same words as an
 * item that does not exist: the answer never tells that it exists elsewhere.
 */
export async function feedbackAccessForItem(
  context: FeedbackApiContext,
  itemId: string,
): Promise<FeedbackAccess> {
  const { db, viewer } = context
  const [found] = await db
    .select({ organizationId: project.organizationId, orgSlug: organization.slug, projectSlug: project.slug })
    .from(feedbackItem)
    .innerJoin(project, eq(project.id, feedbackItem.projectId))
    .innerJoin(organization, eq(organization.id, project.organizationId))
    .where(eq(feedbackItem.id, itemId))
    .limit(1)
  if (!found || found.organizationId !== viewer.apiKey.organizationId) throw feedbackNotFound()
  try {
    const access = await getFeedbackAccess(db, viewer, {
      orgSlug: found.orgSlug,
      projectSlug: found.projectSlug,
    })
    await loadItem(db, access, itemId)
    return access
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw feedbackNotFound()
    throw error
  }
}

/**
 * A reference in a request's body to something of the project (a board, a status, an item to merge into) that
 * is not there: invalid input (422 at that field), not a missing resource (404 is for the path).
 */
export async function asFieldReference<T>(field: string, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') {
      throw new AppError('UNPROCESSABLE_ENTITY', message, { [field]: [message] })
    }
    throw error
  }
}
