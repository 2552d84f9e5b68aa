import { randomBytes } from 'node:crypto'
import { count, eq, or } from 'drizzle-orm'
import { findOrCreateAnonymousStandIn } from '~/features/feedback/server/anonymous.server'
import { refreshItemCounts } from '~/features/feedback/server/counts.server'
import { defaultStatusOf } from '~/features/feedback/server/statuses.server'
import { anonymousVisitorEmail } from '~/lib/anonymous-visitor-rules'
import { DEFAULT_BOARDS, DEFAULT_STATUSES } from '~/lib/feedback-rules'
import { activityRow } from '~/server/activity.server'
import type { Auth } from '~/server/auth/create-auth'
import type { Database } from '~/server/db/client.server'
import {
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackStatus,
  feedbackVote,
  projectActivity,
  user,
} from '~/server/db/schema'
import {
  DEMO_EXTRA_BOARDS,
  DEMO_PEOPLE,
  type DemoHeldPost,
  type DemoItem,
  TEAM,
} from './demo-feedback-content.server'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** Usernames of the demo content → user ids. */
export type DemoPeople = Map<string, string>

/**
 * The demo customers, created through the auth API (admin create-user: no verification mail goes out to
 * their made-up addresses) with random passwords nobody knows. Existing rows are reused, so an interrupted
 * seed picks up where it stopped.
 */
export async function ensureDemoPeople(db: Database, auth: Auth, teamUserId: string): Promise<DemoPeople> {
  const people: DemoPeople = new Map([[TEAM, teamUserId]])
  for (const person of DEMO_PEOPLE) {
    const [found] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(or(eq(user.email, person.email), eq(user.username, person.username)))
      .orderBy(user.createdAt)
    if (found?.email === person.email) {
      people.set(person.username, found.id)
      continue
    }
    // Someone real already has this username: the demo person goes without one rather than failing the start.
    const data = found ? { emailVerified: true } : { emailVerified: true, username: person.username }
    const created = await auth.api.createUser({
      body: {
        email: person.email,
        name: person.name,
        password: randomBytes(24).toString('base64url'),
        data,
      },
    })
    people.set(person.username, created.user.id)
  }
  return people
}

type Lookup = Map<string, string>

/** The project's boards by name, adding the ones the content needs (a project may have renamed its own). */
async function ensureBoards(tx: Database, projectId: string, names: string[]): Promise<Lookup> {
  const rows = await tx.select().from(feedbackBoard).where(eq(feedbackBoard.projectId, projectId))
  const byName: Lookup = new Map(rows.map((row) => [row.name, row.id]))
  let position = Math.max(-1, ...rows.map((row) => row.position))
  const known = [...DEFAULT_BOARDS, ...DEMO_EXTRA_BOARDS]
  for (const name of new Set(names)) {
    if (byName.has(name)) continue
    const definition = known.find((board) => board.name === name) ?? { name, description: '', color: 'gray' }
    const [created] = await tx
      .insert(feedbackBoard)
      .values({ projectId, position: ++position, ...definition })
      .returning({ id: feedbackBoard.id })
    if (created) byName.set(name, created.id)
  }
  return byName
}

async function ensureStatuses(tx: Database, projectId: string, names: string[]): Promise<Lookup> {
  const rows = await tx.select().from(feedbackStatus).where(eq(feedbackStatus.projectId, projectId))
  const byName: Lookup = new Map(rows.map((row) => [row.name, row.id]))
  let position = Math.max(-1, ...rows.map((row) => row.position))
  for (const name of new Set(names)) {
    if (byName.has(name)) continue
    const definition = DEFAULT_STATUSES.find((status) => status.name === name)
    if (!definition) throw new Error(`The demo content uses an unknown status: ${name}`)
    const [created] = await tx
      .insert(feedbackStatus)
      .values({ projectId, position: ++position, ...definition })
      .returning({ id: feedbackStatus.id })
    if (created) byName.set(name, created.id)
  }
  return byName
}

