import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Viewer } from '~/lib/viewer'
import { MovedError } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { project, user } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { createProjectDefaults } from '~/server/project-defaults.server'
import type { createTestAuth } from './test-auth'

type TestAuth = ReturnType<typeof createTestAuth>

export type Person = { id: string; email: string; cookie: string; viewer: Viewer }
export type Org = { id: string; slug: string; name: string }
export type Role = 'owner' | 'admin' | 'member'

/** What a call came to: 'ok', an AppError code, or 'moved:<slug>' for a MovedError. */
export async function outcome(call: Promise<unknown> | (() => Promise<unknown>)): Promise<string> {
  try {
    await (typeof call === 'function' ? call() : call)
    return 'ok'
  } catch (error) {
    if (error instanceof MovedError) return `moved:${error.currentSlug}`
    if (isAppError(error)) return error.code
    throw error
  }
}

/** Rejects with an AppError of this code (and message, when given). */
export async function expectAppError(call: Promise<unknown>, code: string, message?: string | RegExp) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(isAppError(error), `expected AppError ${code}, got ${String(error)}`).toBe(true)
  expect(error).toMatchObject({ code })
  if (message !== undefined) expect((error as Error).message).toMatch(message)
}

/** People, organisations and projects for tests, through the real auth API where the app uses it. */
export function orgFixtures(database: DatabaseHandle, t: TestAuth) {
  let counter = 0
  const unique = (label: string) => `${label}-${++counter}-${Date.now().toString(36)}`

  /** The viewer the request context would build from this cookie (as getRequestViewer does). */
  async function viewerOf(cookie: string): Promise<Viewer> {
    const session = await t.auth.api.getSession({ headers: new Headers({ cookie }) })
    if (!session) throw new Error('No session for this cookie')
    const { user: u } = session
    return {
      userId: u.id,
      name: u.name,
      email: u.email,
      username: u.username ?? null,
      image: u.image ?? null,
      role: u.role ?? null,
    }
  }

  async function newPerson(label: string, options: { siteRole?: string } = {}): Promise<Person> {
    const email = `${unique(label.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}@parley.example`
    const response = await t.signUp({ email, name: label })
    expect(response.status, response.text).toBe(200)
    const id = String((response.json?.user as { id?: string } | undefined)?.id)
    if (options.siteRole)
      await database.db.update(user).set({ role: options.siteRole }).where(eq(user.id, id))
    return { id, email, cookie: response.cookie, viewer: await viewerOf(response.cookie) }
  }

  /** Through POST /organization/create, as the app's own form does; the creator becomes owner. */
  async function createOrganization(owner: Person, name = 'Team', slug = unique('team')): Promise<Org> {
    const response = await t.request('/organization/create', { body: { name, slug }, cookie: owner.cookie })
    expect(response.status, response.text).toBe(200)
    return { id: String(response.json?.id), slug, name }
  }

  async function addMember(org: Org, person: Person, role: Role) {
    await t.auth.api.addMember({ body: { userId: person.id, organizationId: org.id, role } })
  }

  /** A project row with its default boards and statuses, straight into the database (setup only). */
  async function insertProject(org: Org, visibility: 'public' | 'private', slug = unique(visibility)) {
    const [row] = await database.db
      .insert(project)
      .values({ organizationId: org.id, slug, name: `Project ${slug}`, visibility })
      .returning()
    if (!row) throw new Error('project not inserted')
    await createProjectDefaults(database.db, row.id)
    return row
  }

  return { unique, viewerOf, newPerson, createOrganization, addMember, insertProject }
}
