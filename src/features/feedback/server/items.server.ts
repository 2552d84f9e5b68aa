import { and, count, eq, ne, sql } from 'drizzle-orm'
import type { ActivityPhrase } from '~/lib/activity-phrases'
import { extractMentions } from '~/lib/mentions'
import { notificationExcerpt } from '~/lib/notification-rules'
import { actingThrough } from '~/server/acting-through.server'
import { recordActivity } from '~/server/activity.server'
import { linkAttachments } from '~/server/attachments.server'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { feedbackComment, feedbackItem, feedbackStatus, feedbackVote } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { refreshNotificationExcerpts } from '~/server/notifications.server'
import type { PersonByEmail } from '~/server/placeholder-accounts.server'
import { enforceRateLimit } from '~/server/rate-limit.server'
import { forgetSubjects } from '~/server/subjects/forget.server'
import { addingVotesIn, refreshItemCounts } from './counts.server'
import {
  actorId,
  assertNotHeld,
  assertNotMerged,
  type BoardRow,
  boardAudience,
  emitFeedbackEvent,
  emitFeedbackWebhook,
  type FeedbackAccess,
  type ItemRow,
  loadBoard,
  loadItem,
} from './feedback-access.server'
import { detachFromMerges } from './merge.server'
import { notifyFeedbackMentions, notifyFeedbackStatus } from './notify.server'
import { personOnBehalf } from './on-behalf.server'
import { defaultStatusOf, loadStatus } from './statuses.server'

export const POSTING_LIMIT = {
  max: 10,
  windowMs: 10 * 60 * 1000,
  message: 'You are posting feedback too quickly. Please wait a few minutes and try again.',
}

const itemPath = (itemId: string) => `feedback/${itemId}`

/**
 * Posts a feedback item; its author's vote comes with it, as in every feedback tool people know.
 *
 * Editors may also post in someone else's name (`onBehalfOf`: feedback heard on a call or relayed by an
 * integration; the person is found by address or created as an unverified placeholder account) and in a status
 * other than the default (`statusId`: feedback imported with its state). The posting limit then counts against
 * the author the item is posted for, as it would had they posted it themselves.
 */
export async function createFeedback(
  db: Database,
  access: FeedbackAccess,
  input: { boardId: string; title: string; details: string; statusId?: string | undefined },
  options: { onBehalfOf?: PersonByEmail | undefined } = {},
): Promise<{ id: string }> {
  assertProjectPermission(access, 'feedback.create')
  const { onBehalfOf } = options
  if (onBehalfOf || input.statusId) assertProjectPermission(access, 'feedback.moderate')
  if (!onBehalfOf) await enforceRateLimit(db, `feedback:post:${actorId(access)}`, POSTING_LIMIT)
  return db.transaction(async (tx) => {
    const board = await loadBoard(tx, access, input.boardId, { lock: 'key share' }).catch(() => {
      throw new AppError('BAD_REQUEST', 'Choose a board', { boardId: ['Choose a board'] })
    })
    let authorId = actorId(access)
    if (onBehalfOf) {
      authorId = (await personOnBehalf(tx, access, board, onBehalfOf, 'author.email')).id
      // Counted inside the transaction: a post refused later takes its count back with it.
      await enforceRateLimit(tx, `feedback:post:${authorId}`, POSTING_LIMIT)
    }
    return insertFeedbackItem(tx, access, board, { ...input, authorId })
  })
}

/**
 * Writes a feedback item with its author's vote, in the caller's transaction (a discussion converted to
 * feedback keeps the person who started it as the author).
 */
export async function insertFeedbackItem(
  tx: Database,
  access: FeedbackAccess,
  board: BoardRow,
  input: {
    title: string
    details: string
    authorId: string | null
    statusId?: string | undefined
    /** An anonymous post on a board that holds them: kept from everyone until a moderator approves it. */
    held?: boolean
  },
): Promise<{ id: string }> {
  const status = input.statusId
    ? await loadStatus(tx, access.project.id, input.statusId, { lock: 'key share' }).catch(() => {
        throw new AppError('BAD_REQUEST', 'Choose a status of this project', {
          statusId: ['Choose a status of this project'],
        })
      })
    : await defaultStatusOf(tx, access.project.id)
  const [created] = await tx
    .insert(feedbackItem)
    .values({
      projectId: access.project.id,
      boardId: board.id,
      statusId: status.id,
      authorId: input.authorId,
      via: actingThrough(),
      title: input.title,
      details: input.details,
      heldAt: input.held ? new Date() : null,
    })
    .returning({ id: feedbackItem.id, title: feedbackItem.title })
  if (!created) throw new Error('The feedback was not created')
  if (input.authorId) {
    await addingVotesIn(tx, access.organization.id)
    await tx.insert(feedbackVote).values({ itemId: created.id, userId: input.authorId })
  }
  await refreshItemCounts(tx, created.id)
  await linkAttachments(tx, {
    projectId: access.project.id,
    subjectType: 'feedback_item',
    subjectId: created.id,
    markdown: input.details,
    isNew: true,
    author: { userId: input.authorId, isMember: access.isMember },
  })
  if (input.held) {
    // Nobody hears of it yet (no mention, activity, webhook, public event): the moderators' queue refetches.
    await emitHeldEvent(tx, access, { itemId: created.id })
    return { id: created.id }
  }
  await announceFeedbackItem(tx, access, board, { ...created, details: input.details })
  return { id: created.id }
}

