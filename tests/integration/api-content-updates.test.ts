import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createUpdateBodySchema, updateSchema } from '~/api/v1/updates/api-updates.schemas'
import {
  createApiUpdate,
  deleteApiUpdate,
  getApiUpdate,
  listProjectUpdates,
  patchApiUpdate,
  publishApiUpdate,
} from '~/api/v1/updates/api-updates.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { getUpdatesAccess } from '~/features/updates/server/updates-access.server'
import { createUpdate } from '~/features/updates/server/write.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { feedbackComment, notification, projectUpdate, rateLimit } from '~/server/db/schema'
import { appErrorOf, insertContentKey, refusalOf } from '../helpers/api-content'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

let w: FeedbackWorld
let key: ApiKeyViewer
/** A key restricted to the private project. */
let privateOnly: ApiKeyViewer
/** Another organisation's update, which no key of this one may learn of. */
let foreignUpdateId: string

const body = (fields: Record<string, unknown>) => createUpdateBodySchema.parse(fields)

beforeAll(async () => {
  w = await createFeedbackWorld()
  key = (await insertContentKey(w.db, { organizationId: w.org.id })).viewer
  privateOnly = (await insertContentKey(w.db, { organizationId: w.org.id, projectId: w.projects.private.id }))
    .viewer
  const other = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  const otherProject = await w.f.insertProject(other, 'public')
  const access = await getUpdatesAccess(w.db, w.people.outsider.viewer, {
    orgSlug: other.slug,
    projectSlug: otherProject.slug,
  })
  foreignUpdateId = (
    await createUpdate(w.db, access, {
      title: 'Their news',
      body: '',
      labelId: null,
      itemIds: [],
      markComplete: false,
      intent: 'publish',
    })
  ).id
}, 120_000)
afterAll(() => w.close())

const publicSlug = () => w.projects.public.slug

