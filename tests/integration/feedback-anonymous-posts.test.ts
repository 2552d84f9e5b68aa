import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { getRoadmap } from '~/features/feedback/roadmap/roadmap.server'
import { ANONYMOUS_POST_LIMITS } from '~/features/feedback/server/anonymous.server'
import {
  type AnonymousPostCommon,
  addAnonymousComment,
  createAnonymousFeedback,
  listOwnHeld,
} from '~/features/feedback/server/anonymous-posts.server'
import { getBoard, listBoards, updateBoard } from '~/features/feedback/server/boards.server'
import { addComment } from '~/features/feedback/server/comments.server'
import { approveHeld, listHeld, rejectHeld } from '~/features/feedback/server/held.server'
import { getFeedbackDetail, listTimeline } from '~/features/feedback/server/item-detail.server'
import {
  deleteFeedback,
  setCommentsLocked,
  setFeedbackStatus,
  updateFeedback,
} from '~/features/feedback/server/items.server'
import { feedbackOverview, findSimilarFeedback, listFeedback } from '~/features/feedback/server/list.server'
import { mergeFeedback } from '~/features/feedback/server/merge.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { solveChallenge } from '~/lib/proof-of-work'
import type { Viewer } from '~/lib/viewer'
import { issueChallenge, signVisitorId } from '~/server/anonymous-visitor.server'
import {
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  notification,
  projectActivity,
  rateLimit,
  user,
  webhookEndpoint,
  webhookEvent,
} from '~/server/db/schema'
import { apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld, PERSONAS, type Persona } from '../helpers/feedback-world'
import { TEST_SECRET } from '../helpers/test-auth'
import { expectAppError, outcome } from '../helpers/test-orgs'

/**
 * Anonymous posts and comments on boards that accept them: posting (proof of work, honeypot, limits), held
 * posts kept out of every read until a moderator approves (then announced once) or rejects, the writer's own
 * view by cookie, the claim on sign-up, and who may see and answer the queue.
 */

let w: FeedbackWorld
let holding: { id: string }
let open: { id: string }
let call: ReturnType<typeof apiClient>
let key: TestApiKey
beforeAll(async () => {
  w = await createFeedbackWorld()
  holding = await w.insertBoard('public', 'Held ideas', false)
  await w.db
    .update(feedbackBoard)
    .set({ anonymousPosts: true, holdAnonymousPosts: true })
    .where(eq(feedbackBoard.id, holding.id))
  open = await w.insertBoard('public', 'Open ideas', false)
  await w.db
    .update(feedbackBoard)
    .set({ anonymousPosts: true, holdAnonymousPosts: false })
    .where(eq(feedbackBoard.id, open.id))
  await w.db.update(user).set({ username: 'miaheld' }).where(eq(user.id, w.people.member.id))
  // Webhook events are only recorded for an organisation with an enabled endpoint.
  await w.db.insert(webhookEndpoint).values({
    organizationId: w.org.id,
    url: 'https://hooks.example/x',
    allEvents: true,
    secret: 'whsec_test',
  })
  call = apiClient(testApiApp(w.db))
  key = await insertApiKey(w.db, { organizationId: w.org.id, name: 'Reader', createdBy: w.people.owner.id })
}, 120_000)
afterAll(() => w.close())
beforeEach(async () => {
  await w.db.delete(rateLimit).where(like(rateLimit.key, 'anonymous-%'))
})

async function proof(difficulty = 4) {
  const issued = issueChallenge(TEST_SECRET, Date.now(), difficulty)
  return { challenge: issued.challenge, nonce: await solveChallenge(issued) }
}

const writer = (visitorId: string | null, ip = '198.51.100.7') => ({ visitorId, ip, secret: TEST_SECRET })

async function anonymousPost(
  title: string,
  options: Partial<AnonymousPostCommon> & {
    boardId?: string
    details?: string
    visitorId?: string | null
  } = {},
) {
  const { boardId = holding.id, details = '', visitorId = null, ...rest } = options
  return createAnonymousFeedback(w.db, await w.access('anonymous'), writer(visitorId), {
    boardId,
    title,
    details,
    proof: await proof(),
    website: '',
    ...rest,
  })
}

async function anonymousComment(
  itemId: string,
  body: string,
  options: Partial<AnonymousPostCommon> & { visitorId?: string | null } = {},
) {
  const { visitorId = null, ...rest } = options
  return addAnonymousComment(w.db, await w.access('anonymous'), writer(visitorId), {
    itemId,
    body,
    proof: await proof(),
    ...rest,
  })
}

