import { eq } from 'drizzle-orm'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'
import { organization, project } from '~/server/db/schema'
import { AppError, isAppError } from '~/server/errors'

/** The slugs the features' access modules take: the key's organisation and one of its projects. */
export type ContentScope = { orgSlug: string; projectSlug: string }

export const projectNotFound = () => new AppError('NOT_FOUND', 'Project not found')

/**
 * The scope of `/projects/{project}/…`: the project is named by its slug within the key's organisation. The
 * organisation's slug is read here because the API never names it (a key belongs to exactly one).
 */
export async function projectScope(
  db: Database,
  viewer: ApiKeyViewer,
  projectSlug: string,
): Promise<ContentScope> {
  const [found] = await db
    .select({ slug: organization.slug })
    .from(organization)
    .where(eq(organization.id, viewer.apiKey.organizationId))
    .limit(1)
  if (!found) throw projectNotFound()
  return { orgSlug: found.slug, projectSlug: projectSlug.trim().toLowerCase() }
}

/**
 * The scope of a resource addressed by its own id (`/updates/{id}`, `/chats/{id}`…): its project's, when that
 * project belongs to the key's organisation. Anything else is the resource's own "not found", the same answer
 * a missing id gets, so an id from another organisation tells nothing.
 */
export async function scopeOfProject(
  db: Database,
  viewer: ApiKeyViewer,
  projectId: string | null | undefined,
  notFound: () => AppError,
): Promise<ContentScope> {
  if (!projectId) throw notFound()
  const [found] = await db
    .select({ orgSlug: organization.slug, projectSlug: project.slug, organizationId: organization.id })
    .from(project)
    .innerJoin(organization, eq(organization.id, project.organizationId))
    .where(eq(project.id, projectId))
    .limit(1)
  if (!found || found.organizationId !== viewer.apiKey.organizationId) throw notFound()
  return { orgSlug: found.orgSlug, projectSlug: found.projectSlug }
}

/**
 * Runs a feature's access check and work for a key. A project the key may not read (another project than the
 * one it is restricted to) is the resource's own "not found". A project slug that moved is left to the
 * dispatcher, which answers with the project's current address.
 */
export async function asKey<T>(
  scope: ContentScope,
  notFound: () => AppError,
  run: (scope: ContentScope) => Promise<T>,
): Promise<T> {
  try {
    return await run(scope)
  } catch (error) {
    if (
      isAppError(error) &&
      error.code === 'NOT_FOUND' &&
      /^(Project|Organization) not found$/.test(error.message)
    ) {
      throw notFound()
    }
    throw error
  }
}

/**
 * A feature's refusal of a field ("Choose one of the labels") as the API's invalid-input answer: 422, with the
 * field named as the API names it.
 */
export function asInvalidInput(error: unknown, fieldNames: Record<string, string>): never {
  if (isAppError(error) && error.code === 'BAD_REQUEST' && error.fields) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [fieldNames[field] ?? field, messages]),
    )
    throw new AppError('UNPROCESSABLE_ENTITY', error.message, fields)
  }
  throw error
}

/** zod issues of a feature's own schema as the API's 422, the paths renamed to the API's field names. */
export function invalidInput(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldNames: Record<string, string>,
): AppError {
  const fields: Record<string, string[]> = {}
  for (const issue of issues) {
    const [head, ...rest] = issue.path.map(String)
    const path = [fieldNames[head ?? ''] ?? head ?? '', ...rest].filter(Boolean).join('.')
    fields[path] = [...(fields[path] ?? []), issue.message]
  }
  return new AppError('UNPROCESSABLE_ENTITY', issues[0]?.message ?? 'The request is not valid', fields)
}
