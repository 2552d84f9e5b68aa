/**
 * Teams inside an organisation, through Better Auth's own endpoints with Parley's rules — the permission
 * table (owner and admin: create, update, delete; member: none) for owner, admin, member, outsider and
 * anonymous, with its denial messages; unique names; only members in teams; live news and access re-checks.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { team, teamMember } from '~/server/db/schema'
import { createDiscussionWorld, type DiscussionWorld } from '../helpers/discussion-world'

let w: DiscussionWorld
beforeAll(async () => {
  w = await createDiscussionWorld()
}, 120_000)
afterAll(() => w.close())

type Who = 'owner' | 'admin' | 'member' | 'outsider' | 'anonymous'
const WHO: Who[] = ['owner', 'admin', 'member', 'outsider', 'anonymous']
const cookieOf = (who: Who) => (who === 'anonymous' ? undefined : w.people[who].cookie)

async function createTeam(who: Who, name: string) {
  return w.t.request('/organization/create-team', {
    body: { name, organizationId: w.org.id },
    cookie: cookieOf(who),
  })
}

async function ownersTeam(name: string) {
  const response = await createTeam('owner', name)
  expect(response.status, response.text).toBe(200)
  return String(response.json?.id)
}

const expected = (who: Who) =>
  who === 'owner' || who === 'admin'
    ? { status: 200 }
    : who === 'anonymous'
      ? { status: 401 }
      : { status: 403, message: 'You are not allowed to access resource: team' }

function check(who: Who, response: { status: number; json: Record<string, unknown> | null; text: string }) {
  const want = expected(who)
  expect({ who, status: response.status }, response.text).toEqual({ who, status: want.status })
  if (want.message) expect(response.json?.message).toBe(want.message)
}

describe('the permission table on every team endpoint', () => {
  for (const who of WHO) {
    test(`${who}: create, rename, add and remove a member, delete`, async () => {
      const created = await createTeam(who, `Created by ${who}`)
      check(who, created)

      const teamId = await ownersTeam(`Renamed by ${who}`)
      check(
        who,
        await w.t.request('/organization/update-team', {
          body: { teamId, data: { name: `Now ${who}`, organizationId: w.org.id } },
          cookie: cookieOf(who),
        }),
      )
      check(
        who,
        await w.t.request('/organization/add-team-member', {
          body: { teamId, userId: w.people.member.viewer.userId, organizationId: w.org.id },
          cookie: cookieOf(who),
        }),
      )
      await w.t.request('/organization/add-team-member', {
        body: { teamId, userId: w.people.admin.viewer.userId, organizationId: w.org.id },
        cookie: w.people.owner.cookie,
      })
      check(
        who,
        await w.t.request('/organization/remove-team-member', {
          body: { teamId, userId: w.people.admin.viewer.userId, organizationId: w.org.id },
          cookie: cookieOf(who),
        }),
      )
      check(
        who,
        await w.t.request('/organization/remove-team', {
          body: { teamId, organizationId: w.org.id },
          cookie: cookieOf(who),
        }),
      )
      const [left] = await w.db.select().from(team).where(eq(team.id, teamId))
      expect(Boolean(left)).toBe(expected(who).status !== 200)
    })
  }
})

describe('rules', () => {
  test('names are unique in the organisation (as @handles) and need a letter or digit', async () => {
    await ownersTeam('Design')
    for (const name of ['design', ' DESIGN ', 'Design!']) {
      const again = await createTeam('owner', name)
      expect(again.status).toBe(400)
      expect(again.json?.message).toBe('A team with this name already exists')
    }
    expect((await createTeam('owner', '!!!')).json?.message).toBe(
      'Team names need at least one letter or digit',
    )
    expect((await createTeam('owner', 'x'.repeat(51))).status).toBe(400)

    // A team of another organisation named in the body does not move the check there: Better Auth creates the
    // team where `organizationId` says, so the name is checked against that organisation's teams.
    const other = await w.t.request('/organization/create', {
      body: { name: 'Other Org', slug: `other-${Date.now().toString(36)}` },
      cookie: w.people.owner.cookie,
    })
    expect(other.status, other.text).toBe(200)
    const elsewhere = await w.t.request('/organization/create-team', {
      body: { name: 'Elsewhere', organizationId: other.json?.id },
      cookie: w.people.owner.cookie,
    })
    expect(elsewhere.status, elsewhere.text).toBe(200)
    const smuggled = await w.t.request('/organization/create-team', {
      body: { name: 'design', organizationId: w.org.id, teamId: elsewhere.json?.id },
      cookie: w.people.owner.cookie,
    })
    expect(smuggled.json?.message).toBe('A team with this name already exists')
  })

  test('only members of the organisation can be put in a team', async () => {
    const teamId = await ownersTeam('Support')
    const outsider = await w.t.request('/organization/add-team-member', {
      body: { teamId, userId: w.people.outsider.viewer.userId, organizationId: w.org.id },
      cookie: w.people.owner.cookie,
    })
    expect(outsider.status).toBe(400)
    const rows = await w.db.select().from(teamMember).where(eq(teamMember.teamId, teamId))
    expect(rows).toEqual([])
  })

  test('changes are announced to the organisation and re-check the streams of the people concerned', async () => {
    const before = await w.lastLiveEventId()
    const teamId = await ownersTeam('Backend')
    await w.t.request('/organization/add-team-member', {
      body: { teamId, userId: w.people.member.viewer.userId, organizationId: w.org.id },
      cookie: w.people.owner.cookie,
    })
    await w.t.request('/organization/remove-team', {
      body: { teamId, organizationId: w.org.id },
      cookie: w.people.owner.cookie,
    })
    const events = await w.liveEventsSince(before)
    expect(events.filter((event) => event.type === 'org.teams.changed')).toHaveLength(3)
    const accessChecks = events.filter((event) => event.type === 'access.changed')
    expect(accessChecks.map((event) => event.payload)).toEqual([
      { userIds: [w.people.member.viewer.userId] },
      { userIds: [w.people.member.viewer.userId] },
    ])
  })
})