async function listedIds(who: Persona | Viewer, q?: string) {
  const page = await listFeedback(w.db, await w.access(who), { board: 'all', sort: 'new', limit: 100, q })
  return page.items.map((item) => item.id)
}

async function detailOf(itemId: string, who: Persona | Viewer = 'owner') {
  const detail = await getFeedbackDetail(w.db, await w.access(who), itemId)
  if ('mergedInto' in detail) throw new Error('merged')
  return detail
}

const notificationsOf = (subjectId: string) =>
  w.db
    .select({ userId: notification.userId, kind: notification.kind })
    .from(notification)
    .where(eq(notification.subjectId, subjectId))

const webhookEventsOf = (itemId: string) =>
  w.db
    .select({ type: webhookEvent.type, facts: webhookEvent.facts })
    .from(webhookEvent)
    .where(eq(webhookEvent.subject, { kind: 'feedback_item', id: itemId }))

const activityOf = (itemId: string) =>
  w.db
    .select({ kind: projectActivity.kind })
    .from(projectActivity)
    .where(eq(projectActivity.path, `feedback/${itemId}`))

describe('board settings', () => {
  test('off by default, holding by default once on; the form’s values are kept', async () => {
    const [defaults] = await w.boardsOf()
    expect(defaults).toMatchObject({ anonymousPosts: false, holdAnonymousPosts: true })
    const owner = await w.access('owner')
    const board = await w.insertBoard('public', 'Settings board', false)
    const form = { name: 'Settings board', description: '', color: 'blue' as const, teamOnly: false }
    const on = await updateBoard(w.db, owner, board.id, { ...form, anonymousPosts: true })
    expect(on).toMatchObject({ anonymousPosts: true, holdAnonymousPosts: true })
    const unheld = await updateBoard(w.db, owner, board.id, { ...form, holdAnonymousPosts: false })
    expect(unheld).toMatchObject({ anonymousPosts: true, holdAnonymousPosts: false })
    expect(await getBoard(w.db, owner, board.id)).toMatchObject({
      anonymousPosts: true,
      holdAnonymousPosts: false,
    })
  })
})

