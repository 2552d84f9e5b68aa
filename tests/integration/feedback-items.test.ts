import { and, eq, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { commentBodySchema, feedbackFormSchema } from '~/features/feedback/feedback.schemas'
import {
  addComment,
  COMMENT_LIMIT,
  deleteComment,
  editComment,
} from '~/features/feedback/server/comments.server'
import { getFeedbackDetail, listTimeline } from '~/features/feedback/server/item-detail.server'
import {
  createFeedback,
  deleteFeedback,
  moveFeedback,
  POSTING_LIMIT,
  setCommentsLocked,
  setFeedbackStatus,
  updateFeedback,
} from '~/features/feedback/server/items.server'
import { mergeFeedback } from '~/features/feedback/server/merge.server'
import { reorderStatuses } from '~/features/feedback/server/statuses.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { listRecentActivity } from '~/features/projects/projects.server'
import { DETAILS_MAX, TITLE_MAX } from '~/lib/feedback-rules'
import { topicOf } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import { feedbackComment, feedbackItem, follow, notification, projectActivity } from '~/server/db/schema'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { expectAppError } from '../helpers/test-orgs'

/** Posting, editing and deleting feedback, statuses, comments and internal notes. */

let w: FeedbackWorld
beforeAll(async () => {
  w = await createFeedbackWorld()
})
afterAll(() => w.close())

const db = () => w.db

async function detailOf(
  itemId: string,
  who: Viewer | 'owner' | 'member' | 'outsider' | 'anonymous' = 'owner',
) {
  const detail = await getFeedbackDetail(db(), await w.access(who), itemId)
  if ('mergedInto' in detail) throw new Error('merged')
  return detail
}

const fieldErrors = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])

describe('posting feedback', () => {
  test('the form schema holds titles to 3–140 characters and details to 10,000', () => {
    const valid = { title: 'Dark mode', details: '', boardId: 'b' }
    expect(feedbackFormSchema.safeParse(valid).success).toBe(true)
    expect(fieldErrors(feedbackFormSchema.safeParse({ ...valid, title: 'ab' }))).toEqual([
      ['title', 'Title must be at least 3 characters'],
    ])
    // Spaces do not count: "  ab  " is two characters.
    expect(feedbackFormSchema.safeParse({ ...valid, title: '  ab  ' }).success).toBe(false)
    expect(feedbackFormSchema.safeParse({ ...valid, title: 'abc' }).success).toBe(true)
    expect(feedbackFormSchema.safeParse({ ...valid, title: 'x'.repeat(TITLE_MAX) }).success).toBe(true)
    expect(fieldErrors(feedbackFormSchema.safeParse({ ...valid, title: 'x'.repeat(TITLE_MAX + 1) }))).toEqual(
      [['title', 'Title must be at most 140 characters']],
    )
    expect(feedbackFormSchema.safeParse({ ...valid, details: 'd'.repeat(DETAILS_MAX) }).success).toBe(true)
    expect(
      fieldErrors(feedbackFormSchema.safeParse({ ...valid, details: 'd'.repeat(DETAILS_MAX + 1) })),
    ).toEqual([['details', 'Details must be at most 10,000 characters']])
    expect(fieldErrors(feedbackFormSchema.safeParse({ ...valid, boardId: '' }))).toEqual([
      ['boardId', 'Choose a board'],
    ])
    expect(feedbackFormSchema.parse({ ...valid, title: '  Dark mode  ' }).title).toBe('Dark mode')
  })

  test('a post lands in the first "open" status with its author, and in the activity feed', async () => {
    const board = await w.defaultBoard()
    const input = feedbackFormSchema.parse({
      title: '  Calendar sync ',
      details: '**Google** please',
      boardId: board.id,
    })
    const { id } = await createFeedback(db(), await w.access('outsider'), input)
    const detail = await detailOf(id)
    expect(detail).toMatchObject({
      title: 'Calendar sync',
      details: '**Google** please',
      board: { id: board.id, name: 'Feature requests' },
      status: { name: 'Open', category: 'open' },
      author: { name: 'Oscar Outsider' },
      voteCount: 1,
      commentCount: 0,
      editedAt: null,
    })
    const activity = await listRecentActivity(db(), w.projects.public.id, 20, false)
    expect(activity.find((entry) => entry.path === `feedback/${id}`)).toMatchObject({
      kind: 'feedback.created',
      summary: 'posted Calendar sync',
      actor: { name: 'Oscar Outsider' },
    })
  })

  test('the default status follows the order: the first status of category "open"', async () => {
    const statuses = await w.statusesOf()
    const byName = (name: string) => String(statuses.find((status) => status.name === name)?.id)
    const access = await w.access('owner')
    // Planned (active) first, then Under review (open), then Open (open).
    await reorderStatuses(db(), access, [byName('Planned'), byName('Under review'), byName('Open')])
    try {
      const { id } = await w.post('member', 'Reordered statuses')
      expect((await detailOf(id)).status.name).toBe('Under review')
    } finally {
      await reorderStatuses(
        db(),
        access,
        statuses.map((status) => status.id),
      )
    }
  })

  test('a board of another project is refused like a missing one, and nothing is written', async () => {
    const [privateBoard] = await w.boardsOf('private')
    const before = await db().select().from(feedbackItem)
    await expectAppError(
      createFeedback(db(), await w.access('owner'), {
        boardId: String(privateBoard?.id),
        title: 'Wrong',
        details: '',
      }),
      'BAD_REQUEST',
      'Choose a board',
    )
    expect(await db().select().from(feedbackItem)).toHaveLength(before.length)
  })

  test('the 11th post within 10 minutes is refused with a clear message; others may still post', async () => {
    const hasty = await w.insertUser('hasty')
    const access = await w.access(hasty)
    const board = await w.defaultBoard()
    for (let index = 1; index <= POSTING_LIMIT.max; index += 1) {
      await createFeedback(db(), access, { boardId: board.id, title: `Idea number ${index}`, details: '' })
    }
    await expectAppError(
      createFeedback(db(), access, { boardId: board.id, title: 'One too many', details: '' }),
      'TOO_MANY_REQUESTS',
      'You are posting feedback too quickly. Please wait a few minutes and try again.',
    )
    const mine = await db().select().from(feedbackItem).where(eq(feedbackItem.authorId, hasty.userId))
    expect(mine).toHaveLength(10)
    const calm = await w.insertUser('calm')
    await createFeedback(db(), await w.access(calm), {
      boardId: board.id,
      title: 'Still welcome',
      details: '',
    })
  })

  test('the 31st comment within 10 minutes is refused too', async () => {
    const chatty = await w.insertUser('chatty')
    const { id } = await w.post('owner', 'Busy thread')
    const access = await w.access(chatty)
    for (let index = 1; index <= COMMENT_LIMIT.max; index += 1) {
      await addComment(db(), access, id, { body: `Comment ${index}`, internal: false })
    }
    await expectAppError(
      addComment(db(), access, id, { body: 'One more', internal: false }),
      'TOO_MANY_REQUESTS',
      'You are commenting too quickly. Please wait a few minutes and try again.',
    )
    expect((await w.itemRow(id)).commentCount).toBe(30)
  })
})

