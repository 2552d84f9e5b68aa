import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { canInProject } from '~/lib/access-policy'
import { viaApiKeyMark } from '~/lib/api-key-rules'
import {
  type FeedbackCommentKind,
  type StatusCategory,
  VOTE_IMPORTANCES,
  type VoteImportance,
} from '~/lib/feedback-rules'
import type { Database } from '~/server/db/client.server'
import {
  anonymousVisitor,
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackStatus,
  feedbackVote,
  projectUpdate,
  updateFeedback,
  user,
} from '~/server/db/schema'
import { withMergedSources } from './counts.server'
import { canSeeBoard, type FeedbackAccess, loadItem, maySeeHeld } from './feedback-access.server'
import { companyOf, listVoters, type Voter } from './votes.server'

/** `viaApiKey`: an API key wrote it (the name is the key's). */
type Person = {
  name: string
  username: string | null
  image: string | null
  viaApiKey?: true
  /** For members only: the company a widget identity's token named. */
  company?: string | null
}

export type FeedbackDetail = {
  id: string
  title: string
  details: string
  board: {
    id: string
    name: string
    color: string
    teamOnly: boolean
    anonymousVotes: boolean
    anonymousPosts: boolean
    holdAnonymousPosts: boolean
  }
  /** Held for review (an anonymous post): only its moderators (and its writer, once claimed) see it. */
  held: boolean
  status: { id: string; name: string; color: string; category: StatusCategory }
  author: Person | null
  /** The app the author wrote it through ("Claude"), when not Parley itself. */
  via: string | null
  voteCount: number
  commentCount: number
  viewerVoted: boolean
  /** How much it matters to the viewer, as they said with their vote. */
  viewerImportance: VoteImportance | null
  /**
   * For members only (null for everyone else): how many votes said each importance (the rest said none), and how
   * many came from visitors who were not signed in.
   */
  voteBreakdown: VoteBreakdown | null
  voters: Voter[]
  commentsLocked: boolean
  createdAt: string
  editedAt: string | null
  /** The author and the people who commented: offered first by @mention autocomplete. */
  participantIds: string[]
  /** Published updates that shipped this item, newest first. */
  shippedIn: { id: string; title: string; publishedAt: string }[]
  /** Items merged into this one (their comments show here), newest merge first. */
  mergedFrom: { id: string; title: string }[]
  can: {
    vote: boolean
    comment: boolean
    internalNote: boolean
    edit: boolean
    delete: boolean
    moderate: boolean
  }
}

export type VoteBreakdown = {
  importance: Record<VoteImportance, number>
  anonymous: number
}

/** The members' breakdown of an item's votes: by importance, and how many came from anonymous visitors. */
export async function voteBreakdownOf(db: Database, itemId: string): Promise<VoteBreakdown> {
  const rows = await db
    .select({
      importance: feedbackVote.importance,
      total: sql<number>`count(*)::int`,
      anonymous: sql<number>`count(${anonymousVisitor.id})::int`,
    })
    .from(feedbackVote)
    .leftJoin(
      anonymousVisitor,
      and(eq(anonymousVisitor.userId, feedbackVote.userId), isNull(anonymousVisitor.claimedAt)),
    )
    .where(eq(feedbackVote.itemId, itemId))
    .groupBy(feedbackVote.importance)
  const importance = Object.fromEntries(VOTE_IMPORTANCES.map((level) => [level, 0])) as Record<
    VoteImportance,
    number
  >
  let anonymous = 0
  for (const row of rows) {
    if (row.importance) importance[row.importance] = Number(row.total)
    anonymous += Number(row.anonymous)
  }
  return { importance, anonymous }
}

/** A merged item is not shown: its page leads to the item it was merged into. */
export type FeedbackLookup = FeedbackDetail | { mergedInto: string }

