import { eq } from 'drizzle-orm'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'
import { organization, project } from '~/server/db/schema'
import { AppError, isAppError } from '~/server/errors'
import { organizationSlugOf } from './access.server'

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
  const orgSlug = await organizationSlugOf({ db, viewer }).catch(() => {
    throw projectNotFound()
  })
  return { orgSlug, projectSlug: projectSlug.trim().toLowerCase() }
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
 * The app's field errors name its forms' fields; the API's requests name them differently (`board`, not
 * `boardId`). Renames them on the way out, keeping the message; a feature's field refusal is the API's 422.
 */
export async function withApiFieldNames<T>(names: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!isAppError(error) || !error.fields) throw error
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [names[field] ?? field, messages]),
    )
    // A feature's "bad request" about a field is the API's invalid input.
    throw new AppError(
      error.code === 'BAD_REQUEST' ? 'UNPROCESSABLE_ENTITY' : error.code,
      error.message,
      fields,
    )
  }
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