describe('editing and deleting feedback', () => {
  test('the author and editors may edit; the edit is marked', async () => {
    const { id } = await w.post('outsider', 'Typo in the titel')
    await updateFeedback(db(), await w.access('outsider'), id, {
      title: 'Typo in the title',
      details: 'fixed',
    })
    const edited = await detailOf(id)
    expect(edited).toMatchObject({ title: 'Typo in the title', details: 'fixed' })
    expect(edited.editedAt).not.toBeNull()
    await updateFeedback(db(), await w.access('admin'), id, {
      title: 'Typo in the title (admin)',
      details: '',
    })
    expect((await detailOf(id)).title).toBe('Typo in the title (admin)')
    await expectAppError(
      updateFeedback(db(), await w.access('member'), id, { title: 'Nope', details: '' }),
      'FORBIDDEN',
    )
  })

  test('a deleted item takes its follows and the notifications about it and its comments along, and bells hear of it', async () => {
    const { id } = await w.post('member', 'Gone with its traces')
    const mia = w.people.member.viewer
    const { id: commentId } = await addComment(db(), await w.access('owner'), id, {
      body: `What do you think, @${mia.username}?`,
      internal: false,
    })
    const about = or(
      and(eq(notification.subjectType, 'feedback_comment'), eq(notification.subjectId, commentId)),
      and(eq(notification.subjectType, 'feedback_item'), eq(notification.subjectId, id)),
    )
    expect((await db().select().from(notification).where(about)).length).toBeGreaterThan(0)
    await db().insert(follow).values({ subjectType: 'feedback', subjectId: id, userId: mia.userId })
    const before = await w.lastLiveEventId()
    await deleteFeedback(db(), await w.access('owner'), id)
    expect(await db().select().from(notification).where(about)).toEqual([])
    expect(
      await db()
        .select()
        .from(follow)
        .where(and(eq(follow.subjectType, 'feedback'), eq(follow.subjectId, id))),
    ).toEqual([])
    const events = await w.liveEventsSince(before)
    expect(events).toContainEqual({
      topic: topicOf.user(mia.userId),
      type: 'notification.changed',
      payload: {},
    })
  })

  test('authors delete their item only while nobody else has voted for it', async () => {
    const { id } = await w.post('outsider', 'Short-lived idea')
    expect((await detailOf(id, 'outsider')).can.delete).toBe(true)
    await setVote(db(), await w.access('member'), id, true)
    expect((await detailOf(id, 'outsider')).can.delete).toBe(false)
    await expectAppError(
      deleteFeedback(db(), await w.access('outsider'), id),
      'FORBIDDEN',
      'Others have voted for this feedback, so it can no longer be deleted',
    )
    await setVote(db(), await w.access('member'), id, false)
    // Even with their own vote withdrawn, an item nobody else voted for is theirs to delete.
    await setVote(db(), await w.access('outsider'), id, false)
    expect((await detailOf(id, 'outsider')).can.delete).toBe(true)
    expect(await deleteFeedback(db(), await w.access('outsider'), id)).toEqual({ deleted: id })
    await expectAppError(getFeedbackDetail(db(), await w.access('owner'), id), 'NOT_FOUND')
  })

  test('editors delete any item, votes and comments with it, and the deletion is in the activity feed', async () => {
    const { id } = await w.post('outsider', 'Popular but off-topic')
    await setVote(db(), await w.access('member'), id, true)
    await addComment(db(), await w.access('member'), id, { body: 'Agreed', internal: false })
    await deleteFeedback(db(), await w.access('owner'), id)
    expect(await db().select().from(feedbackComment).where(eq(feedbackComment.itemId, id))).toEqual([])
    const activity = await listRecentActivity(db(), w.projects.public.id, 20, false)
    expect(activity[0]).toMatchObject({ kind: 'feedback.deleted', summary: 'deleted Popular but off-topic' })
  })

  test('a merged item cannot be edited', async () => {
    const source = (await w.post('outsider', 'Duplicate')).id
    const target = (await w.post('owner', 'Original')).id
    await mergeFeedback(db(), await w.access('owner'), source, target)
    await expectAppError(
      updateFeedback(db(), await w.access('outsider'), source, { title: 'Changed', details: '' }),
      'CONFLICT',
    )
  })

  test('moving an item to another board of the project; not to a board elsewhere', async () => {
    const { id } = await w.post('outsider', 'Crash on save')
    const [, bugs] = await w.boardsOf()
    const access = await w.access('admin')
    expect(await moveFeedback(db(), access, id, String(bugs?.id))).toEqual({ id, boardId: bugs?.id })
    expect((await detailOf(id)).board.name).toBe('Bugs')
    const [privateBoard] = await w.boardsOf('private')
    await expectAppError(
      moveFeedback(db(), access, id, String(privateBoard?.id)),
      'NOT_FOUND',
      'Board not found',
    )
  })
})

