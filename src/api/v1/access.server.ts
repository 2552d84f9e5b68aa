import { eq } from 'drizzle-orm'
import { type FeedbackAccess, getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import {
  getOrganizationAccess,
  getProjectAccess,
  type OrganizationAccess,
  type ProjectAccess,
} from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { organization } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { readOncePerRequest } from '~/server/request-context.server'

/**
 * The access of an API key, through the same authorization as the app: a key is an admin of its own
 * organisation (narrowed to one project when it is restricted) and knows of nothing else. Resources name
 * projects by slug within the key's organisation.
 */
type KeyContext = { db: Database; viewer: ApiKeyViewer }

/** The key's organisation's slug (the API never names it: a key belongs to exactly one), read once a request. */
export async function organizationSlugOf({ db, viewer }: KeyContext): Promise<string> {
  const organizationId = viewer.apiKey.organizationId
  const [found] = await readOncePerRequest(db, `api-organization:${organizationId}`, () =>
    db
      .select({ slug: organization.slug })
      .from(organization)
      .where(eq(organization.id, organizationId))
      .limit(1),
  )
  if (!found) throw new AppError('NOT_FOUND', 'Organization not found')
  return found.slug
}

export async function organizationAccessOf(context: KeyContext): Promise<OrganizationAccess> {
  return getOrganizationAccess(context.db, context.viewer, await organizationSlugOf(context))
}

export async function projectAccessOf(context: KeyContext, projectSlug: string): Promise<ProjectAccess> {
  return getProjectAccess(context.db, context.viewer, await organizationSlugOf(context), projectSlug)
}

export async function feedbackAccessOf(context: KeyContext, projectSlug: string): Promise<FeedbackAccess> {
  return getFeedbackAccess(context.db, context.viewer, {
    orgSlug: await organizationSlugOf(context),
    projectSlug,
  })
}