describe('posting', () => {
  test('a held post: the writer is told, a cookie identity is made, the name is shown', async () => {
    const posted = await anonymousPost('A held idea', { name: 'Guest Gina' })
    expect(posted.held).toBe(true)
    expect(posted.newVisitorId).toMatch(/^[0-9a-f-]{36}$/)
    const row = await w.itemRow(posted.id)
    expect(row.heldAt).not.toBeNull()
    const [author] = await w.db
      .select()
      .from(user)
      .where(eq(user.id, String(row.authorId)))
    expect(author?.name).toBe('Guest Gina')
    expect((await detailOf(posted.id, 'owner')).held).toBe(true)
  })

  test('on a board that does not hold them: published at once, announced like any post', async () => {
    const before = await w.lastLiveEventId()
    const posted = await anonymousPost('An open idea', { boardId: open.id })
    expect(posted.held).toBe(false)
    expect(await listedIds('anonymous')).toContain(posted.id)
    expect((await detailOf(posted.id, 'anonymous')).author?.name).toBe('Anonymous')
    const events = await w.liveEventsSince(before)
    expect(
      events.some((event) => event.type === 'feedback.created' && event.topic.startsWith('project:')),
    ).toBe(true)
    expect((await webhookEventsOf(posted.id)).map((event) => event.type)).toEqual(['feedback.created'])
    const comment = await anonymousComment(posted.id, 'Me too')
    expect(comment.held).toBe(false)
    expect((await w.itemRow(posted.id)).commentCount).toBe(1)
  })

  test('refusals: a board without anonymous posts, a signed-in viewer, the honeypot, no or a wrong proof', async () => {
    const [defaults] = await w.boardsOf()
    await expectAppError(
      anonymousPost('Not here', { boardId: String(defaults?.id) }),
      'UNAUTHORIZED',
      /Sign in to post/,
    )
    await expectAppError(
      createAnonymousFeedback(w.db, await w.access('outsider'), writer(null), {
        boardId: holding.id,
        title: 'Signed in',
        details: '',
        proof: await proof(),
      }),
      'BAD_REQUEST',
      /signed in/,
    )
    await expectAppError(anonymousPost('Honeypot', { website: 'http://spam.example' }), 'BAD_REQUEST')
    await expectAppError(anonymousPost('No proof', { proof: undefined }), 'BAD_REQUEST', /challenge/)
    const issued = issueChallenge(TEST_SECRET, Date.now(), 20)
    await expectAppError(
      anonymousPost('Wrong proof', { proof: { challenge: issued.challenge, nonce: 'nope' } }),
      'BAD_REQUEST',
      /wrong/,
    )
    const reused = await proof()
    await anonymousPost('Once', { proof: reused })
    await expectAppError(anonymousPost('Twice', { proof: reused }), 'BAD_REQUEST', /already answered/)
    const item = await w.post('owner', 'Comment target', { boardId: String(defaults?.id) })
    await expectAppError(anonymousComment(item.id, 'Hi'), 'UNAUTHORIZED', /Sign in to comment/)
  })

  test('a team-only board and a private project are not there for a visitor', async () => {
    const teamBoard = await w.insertBoard('public', 'Team anonymous', true)
    await w.db.update(feedbackBoard).set({ anonymousPosts: true }).where(eq(feedbackBoard.id, teamBoard.id))
    await expectAppError(anonymousPost('Team', { boardId: teamBoard.id }), 'BAD_REQUEST', /Choose a board/)
    await expectAppError(w.access('anonymous', 'private'), 'NOT_FOUND')
  })

  test('limits per visitor and per address', async () => {
    const first = await anonymousPost('Limit 0')
    const visitorId = first.newVisitorId
    for (let i = 1; i < ANONYMOUS_POST_LIMITS.postsPerVisitor.max; i++)
      await anonymousPost(`Limit ${i}`, { visitorId })
    await expectAppError(anonymousPost('Limit over', { visitorId }), 'TOO_MANY_REQUESTS', /Too many posts/)
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'anonymous-%'))
    const target = await anonymousPost('Comment limit target', { boardId: open.id })
    for (let i = 0; i < ANONYMOUS_POST_LIMITS.commentsPerVisitor.max; i++)
      await anonymousComment(target.id, `c${i}`, { visitorId })
    await expectAppError(anonymousComment(target.id, 'over', { visitorId }), 'TOO_MANY_REQUESTS')
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'anonymous-%'))
    // Per address: other visitors from the same network share it.
    await w.db.insert(rateLimit).values({
      id: crypto.randomUUID(),
      key: 'anonymous-post:ip:198.51.100.7',
      count: ANONYMOUS_POST_LIMITS.postsPerAddress.max,
      lastRequest: Date.now(),
    })
    await expectAppError(anonymousPost('Network over'), 'TOO_MANY_REQUESTS', /your network/)
  })
})

