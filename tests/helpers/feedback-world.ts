import { asc, desc, eq, gt, like } from 'drizzle-orm'
import { getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { createFeedback } from '~/features/feedback/server/items.server'
import { listStatuses } from '~/features/feedback/server/statuses.server'
import type { Viewer } from '~/lib/viewer'
import type { Database, DatabaseHandle } from '~/server/db/client.server'
import {
  feedbackBoard,
  feedbackItem,
  liveEvent,
  member,
  rateLimit,
  team,
  teamMember,
  user,
} from '~/server/db/schema'
import { createTestAuth } from './test-auth'
import { createTestDatabase } from './test-database'
import { type Org, orgFixtures, type Person } from './test-orgs'

/** The six kinds of viewer the feedback rules distinguish. */
export type Persona = 'anonymous' | 'outsider' | 'member' | 'admin' | 'owner' | 'siteAdmin'
export const PERSONAS: Persona[] = ['anonymous', 'outsider', 'member', 'admin', 'owner', 'siteAdmin']
export type Visibility = 'public' | 'private'

type ProjectRow = Awaited<ReturnType<ReturnType<typeof orgFixtures>['insertProject']>>

/**
 * One organisation ("own") with an owner, an admin and a member, a public and a private project (each with the
 * default boards and statuses), an outsider and a site admin; on a fresh database per test file.
 */
export async function createFeedbackWorld() {
  const database: DatabaseHandle = await createTestDatabase()
  const db: Database = database.db
  const t = createTestAuth(database, { relaxedRateLimits: true, maxTeamsPerUser: 100 })
  const f = orgFixtures(database, t)
  const people = {
    owner: await f.newPerson('Olivia Owner'),
    admin: await f.newPerson('Adam Admin'),
    member: await f.newPerson('Mia Member'),
    outsider: await f.newPerson('Oscar Outsider'),
    siteAdmin: await f.newPerson('Sita Siteadmin', { siteRole: 'admin' }),
  } satisfies Record<Exclude<Persona, 'anonymous'>, Person>
  const org: Org = await f.createOrganization(people.owner, 'Feedback Team')
  await f.addMember(org, people.admin, 'admin')
  await f.addMember(org, people.member, 'member')
  const projects: Record<Visibility, ProjectRow> = {
    public: await f.insertProject(org, 'public'),
    private: await f.insertProject(org, 'private'),
  }

  const viewerOf = (who: Persona | Viewer | null): Viewer | null =>
    who === null || typeof who === 'object' ? who : who === 'anonymous' ? null : people[who].viewer

  /** What getFeedbackAccess gives this viewer on the project (throws NOT_FOUND when they may not read it). */
  const access = (who: Persona | Viewer | null, visibility: Visibility = 'public') =>
    getFeedbackAccess(db, viewerOf(who), { orgSlug: org.slug, projectSlug: projects[visibility].slug })

  /** The project's boards in order: the defaults are `[Feature requests, Bugs]`. */
  async function boardsOf(visibility: Visibility = 'public') {
    return db
      .select()
      .from(feedbackBoard)
      .where(eq(feedbackBoard.projectId, projects[visibility].id))
      .orderBy(asc(feedbackBoard.position), asc(feedbackBoard.createdAt))
  }

  async function defaultBoard(visibility: Visibility = 'public') {
    const [first] = await boardsOf(visibility)
    if (!first) throw new Error('The project has no boards')
    return first
  }

  /** A board straight into the database (setup only); `teamIds` limits a team-only board to those teams. */
  async function insertBoard(
    visibility: Visibility,
    name: string,
    teamOnly: boolean,
    teamIds: string[] = [],
  ) {
    const [row] = await db
      .insert(feedbackBoard)
      .values({ projectId: projects[visibility].id, name, teamOnly, teamIds, position: 50 })
      .returning()
    if (!row) throw new Error('board not inserted')
    return row
  }

  /** A team of the organisation straight into the database (setup only); `addToTeam` puts people in it. */
  async function insertTeam(name: string) {
    const id = `team-${crypto.randomUUID()}`
    await db.insert(team).values({ id, name, organizationId: org.id, createdAt: new Date() })
    return id
  }

  async function addToTeam(teamId: string, userId: string) {
    await db
      .insert(teamMember)
      .values({ id: `tm-${crypto.randomUUID()}`, teamId, userId, createdAt: new Date() })
  }

  const statusesOf = (visibility: Visibility = 'public') => listStatuses(db, projects[visibility].id)

  /**
   * Posts through createFeedback as this viewer. Setup posts many items, so the posting limit is cleared
   * first (the rate limit has its own test).
   */
  async function post(
    who: Persona | Viewer,
    title: string,
    options: { visibility?: Visibility; boardId?: string; details?: string } = {},
  ) {
    const visibility = options.visibility ?? 'public'
    await db.delete(rateLimit).where(like(rateLimit.key, 'feedback:%'))
    const boardId = options.boardId ?? (await defaultBoard(visibility)).id
    return createFeedback(db, await access(who, visibility), {
      boardId,
      title,
      details: options.details ?? '',
    })
  }

  /** The stored item row (counts as kept by the server). */
  async function itemRow(id: string) {
    const [row] = await db.select().from(feedbackItem).where(eq(feedbackItem.id, id))
    if (!row) throw new Error(`no item ${id}`)
    return row
  }

  let userCounter = 0
  /** A user straight into the database, for crowds (no password, no session: server modules take viewers). */
  async function insertUser(label: string, options: { memberOfOrg?: boolean } = {}): Promise<Viewer> {
    userCounter += 1
    const id = `user-${label}-${userCounter}-${Date.now().toString(36)}`
    const username = `${label}${userCounter}`.toLowerCase().replace(/[^a-z0-9_]/g, '')
    const email = `${username}@crowd.example`
    await db.insert(user).values({ id, name: `${label} ${userCounter}`, email, username })
    if (options.memberOfOrg) {
      await db.insert(member).values({
        id: `member-${id}`,
        organizationId: org.id,
        userId: id,
        role: 'member',
        createdAt: new Date(),
      })
    }
    return { userId: id, name: `${label} ${userCounter}`, email, username, image: null, role: null }
  }

  /** The newest live_event id, to read what a step emitted afterwards. */
  async function lastLiveEventId(): Promise<number> {
    const [row] = await db.select({ id: liveEvent.id }).from(liveEvent).orderBy(desc(liveEvent.id)).limit(1)
    return row?.id ?? 0
  }

  /** Live events written after `afterId`, oldest first, as `{ topic, type, payload }`. */
  async function liveEventsSince(afterId: number) {
    return db
      .select({ topic: liveEvent.topic, type: liveEvent.type, payload: liveEvent.payload })
      .from(liveEvent)
      .where(gt(liveEvent.id, afterId))
      .orderBy(asc(liveEvent.id))
  }

  return {
    database,
    db,
    t,
    f,
    people,
    org,
    projects,
    viewerOf,
    access,
    boardsOf,
    defaultBoard,
    insertBoard,
    insertTeam,
    addToTeam,
    statusesOf,
    post,
    itemRow,
    insertUser,
    lastLiveEventId,
    liveEventsSince,
    close: () => database.close(),
  }
}

export type FeedbackWorld = Awaited<ReturnType<typeof createFeedbackWorld>>
