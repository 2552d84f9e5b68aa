import { and, asc, eq } from 'drizzle-orm'
import { meetsAudience } from '~/lib/access-policy'
import { topicOf } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import { assertProjectPermission, getProjectAccess, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import type { RowLock } from '~/server/db/locks.server'
import { feedbackBoard, feedbackItem } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { readOncePerRequest } from '~/server/request-context.server'
import { teamIdsOf } from '~/server/teams.server'
import { emitWebhookEvent, type WebhookEventInput } from '~/server/webhooks/emit.server'
import type { ProjectScope } from '../feedback.schemas'

export type FeedbackAccess = ProjectAccess & {
  /** A member of the project's organisation (or a site admin): sees team-only boards and internal notes. */
  isMember: boolean
  /** May moderate feedback (owner, admin, site admin). */
  isEditor: boolean
  /** The viewer's teams in the organisation: team-only boards may be limited to some. */
  teamIds: readonly string[]
}

export type BoardRow = typeof feedbackBoard.$inferSelect
export type ItemRow = typeof feedbackItem.$inferSelect

export const feedbackNotFound = () => new AppError('NOT_FOUND', 'Feedback not found')
export const boardNotFound = () => new AppError('NOT_FOUND', 'Board not found')

/**
 * The viewer's access to a project's feedback. A viewer who may not read it gets NOT_FOUND, like a project
 * that does not exist.
 */
export async function getFeedbackAccess(
  db: Database,
  viewer: Viewer | null,
  scope: ProjectScope,
): Promise<FeedbackAccess> {
  const access = await getProjectAccess(db, viewer, scope.orgSlug, scope.projectSlug)
  try {
    assertProjectPermission(access, 'feedback.read')
  } catch {
    throw new AppError('NOT_FOUND', 'Project not found')
  }
  return { ...access, ...(await boardViewerOf(db, access)) }
}

export type BoardViewer = Pick<FeedbackAccess, 'isMember' | 'isEditor' | 'teamIds'>

/**
 * What deciding `canSeeBoard` needs to know of a project's viewer. `withTeams: false` skips reading their
 * teams, for a caller that has no board limited to teams to decide.
 */
export async function boardViewerOf(
  db: Database,
  access: ProjectAccess,
  { withTeams = true }: { withTeams?: boolean } = {},
): Promise<BoardViewer> {
  const viewerId = access.viewer?.userId
  return {
    isMember: meetsAudience(access, 'member'),
    isEditor: meetsAudience(access, 'editor'),
    teamIds:
      withTeams && access.role && viewerId ? await teamIdsOf(db, access.organization.id, viewerId) : [],
  }
}

/**
 * Team-only boards are for the organisation's members; one limited to some teams only for the
 * members of those teams, and for editors, who manage every board.
 */
export function canSeeBoard(access: BoardViewer, board: Pick<BoardRow, 'teamOnly' | 'teamIds'>): boolean {
  if (!board.teamOnly) return true
  if (!access.isMember) return false
  if (board.teamIds.length === 0 || access.isEditor) return true
  return board.teamIds.some((id) => access.teamIds.includes(id))
}

/** Who hears of a board's news on the project activity feed: nobody for one limited to some teams. */
export function boardAudience(board: Pick<BoardRow, 'teamOnly' | 'teamIds'>): 'public' | 'members' | 'none' {
  if (!board.teamOnly) return 'public'
  return board.teamIds.length > 0 ? 'none' : 'members'
}

/** All the project's boards, in their order, whoever may see them (looked up once per read-only request). */
export function projectBoards(db: Database, projectId: string): Promise<readonly BoardRow[]> {
  return readOncePerRequest(db, `feedback-boards:${projectId}`, () =>
    db
      .select()
      .from(feedbackBoard)
      .where(eq(feedbackBoard.projectId, projectId))
      .orderBy(asc(feedbackBoard.position), asc(feedbackBoard.createdAt)),
  )
}

/** The boards the viewer may see, in their order. */
export async function visibleBoards(db: Database, access: FeedbackAccess): Promise<BoardRow[]> {
  const boards = await projectBoards(db, access.project.id)
  return boards.filter((board) => canSeeBoard(access, board))
}

/** A board of this project the viewer may see (`lock`: see RowLock; items are put on it under `key share`). */
export async function loadBoard(
  db: Database,
  access: FeedbackAccess,
  boardId: string,
  options: { lock?: RowLock } = {},
): Promise<BoardRow> {
  const query = db
    .select()
    .from(feedbackBoard)
    .where(and(eq(feedbackBoard.id, boardId), eq(feedbackBoard.projectId, access.project.id)))
    .limit(1)
  const [board] = options.lock ? await query.for(options.lock) : await query
  if (!board || !canSeeBoard(access, board)) throw boardNotFound()
  return board
}

/**
 * An item of this project on a board the viewer may see, with its board. `lock` takes a row lock for the rest
 * of the transaction, so concurrent changes to one item queue up.
 */
export async function loadItem(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  options: { lock?: RowLock } = {},
): Promise<{ item: ItemRow; board: BoardRow }> {
  const query = db
    .select({ item: feedbackItem, board: feedbackBoard })
    .from(feedbackItem)
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .where(and(eq(feedbackItem.id, itemId), eq(feedbackItem.projectId, access.project.id)))
    .limit(1)
  const [row] = options.lock ? await query.for(options.lock, { of: feedbackItem }) : await query
  if (!row || !canSeeBoard(access, row.board)) throw feedbackNotFound()
  if (row.item.heldAt && !maySeeHeldItem(access, row.item)) throw feedbackNotFound()
  return row
}

/**
 * Who sees anonymous posts and comments held for review: the project's moderators, in the app (not through an
 * API key: the public API and MCP answer as if they were not there yet). Their writer sees their own by the
 * visitor cookie, through its own reads (`listOwnHeld`), never a shared one.
 */
export function maySeeHeld(access: FeedbackAccess): boolean {
  return access.isEditor && !access.viewer?.apiKey
}

/** A held item: moderators, and the account it became after its visitor signed up (the claim). */
export function maySeeHeldItem(access: FeedbackAccess, item: Pick<ItemRow, 'authorId'>): boolean {
  if (maySeeHeld(access)) return true
  return Boolean(
    item.authorId && access.viewer && !access.viewer.apiKey && access.viewer.userId === item.authorId,
  )
}

/**
 * An item that has been merged cannot change any more; its page leads to the item it was merged into. Nor can
 * one held for review (its moderators see it): a vote, comment, edit or move would announce it before it is
 * approved. Approve or reject it first.
 */
export function assertNotMerged(item: ItemRow): void {
  if (item.mergedIntoId) {
    throw new AppError('CONFLICT', 'This feedback was merged into another item; continue there')
  }
  assertNotHeld(item)
}

export function assertNotHeld(item: Pick<ItemRow, 'heldAt'>): void {
  if (item.heldAt) {
    throw new AppError('CONFLICT', 'This feedback is held for review: approve or reject it first')
  }
}

/**
 * Announces a feedback change: to everyone who reads the project, or only to the organisation's members
 * when it concerns a team-only board or an internal note. Payloads carry ids only; viewers refetch.
 */
export function emitFeedbackEvent(
  tx: Database,
  access: FeedbackAccess,
  membersOnly: boolean,
  type: string,
  payload: Record<string, unknown> = {},
) {
  return emitFeedbackEventIn(tx, access.project.id, membersOnly, type, payload)
}

/** emitFeedbackEvent for a change made outside any one project's request (an account's deletion). */
export function emitFeedbackEventIn(
  tx: Database,
  projectId: string,
  membersOnly: boolean,
  type: string,
  payload: Record<string, unknown> = {},
) {
  return emitLiveEvent(
    tx,
    membersOnly ? topicOf.members(projectId) : topicOf.project(projectId),
    type,
    payload,
  )
}

/**
 * Records a feedback webhook event (inside the change's transaction, like the live event): the fan-out reads
 * the item in its API shape after commit; `facts` carries what the change alone knows (a deleted item's title,
 * the merge target, `internal` for an internal note).
 */
export function emitFeedbackWebhook(
  tx: Database,
  access: FeedbackAccess,
  type: FeedbackWebhookType,
  itemId: string,
  facts: Record<string, unknown> = {},
) {
  return emitWebhookEvent(tx, {
    organizationId: access.organization.id,
    projectId: access.project.id,
    type,
    subject: { kind: 'feedback_item', id: itemId },
    actorId: access.viewer?.userId ?? null,
    facts,
  })
}

type FeedbackWebhookType = Extract<WebhookEventInput['type'], `feedback.${string}`>

export function actorId(access: FeedbackAccess): string {
  if (!access.viewer) throw new AppError('UNAUTHORIZED', 'Not authorized')
  return access.viewer.userId
}