describe('held posts are nobody’s business but the moderators’ and the writer’s', () => {
  test('not in lists, search, similar items, overview, roadmap, board counts, the public API; no announcement', async () => {
    const boardBefore = (await listBoards(w.db, await w.access('anonymous'))).find((b) => b.id === holding.id)
    const liveBefore = await w.lastLiveEventId()
    const posted = await anonymousPost('Zeppelin mooring mast support', {
      details: 'Please @miaheld look at this',
    })
    expect(posted.held).toBe(true)
    for (const who of ['anonymous', 'outsider', 'member', 'owner'] as const) {
      expect(await listedIds(who)).not.toContain(posted.id)
      expect(await listedIds(who, 'zeppelin')).not.toContain(posted.id)
      const similar = await findSimilarFeedback(w.db, await w.access(who), 'Zeppelin mooring mast')
      expect(similar.map((item) => item.id)).not.toContain(posted.id)
      const overview = await feedbackOverview(w.db, await w.access(who))
      expect(overview.latest.map((item) => item.id)).not.toContain(posted.id)
      const roadmap = await getRoadmap(w.db, await w.access(who), {})
      expect(roadmap.flatMap((column) => column.cards.map((card) => card.id))).not.toContain(posted.id)
    }
    const boardAfter = (await listBoards(w.db, await w.access('anonymous'))).find((b) => b.id === holding.id)
    expect(boardAfter?.itemCount).toBe(boardBefore?.itemCount)
    for (const who of ['anonymous', 'outsider', 'member'] as const)
      await expectAppError(getFeedbackDetail(w.db, await w.access(who), posted.id), 'NOT_FOUND')
    // The public API answers as if it were not there yet, even to a key with every right.
    expect((await call('GET', `/feedback/${posted.id}`, { key })).status).toBe(404)
    const listed = await call('GET', `/projects/${w.projects.public.slug}/feedback?sort=new&limit=100`, {
      key,
    })
    expect(listed.status).toBe(200)
    expect(((listed.json?.data ?? []) as { id: string }[]).map((item) => item.id)).not.toContain(posted.id)
    // Nobody heard of it: no mention, no activity, no webhook, only the members' topic (the queue) moved.
    expect(await notificationsOf(posted.id)).toEqual([])
    expect(await activityOf(posted.id)).toEqual([])
    expect(await webhookEventsOf(posted.id)).toEqual([])
    const events = await w.liveEventsSince(liveBefore)
    expect(events.map((event) => [event.topic.split(':')[0], event.type])).toEqual([
      ['members', 'feedback.held'],
    ])
  })

  test('a held comment: not counted, not in the timeline or the API, only moderators see it', async () => {
    const item = await w.post('owner', 'Comment me', { boardId: holding.id })
    const before = (await w.itemRow(item.id)).commentCount
    const held = await anonymousComment(item.id, 'A held remark')
    expect(held.held).toBe(true)
    expect((await w.itemRow(item.id)).commentCount).toBe(before)
    // Recounted from the rows by anyone's comment: the held one still counts for nothing.
    await addComment(w.db, await w.access('outsider'), item.id, { body: 'Counted', internal: false })
    expect((await w.itemRow(item.id)).commentCount).toBe(before + 1)
    for (const who of ['anonymous', 'outsider', 'member'] as const) {
      const timeline = await listTimeline(w.db, await w.access(who), item.id)
      expect(timeline.map((entry) => entry.id)).not.toContain(held.id)
    }
    const ownerTimeline = await listTimeline(w.db, await w.access('owner'), item.id)
    expect(ownerTimeline.find((entry) => entry.id === held.id)?.held).toBe(true)
    const comments = await call('GET', `/feedback/${item.id}/comments`, { key })
    expect(comments.status).toBe(200)
    expect(((comments.json?.data ?? []) as { id: string }[]).map((entry) => entry.id)).not.toContain(held.id)
    expect(await notificationsOf(held.id)).toEqual([])
  })

  test('the writer sees their own by cookie; another visitor does not', async () => {
    const posted = await anonymousPost('Mine alone')
    const comment = await anonymousComment(
      (await w.post('owner', 'Theirs', { boardId: holding.id })).id,
      'Mine',
      {
        visitorId: posted.newVisitorId,
      },
    )
    const anonymous = await w.access('anonymous')
    const own = await listOwnHeld(w.db, anonymous, posted.newVisitorId)
    expect(own.items.map((entry) => entry.id)).toContain(posted.id)
    expect(own.comments.map((entry) => entry.id)).toEqual([comment.id])
    const other = await anonymousPost('Somebody else')
    const theirs = await listOwnHeld(w.db, anonymous, other.newVisitorId)
    expect(theirs.items.map((entry) => entry.id)).not.toContain(posted.id)
    expect(await listOwnHeld(w.db, anonymous, null)).toEqual({ items: [], comments: [] })
  })
})