export async function getFeedbackDetail(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
): Promise<FeedbackLookup> {
  const { item, board } = await loadItem(db, access, itemId)
  if (item.mergedIntoId) {
    // Lead only where the viewer may follow: a duplicate merged into a team-only item is gone for outsiders.
    await loadItem(db, access, item.mergedIntoId)
    return { mergedInto: item.mergedIntoId }
  }
  const viewerId = access.viewer?.userId ?? null
  const [status] = await db.select().from(feedbackStatus).where(eq(feedbackStatus.id, item.statusId))
  // Companies are for members' eyes: the widget's tokens name them, public pages never show them.
  const companiesOf = access.isMember ? access.organization.id : null
  const [authorRow] = item.authorId
    ? await db
        .select({
          name: user.name,
          username: user.username,
          image: user.image,
          role: user.role,
          company: companiesOf ? companyOf(companiesOf, user.id) : sql<null>`null`,
        })
        .from(user)
        .where(eq(user.id, item.authorId))
    : []
  const author: Person | undefined = authorRow && {
    name: authorRow.name,
    username: authorRow.username,
    image: authorRow.image,
    ...viaApiKeyMark(authorRow.role),
    ...(authorRow.company ? { company: authorRow.company } : {}),
  }
  const [ownVote] = viewerId
    ? await db
        .select({ userId: feedbackVote.userId, importance: feedbackVote.importance })
        .from(feedbackVote)
        .where(and(eq(feedbackVote.itemId, item.id), eq(feedbackVote.userId, viewerId)))
    : []
  // A duplicate from a board the viewer cannot see stays unnamed (its votes still count here).
  const mergedFrom = (
    await db
      .select({
        id: feedbackItem.id,
        title: feedbackItem.title,
        board: { teamOnly: feedbackBoard.teamOnly, teamIds: feedbackBoard.teamIds },
      })
      .from(feedbackItem)
      .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
      .where(eq(feedbackItem.mergedIntoId, item.id))
      .orderBy(sql`${feedbackItem.mergedAt} desc`)
  )
    .filter((source) => canSeeBoard(access, source.board))
    .map(({ id, title }) => ({ id, title }))
  const commenters = await db
    .selectDistinct({ id: feedbackComment.authorId })
    .from(feedbackComment)
    .where(
      and(
        eq(feedbackComment.itemId, item.id),
        access.isMember ? undefined : eq(feedbackComment.internal, false),
      ),
    )
    .limit(50)
  const participantIds = [
    ...new Set([item.authorId, ...commenters.map((row) => row.id)].filter((id): id is string => Boolean(id))),
  ]
  const shippedIn = await db
    .select({ id: projectUpdate.id, title: projectUpdate.title, publishedAt: projectUpdate.publishedAt })
    .from(updateFeedback)
    .innerJoin(projectUpdate, eq(projectUpdate.id, updateFeedback.updateId))
    .where(and(eq(updateFeedback.itemId, item.id), eq(projectUpdate.state, 'published')))
    .orderBy(desc(projectUpdate.publishedAt))
  const isAuthor = viewerId !== null && viewerId === item.authorId
  const othersVoted = item.voteCount - (isAuthor && ownVote ? 1 : 0) > 0
  const visibility = access.project.visibility
  return {
    id: item.id,
    title: item.title,
    details: item.details,
    board: {
      id: board.id,
      name: board.name,
      color: board.color,
      teamOnly: board.teamOnly,
      anonymousVotes: board.anonymousVotes,
      anonymousPosts: board.anonymousPosts,
      holdAnonymousPosts: board.holdAnonymousPosts,
    },
    held: item.heldAt !== null,
    status: status
      ? { id: status.id, name: status.name, color: status.color, category: status.category }
      : { id: item.statusId, name: 'Unknown', color: 'gray', category: 'open' },
    author: author ?? null,
    via: item.via,
    voteCount: item.voteCount,
    commentCount: item.commentCount,
    viewerVoted: Boolean(ownVote),
    viewerImportance: ownVote?.importance ?? null,
    voteBreakdown: access.isMember ? await voteBreakdownOf(db, item.id) : null,
    voters: await listVoters(db, item.id, { companiesOf }),
    commentsLocked: item.commentsLocked,
    createdAt: item.createdAt.toISOString(),
    editedAt: item.editedAt?.toISOString() ?? null,
    participantIds,
    shippedIn: shippedIn.map((update) => ({
      id: update.id,
      title: update.title,
      publishedAt: (update.publishedAt ?? new Date()).toISOString(),
    })),
    mergedFrom,
    can: {
      vote: canInProject(access, visibility, 'feedback.vote'),
      comment:
        canInProject(access, visibility, 'feedback.create') && (!item.commentsLocked || access.isEditor),
      internalNote: access.isMember,
      edit: access.isEditor || isAuthor,
      delete: access.isEditor || (isAuthor && !othersVoted),
      moderate: access.isEditor,
    },
  }
}

