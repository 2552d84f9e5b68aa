import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import { member } from '~/server/db/schema'
import { runInRequestScope } from '~/server/request-context.server'
import { createFeedbackWorld } from '../helpers/feedback-world'
import { expectAppError } from '../helpers/test-orgs'

/**
 * The access look-ups a page's loaders share (readOncePerRequest): once per read-only request, per viewer and
 * per database handle; never across a write request, where a change must be seen by the next look-up.
 */
let w: Awaited<ReturnType<typeof createFeedbackWorld>>
let privateSlug: string

beforeAll(async () => {
  w = await createFeedbackWorld()
  privateSlug = w.projects.private.slug
})
afterAll(() => w?.close())

test('a read-only request looks the access up once per viewer; a transaction and the next request again', async () => {
  const { db, org } = w
  const [first, second, organization, other] = await runInRequestScope(
    () =>
      Promise.all([
        getProjectAccess(db, w.people.member.viewer, org.slug, privateSlug),
        getProjectAccess(db, w.people.member.viewer, org.slug, privateSlug),
        getOrganizationAccess(db, w.people.member.viewer, org.slug),
        getProjectAccess(db, w.people.owner.viewer, org.slug, privateSlug),
      ]),
    { readOnly: true },
  )
  expect(second).toBe(first)
  expect(organization.organization).toBe(first.organization)
  expect(first.role).toBe('member')
  expect(other).not.toBe(first)
  expect(other.role).toBe('owner')

  const inTransaction = await runInRequestScope(
    () => db.transaction((tx) => getProjectAccess(tx, w.people.member.viewer, org.slug, privateSlug)),
    { readOnly: true },
  )
  expect(inTransaction).not.toBe(first)
  expect(inTransaction.role).toBe('member')
})

test("one viewer's access is never another's: an outsider of the same request is still refused", async () => {
  const { db, org } = w
  await runInRequestScope(
    async () => {
      await getProjectAccess(db, w.people.member.viewer, org.slug, privateSlug)
      await expectAppError(getProjectAccess(db, w.people.outsider.viewer, org.slug, privateSlug), 'NOT_FOUND')
      await expectAppError(getProjectAccess(db, null, org.slug, privateSlug), 'NOT_FOUND')
    },
    { readOnly: true },
  )
})

test('a write request reads afresh: a role changed during it is seen by the next look-up', async () => {
  const { db, org } = w
  const membership = and(eq(member.organizationId, org.id), eq(member.userId, w.people.member.id))
  const [before, after] = await runInRequestScope(async () => {
    const before = await getOrganizationAccess(db, w.people.member.viewer, org.slug)
    await db.update(member).set({ role: 'admin' }).where(membership)
    return [before, await getOrganizationAccess(db, w.people.member.viewer, org.slug)] as const
  })
  await db.update(member).set({ role: 'member' }).where(membership)
  expect(before.role).toBe('member')
  expect(after.role).toBe('admin')
})