describe('the moderators’ answer', () => {
  test('approving an item publishes it and announces it once, as its author', async () => {
    const posted = await anonymousPost('Approve me', { details: 'Ping @miaheld' })
    const owner = await w.access('owner')
    expect((await listHeld(w.db, owner)).items.map((entry) => entry.id)).toContain(posted.id)
    const liveBefore = await w.lastLiveEventId()
    expect(await approveHeld(w.db, owner, { kind: 'item', id: posted.id })).toEqual({ approved: true })
    expect((await w.itemRow(posted.id)).heldAt).toBeNull()
    expect(await listedIds('anonymous')).toContain(posted.id)
    expect((await listHeld(w.db, owner)).items.map((entry) => entry.id)).not.toContain(posted.id)
    const events = await w.liveEventsSince(liveBefore)
    expect(
      events.some((event) => event.type === 'feedback.created' && event.topic.startsWith('project:')),
    ).toBe(true)
    const mentions = await notificationsOf(posted.id)
    expect(mentions).toEqual([{ userId: w.people.member.id, kind: 'feedback.mention' }])
    const hooks = await webhookEventsOf(posted.id)
    expect(hooks.map((event) => event.type)).toEqual(['feedback.created'])
    expect((await activityOf(posted.id)).map((entry) => entry.kind)).toEqual(['feedback.created'])
    // A second approval (another moderator at the same moment) changes nothing and tells nobody again.
    expect(await approveHeld(w.db, owner, { kind: 'item', id: posted.id })).toEqual({ approved: false })
    expect(await notificationsOf(posted.id)).toHaveLength(1)
    expect(await webhookEventsOf(posted.id)).toHaveLength(1)
  })

  test('approving a comment counts it and tells the item’s followers once', async () => {
    const item = await w.post('member', 'Member’s item', { boardId: holding.id })
    const held = await anonymousComment(item.id, 'Nice one')
    const owner = await w.access('owner')
    expect((await listHeld(w.db, owner)).comments.map((entry) => entry.id)).toContain(held.id)
    const before = (await w.itemRow(item.id)).commentCount
    await approveHeld(w.db, owner, { kind: 'comment', id: held.id })
    expect((await w.itemRow(item.id)).commentCount).toBe(before + 1)
    const timeline = await listTimeline(w.db, await w.access('anonymous'), item.id)
    expect(timeline.find((entry) => entry.id === held.id)?.held).toBe(false)
    expect(await notificationsOf(held.id)).toEqual([{ userId: w.people.member.id, kind: 'feedback.comment' }])
    await approveHeld(w.db, owner, { kind: 'comment', id: held.id })
    expect(await notificationsOf(held.id)).toHaveLength(1)
    const hooks = await webhookEventsOf(item.id)
    expect(hooks.filter((event) => event.type === 'feedback.comment_created')).toHaveLength(1)
  })

  test('rejecting deletes, silently; a published one is not rejected from the queue', async () => {
    const posted = await anonymousPost('Reject me')
    const item = await w.post('owner', 'Keep me', { boardId: holding.id })
    const held = await anonymousComment(item.id, 'Spam')
    const admin = await w.access('admin')
    expect(await rejectHeld(w.db, admin, { kind: 'item', id: posted.id })).toEqual({ rejected: true })
    expect(await w.db.select().from(feedbackItem).where(eq(feedbackItem.id, posted.id))).toEqual([])
    await rejectHeld(w.db, admin, { kind: 'comment', id: held.id })
    expect(await w.db.select().from(feedbackComment).where(eq(feedbackComment.id, held.id))).toEqual([])
    expect(await webhookEventsOf(posted.id)).toEqual([])
    await expectAppError(rejectHeld(w.db, admin, { kind: 'item', id: item.id }), 'CONFLICT')
  })

  test('a held item takes part in no merge before it is answered', async () => {
    const posted = await anonymousPost('Merge me')
    const target = await w.post('owner', 'Merge target', { boardId: holding.id })
    await expectAppError(mergeFeedback(w.db, await w.access('owner'), posted.id, target.id), 'CONFLICT')
  })

  test('a held item is answered before anything else: no vote, comment, edit or status; a delete is silent', async () => {
    const posted = await anonymousPost('Answer me first')
    const owner = await w.access('owner')
    const [open] = await w.statusesOf()
    await expectAppError(setVote(w.db, owner, posted.id, true), 'CONFLICT', /held for review/)
    await expectAppError(addComment(w.db, owner, posted.id, { body: 'Hm', internal: false }), 'CONFLICT')
    await expectAppError(updateFeedback(w.db, owner, posted.id, { title: 'Edited', details: '' }), 'CONFLICT')
    await expectAppError(
      setFeedbackStatus(w.db, owner, posted.id, { statusId: String(open?.id) }),
      'CONFLICT',
    )
    await expectAppError(setCommentsLocked(w.db, owner, posted.id, true), 'CONFLICT')
    await deleteFeedback(w.db, owner, posted.id)
    expect(await webhookEventsOf(posted.id)).toEqual([])
    expect(
      await w.db.select().from(projectActivity).where(like(projectActivity.summary, '%Answer me first%')),
    ).toEqual([])
  })

  test('authorization: the queue, approve and reject are not found for anyone but moderators', async () => {
    const posted = await anonymousPost('Matrix item')
    const item = await w.post('owner', 'Matrix comment target', { boardId: holding.id })
    const comment = await anonymousComment(item.id, 'Matrix comment')
    const results: Record<string, string[]> = {}
    for (const who of PERSONAS) {
      const access = await w.access(who)
      results[who] = [
        await outcome(listHeld(w.db, access)),
        await outcome(rejectHeld(w.db, access, { kind: 'comment', id: 'no-such-comment' })),
        await outcome(approveHeld(w.db, access, { kind: 'item', id: 'no-such-item' })),
      ]
    }
    expect(results).toEqual({
      anonymous: ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'],
      outsider: ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'],
      member: ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'],
      admin: ['ok', 'NOT_FOUND', 'NOT_FOUND'],
      owner: ['ok', 'NOT_FOUND', 'NOT_FOUND'],
      siteAdmin: ['ok', 'NOT_FOUND', 'NOT_FOUND'],
    })
    for (const who of ['anonymous', 'outsider', 'member'] as const) {
      const access = await w.access(who)
      await expectAppError(approveHeld(w.db, access, { kind: 'item', id: posted.id }), 'NOT_FOUND')
      await expectAppError(approveHeld(w.db, access, { kind: 'comment', id: comment.id }), 'NOT_FOUND')
      await expectAppError(rejectHeld(w.db, access, { kind: 'item', id: posted.id }), 'NOT_FOUND')
      await expectAppError(rejectHeld(w.db, access, { kind: 'comment', id: comment.id }), 'NOT_FOUND')
    }
    expect((await w.itemRow(posted.id)).heldAt).not.toBeNull()
    // Nothing of another project: the private project's moderators do not reach this one's held posts.
    const privateOwner = await w.access('owner', 'private')
    await expectAppError(approveHeld(w.db, privateOwner, { kind: 'item', id: posted.id }), 'NOT_FOUND')
    await expectAppError(approveHeld(w.db, privateOwner, { kind: 'comment', id: comment.id }), 'NOT_FOUND')
  })
})

