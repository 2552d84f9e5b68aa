import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { markAnswer } from '~/features/discussions/server/answers.server'
import { createCategory } from '~/features/discussions/server/categories.server'
import { listThreads } from '~/features/discussions/server/list.server'
import { deletePost, editPost, reactToPost } from '~/features/discussions/server/posts.server'
import { markThreadRead, unreadTotal } from '~/features/discussions/server/reads.server'
import { getThread, listPosts, listPostVersions } from '~/features/discussions/server/thread-detail.server'
import {
  createThread,
  deleteThread,
  followThread,
  lockThread,
  pinThread,
} from '~/features/discussions/server/threads.server'
import { PINNED_MAX } from '~/lib/discussion-rules'
import { discussionCategory, discussionThread, follow, notification } from '~/server/db/schema'
import { recordQueries } from '../bench/query-plans'
import { failure } from '../helpers/chat-world'
import { createDiscussionWorld, type DiscussionWorld } from '../helpers/discussion-world'
import { duringChange } from '../helpers/held-transaction'

let w: DiscussionWorld
beforeAll(async () => {
  w = await createDiscussionWorld()
})

describe('the unread badge', () => {
  it('counts what was written since the viewer joined, in one query; nothing for a site admin looking in', async () => {
    const threadId = await w.start('owner', { title: 'Before Nora joined', body: 'Old news' })
    await w.answer('admin', threadId, 'Older still news')
    const newcomer = await w.insertUser('Nora', { memberOfOrg: true })
    const access = await w.discussionAccess(newcomer)
    const before = (await unreadTotal(w.db, access)).total
    // Written before Nora joined, in a thread she never opened: not unread for her.
    expect(before).toBe(0)
    await w.answer('admin', threadId, 'Welcome, Nora')
    const queries = await recordQueries(w.database, () => unreadTotal(w.db, access))
    expect(queries).toHaveLength(1)
    expect((await unreadTotal(w.db, access)).total).toBe(1)
    expect((await unreadTotal(w.db, await w.discussionAccess('siteAdmin'))).total).toBe(0)
  })
})