/**
 * Which comments held for review a timeline shows: all to its moderators, a viewer's own to them (a visitor's,
 * once claimed), none to anyone else.
 */
export function heldCommentsFor(access: FeedbackAccess): SQL | undefined {
  if (maySeeHeld(access)) return undefined
  const viewerId = access.viewer && !access.viewer.apiKey ? access.viewer.userId : null
  return viewerId
    ? or(isNull(feedbackComment.heldAt), eq(feedbackComment.authorId, viewerId))
    : isNull(feedbackComment.heldAt)
}

export type TimelineEntry = {
  id: string
  kind: FeedbackCommentKind
  body: string
  internal: boolean
  fromStatus: string | null
  toStatus: string | null
  createdAt: string
  editedAt: string | null
  author: Person | null
  /** The app the author wrote it through ("Claude"), when not Parley itself. */
  via: string | null
  /** Set when the entry belongs to an item that was merged into this one. */
  mergedFrom: { id: string; title: string } | null
  /** Held for review (an anonymous comment): shown to moderators, and to its writer once claimed. */
  held: boolean
  can: { edit: boolean; delete: boolean }
}

/** An item's timeline, oldest first, with the entries of items merged into it. Internal notes for members only. */
export async function listTimeline(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
): Promise<TimelineEntry[]> {
  const { item } = await loadItem(db, access, itemId)
  const itemIds = await withMergedSources(db, item.id)
  const source = alias(feedbackItem, 'source')
  const rows = await db
    .select({
      comment: feedbackComment,
      authorName: user.name,
      authorUsername: user.username,
      authorImage: user.image,
      authorRole: user.role,
      sourceId: source.id,
      sourceTitle: source.title,
      sourceBoard: { teamOnly: feedbackBoard.teamOnly, teamIds: feedbackBoard.teamIds },
    })
    .from(feedbackComment)
    .innerJoin(source, eq(source.id, feedbackComment.itemId))
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, source.boardId))
    .leftJoin(user, eq(user.id, feedbackComment.authorId))
    .where(
      and(
        inArray(feedbackComment.itemId, itemIds),
        access.isMember ? undefined : eq(feedbackComment.internal, false),
        // A merged item's own status history stays with it; its comments and the merge itself come along.
        or(eq(feedbackComment.itemId, item.id), ne(feedbackComment.kind, 'status')),
        heldCommentsFor(access),
      ),
    )
    .orderBy(asc(feedbackComment.createdAt), asc(feedbackComment.id))
  const viewerId = access.viewer?.userId ?? null
  // What was said on a duplicate from a board the viewer cannot see stays there.
  const visible = rows.filter((row) => row.sourceId === item.id || canSeeBoard(access, row.sourceBoard))
  return visible.map((row) => {
    const own = viewerId !== null && row.comment.authorId === viewerId
    const isComment = row.comment.kind === 'comment'
    return {
      id: row.comment.id,
      kind: row.comment.kind,
      body: row.comment.body,
      internal: row.comment.internal,
      fromStatus: row.comment.fromStatus,
      toStatus: row.comment.toStatus,
      createdAt: row.comment.createdAt.toISOString(),
      editedAt: row.comment.editedAt?.toISOString() ?? null,
      author:
        row.authorName === null
          ? null
          : {
              name: row.authorName,
              username: row.authorUsername,
              image: row.authorImage,
              ...viaApiKeyMark(row.authorRole),
            },
      via: row.comment.via,
      mergedFrom: row.sourceId === item.id ? null : { id: row.sourceId, title: row.sourceTitle },
      held: row.comment.heldAt !== null,
      can: { edit: isComment && own, delete: isComment && (own || access.isEditor) },
    }
  })
}
