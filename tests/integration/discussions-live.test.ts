import { desc, gt, like } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Markdown } from '~/components/rich-text'
import { markAnswer } from '~/features/discussions/server/answers.server'
import { createCategory } from '~/features/discussions/server/categories.server'
import { editPost, reactToPost, reply } from '~/features/discussions/server/posts.server'
import { markThreadRead } from '~/features/discussions/server/reads.server'
import { getThread, listPosts } from '~/features/discussions/server/thread-detail.server'
import { createThread, lockThread } from '~/features/discussions/server/threads.server'
import { REPLY_LIMIT, THREAD_LIMIT } from '~/lib/discussion-rules'
import { topicOf } from '~/lib/live-topics'
import { liveEvent, rateLimit } from '~/server/db/schema'
import { failure } from '../helpers/chat-world'
import { createDiscussionWorld, type DiscussionWorld } from '../helpers/discussion-world'

let w: DiscussionWorld
beforeAll(async () => {
  w = await createDiscussionWorld()
}, 120_000)
afterAll(() => w.close())

async function lastEventId() {
  const [row] = await w.db.select({ id: liveEvent.id }).from(liveEvent).orderBy(desc(liveEvent.id)).limit(1)
  return row?.id ?? 0
}

async function eventsSince(id: number) {
  return w.db.select().from(liveEvent).where(gt(liveEvent.id, id)).orderBy(liveEvent.id)
}

describe('live events', () => {
  test('every change goes on the discussions topic with ids only; nothing on the public project topic', async () => {
    const before = await lastEventId()
    const threadId = await w.start('member', {
      title: 'Secret plans',
      body: 'Nobody outside may read this',
      category: 'Q&A',
    })
    const posted = await w.answer('admin', threadId, 'Confidential reply')
    await editPost(w.db, await w.discussionAccess('admin'), {
      ...w.scope(),
      threadId,
      postId: posted.id,
      body: 'Edited',
    })
    await reactToPost(w.db, await w.discussionAccess('member'), {
      ...w.scope(),
      threadId,
      postId: posted.id,
      emoji: '👍',
      on: true,
    })
    await markAnswer(w.db, await w.discussionAccess('member'), threadId, posted.id)
    await lockThread(w.db, await w.discussionAccess('owner'), {
      ...w.scope(),
      threadId,
      locked: true,
      reason: 'Done',
    })
    const all = await eventsSince(before)
    // The bell's events go to each recipient's own topic (with no content either); the rest to the project's.
    const events = all.filter((event) => !event.topic.startsWith('user:'))
    expect(all.filter((event) => event.topic.startsWith('user:')).map((event) => event.type)).toContain(
      'notification.created',
    )
    for (const event of all)
      expect(JSON.stringify(event.payload)).not.toMatch(/Secret|Confidential|Nobody|Edited/)
    const discussionTopic = topicOf.discussions(w.projects.public.id)
    expect(events.map((event) => event.type)).toEqual([
      'discussion.created',
      'discussion.replied',
      'discussion.post-updated',
      'discussion.post-updated',
      'discussion.updated',
      'discussion.updated',
    ])
    for (const event of events) {
      expect(event.topic).toBe(discussionTopic)
      expect(JSON.stringify(event.payload)).not.toMatch(/Secret|Confidential|Nobody|Edited/)
    }
  })

  test("reading tells the reader's other tabs on their own topic, only when the marker moves", async () => {
    const threadId = await w.start('member', { title: 'Read me' })
    const posted = await w.answer('admin', threadId, 'New reply')
    const ownerAccess = await w.discussionAccess('owner')
    const before = await lastEventId()
    await markThreadRead(w.db, ownerAccess, threadId, posted.id)
    await markThreadRead(w.db, ownerAccess, threadId, posted.id)
    const events = await eventsSince(before)
    expect(events.map((event) => [event.topic, event.type, event.payload])).toEqual([
      [
        topicOf.user(w.people.owner.viewer.userId),
        'discussion.read',
        { projectId: w.projects.public.id, threadId, lastReadPostId: posted.id },
      ],
    ])
  })
})

describe('limits', () => {
  test('starting threads and replying are rate limited per person with a clear message', async () => {
    await w.clearLimits()
    const access = await w.discussionAccess('member')
    const general = await w.category('General')
    const start = () =>
      createThread(w.db, access, { ...w.scope(), title: 'Flood', body: 'Again', categoryId: general.id })
    for (let index = 0; index < THREAD_LIMIT.max; index++) await start()
    expect(await failure(start)).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: THREAD_LIMIT.message },
    })

    const threadId = await w.start('owner', { title: 'Reply flood' })
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'discussion:reply:%'))
    for (let index = 0; index < REPLY_LIMIT.max; index++)
      await reply(w.db, access, threadId, `Reply ${index}`)
    expect(await failure(() => reply(w.db, access, threadId, 'One too many'))).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: REPLY_LIMIT.message },
    })
    // Refused replies leave nothing behind.
    const posts = await listPosts(w.db, access, { ...w.scope(), threadId })
    expect(posts.posts).toHaveLength(REPLY_LIMIT.max + 1)
    expect((await getThread(w.db, access, threadId)).replyCount).toBe(REPLY_LIMIT.max)
  })
})

const xssPayloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '![x](javascript:alert(1))',
  '<iframe src="https://evil.example"></iframe>',
  '"><script>alert(1)</script>',
]

describe('XSS payloads in every field', () => {
  test('are stored as written and render as harmless markup', async () => {
    const ownerAccess = await w.discussionAccess('owner')
    for (const payload of xssPayloads) {
      const threadId = await w.start('owner', { title: `Title ${payload}`, body: `Body ${payload}` })
      const posted = await w.answer('member', threadId, `Reply ${payload}`)
      await lockThread(w.db, ownerAccess, {
        ...w.scope(),
        threadId,
        locked: true,
        reason: payload.slice(0, 200),
      })
      const category = await createCategory(w.db, ownerAccess, {
        ...w.scope(),
        name: payload.slice(0, 40),
        description: payload,
        emoji: '🧪',
        editorsOnly: false,
        answerable: false,
      }).catch(() => null)
      const detail = await getThread(w.db, ownerAccess, threadId)
      expect(detail.title).toBe(`Title ${payload}`)
      expect(detail.lockReason).toBe(payload.slice(0, 200))
      if (category) expect(category.description).toBe(payload)
      const posts = await listPosts(w.db, ownerAccess, { ...w.scope(), threadId })
      expect(posts.posts.map((post) => post.body)).toEqual([`Body ${payload}`, posted.body])
      for (const post of posts.posts) {
        const html = renderToStaticMarkup(createElement(Markdown, { source: post.body }))
        expect(html).not.toMatch(/<script|<iframe|<svg|\sonerror=|\sonload=|javascript:/i)
      }
    }
  })
})
