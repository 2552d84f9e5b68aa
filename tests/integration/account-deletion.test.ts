import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { topicOf } from '~/lib/live-topics'
import type { DatabaseHandle } from '~/server/db/client.server'
import {
  account,
  invitation,
  liveEvent,
  member,
  organization,
  project,
  session,
  user,
} from '~/server/db/schema'
import { ACCESS_TOPIC } from '~/server/live/access-change.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { orgFixtures, type Person } from '../helpers/test-orgs'

/**
 * Deleting an account, with what it does to the user's organisations, is one transaction.
 * A failure forced in the middle (a trigger that raises, after the organisations were already deleted in
 * the same transaction) must leave every table exactly as it was.
 */
let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let f: ReturnType<typeof orgFixtures>
const PASSWORD = 'correct-horse-battery'

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
  f = orgFixtures(database, t)
  await database.db.execute(sql`
    CREATE FUNCTION parley_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'forced failure for the test'; END $$`)
})
afterAll(async () => {
  await database?.close()
})
afterEach(async () => {
  await database.db.execute(sql`DROP TRIGGER IF EXISTS refuse_user_delete ON "user"`)
  await database.db.execute(sql`DROP TRIGGER IF EXISTS refuse_live_event ON live_event`)
})

/** Everything a deletion touches, as it is now: compared whole before and after a failed attempt. */
async function snapshot() {
  const db = database.db
  return {
    users: await db.select().from(user).orderBy(asc(user.id)),
    sessions: await db.select().from(session).orderBy(asc(session.id)),
    accounts: await db.select().from(account).orderBy(asc(account.id)),
    organizations: await db.select().from(organization).orderBy(asc(organization.id)),
    members: await db.select().from(member).orderBy(asc(member.id)),
    projects: await db.select().from(project).orderBy(asc(project.id)),
    liveEvents: await db.select({ id: liveEvent.id }).from(liveEvent).orderBy(asc(liveEvent.id)),
  }
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>

/** A user alone in one team (with a project), and a plain member of another team someone else owns. */
async function personWithTeams() {
  const person = await f.newPerson('Leaving')
  const solo = await f.createOrganization(person, 'Solo team')
  const soloProject = await f.insertProject(solo, 'public')
  const owner = await f.newPerson('Owner')
  const shared = await f.createOrganization(owner, 'Shared team')
  await f.addMember(shared, person, 'member')
  return { person, solo, soloProject, shared }
}

const deleteDirectly = (person: Person) =>
  t.request('/delete-user', { body: { password: PASSWORD }, cookie: person.cookie })

describe('account deletion is all or nothing', () => {
  test('a failure while deleting the user row undoes the organisation clean-up already done', async () => {
    const { person } = await personWithTeams()
    await database.db.execute(
      sql.raw(`
      CREATE TRIGGER refuse_user_delete BEFORE DELETE ON "user"
      FOR EACH ROW WHEN (OLD.id = '${person.id}') EXECUTE FUNCTION parley_test_refuse()`),
    )
    const before = await snapshot()

    const attempt = await deleteDirectly(person)
    expect(attempt.status).toBeGreaterThanOrEqual(500)
    expect(await snapshot()).toEqual(before)
    // Still signed in, still a person with teams.
    expect((await t.request('/get-session', { cookie: person.cookie })).json).not.toBeNull()
  })

  test('a failure in the very last step (the live announcement) undoes the user delete too', async () => {
    const { person } = await personWithTeams()
    await database.db.execute(sql`
      CREATE TRIGGER refuse_live_event BEFORE INSERT ON live_event
      FOR EACH ROW EXECUTE FUNCTION parley_test_refuse()`)
    const before = await snapshot()

    const attempt = await deleteDirectly(person)
    expect(attempt.status).toBeGreaterThanOrEqual(500)
    expect(await snapshot()).toEqual(before)
  })

  test('the admin API takes the same single path', async () => {
    const admin = await f.newPerson('Site admin', { siteRole: 'admin' })
    const { person } = await personWithTeams()
    await database.db.execute(
      sql.raw(`
      CREATE TRIGGER refuse_user_delete BEFORE DELETE ON "user"
      FOR EACH ROW WHEN (OLD.id = '${person.id}') EXECUTE FUNCTION parley_test_refuse()`),
    )
    const before = await snapshot()

    const attempt = await t.request('/admin/remove-user', {
      body: { userId: person.id },
      cookie: admin.cookie,
    })
    expect(attempt.status).toBeGreaterThanOrEqual(500)
    // Better Auth's remove-user signs the user out (and announces that) before it deletes; what the
    // deletion itself would change is untouched.
    const withoutSignOut = ({ sessions: _sessions, liveEvents: _events, ...rest }: Snapshot) => rest
    expect(withoutSignOut(await snapshot())).toEqual(withoutSignOut(before))
    expect(await database.db.select().from(user).where(eq(user.id, person.id))).toHaveLength(1)
  })

  test('without a failure the account, its solo team with its projects, and its memberships go together, announced', async () => {
    const { person, solo, soloProject, shared } = await personWithTeams()
    const lastEventBefore = (await snapshot()).liveEvents.at(-1)?.id ?? 0

    const deleted = await deleteDirectly(person)
    expect(deleted.status, deleted.text).toBe(200)
    const rowsOf = async <T>(rows: Promise<T[]>) => (await rows).length
    expect(await rowsOf(database.db.select().from(user).where(eq(user.id, person.id)))).toBe(0)
    expect(await rowsOf(database.db.select().from(session).where(eq(session.userId, person.id)))).toBe(0)
    expect(await rowsOf(database.db.select().from(account).where(eq(account.userId, person.id)))).toBe(0)
    expect(await rowsOf(database.db.select().from(member).where(eq(member.userId, person.id)))).toBe(0)
    expect(await rowsOf(database.db.select().from(organization).where(eq(organization.id, solo.id)))).toBe(0)
    expect(await rowsOf(database.db.select().from(project).where(eq(project.id, soloProject.id)))).toBe(0)
    expect(await rowsOf(database.db.select().from(organization).where(eq(organization.id, shared.id)))).toBe(
      1,
    )

    const announced = await database.db
      .select({ topic: liveEvent.topic, type: liveEvent.type, payload: liveEvent.payload })
      .from(liveEvent)
      .where(sql`${liveEvent.id} > ${lastEventBefore}`)
      .orderBy(asc(liveEvent.id))
    expect(announced).toEqual(
      expect.arrayContaining([
        { topic: ACCESS_TOPIC, type: 'access.changed', payload: { everyone: true } },
        { topic: topicOf.org(shared.id), type: 'members.changed', payload: {} },
      ]),
    )
  })

  test('invitations the user sent and nobody answered pass to an owner; answered ones go with the account', async () => {
    const owner = await f.newPerson('Keeps the team')
    const person = await f.newPerson('Inviter who leaves')
    const team = await f.createOrganization(owner, 'Inviting team')
    await f.addMember(team, person, 'admin')
    const invite = async (email: string) => {
      const sent = await t.request('/organization/invite-member', {
        body: { email, role: 'member', organizationId: team.id },
        cookie: person.cookie,
      })
      expect(sent.status, sent.text).toBe(200)
      return sent.json?.id as string
    }
    const pending = await invite(`pending-${Date.now()}@example.com`)
    const answered = await invite(`answered-${Date.now()}@example.com`)
    await database.db.update(invitation).set({ status: 'rejected' }).where(eq(invitation.id, answered))

    const deleted = await deleteDirectly(person)
    expect(deleted.status, deleted.text).toBe(200)
    const left = await database.db
      .select({ id: invitation.id, inviterId: invitation.inviterId, status: invitation.status })
      .from(invitation)
      .where(eq(invitation.organizationId, team.id))
    expect(left).toEqual([{ id: pending, inviterId: owner.id, status: 'pending' }])
  })

  test('a sole owner of a team with other members is refused before anything is written', async () => {
    const person = await f.newPerson('Sole owner')
    const teammate = await f.newPerson('Teammate')
    const team = await f.createOrganization(person, 'Busy team')
    await f.addMember(team, teammate, 'member')
    await f.createOrganization(person, 'Own corner')
    const before = await snapshot()

    const refused = await deleteDirectly(person)
    expect(refused.status).toBe(400)
    expect(refused.json?.code).toBe('SOLE_OWNER_OF_ORGANIZATION')
    expect(await snapshot()).toEqual(before)

    const admin = await f.newPerson('Another admin', { siteRole: 'admin' })
    const beforeAdmin = await snapshot()
    const byAdmin = await t.request('/admin/remove-user', {
      body: { userId: person.id },
      cookie: admin.cookie,
    })
    expect(byAdmin.status).toBe(400)
    expect(byAdmin.json?.code).toBe('SOLE_OWNER_OF_ORGANIZATION')
    // Refused up front: not even the sessions were touched.
    expect(await snapshot()).toEqual(beforeAdmin)
  })
})