describe('updates through the API', () => {
  test('a draft is created, read, listed, changed and deleted, in the API’s shape', async () => {
    const created = await createApiUpdate(
      w.db,
      key,
      { project: publicSlug() },
      body({ title: 'Faster search', body: 'It is **fast** now' }),
    )
    expect(updateSchema.strict().parse(created)).toEqual(created)
    expect(created).toMatchObject({
      project: publicSlug(),
      title: 'Faster search',
      state: 'draft',
      published_at: null,
      author: { name: 'Release bot', username: null },
      feedback: [],
    })
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at)

    expect(await getApiUpdate(w.db, key, { id: created.id })).toEqual(created)
    const drafts = await listProjectUpdates(
      w.db,
      key,
      { project: publicSlug() },
      { limit: 100, state: 'draft' },
    )
    expect(drafts.data.map((update) => update.id)).toContain(created.id)

    const changed = await patchApiUpdate(w.db, key, { id: created.id }, { title: 'Much faster search' })
    expect(changed).toMatchObject({ title: 'Much faster search', body: 'It is **fast** now', state: 'draft' })

    expect(await deleteApiUpdate(w.db, key, { id: created.id })).toEqual({ id: created.id, deleted: true })
    expect(await refusalOf(() => getApiUpdate(w.db, key, { id: created.id }))).toBe(
      'NOT_FOUND: Update not found',
    )
  })

  test('publishing ships the linked feedback as the app does: done status, timeline, voters told', async () => {
    const item = await w.post('member', 'Export to CSV')
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'feedback:%'))
    await setVote(w.db, await w.access('admin'), item.id, true)
    const draft = await createApiUpdate(
      w.db,
      key,
      { project: publicSlug() },
      body({ title: 'CSV export', feedback_ids: [item.id], mark_complete: true }),
    )
    expect(draft.feedback.map((linked) => linked.id)).toEqual([item.id])
    const before = await w.lastLiveEventId()

    const published = await publishApiUpdate(w.db, key, { id: draft.id })
    expect(published.state).toBe('published')
    expect(published.published_at).not.toBeNull()

    const done = (await w.statusesOf()).find((status) => status.category === 'done')
    expect((await w.itemRow(item.id)).statusId).toBe(done?.id)
    const shipped = await w.db
      .select()
      .from(feedbackComment)
      .where(and(eq(feedbackComment.itemId, item.id), eq(feedbackComment.kind, 'shipped')))
    expect(shipped).toHaveLength(1)
    const told = await w.db
      .select({ userId: notification.userId, kind: notification.kind })
      .from(notification)
      .where(eq(notification.subjectId, draft.id))
    expect(told.map((row) => row.userId).sort()).toEqual(
      [w.people.member.viewer.userId, w.people.admin.viewer.userId].sort(),
    )
    expect(told.every((row) => row.kind === 'update.shipped')).toBe(true)
    const events = await w.liveEventsSince(before)
    expect(events.some((event) => event.topic === `project:${w.projects.public.id}`)).toBe(true)

    expect(
      await appErrorOf(() => patchApiUpdate(w.db, key, { id: draft.id }, { state: 'draft' })),
    ).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      fields: { state: ['A published update stays published'] },
    })
    // Publishing again changes nothing and ships nothing twice.
    await publishApiUpdate(w.db, key, { id: draft.id })
    const shippedAgain = await w.db
      .select()
      .from(feedbackComment)
      .where(and(eq(feedbackComment.itemId, item.id), eq(feedbackComment.kind, 'shipped')))
    expect(shippedAgain).toHaveLength(1)
  })

  test('an update can be published at once or scheduled, with the app’s own rules', async () => {
    const now = await createApiUpdate(
      w.db,
      key,
      { project: publicSlug() },
      body({ title: 'Out now', state: 'published' }),
    )
    expect(now.state).toBe('published')
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = await createApiUpdate(
      w.db,
      key,
      { project: publicSlug() },
      body({ title: 'Coming soon', state: 'scheduled', publish_at: later }),
    )
    expect(scheduled).toMatchObject({ state: 'scheduled', publish_at: later })

    const past = await appErrorOf(() =>
      createApiUpdate(
        w.db,
        key,
        { project: publicSlug() },
        body({ title: 'Too late', state: 'scheduled', publish_at: '2001-01-01T00:00:00.000Z' }),
      ),
    )
    expect(past).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      fields: { publish_at: ['Choose a time in the future'] },
    })
    const short = await appErrorOf(() =>
      createApiUpdate(w.db, key, { project: publicSlug() }, body({ title: 'x' })),
    )
    expect(short.code).toBe('UNPROCESSABLE_ENTITY')
    expect(Object.keys(short.fields)).toEqual(['title'])
    const elsewhere = await w.post('member', 'Private wish', { visibility: 'private' })
    const foreignItem = await appErrorOf(() =>
      createApiUpdate(
        w.db,
        key,
        { project: publicSlug() },
        body({ title: 'Mixed up', feedback_ids: [elsewhere.id] }),
      ),
    )
    expect(foreignItem).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      fields: { feedback_ids: [expect.any(String)] },
    })
  })

  test('lists page by keyset: no update twice, none left out; a bad cursor is refused', async () => {
    for (const title of ['Page one', 'Page two', 'Page three']) {
      await createApiUpdate(w.db, privateOnly, { project: w.projects.private.slug }, body({ title }))
    }
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await listProjectUpdates(
        w.db,
        privateOnly,
        { project: w.projects.private.slug },
        { limit: 2, cursor },
      )
      expect(page.data.length).toBeLessThanOrEqual(2)
      seen.push(...page.data.map((update) => update.title))
      cursor = page.next_cursor ?? undefined
    } while (cursor)
    expect(seen).toEqual(['Page three', 'Page two', 'Page one'])
    expect(
      await refusalOf(() =>
        listProjectUpdates(w.db, key, { project: publicSlug() }, { limit: 2, cursor: 'not-a-cursor' }),
      ),
    ).toMatch(/^bad-request/)
  })

  test('q searches titles and bodies the way people type a search', async () => {
    const project = { project: w.projects.private.slug }
    await createApiUpdate(
      w.db,
      privateOnly,
      project,
      body({ title: 'Dark theme arrives', body: 'Night owls rejoice.' }),
    )
    await createApiUpdate(
      w.db,
      privateOnly,
      project,
      body({ title: 'Faster exports', body: 'Themes load sooner.' }),
    )
    const titles = async (q: string) =>
      (await listProjectUpdates(w.db, privateOnly, project, { limit: 20, q })).data.map(
        (update) => update.title,
      )
    expect(await titles('owls')).toEqual(['Dark theme arrives'])
    expect(await titles('theme')).toEqual(['Faster exports', 'Dark theme arrives']) // stemmed: "themes" too
    expect(await titles('theme -exports')).toEqual(['Dark theme arrives'])
    expect(await titles('"dark theme"')).toEqual(['Dark theme arrives'])
    expect(await titles('nothing-like-this')).toEqual([])
  })

  test('another organisation’s update, and another project than a restricted key’s, are not found', async () => {
    const foreign = { id: foreignUpdateId }
    for (const call of [
      () => getApiUpdate(w.db, key, foreign),
      () => patchApiUpdate(w.db, key, foreign, { title: 'Hijacked' }),
      () => publishApiUpdate(w.db, key, foreign),
      () => deleteApiUpdate(w.db, key, foreign),
    ]) {
      expect(await refusalOf(call)).toBe('NOT_FOUND: Update not found')
    }
    const [theirs] = await w.db.select().from(projectUpdate).where(eq(projectUpdate.id, foreignUpdateId))
    expect(theirs?.title).toBe('Their news')

    const onPublic = await createApiUpdate(
      w.db,
      key,
      { project: publicSlug() },
      body({ title: 'Public news' }),
    )
    expect(await refusalOf(() => getApiUpdate(w.db, privateOnly, { id: onPublic.id }))).toBe(
      'NOT_FOUND: Update not found',
    )
    expect(await refusalOf(() => publishApiUpdate(w.db, privateOnly, { id: onPublic.id }))).toBe(
      'NOT_FOUND: Update not found',
    )
    expect(
      await refusalOf(() => listProjectUpdates(w.db, privateOnly, { project: publicSlug() }, { limit: 20 })),
    ).toBe('NOT_FOUND: Project not found')
    expect(
      await refusalOf(() =>
        createApiUpdate(w.db, privateOnly, { project: publicSlug() }, body({ title: 'Sneaky' })),
      ),
    ).toBe('NOT_FOUND: Project not found')
    expect(
      await refusalOf(() => listProjectUpdates(w.db, key, { project: 'no-such-project' }, { limit: 20 })),
    ).toBe('NOT_FOUND: Project not found')
  })
})