describe('statuses of an item', () => {
  test('a change adds a timeline entry (with an optional team comment) and an activity entry', async () => {
    const { id } = await w.post('outsider', 'Two-factor authentication')
    const statuses = await w.statusesOf()
    const planned = String(statuses.find((status) => status.name === 'Planned')?.id)
    const done = String(statuses.find((status) => status.name === 'Complete')?.id)
    const access = await w.access('admin')

    expect(await setFeedbackStatus(db(), access, id, { statusId: planned })).toEqual({
      id,
      statusId: planned,
    })
    await setFeedbackStatus(db(), access, id, { statusId: done, comment: 'Shipped in **2.4**' })
    // The same status again without a comment changes nothing.
    await setFeedbackStatus(db(), access, id, { statusId: done })

    const timeline = await listTimeline(db(), await w.access('anonymous'), id)
    expect(timeline.map((entry) => [entry.kind, entry.fromStatus, entry.toStatus, entry.body])).toEqual([
      ['status', 'Open', 'Planned', ''],
      ['status', 'Planned', 'Complete', 'Shipped in **2.4**'],
    ])
    expect(timeline[1]?.author).toMatchObject({ name: 'Adam Admin' })
    expect(timeline.every((entry) => !entry.can.edit && !entry.can.delete)).toBe(true)
    expect((await detailOf(id)).status).toMatchObject({ name: 'Complete', category: 'done' })
    // Status entries are not comments: the public comment count stays 0.
    expect((await w.itemRow(id)).commentCount).toBe(0)
    const activity = await listRecentActivity(db(), w.projects.public.id, 20, false)
    expect(activity.slice(0, 2).map((entry) => entry.summary)).toEqual([
      'moved Two-factor authentication to Complete',
      'moved Two-factor authentication to Planned',
    ])
  })

  test('a status of another project is not found', async () => {
    const { id } = await w.post('outsider', 'Status elsewhere')
    const [privateStatus] = await w.statusesOf('private')
    await expectAppError(
      setFeedbackStatus(db(), await w.access('owner'), id, { statusId: String(privateStatus?.id) }),
      'NOT_FOUND',
      'Status not found',
    )
    expect((await detailOf(id)).status.name).toBe('Open')
  })
})