describe('claimed on sign-up', () => {
  test('the visitor’s held and published posts and comments become the account’s; held stays held', async () => {
    const held = await anonymousPost('Claim held')
    const visitorId = held.newVisitorId
    const published = await anonymousPost('Claim published', { boardId: open.id, visitorId })
    const target = await w.post('owner', 'Claim comment target', { boardId: holding.id })
    const heldComment = await anonymousComment(target.id, 'Claim held comment', { visitorId })
    const response = await w.t.request('/sign-up/email', {
      body: {
        email: `poster-${Date.now()}@parley.example`,
        password: 'correct-horse-battery',
        name: 'Poster',
      },
      cookie: `parley_visitor=${signVisitorId(String(visitorId), TEST_SECRET)}`,
    })
    expect(response.status, response.text).toBe(200)
    const userId = String((response.json?.user as { id?: string } | undefined)?.id)
    expect((await w.itemRow(held.id)).authorId).toBe(userId)
    expect((await w.itemRow(held.id)).heldAt).not.toBeNull()
    expect((await w.itemRow(published.id)).authorId).toBe(userId)
    const [comment] = await w.db
      .select()
      .from(feedbackComment)
      .where(and(eq(feedbackComment.id, heldComment.id)))
    expect(comment?.authorId).toBe(userId)
    // The account sees its own held post and comment; others still do not.
    const [person] = await w.db.select().from(user).where(eq(user.id, userId))
    const viewer: Viewer = {
      userId,
      name: 'Poster',
      email: String(person?.email),
      username: null,
      image: null,
      role: 'user',
    }
    expect((await detailOf(held.id, viewer)).held).toBe(true)
    const timeline = await listTimeline(w.db, await w.access(viewer), target.id)
    expect(timeline.map((entry) => entry.id)).toContain(heldComment.id)
    await expectAppError(getFeedbackDetail(w.db, await w.access('outsider'), held.id), 'NOT_FOUND')
    // The cookie is spent: nothing is its own any more.
    expect(await listOwnHeld(w.db, await w.access('anonymous'), visitorId)).toEqual({
      items: [],
      comments: [],
    })
  })
})

describe('a signed-in comment on an anonymous board is never held', () => {
  test('members and outsiders comment as always', async () => {
    const item = await w.post('owner', 'Signed-in comment', { boardId: holding.id })
    const created = await addComment(w.db, await w.access('outsider'), item.id, {
      body: 'Hi',
      internal: false,
    })
    const [row] = await w.db.select().from(feedbackComment).where(eq(feedbackComment.id, created.id))
    expect(row?.heldAt).toBeNull()
  })
})
