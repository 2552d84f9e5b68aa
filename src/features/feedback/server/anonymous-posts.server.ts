import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { ANONYMOUS_NAME, ANONYMOUS_VISITOR_ROLE } from '~/lib/anonymous-visitor-rules'
import { type ProofOfWork, verifyProofOfWork } from '~/server/anonymous-visitor.server'
import type { Database } from '~/server/db/client.server'
import { anonymousVisitor, feedbackBoard, feedbackComment, feedbackItem, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { enforceRateLimit } from '~/server/rate-limit.server'
import {
  ANONYMOUS_POST_LIMITS,
  ANONYMOUS_VOTE_LIMITS,
  type AnonymousVoter,
  createVisitor,
  findVisitor,
} from './anonymous.server'
import { announceComment } from './comments.server'
import {
  assertNotMerged,
  type BoardRow,
  type FeedbackAccess,
  loadBoard,
  loadItem,
} from './feedback-access.server'
import { emitHeldEvent, insertFeedbackItem } from './items.server'

/**
 * Posts and comments from visitors who are not signed in, on boards that accept them (off by default, apart
 * from anonymous votes). The same identity as an anonymous vote (the signed visitor cookie and its stand-in
 * account), the same proof of work and honeypot, limits of their own. A board that holds them keeps them from
 * everyone but its moderators (and their writer) until one approves: nothing is announced before that.
 */

export type AnonymousPostCommon = {
  /** A name to show instead of "Anonymous" (it becomes the visitor's, on every post of theirs). */
  name?: string | undefined
  proof?: ProofOfWork | undefined
  /** The form's honeypot: people never see it, so it stays empty; scripts fill it in. */
  website?: string | undefined
}

export type AnonymousPostResult = {
  id: string
  /** Waiting for a moderator: the form says so. */
  held: boolean
  /** Set when this post gave the visitor their identity: the caller sets the cookie. */
  newVisitorId: string | null
}

const postsNotAccepted = () => new AppError('UNAUTHORIZED', 'Sign in to post on this board')
const commentsNotAccepted = () => new AppError('UNAUTHORIZED', 'Sign in to comment on this board')

/**
 * The access an anonymous writer's (or, at approval, an author's) announcements speak with: the viewer is the
 * author, so they are the actor of the activity, the notifications and the webhook, and are not told of their
 * own post. Nothing else of the access changes.
 */
export function asAuthor(access: FeedbackAccess, authorId: string): FeedbackAccess {
  return {
    ...access,
    viewer: {
      userId: authorId,
      name: ANONYMOUS_NAME,
      email: '',
      username: null,
      image: null,
      role: ANONYMOUS_VISITOR_ROLE,
    },
  }
}

/** The checks every anonymous post and comment goes through before anything is written, then its writer. */
async function anonymousWriter(
  db: Database,
  access: FeedbackAccess,
  writer: AnonymousVoter,
  input: AnonymousPostCommon,
  limits: {
    perAddress: typeof ANONYMOUS_POST_LIMITS.postsPerAddress
    perVisitor: typeof ANONYMOUS_POST_LIMITS.postsPerVisitor
    key: string
  },
) {
  const address = writer.ip ?? 'unknown'
  await enforceRateLimit(db, `anonymous-${limits.key}:ip:${address}`, limits.perAddress)
  await verifyProofOfWork(db, writer.secret, input.proof)
  let visitor = writer.visitorId ? await findVisitor(db, writer.visitorId) : null
  let newVisitorId: string | null = null
  if (!visitor) {
    await enforceRateLimit(db, `anonymous-visitor:ip:${address}`, ANONYMOUS_VOTE_LIMITS.newVisitorsPerAddress)
    visitor = await createVisitor(db)
    newVisitorId = visitor.id
  }
  await enforceRateLimit(db, `anonymous-${limits.key}:visitor:${visitor.id}`, limits.perVisitor)
  const name = input.name?.trim()
  if (name) await db.update(user).set({ name }).where(eq(user.id, visitor.userId))
  return { standIn: visitor.userId, newVisitorId, author: asAuthor(access, visitor.userId) }
}

function assertAnonymous(access: FeedbackAccess, input: AnonymousPostCommon, what: string) {
  if (access.viewer) throw new AppError('BAD_REQUEST', `You are signed in: ${what} as yourself`)
  if (input.website) throw new AppError('BAD_REQUEST', 'This could not be accepted')
}

const holds = (board: BoardRow) => board.holdAnonymousPosts

/** An anonymous visitor posts an item on a board that accepts anonymous posts (held when the board asks). */
export async function createAnonymousFeedback(
  db: Database,
  access: FeedbackAccess,
  writer: AnonymousVoter,
  input: AnonymousPostCommon & { boardId: string; title: string; details: string },
): Promise<AnonymousPostResult> {
  assertAnonymous(access, input, 'post')
  const board = await loadBoard(db, access, input.boardId).catch(() => {
    throw new AppError('BAD_REQUEST', 'Choose a board', { boardId: ['Choose a board'] })
  })
  if (!board.anonymousPosts) throw postsNotAccepted()
  const { standIn, newVisitorId, author } = await anonymousWriter(db, access, writer, input, {
    key: 'post',
    perAddress: ANONYMOUS_POST_LIMITS.postsPerAddress,
    perVisitor: ANONYMOUS_POST_LIMITS.postsPerVisitor,
  })
  return db.transaction(async (tx) => {
    const current = await loadBoard(tx, access, board.id, { lock: 'key share' }).catch(() => {
      throw new AppError('BAD_REQUEST', 'Choose a board', { boardId: ['Choose a board'] })
    })
    if (!current.anonymousPosts) throw postsNotAccepted()
    const held = holds(current)
    const { id } = await insertFeedbackItem(tx, author, current, {
      title: input.title,
      details: input.details,
      authorId: standIn,
      held,
    })
    return { id, held, newVisitorId }
  })
}

/** An anonymous visitor comments on an item of a board that accepts anonymous posts (held when it asks). */
export async function addAnonymousComment(
  db: Database,
  access: FeedbackAccess,
  writer: AnonymousVoter,
  input: AnonymousPostCommon & { itemId: string; body: string },
): Promise<AnonymousPostResult> {
  assertAnonymous(access, input, 'comment')
  const { item, board } = await loadItem(db, access, input.itemId)
  assertNotMerged(item)
  if (!board.anonymousPosts) throw commentsNotAccepted()
  if (item.commentsLocked) throw new AppError('FORBIDDEN', 'Comments on this feedback are locked')
  const { standIn, newVisitorId, author } = await anonymousWriter(db, access, writer, input, {
    key: 'comment',
    perAddress: ANONYMOUS_POST_LIMITS.commentsPerAddress,
    perVisitor: ANONYMOUS_POST_LIMITS.commentsPerVisitor,
  })
  return db.transaction(async (tx) => {
    const locked = await loadItem(tx, access, item.id, { lock: 'update' })
    assertNotMerged(locked.item)
    if (!locked.board.anonymousPosts) throw commentsNotAccepted()
    if (locked.item.commentsLocked) throw new AppError('FORBIDDEN', 'Comments on this feedback are locked')
    const held = holds(locked.board)
    const [created] = await tx
      .insert(feedbackComment)
      .values({
        itemId: locked.item.id,
        authorId: standIn,
        body: input.body,
        internal: false,
        heldAt: held ? new Date() : null,
      })
      .returning({ id: feedbackComment.id })
    if (!created) throw new Error('The comment was not saved')
    if (held) await emitHeldEvent(tx, access, { itemId: locked.item.id })
    else await announceComment(tx, author, locked, { id: created.id, body: input.body, internal: false })
    return { id: created.id, held, newVisitorId }
  })
}

export type OwnHeld = {
  items: { id: string; title: string; details: string; boardName: string; createdAt: string }[]
  comments: { id: string; itemId: string; itemTitle: string; body: string; createdAt: string }[]
}

/**
 * What a visitor wrote that still waits for review in this project, by their cookie (never a shared read: the
 * pages and the page cache know nothing of it). Only a visitor who is not signed in has any.
 */
export async function listOwnHeld(
  db: Database,
  access: FeedbackAccess,
  visitorId: string | null,
): Promise<OwnHeld> {
  if (!visitorId || access.viewer) return { items: [], comments: [] }
  const [visitor] = await db
    .select({ userId: anonymousVisitor.userId, claimedAt: anonymousVisitor.claimedAt })
    .from(anonymousVisitor)
    .where(eq(anonymousVisitor.id, visitorId))
  if (!visitor || visitor.claimedAt) return { items: [], comments: [] }
  const items = await db
    .select({
      id: feedbackItem.id,
      title: feedbackItem.title,
      details: feedbackItem.details,
      boardName: feedbackBoard.name,
      createdAt: feedbackItem.createdAt,
    })
    .from(feedbackItem)
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .where(
      and(
        eq(feedbackItem.projectId, access.project.id),
        eq(feedbackItem.authorId, visitor.userId),
        isNotNull(feedbackItem.heldAt),
      ),
    )
    .orderBy(desc(feedbackItem.createdAt))
    .limit(50)
  const comments = await db
    .select({
      id: feedbackComment.id,
      itemId: feedbackComment.itemId,
      itemTitle: feedbackItem.title,
      body: feedbackComment.body,
      createdAt: feedbackComment.createdAt,
    })
    .from(feedbackComment)
    .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackComment.itemId))
    .where(
      and(
        eq(feedbackItem.projectId, access.project.id),
        eq(feedbackComment.authorId, visitor.userId),
        isNotNull(feedbackComment.heldAt),
      ),
    )
    .orderBy(desc(feedbackComment.createdAt))
    .limit(50)
  return {
    items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    comments: comments.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  }
}
