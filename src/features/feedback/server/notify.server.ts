/**
 * Who hears about a feedback item: the people who posted it, voted on it, commented on it or follow
 * it — minus those who unfollowed it — and the people a text mentions. Written in the change's transaction;
 * delivery re-checks that each recipient may still see the item.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { parseOrgRole } from '~/lib/access-policy'
import { extractMentions } from '~/lib/mentions'
import { notificationExcerpt } from '~/lib/notification-rules'
import type { Database } from '~/server/db/client.server'
import { feedbackComment, feedbackItem, feedbackVote, follow, member } from '~/server/db/schema'
import { resolveMentions } from '~/server/mention-lookup.server'
import { recordNotifications } from '~/server/notifications.server'
import { teamIdsOf } from '~/server/teams.server'
import { type BoardRow, canSeeBoard, type FeedbackAccess, type ItemRow } from './feedback-access.server'

export const FEEDBACK_SUBJECT = 'feedback'

/** Everyone interested in these items, in no particular order. */
export async function interestedIn(tx: Database, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return []
  const [authors, voters, commenters, follows] = await Promise.all([
    tx
      .select({ id: feedbackItem.authorId })
      .from(feedbackItem)
      .where(and(inArray(feedbackItem.id, itemIds), isNotNull(feedbackItem.authorId))),
    tx.select({ id: feedbackVote.userId }).from(feedbackVote).where(inArray(feedbackVote.itemId, itemIds)),
    tx
      .select({ id: feedbackComment.authorId })
      .from(feedbackComment)
      .where(
        and(
          inArray(feedbackComment.itemId, itemIds),
          eq(feedbackComment.kind, 'comment'),
          eq(feedbackComment.internal, false),
          // A comment still held for review makes its writer nobody's participant yet.
          isNull(feedbackComment.heldAt),
        ),
      ),
    tx
      .select({ id: follow.userId, level: follow.level })
      .from(follow)
      .where(and(eq(follow.subjectType, FEEDBACK_SUBJECT), inArray(follow.subjectId, itemIds))),
  ])
  const unfollowed = new Set(follows.filter((row) => row.level === 'ignoring').map((row) => row.id))
  const watching = follows.filter((row) => row.level === 'watching')
  return [
    ...new Set(
      [...authors, ...voters, ...commenters, ...watching]
        .map((row) => row.id)
        .filter((id): id is string => Boolean(id) && !unfollowed.has(id as string)),
    ),
  ]
}

/** May this person see the text (the board as canSeeBoard decides for them; members only for notes)? */
async function mayBeNotified(
  tx: Database,
  access: FeedbackAccess,
  board: Pick<BoardRow, 'teamOnly' | 'teamIds'>,
  userId: string,
  membersOnly: boolean,
) {
  if (!membersOnly && !board.teamOnly) return true
  const [found] = await tx
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, access.organization.id), eq(member.userId, userId)))
    .limit(1)
  const role = parseOrgRole(found?.role)
  if (!role) return false
  return canSeeBoard(
    {
      isMember: true,
      isEditor: role !== 'member',
      teamIds: board.teamIds.length > 0 ? await teamIdsOf(tx, access.organization.id, userId) : [],
    },
    board,
  )
}

function itemData(access: FeedbackAccess, item: Pick<ItemRow, 'id' | 'title'>, body: string, anchor = '') {
  return {
    itemId: item.id,
    title: item.title,
    excerpt: notificationExcerpt(body),
    path: `/@${access.organization.slug}/${access.project.slug}/feedback/${item.id}${anchor}`,
  }
}

/**
 * The people a text on an item mentions, who may see it (team-only boards and internal notes: members only).
 * Returns who was notified.
 */
export async function notifyFeedbackMentions(
  tx: Database,
  access: FeedbackAccess,
  target: { item: Pick<ItemRow, 'id' | 'title'>; board: Pick<BoardRow, 'teamOnly' | 'teamIds'> },
  text: { body: string; subjectType: string; subjectId: string; membersOnly: boolean; anchor?: string },
  onlyUsernames?: string[],
): Promise<Set<string>> {
  const usernames = onlyUsernames ?? extractMentions(text.body)
  if (usernames.length === 0) return new Set()
  const membersOnly = text.membersOnly
  const people = await resolveMentions(
    tx,
    usernames,
    (userId) => mayBeNotified(tx, access, target.board, userId, membersOnly),
    { organizationId: access.organization.id },
  )
  const ids = people.map((person) => person.id).filter((id) => id !== access.viewer?.userId)
  await recordNotifications(tx, {
    userIds: ids,
    actorId: access.viewer?.userId ?? null,
    kind: 'feedback.mention',
    subjectType: text.subjectType,
    subjectId: text.subjectId,
    projectId: access.project.id,
    groupKey: `feedback:${target.item.id}`,
    data: itemData(access, target.item, text.body, text.anchor),
  })
  return new Set(ids)
}

/**
 * A comment: mentions notify the people named; a public comment also tells everyone interested in the item
 * (an internal note only those named). The commenter follows the item from now on, unless they unfollowed it.
 */
export async function notifyFeedbackComment(
  tx: Database,
  access: FeedbackAccess,
  target: { item: ItemRow; board: BoardRow },
  comment: { id: string; body: string; internal: boolean },
): Promise<void> {
  const viewerId = access.viewer?.userId
  if (viewerId && !comment.internal) {
    await tx
      .insert(follow)
      .values({ subjectType: FEEDBACK_SUBJECT, subjectId: target.item.id, userId: viewerId })
      .onConflictDoNothing()
  }
  const anchor = `#comment-${comment.id}`
  const mentioned = await notifyFeedbackMentions(tx, access, target, {
    body: comment.body,
    subjectType: 'feedback_comment',
    subjectId: comment.id,
    membersOnly: comment.internal,
    anchor,
  })
  if (comment.internal) return
  const interested = await interestedIn(tx, [target.item.id])
  await recordNotifications(tx, {
    userIds: interested.filter((id) => !mentioned.has(id)),
    actorId: viewerId ?? null,
    kind: 'feedback.comment',
    subjectType: 'feedback_comment',
    subjectId: comment.id,
    projectId: access.project.id,
    groupKey: `feedback:${target.item.id}`,
    data: itemData(access, target.item, comment.body, anchor),
  })
}

/** A status change tells everyone interested in the item, with the team's note as the excerpt. */
export async function notifyFeedbackStatus(
  tx: Database,
  access: FeedbackAccess,
  item: ItemRow,
  status: { name: string },
  note: string,
): Promise<void> {
  await recordNotifications(tx, {
    userIds: await interestedIn(tx, [item.id]),
    actorId: access.viewer?.userId ?? null,
    kind: 'feedback.status',
    subjectType: 'feedback_item',
    subjectId: item.id,
    projectId: access.project.id,
    groupKey: `feedback:${item.id}`,
    data: { ...itemData(access, item, note), status: status.name },
  })
}