/** Who voted for the item at `index`: the demo people (and the team) in turn, never the author twice. */
export function votersOf(item: DemoItem, index: number): string[] {
  const pool = [...DEMO_PEOPLE.map((person) => person.username), TEAM].filter((name) => name !== item.author)
  const start = (index * 3) % pool.length
  return [...pool.slice(start), ...pool.slice(0, start)].slice(0, item.votes)
}

function required<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`The demo content refers to an unknown ${key}`)
  return value
}

/**
 * Writes one project's demo feedback in one transaction: all of it or nothing, and nothing at all when the
 * project already has feedback (so it never runs twice). Counts and trending scores come from the rows, as
 * for real feedback.
 */
export async function seedProjectFeedback(
  db: Database,
  input: {
    projectId: string
    items: DemoItem[]
    people: DemoPeople
    now?: number
    /** Anonymous posts still waiting for the team's review. */
    held?: DemoHeldPost[]
  },
): Promise<boolean> {
  const { projectId, items, people } = input
  const now = input.now ?? Date.now()
  const teamId = required(people, TEAM)
  const clampTime = (at: number, created: number) =>
    new Date(Math.min(now - 60_000, Math.max(at, created + HOUR)))
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ total: count() })
      .from(feedbackItem)
      .where(eq(feedbackItem.projectId, projectId))
    if ((existing?.total ?? 0) > 0) return false
    const boards = await ensureBoards(
      tx,
      projectId,
      items.map((item) => item.board),
    )
    const statuses = await ensureStatuses(
      tx,
      projectId,
      items.map((item) => item.status),
    )

    const ids = new Map(items.map((item) => [item.key, crypto.randomUUID()]))
    const createdAt = new Map(items.map((item) => [item.key, now - item.daysAgo * DAY]))
    const itemRows: (typeof feedbackItem.$inferInsert)[] = []
    const votes: (typeof feedbackVote.$inferInsert)[] = []
    const comments: (typeof feedbackComment.$inferInsert)[] = []
    const activity: (typeof projectActivity.$inferInsert)[] = []

    items.forEach((item, index) => {
      const id = required(ids, item.key)
      const created = required(createdAt, item.key)
      const authorId = required(people, item.author)
      const path = `feedback/${id}`
      itemRows.push({
        id,
        projectId,
        boardId: required(boards, item.board),
        statusId: required(statuses, item.status),
        authorId,
        title: item.title,
        details: item.details,
        createdAt: new Date(created),
        updatedAt: new Date(created),
      })
      activity.push(
        activityRow({
          projectId,
          actorId: authorId,
          kind: 'feedback.created',
          phrases: [{ phrase: 'feedbackPosted', values: { title: item.title } }],
          path,
          createdAt: new Date(created),
        }),
      )
      // The author's own vote comes with the post, as createFeedback does.
      votes.push({ itemId: id, userId: authorId, createdAt: new Date(created) })
      const voters = votersOf(item, index)
      const start = item.hot ? Math.max(created, now - 7 * DAY) : created
      voters.forEach((voter, k) => {
        const share = (k + 1) / (voters.length + 1)
        const jitter = ((index * 7 + k * 13) % 5) * HOUR
        votes.push({
          itemId: id,
          userId: required(people, voter),
          createdAt: clampTime(start + (now - start) * share - jitter, created),
        })
      })
      for (const comment of item.comments ?? []) {
        const at = clampTime(now - comment.daysAgo * DAY, created)
        comments.push({
          itemId: id,
          authorId: required(people, comment.by),
          body: comment.body,
          internal: comment.internal ?? false,
          createdAt: at,
        })
        activity.push(
          activityRow({
            projectId,
            actorId: required(people, comment.by),
            kind: comment.internal ? 'feedback.note' : 'feedback.comment',
            phrases: [
              {
                phrase: comment.internal ? 'feedbackNote' : 'feedbackCommented',
                values: { title: item.title },
              },
            ],
            audience: comment.internal ? 'members' : 'public',
            path,
            createdAt: at,
          }),
        )
      }
      if (item.status !== 'Open') {
        const at = clampTime(now - (item.statusChange?.daysAgo ?? item.daysAgo / 2) * DAY, created)
        comments.push({
          itemId: id,
          authorId: teamId,
          kind: 'status',
          body: item.statusChange?.body ?? '',
          fromStatus: 'Open',
          toStatus: item.status,
          createdAt: at,
        })
        activity.push(
          activityRow({
            projectId,
            actorId: teamId,
            kind: 'feedback.status',
            phrases: [{ phrase: 'feedbackMoved', values: { title: item.title, status: item.status } }],
            path,
            createdAt: at,
          }),
        )
      }
    })

    await tx.insert(feedbackItem).values(itemRows)
    await tx.insert(feedbackVote).values(votes)
    if (comments.length > 0) await tx.insert(feedbackComment).values(comments)

    // Merges, as mergeFeedback does them: votes copied onto the target (one per person), marked with their
    // source; a merge entry on the duplicate's timeline.
    for (const item of items) {
      if (!item.merge) continue
      const sourceId = required(ids, item.key)
      const targetId = required(ids, item.merge.into)
      const target = items.find((candidate) => candidate.key === item.merge?.into)
      const at = clampTime(now - item.merge.daysAgo * DAY, required(createdAt, item.key))
      const targetVoters = new Set(
        votes.filter((vote) => vote.itemId === targetId).map((vote) => vote.userId),
      )
      const copies = votes
        .filter((vote) => vote.itemId === sourceId && !targetVoters.has(vote.userId))
        .map((vote) => ({ ...vote, itemId: targetId, mergedFromItemId: sourceId }))
      if (copies.length > 0) await tx.insert(feedbackVote).values(copies)
      await tx
        .update(feedbackItem)
        .set({ mergedIntoId: targetId, mergedAt: at, mergedById: teamId })
        .where(eq(feedbackItem.id, sourceId))
      await tx
        .insert(feedbackComment)
        .values({ itemId: sourceId, authorId: teamId, kind: 'merge', createdAt: at })
      activity.push(
        activityRow({
          projectId,
          actorId: teamId,
          kind: 'feedback.merged',
          phrases: [{ phrase: 'feedbackMerged', values: { title: item.title, target: target?.title ?? '' } }],
          path: `feedback/${targetId}`,
          createdAt: at,
        }),
      )
    }

    for (const id of ids.values()) await refreshItemCounts(tx, id)
    await tx.insert(projectActivity).values(activity)
    for (const post of input.held ?? []) await seedHeldPost(tx, projectId, post, now)
    return true
  })
}

/**
 * A post by a visitor who was not signed in, held for review: its stand-in (named as the visitor asked, no
 * cookie anyone holds) wrote it, it has the author's vote, and nothing was announced (as for a real one).
 */
async function seedHeldPost(tx: Database, projectId: string, post: DemoHeldPost, now: number) {
  const board = (await ensureBoards(tx, projectId, [post.board])).get(post.board)
  if (!board) return
  const statusId = (await defaultStatusOf(tx, projectId)).id
  const standIn = await findOrCreateAnonymousStandIn(tx, anonymousVisitorEmail(crypto.randomUUID()))
  await tx.update(user).set({ name: post.name }).where(eq(user.id, standIn))
  const at = new Date(now - post.hoursAgo * HOUR)
  const [created] = await tx
    .insert(feedbackItem)
    .values({
      projectId,
      boardId: board,
      statusId,
      authorId: standIn,
      title: post.title,
      details: post.details,
      heldAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: feedbackItem.id })
  if (!created) return
  await tx.insert(feedbackVote).values({ itemId: created.id, userId: standIn, createdAt: at })
  await refreshItemCounts(tx, created.id)
}
