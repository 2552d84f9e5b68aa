import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { project } from '~/server/db/schema'
import { listPublicTeamsOfUser } from '~/server/organization-queries.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { orgFixtures } from '../helpers/test-orgs'

let database: DatabaseHandle
let f: ReturnType<typeof orgFixtures>

beforeAll(async () => {
  database = await createTestDatabase()
  f = orgFixtures(database, createTestAuth(database, { relaxedRateLimits: true, maxTeamsPerUser: 100 }))
})
afterAll(() => database.close())

describe('listPublicTeamsOfUser (the public profile’s organisations)', () => {
  test('lists, once each and by name, the user’s organisations that show a public project', async () => {
    const person = await f.newPerson('profiled')
    const host = await f.newPerson('host')

    const owned = await f.createOrganization(person, 'Beta Owned')
    await f.insertProject(owned, 'public')
    await f.insertProject(owned, 'public')
    await f.insertProject(owned, 'private')
    const joined = await f.createOrganization(host, 'Alpha Joined')
    await f.addMember(joined, person, 'member')
    await f.insertProject(joined, 'public')
    const secretive = await f.createOrganization(person, 'Gamma Private Only')
    await f.insertProject(secretive, 'private')
    await f.createOrganization(person, 'Delta Empty')
    const notMine = await f.createOrganization(host, 'Epsilon Not Mine')
    await f.insertProject(notMine, 'public')

    expect(await listPublicTeamsOfUser(database.db, person.id)).toEqual([
      { name: 'Alpha Joined', slug: joined.slug, logo: null },
      { name: 'Beta Owned', slug: owned.slug, logo: null },
    ])
  })

  test('an organisation drops off when its last public project turns private', async () => {
    const person = await f.newPerson('fading')
    const org = await f.createOrganization(person, 'Fading')
    const shown = await f.insertProject(org, 'public')
    expect(await listPublicTeamsOfUser(database.db, person.id)).toHaveLength(1)
    await database.db.update(project).set({ visibility: 'private' }).where(eq(project.id, shown.id))
    expect(await listPublicTeamsOfUser(database.db, person.id)).toEqual([])
  })
})
