import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  discussionDetailSchema,
  discussionSchema,
  replySchema,
} from '~/api/v1/discussions/api-discussions.schemas'
import {
  createApiDiscussion,
  createApiReply,
  getApiDiscussion,
  listApiReplies,
  listProjectDiscussions,
} from '~/api/v1/discussions/api-discussions.server'
import { categoryNotFound, getDiscussionAccess } from '~/features/discussions/server/discussion-access.server'
import { createThread, lockThread } from '~/features/discussions/server/threads.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { discussionCategory, notification, rateLimit } from '~/server/db/schema'
import { appErrorOf, insertContentKey, refusalOf } from '../helpers/api-content'
import { createDiscussionWorld, type DiscussionWorld } from '../helpers/discussion-world'

let w: DiscussionWorld
let key: ApiKeyViewer
let privateOnly: ApiKeyViewer
let foreignThreadId: string

const clearLimits = () => w.db.delete(rateLimit).where(like(rateLimit.key, 'discussion:%'))

beforeAll(async () => {
  w = await createDiscussionWorld()
  key = (await insertContentKey(w.db, { organizationId: w.org.id })).viewer
  privateOnly = (await insertContentKey(w.db, { organizationId: w.org.id, projectId: w.projects.private.id }))
    .viewer
  const other = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  const otherProject = await w.f.insertProject(other, 'public')
  const scope = { orgSlug: other.slug, projectSlug: otherProject.slug }
  const access = await getDiscussionAccess(w.db, w.people.outsider.viewer, scope)
  const [general] = await w.db
    .select()
    .from(discussionCategory)
    .where(and(eq(discussionCategory.projectId, otherProject.id), eq(discussionCategory.name, 'General')))
  foreignThreadId = (
    await createThread(w.db, access, { ...scope, title: 'Their talk', body: 'Hush', categoryId: general!.id })
  ).id
}, 120_000)
afterAll(() => w.close())

const publicSlug = () => w.projects.public.slug