/**
 * What posting an item tells the world: the people it mentions, the activity feed, live viewers and webhooks.
 * Run when it is posted, or for an anonymous post held for review, when a moderator approves it (then `access`
 * speaks as its author: see `asAuthor`).
 */
export async function announceFeedbackItem(
  tx: Database,
  access: FeedbackAccess,
  board: BoardRow,
  created: { id: string; title: string; details: string },
): Promise<void> {
  await notifyFeedbackMentions(
    tx,
    access,
    { item: created, board },
    {
      body: created.details,
      subjectType: 'feedback_item',
      subjectId: created.id,
      membersOnly: false,
    },
  )
  await recordActivity(tx, {
    projectId: access.project.id,
    actorId: actorId(access),
    kind: 'feedback.created',
    phrases: [{ phrase: 'feedbackPosted', values: { title: created.title } }],
    audience: boardAudience(board),
    path: itemPath(created.id),
  })
  await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.created', { itemId: created.id })
  await emitFeedbackWebhook(tx, access, 'feedback.created', created.id)
}

/**
 * Something was held for review (or left the queue): only members hear it, ids only; the moderators' queue
 * refetches, through its own authorization.
 */
export function emitHeldEvent(tx: Database, access: FeedbackAccess, payload: { itemId: string }) {
  return emitFeedbackEvent(tx, access, true, 'feedback.held', payload)
}

function assertAuthorOrModerator(access: FeedbackAccess, authorId: string | null) {
  if (access.isEditor) return
  if (authorId && access.viewer?.userId === authorId) return
  assertProjectPermission(access, 'feedback.moderate')
}

export async function updateFeedback(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  input: { title: string; details: string },
) {
  return db.transaction(async (tx) => {
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertAuthorOrModerator(access, item.authorId)
    assertNotMerged(item)
    await tx
      .update(feedbackItem)
      .set({ title: input.title, details: input.details, editedAt: sql`now()` })
      .where(eq(feedbackItem.id, item.id))
    await linkAttachments(tx, {
      projectId: access.project.id,
      subjectType: 'feedback_item',
      subjectId: item.id,
      markdown: input.details,
      author: { userId: item.authorId, isMember: access.isMember },
    })
    // Only people named for the first time hear of it: an edit does not mention anyone twice.
    const before = new Set(extractMentions(item.details))
    const added = extractMentions(input.details).filter((username) => !before.has(username))
    if (added.length > 0) {
      await notifyFeedbackMentions(
        tx,
        access,
        { item: { id: item.id, title: input.title }, board },
        { body: input.details, subjectType: 'feedback_item', subjectId: item.id, membersOnly: false },
        added,
      )
    }
    if (input.details !== item.details) {
      await refreshNotificationExcerpts(
        tx,
        { type: 'feedback_item', id: item.id, kinds: ['feedback.mention'] },
        notificationExcerpt(input.details),
      )
    }
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.updated', { itemId: item.id })
    await emitFeedbackWebhook(tx, access, 'feedback.updated', item.id)
    return { id: item.id }
  })
}

/** Authors may delete their item while nobody else has voted for it; moderators may delete any. */
export async function deleteFeedback(db: Database, access: FeedbackAccess, itemId: string) {
  return db.transaction(async (tx) => {
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertAuthorOrModerator(access, item.authorId)
    if (!access.isEditor) {
      const [others] = await tx
        .select({ total: count() })
        .from(feedbackVote)
        .where(and(eq(feedbackVote.itemId, item.id), ne(feedbackVote.userId, item.authorId ?? '')))
      if ((others?.total ?? 0) > 0) {
        throw new AppError('FORBIDDEN', 'Others have voted for this feedback, so it can no longer be deleted')
      }
    }
    const toRefresh = await detachFromMerges(tx, [item])
    await forgetFeedbackSubjects(tx, [item.id])
    await tx.delete(feedbackItem).where(eq(feedbackItem.id, item.id))
    for (const id of toRefresh) await refreshItemCounts(tx, id)
    // Held for review: nobody else ever heard of it, so nobody hears of its end (as rejecting it).
    if (item.heldAt) {
      await emitHeldEvent(tx, access, { itemId: item.id })
      return { deleted: item.id }
    }
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: access.viewer?.userId ?? null,
      kind: 'feedback.deleted',
      phrases: [{ phrase: 'feedbackDeleted', values: { title: item.title } }],
      audience: boardAudience(board),
    })
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.deleted', { itemId: item.id })
    await emitFeedbackWebhook(tx, access, 'feedback.deleted', item.id, {
      feedback: {
        id: item.id,
        title: item.title,
        board: { id: board.id, name: board.name, team_only: board.teamOnly },
      },
    })
    return { deleted: item.id }
  })
}