describe('threads and replies', () => {
  it('starts a thread whose author follows it and has read it; replies count, notify and mark unread', async () => {
    const threadId = await w.start('member', { title: 'Which editor?', body: 'Hey @adam, thoughts?' })
    const memberAccess = await w.discussionAccess('member')
    const adminAccess = await w.discussionAccess('admin')
    const ownerAccess = await w.discussionAccess('owner')

    const mentions = await w.db
      .select()
      .from(notification)
      .where(
        and(
          eq(notification.kind, 'discussion.mention'),
          eq(notification.userId, w.people.admin.viewer.userId),
        ),
      )
    expect(mentions).toHaveLength(1)

    const forOwner = await getThread(w.db, ownerAccess, threadId)
    expect(forOwner.isNew).toBe(true)
    expect(forOwner.unreadCount).toBe(1)
    expect((await getThread(w.db, memberAccess, threadId)).unreadCount).toBe(0)

    const posted = await w.answer('admin', threadId, 'VS Code, obviously.')
    expect(posted.isOpening).toBe(false)
    const replies = await w.db
      .select()
      .from(notification)
      .where(
        and(
          eq(notification.kind, 'discussion.reply'),
          eq(notification.userId, w.people.member.viewer.userId),
        ),
      )
    expect(replies).toHaveLength(1)
    const followed = await w.db.select().from(follow).where(eq(follow.subjectId, threadId))
    expect(followed.map((row) => row.userId).sort()).toEqual(
      [w.people.member.viewer.userId, w.people.admin.viewer.userId].sort(),
    )

    const detail = await getThread(w.db, memberAccess, threadId)
    expect(detail.replyCount).toBe(1)
    expect(detail.unreadCount).toBe(1)
    expect(detail.participants.map((person) => person.id)).toEqual([
      w.people.member.viewer.userId,
      w.people.admin.viewer.userId,
    ])
    expect((await unreadTotal(w.db, memberAccess)).total).toBeGreaterThanOrEqual(1)

    await markThreadRead(w.db, memberAccess, threadId, posted.id)
    expect((await getThread(w.db, memberAccess, threadId)).unreadCount).toBe(0)
    // Never backwards.
    const page = await listPosts(w.db, memberAccess, { ...w.scope(), threadId })
    expect(page.posts).toHaveLength(2)
    const back = await markThreadRead(w.db, memberAccess, threadId, page.posts[0]!.id)
    expect(back.lastReadPostId).toBe(posted.id)

    // Edits keep versions for moderators.
    const edited = await editPost(w.db, adminAccess, {
      ...w.scope(),
      threadId,
      postId: posted.id,
      body: 'Neovim, on reflection.',
    })
    expect(edited.editedAt).not.toBeNull()
    const versions = await listPostVersions(w.db, ownerAccess, threadId, posted.id)
    expect(versions.map((version) => version.body)).toEqual(['VS Code, obviously.'])
    expect(await failure(() => listPostVersions(w.db, memberAccess, threadId, posted.id))).toMatchObject({
      error: { code: 'FORBIDDEN' },
    })
    expect(
      await failure(() =>
        editPost(w.db, memberAccess, { ...w.scope(), threadId, postId: posted.id, body: 'Mine now' }),
      ),
    ).toMatchObject({ error: { code: 'FORBIDDEN', message: 'You can only edit your own posts' } })

    const reacted = await reactToPost(w.db, memberAccess, {
      ...w.scope(),
      threadId,
      postId: posted.id,
      emoji: '🎉',
      on: true,
    })
    expect(reacted.reactions.find((reaction) => reaction.emoji === '🎉')).toMatchObject({
      count: 1,
      reacted: true,
    })
  })

  it('locks refuse replies and edits from everyone; pins list first', async () => {
    const threadId = await w.start('member', { title: 'Lock me' })
    const other = await w.start('member', { title: 'Later thread' })
    await lockThread(w.db, await w.discussionAccess('admin'), {
      ...w.scope(),
      threadId,
      locked: true,
      reason: 'Resolved in the planning call',
    })
    for (const who of ['member', 'owner'] as const) {
      expect(await failure(() => w.answer(who, threadId, 'One more thing'))).toEqual({
        error: { code: 'CONFLICT', message: 'This discussion is locked: Resolved in the planning call' },
      })
    }
    expect(
      await failure(() => pinThread(w.db, w.discussionAccess('member') as never, threadId, true)),
    ).toMatchObject({
      error: expect.anything(),
    })
    await pinThread(w.db, await w.discussionAccess('owner'), threadId, true)
    const list = await listThreads(w.db, await w.discussionAccess('member'), w.scope())
    expect(list.pinned.map((thread) => thread.id)).toEqual([threadId])
    expect(list.threads.map((thread) => thread.id)).toContain(other)
    expect(list.threads.map((thread) => thread.id)).not.toContain(threadId)
  })

  it(`at most ${PINNED_MAX} pinned threads: one more would be on no page of the list`, async () => {
    const owner = await w.discussionAccess('owner')
    const alreadyPinned = (await listThreads(w.db, owner, w.scope())).pinned.length
    const pinnedHere: string[] = []
    for (let index = alreadyPinned; index < PINNED_MAX; index++) {
      const threadId = await w.start('member', { title: `Pinned ${index}` })
      await pinThread(w.db, owner, threadId, true)
      pinnedHere.push(threadId)
    }
    const oneTooMany = await w.start('member', { title: 'One pin too many' })
    expect(await failure(() => pinThread(w.db, owner, oneTooMany, true))).toEqual({
      error: {
        code: 'CONFLICT',
        message: `At most ${PINNED_MAX} discussions can be pinned; unpin one first`,
      },
    })
    const list = await listThreads(w.db, owner, w.scope())
    expect(list.pinned).toHaveLength(PINNED_MAX)
    expect(list.threads.map((thread) => thread.id)).toContain(oneTooMany)
    // Unpinning makes room again; unpinning is never refused.
    await pinThread(w.db, owner, pinnedHere[0]!, false)
    await pinThread(w.db, owner, oneTooMany, true)
    for (const threadId of [...pinnedHere.slice(1), oneTooMany]) await pinThread(w.db, owner, threadId, false)
  })

  it('answers: Q&A only, by the asker or a moderator; deleting the answer clears it', async () => {
    const question = await w.start('member', { title: 'How do I deploy?', category: 'Q&A' })
    const general = await w.start('member', { title: 'Just chatting' })
    const adminReply = await w.answer('admin', question, 'Run the two commands.')
    const generalReply = await w.answer('admin', general, 'Sure.')
    const memberAccess = await w.discussionAccess('member')
    expect(await failure(() => markAnswer(w.db, memberAccess, general, generalReply.id))).toMatchObject({
      error: { code: 'BAD_REQUEST' },
    })
    const third = await w.start('admin', { title: 'Admin asks', category: 'Q&A' })
    const thirdReply = await w.answer('owner', third, 'Like this.')
    expect(await failure(() => markAnswer(w.db, memberAccess, third, thirdReply.id))).toMatchObject({
      error: { code: 'FORBIDDEN' },
    })
    await markAnswer(w.db, memberAccess, question, adminReply.id)
    const detail = await getThread(w.db, memberAccess, question)
    expect(detail.answered).toBe(true)
    expect(detail.answer?.id).toBe(adminReply.id)
    await deletePost(w.db, await w.discussionAccess('admin'), question, adminReply.id)
    expect((await getThread(w.db, memberAccess, question)).answered).toBe(false)
  })

  it('deleting a thread needs its typed title; authors only while nobody else replied', async () => {
    const threadId = await w.start('member', { title: 'Short-lived' })
    const memberAccess = await w.discussionAccess('member')
    expect(await failure(() => deleteThread(w.db, memberAccess, threadId, 'short-lived'))).toMatchObject({
      error: { code: 'BAD_REQUEST' },
    })
    await w.answer('admin', threadId, 'I was here')
    expect(await failure(() => deleteThread(w.db, memberAccess, threadId, 'Short-lived'))).toMatchObject({
      error: { code: 'FORBIDDEN' },
    })
    await deleteThread(w.db, await w.discussionAccess('owner'), threadId, 'Short-lived')
    expect(await failure(() => getThread(w.db, memberAccess, threadId))).toMatchObject({
      error: { code: 'NOT_FOUND' },
    })
  })
})