describe('discussions through the API', () => {
  test('a discussion is started, read and listed in the API’s shape; mentions notify members', async () => {
    await clearLimits()
    const general = await w.category('General')
    const created = await createApiDiscussion(
      w.db,
      key,
      { project: publicSlug() },
      { title: 'Release notes for 2.0', body: 'Draft below, @mia please check', category_id: general.id },
    )
    expect(discussionDetailSchema.strict().parse(created)).toEqual(created)
    expect(created).toMatchObject({
      project: publicSlug(),
      title: 'Release notes for 2.0',
      body: 'Draft below, @mia please check',
      category: { id: general.id, name: 'General' },
      author: { name: 'Release bot' },
      reply_count: 0,
      locked: false,
      lock_reason: null,
    })
    expect(await getApiDiscussion(w.db, key, { id: created.id })).toEqual(created)
    const listed = await listProjectDiscussions(w.db, key, { project: publicSlug() }, { limit: 100 })
    const entry = listed.data.find((thread) => thread.id === created.id)
    expect(entry && discussionSchema.strict().parse(entry)).toEqual(entry)

    const mentioned = await w.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(
        and(eq(notification.kind, 'discussion.mention'), eq(notification.subjectType, 'discussion_post')),
      )
    expect(mentioned.map((row) => row.userId)).toContain(w.people.member.viewer.userId)
  })

  test('replies: posted as the key, followers told (never the key), paged oldest first', async () => {
    const threadId = await w.start('member', { title: 'Deploy windows', body: 'When do we ship?' })
    await clearLimits()
    const before = await w.lastLiveEventId()
    const first = await createApiReply(w.db, key, { id: threadId }, { body: 'Build 812 is green' })
    expect(replySchema.strict().parse(first)).toEqual(first)
    expect(first).toMatchObject({
      discussion_id: threadId,
      author: { name: 'Release bot' },
      deleted_at: null,
    })
    const events = await w.liveEventsSince(before)
    expect(events.map((event) => event.topic)).toContain(`discussions:${w.projects.public.id}`)

    const told = await w.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(and(eq(notification.kind, 'discussion.reply'), eq(notification.subjectId, first.id)))
    expect(told.map((row) => row.userId)).toEqual([w.people.member.viewer.userId])

    // A member's reply later tells the thread's followers: the key, which followed by replying, is not told.
    const memberReply = await w.answer('member', threadId, 'Thanks, bot')
    const toKey = await w.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, key.userId), eq(notification.subjectId, memberReply.id)))
    expect(toKey).toEqual([])

    await clearLimits()
    await createApiReply(w.db, key, { id: threadId }, { body: 'Build 813 is green' })
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await listApiReplies(w.db, key, { id: threadId }, { limit: 2, cursor })
      seen.push(...page.data.map((reply) => reply.body))
      cursor = page.next_cursor ?? undefined
    } while (cursor)
    expect(seen).toEqual(['Build 812 is green', 'Thanks, bot', 'Build 813 is green'])
  })

  test('the app’s rules hold: a locked discussion refuses replies, bad input is a 422 with its field', async () => {
    const threadId = await w.start('owner', { title: 'Settled question' })
    await lockThread(w.db, await w.discussionAccess('owner'), {
      ...w.scope(),
      threadId,
      locked: true,
      reason: 'Decided',
    })
    expect(
      await refusalOf(() => createApiReply(w.db, key, { id: threadId }, { body: 'One more thing' })),
    ).toBe('CONFLICT: This discussion is locked: Decided')
    expect((await getApiDiscussion(w.db, key, { id: threadId })).lock_reason).toBe('Decided')
    const empty = await appErrorOf(() => createApiReply(w.db, key, { id: threadId }, { body: '   ' }))
    expect(empty).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', fields: { body: ['Write something first'] } })
    const noCategory = await appErrorOf(() =>
      createApiDiscussion(
        w.db,
        key,
        { project: publicSlug() },
        { title: 'Lost', body: 'Where?', category_id: 'nope' },
      ),
    )
    expect(noCategory).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      fields: { category_id: ['Choose a category'] },
    })
    const shortTitle = await appErrorOf(() =>
      createApiDiscussion(
        w.db,
        key,
        { project: publicSlug() },
        { title: 'x', body: 'Hi', category_id: 'nope' },
      ),
    )
    expect(Object.keys(shortTitle.fields)).toEqual(['title'])
    expect(
      await refusalOf(() =>
        listProjectDiscussions(w.db, key, { project: publicSlug() }, { limit: 20, category_id: 'nope' }),
      ),
    ).toBe(`NOT_FOUND: ${categoryNotFound().message}`)
  })

  test('another organisation’s discussion, and another project than a restricted key’s, are not found', async () => {
    for (const call of [
      () => getApiDiscussion(w.db, key, { id: foreignThreadId }),
      () => listApiReplies(w.db, key, { id: foreignThreadId }, { limit: 20 }),
      () => createApiReply(w.db, key, { id: foreignThreadId }, { body: 'Hello there' }),
    ]) {
      expect(await refusalOf(call)).toBe('NOT_FOUND: Discussion not found')
    }
    const onPublic = await w.start('member', { title: 'Public project talk' })
    expect(await refusalOf(() => getApiDiscussion(w.db, privateOnly, { id: onPublic }))).toBe(
      'NOT_FOUND: Discussion not found',
    )
    expect(await refusalOf(() => createApiReply(w.db, privateOnly, { id: onPublic }, { body: 'Psst' }))).toBe(
      'NOT_FOUND: Discussion not found',
    )
    expect(
      await refusalOf(() =>
        listProjectDiscussions(w.db, privateOnly, { project: publicSlug() }, { limit: 20 }),
      ),
    ).toBe('NOT_FOUND: Project not found')
    const general = await w.category('General', 'private')
    await clearLimits()
    const own = await createApiDiscussion(
      w.db,
      privateOnly,
      { project: w.projects.private.slug },
      { title: 'Inside the private project', body: 'Allowed', category_id: general.id },
    )
    expect(own.project).toBe(w.projects.private.slug)
  })
})