/**
 * Before items are deleted (their comments go by the cascade): what the shared tables hold about them and their
 * comments (follows, reactions, attachments, notifications) goes too.
 */
export async function forgetFeedbackSubjects(tx: Database, itemIds: string[]): Promise<void> {
  await forgetSubjects(tx, { type: 'feedback_item', ids: itemIds })
}

/** Moves an item to another status, with a timeline entry and, optionally, a public note from the team. */
export async function setFeedbackStatus(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  input: { statusId: string; comment?: string },
) {
  assertProjectPermission(access, 'feedback.moderate')
  return db.transaction(async (tx) => {
    // The status first, as a status's deletion takes it before the items it moves.
    const target = await loadStatus(tx, access.project.id, input.statusId, { lock: 'key share' })
    const loaded = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(loaded.item)
    await applyStatusChange(tx, access, loaded, target, input.comment)
    return { id: loaded.item.id, statusId: target.id }
  })
}

/**
 * The status change itself, inside the caller's transaction on a locked, unmerged item: the new status, its
 * timeline entry (with the team's note), the activity entry and the live event. Nothing happens when the
 * status stays the same and there is no note. Also used by the roadmap and by publishing an update.
 */
export async function applyStatusChange(
  tx: Database,
  access: FeedbackAccess,
  { item, board }: { item: ItemRow; board: BoardRow },
  target: { id: string; name: string },
  comment?: string,
  phrase: ActivityPhrase = { phrase: 'feedbackMoved', values: { title: item.title, status: target.name } },
  options: { notify?: boolean } = {},
): Promise<boolean> {
  if (target.id === item.statusId && !comment) return false
  const [previous] = await tx
    .select({ name: feedbackStatus.name })
    .from(feedbackStatus)
    .where(eq(feedbackStatus.id, item.statusId))
  // A place set by hand in the old column means nothing in the new one: the card joins it after the hand-placed
  // ones, by votes, until an editor places it (the roadmap's move sets it right after this).
  const position = target.id === item.statusId ? {} : { roadmapPosition: null }
  await tx
    .update(feedbackItem)
    .set({ statusId: target.id, ...position })
    .where(eq(feedbackItem.id, item.id))
  await tx.insert(feedbackComment).values({
    itemId: item.id,
    authorId: access.viewer?.userId ?? null,
    via: actingThrough(),
    kind: 'status',
    body: comment ?? '',
    fromStatus: previous?.name ?? null,
    toStatus: target.name,
  })
  await refreshItemCounts(tx, item.id)
  await recordActivity(tx, {
    projectId: access.project.id,
    actorId: access.viewer?.userId ?? null,
    kind: 'feedback.status',
    phrases: [phrase],
    audience: boardAudience(board),
    path: itemPath(item.id),
  })
  // Shipping tells people itself (one "shipped" notification, not a status change as well).
  if (target.id !== item.statusId && options.notify !== false) {
    await notifyFeedbackStatus(tx, access, item, target, comment ?? '')
  }
  await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.status', {
    itemId: item.id,
    statusId: target.id,
  })
  if (target.id !== item.statusId) {
    await emitFeedbackWebhook(tx, access, 'feedback.status_changed', item.id, {
      previous_status: previous?.name ?? null,
    })
  }
  return true
}

export async function moveFeedback(db: Database, access: FeedbackAccess, itemId: string, boardId: string) {
  assertProjectPermission(access, 'feedback.moderate')
  return db.transaction(async (tx) => {
    // The board first, as a board's deletion takes it before the items it moves.
    const target = await loadBoard(tx, access, boardId, { lock: 'key share' })
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    await tx.update(feedbackItem).set({ boardId: target.id }).where(eq(feedbackItem.id, item.id))
    // Moving between a team-only and a public board changes who sees it: both audiences refetch.
    await emitFeedbackEvent(tx, access, board.teamOnly && target.teamOnly, 'feedback.updated', {
      itemId: item.id,
    })
    await emitFeedbackWebhook(tx, access, 'feedback.updated', item.id)
    return { id: item.id, boardId: target.id }
  })
}

export async function setCommentsLocked(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  locked: boolean,
) {
  assertProjectPermission(access, 'feedback.moderate')
  return db.transaction(async (tx) => {
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotHeld(item)
    await tx.update(feedbackItem).set({ commentsLocked: locked }).where(eq(feedbackItem.id, item.id))
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.updated', { itemId: item.id })
    await emitFeedbackWebhook(tx, access, 'feedback.updated', item.id)
    return { id: item.id, commentsLocked: locked }
  })
}