describe('comments and internal notes', () => {
  test('the comment schema needs 1–5,000 characters', () => {
    expect(commentBodySchema.safeParse('   ').error?.issues[0]?.message).toBe('Write a comment first')
    expect(commentBodySchema.safeParse('x'.repeat(5000)).success).toBe(true)
    expect(commentBodySchema.safeParse('x'.repeat(5001)).error?.issues[0]?.message).toBe(
      'Comments must be at most 5,000 characters',
    )
  })

  test('internal notes are for members only: hidden, not counted, members-only activity', async () => {
    const { id } = await w.post('outsider', 'Bulk import')
    await addComment(db(), await w.access('outsider'), id, { body: 'Public remark', internal: false })
    await addComment(db(), await w.access('member'), id, { body: 'ACME pays for this', internal: true })

    for (const persona of ['anonymous', 'outsider'] as const) {
      const timeline = await listTimeline(db(), await w.access(persona), id)
      expect(timeline.map((entry) => entry.body)).toEqual(['Public remark'])
    }
    const memberTimeline = await listTimeline(db(), await w.access('member'), id)
    expect(memberTimeline.map((entry) => [entry.body, entry.internal])).toEqual([
      ['Public remark', false],
      ['ACME pays for this', true],
    ])
    expect((await detailOf(id, 'anonymous')).commentCount).toBe(1)
    expect((await detailOf(id, 'member')).commentCount).toBe(1)

    const [note] = await db().select().from(projectActivity).where(eq(projectActivity.kind, 'feedback.note'))
    expect(note).toMatchObject({ audience: 'members', summary: 'added an internal note to Bulk import' })
    const publicFeed = await listRecentActivity(db(), w.projects.public.id, 20, false)
    expect(publicFeed.some((entry) => entry.kind === 'feedback.note')).toBe(false)
    expect(publicFeed.some((entry) => entry.summary === 'commented on Bulk import')).toBe(true)
    const membersFeed = await listRecentActivity(db(), w.projects.public.id, 20, true)
    expect(membersFeed[0]).toMatchObject({ kind: 'feedback.note' })
  })

  test('items on a team-only board stay out of the public activity feed', async () => {
    const board = await w.insertBoard('public', 'Internal backlog', true)
    const { id } = await w.post('member', 'Refactor billing', { boardId: board.id })
    await addComment(db(), await w.access('member'), id, { body: 'Started', internal: false })
    const rows = await db()
      .select()
      .from(projectActivity)
      .where(eq(projectActivity.path, `feedback/${id}`))
    expect(rows.map((row) => [row.kind, row.audience])).toEqual([
      ['feedback.created', 'members'],
      ['feedback.comment', 'members'],
    ])
    const publicFeed = await listRecentActivity(db(), w.projects.public.id, 50, false)
    expect(publicFeed.some((entry) => entry.path === `feedback/${id}`)).toBe(false)
  })

  test('locked comments: a notice for everyone but editors, who may still write', async () => {
    const { id } = await w.post('outsider', 'Heated debate')
    await setCommentsLocked(db(), await w.access('owner'), id, true)
    expect(await detailOf(id, 'member')).toMatchObject({ commentsLocked: true, can: { comment: false } })
    expect((await detailOf(id)).can.comment).toBe(true)
    for (const persona of ['outsider', 'member'] as const) {
      await expectAppError(
        addComment(db(), await w.access(persona), id, { body: 'But…', internal: false }),
        'FORBIDDEN',
        'Comments on this feedback are locked',
      )
    }
    await addComment(db(), await w.access('admin'), id, { body: 'Closing this thread.', internal: false })
    await setCommentsLocked(db(), await w.access('owner'), id, false)
    await addComment(db(), await w.access('outsider'), id, { body: 'Thanks', internal: false })
    expect((await w.itemRow(id)).commentCount).toBe(2)
  })

  test('authors edit their own comments ("edited"); authors and editors delete them', async () => {
    const { id } = await w.post('owner', 'Comment rules')
    const mine = await addComment(db(), await w.access('outsider'), id, { body: 'Frist', internal: false })
    const theirs = await addComment(db(), await w.access('member'), id, { body: 'Second', internal: false })

    await editComment(db(), await w.access('outsider'), id, mine.id, 'First')
    let timeline = await listTimeline(db(), await w.access('outsider'), id)
    expect(timeline[0]).toMatchObject({ body: 'First', can: { edit: true, delete: true } })
    expect(timeline[0]?.editedAt).not.toBeNull()
    expect(timeline[1]).toMatchObject({ body: 'Second', editedAt: null, can: { edit: false, delete: false } })

    await expectAppError(
      editComment(db(), await w.access('owner'), id, theirs.id, 'Edited by owner'),
      'FORBIDDEN',
      'You can only edit your own comments',
    )
    await expectAppError(deleteComment(db(), await w.access('outsider'), id, theirs.id), 'FORBIDDEN')
    expect((await listTimeline(db(), await w.access('owner'), id))[1]?.can).toEqual({
      edit: false,
      delete: true,
    })

    await deleteComment(db(), await w.access('outsider'), id, mine.id)
    await deleteComment(db(), await w.access('owner'), id, theirs.id)
    timeline = await listTimeline(db(), await w.access('owner'), id)
    expect(timeline).toEqual([])
    expect((await w.itemRow(id)).commentCount).toBe(0)
  })

  test('a comment is found only through its own item; internal notes and status entries are not comments to change', async () => {
    const first = (await w.post('owner', 'Item one')).id
    const second = (await w.post('owner', 'Item two')).id
    const note = await addComment(db(), await w.access('member'), first, { body: 'internal', internal: true })
    const outsiderComment = await addComment(db(), await w.access('outsider'), first, {
      body: 'hi',
      internal: false,
    })
    await expectAppError(
      editComment(db(), await w.access('outsider'), second, outsiderComment.id, 'moved'),
      'NOT_FOUND',
      'Comment not found',
    )
    await expectAppError(deleteComment(db(), await w.access('outsider'), first, note.id), 'NOT_FOUND')
    const planned = (await w.statusesOf()).find((status) => status.name === 'Planned')
    await setFeedbackStatus(db(), await w.access('owner'), first, { statusId: String(planned?.id) })
    const statusEntry = (await listTimeline(db(), await w.access('owner'), first)).find(
      (entry) => entry.kind === 'status',
    )
    await expectAppError(
      deleteComment(db(), await w.access('owner'), first, String(statusEntry?.id)),
      'BAD_REQUEST',
      'Only comments can be changed',
    )
    await expectAppError(
      addComment(db(), await w.access('outsider'), first, { body: 'secret', internal: true }),
      'FORBIDDEN',
      'Only members of the team can write internal notes',
    )
  })

  test('deleting a comment shown through merged items keeps every count on the way exact', async () => {
    const a = (await w.post('outsider', 'Chain comment A')).id
    const b = (await w.post('outsider', 'Chain comment B')).id
    const c = (await w.post('outsider', 'Chain comment C')).id
    const comment = await addComment(db(), await w.access('member'), a, { body: 'on A', internal: false })
    const access = await w.access('owner')
    await mergeFeedback(db(), access, a, b)
    await mergeFeedback(db(), access, b, c)
    expect([
      (await w.itemRow(a)).commentCount,
      (await w.itemRow(b)).commentCount,
      (await w.itemRow(c)).commentCount,
    ]).toEqual([1, 1, 1])
    // Deleted from the page of C, where it shows.
    await deleteComment(db(), access, c, comment.id)
    expect([
      (await w.itemRow(a)).commentCount,
      (await w.itemRow(b)).commentCount,
      (await w.itemRow(c)).commentCount,
    ]).toEqual([0, 0, 0])
  })

  test('deleting a merged item takes its comments out of every count they were in', async () => {
    const a = (await w.post('outsider', 'Chain delete A')).id
    const b = (await w.post('outsider', 'Chain delete B')).id
    const c = (await w.post('outsider', 'Chain delete C')).id
    await addComment(db(), await w.access('member'), a, { body: 'on A', internal: false })
    const access = await w.access('owner')
    await mergeFeedback(db(), access, a, b)
    await mergeFeedback(db(), access, b, c)
    await deleteFeedback(db(), access, a)
    expect([(await w.itemRow(b)).commentCount, (await w.itemRow(c)).commentCount]).toEqual([0, 0])
  })
})