// On PostgreSQL (TEST_DATABASE_URL) the start really waits for the deletion: it read the category before its
// transaction, so the thread's foreign key failed at the deletion's commit (a 500).
describe('a category deleted while a thread starts in it', () => {
  it('refuses the start as a category to choose, and writes nothing', async () => {
    const owner = await w.discussionAccess('owner')
    const { id: categoryId } = await createCategory(w.db, owner, {
      ...w.scope('public'),
      name: `Going ${crypto.randomUUID().slice(0, 6)}`,
      description: '',
      emoji: '🧪',
      editorsOnly: false,
      answerable: false,
    })
    await w.clearLimits()
    const member = await w.discussionAccess('member')
    const result = await duringChange(
      w.db,
      (tx) => tx.delete(discussionCategory).where(eq(discussionCategory.id, categoryId)),
      () =>
        failure(() =>
          createThread(w.db, member, {
            ...w.scope('public'),
            title: 'Just in time',
            body: 'Hello',
            categoryId,
          }),
        ),
    )
    expect(result).toEqual({ error: { code: 'BAD_REQUEST', message: 'Choose a category' } })
    const started = await w.db
      .select()
      .from(discussionThread)
      .where(eq(discussionThread.title, 'Just in time'))
    expect(started).toEqual([])
  })
})

describe('a thread deleted while someone reads, follows or reacts to it', () => {
  it('answers not found (a foreign-key 500 before), and leaves nothing behind', async () => {
    for (const act of ['read', 'follow', 'react'] as const) {
      const threadId = await w.start('owner', { title: `Deleted while ${act}` })
      const member = await w.discussionAccess('member')
      const [opening] = (await listPosts(w.db, member, { ...w.scope('public'), threadId })).posts
      const postId = String(opening?.id)
      const result = await duringChange(
        w.db,
        async (tx) => {
          await tx.select().from(discussionThread).where(eq(discussionThread.id, threadId)).for('update')
          await tx.delete(discussionThread).where(eq(discussionThread.id, threadId))
        },
        () =>
          failure(() =>
            act === 'read'
              ? markThreadRead(w.db, member, threadId, postId)
              : act === 'follow'
                ? followThread(w.db, member, threadId, true)
                : reactToPost(w.db, member, {
                    ...w.scope('public'),
                    threadId,
                    postId,
                    emoji: '👍',
                    on: true,
                  }),
          ),
      )
      expect(result, act).toMatchObject({ error: { code: 'NOT_FOUND' } })
      const left = await w.db
        .select()
        .from(follow)
        .where(and(eq(follow.subjectId, threadId), eq(follow.userId, member.viewerId)))
      expect(left, act).toEqual([])
    }
  })
})
