import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { searchMentionCandidatesSchema } from '~/features/mentions/mentions.schemas'
import { searchProjectMentionCandidates } from '~/features/mentions/mentions.server'
import { extractMentions, MAX_MENTIONS_NOTIFIED } from '~/lib/mentions'
import type { DatabaseHandle } from '~/server/db/client.server'
import { projectSlugRedirect, user } from '~/server/db/schema'
import { resolveMentions, searchMentionCandidates } from '~/server/mention-lookup.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { expectAppError, type Org, orgFixtures, outcome, type Person } from '../helpers/test-orgs'

let database: DatabaseHandle
let f: ReturnType<typeof orgFixtures>
let owner: Person
let admin: Person
let memberAlice: Person
let participant: Person
let outsider: Person
let siteAdmin: Person
let otherOrgMember: Person
let org: Org
let publicProject: { slug: string }
let privateProject: { slug: string }

async function person(label: string, username: string | null, options: { siteRole?: string } = {}) {
  const created = await f.newPerson(label, options)
  await database.db.update(user).set({ username, displayUsername: username }).where(eq(user.id, created.id))
  return { ...created, viewer: { ...created.viewer, username } }
}

beforeAll(async () => {
  database = await createTestDatabase()
  f = orgFixtures(database, createTestAuth(database, { relaxedRateLimits: true, maxTeamsPerUser: 100 }))
  owner = await person('Olivia Owner', 'olivia')
  admin = await person('Adam Admin', 'adam')
  memberAlice = await person('Alice Liddell', 'alice')
  participant = await person('Alfred Guest', 'alfred')
  outsider = await person('Oscar Outsider', 'oscar')
  siteAdmin = await person('Sita Admin', 'sita', { siteRole: 'admin' })
  otherOrgMember = await person('Albert Other', 'albert')
  org = await f.createOrganization(owner, 'Mentions Team')
  await f.addMember(org, admin, 'admin')
  await f.addMember(org, memberAlice, 'member')
  const other = await f.createOrganization(otherOrgMember, 'Other Team')
  await f.insertProject(other, 'public')
  publicProject = await f.insertProject(org, 'public')
  privateProject = await f.insertProject(org, 'private')
})
afterAll(() => database.close())

const usernames = (rows: { username: string }[]) => rows.map((row) => row.username)

describe('resolveMentions', () => {
  test('the existing users, in the order written, once each, whatever the case', async () => {
    const found = await resolveMentions(database.db, ['Alice', 'nobody-here', 'adam', 'alice'], () => true)
    expect(found).toEqual([
      { id: memberAlice.id, username: 'alice', name: 'Alice Liddell', image: null },
      { id: admin.id, username: 'adam', name: 'Adam Admin', image: null },
    ])
  })

  test('only people who may be notified (sync or async rule)', async () => {
    const members = new Set([owner.id, admin.id, memberAlice.id])
    const sync = await resolveMentions(database.db, ['alice', 'oscar', 'adam'], (id) => members.has(id))
    expect(usernames(sync)).toEqual(['alice', 'adam'])
    const asked: string[] = []
    const async = await resolveMentions(database.db, ['oscar', 'alice'], async (id) => {
      asked.push(id)
      return id === outsider.id
    })
    expect(usernames(async)).toEqual(['oscar'])
    expect(asked).toEqual([outsider.id, memberAlice.id])
  })

  test('invalid and reserved usernames are ignored without a lookup', async () => {
    expect(await resolveMentions(database.db, ['ab', 'admin', "o'brien", ''], () => true)).toEqual([])
  })

  test('from markdown: code and e-mail addresses do not mention', async () => {
    const source = 'Thanks @Alice! `@adam` wrote to oscar@example.com\n\n```\n@olivia\n```\ncc @sita'
    const found = await resolveMentions(database.db, extractMentions(source), () => true)
    expect(usernames(found)).toEqual(['alice', 'sita'])
  })

  test(`at most ${MAX_MENTIONS_NOTIFIED} usernames of one text are resolved`, async () => {
    const many = Array.from({ length: MAX_MENTIONS_NOTIFIED + 5 }, (_, index) => `crowd-${index}`)
    await database.db.insert(user).values(
      many.map((username) => ({
        id: `id-${username}`,
        name: username,
        email: `${username}@parley.example`,
        username,
      })),
    )
    let asked = 0
    const found = await resolveMentions(database.db, many, () => {
      asked += 1
      return true
    })
    expect(found).toHaveLength(MAX_MENTIONS_NOTIFIED)
    expect(asked).toBe(MAX_MENTIONS_NOTIFIED)
    expect(found[0]?.username).toBe('crowd-0')
  })
})

describe('searchMentionCandidates', () => {
  const search = (query: string, extra: { participantIds?: string[]; limit?: number } = {}) =>
    searchMentionCandidates(database.db, { organizationId: org.id, query, ...extra })

  test('organisation members match by username or name prefix, case-insensitively', async () => {
    expect(usernames(await search('al'))).toEqual(['alice'])
    expect(usernames(await search('AD'))).toEqual(['adam'])
    // The prefix of a later word in the name.
    expect(usernames(await search('lidd'))).toEqual(['alice'])
    // Not an infix.
    expect(usernames(await search('lic'))).toEqual([])
  })

  test('participants are found too, after the members; other people are not', async () => {
    const rows = await search('al', { participantIds: [participant.id] })
    expect(rows.map((row) => [row.username, row.isMember])).toEqual([
      ['alice', true],
      ['alfred', false],
    ])
    // Albert shares the prefix but is neither a member nor a participant here.
    expect(usernames(rows)).not.toContain('albert')
  })

  test('an empty query (or a bare @) lists the people in reach, members first', async () => {
    const rows = await search('@', { participantIds: [outsider.id] })
    expect(usernames(rows)).toEqual(['adam', 'alice', 'olivia', 'oscar'])
  })

  test('an exact username comes before other prefix matches', async () => {
    const extra = await person('Ada Lovelace', 'ada-l')
    await f.addMember(org, extra, 'member')
    const exact = await person('Somebody', 'ada')
    await f.addMember(org, exact, 'member')
    expect(usernames(await search('ada'))).toEqual(['ada', 'ada-l', 'adam'])
  })

  test('LIKE wildcards in the query match literally', async () => {
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
    expect(await search('a\\')).toEqual([])
  })

  test('people without a username and banned people are not offered', async () => {
    const nameless = await person('Alma Nameless', null)
    await f.addMember(org, nameless, 'member')
    const banned = await person('Alba Banned', 'alba')
    await f.addMember(org, banned, 'member')
    await database.db.update(user).set({ banned: true }).where(eq(user.id, banned.id))
    expect(usernames(await search('al'))).toEqual(['alice'])
    // A ban that has ended no longer hides anyone.
    await database.db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 60_000) })
      .where(eq(user.id, banned.id))
    expect(usernames(await search('al'))).toEqual(['alba', 'alice'])
    // Banned again for good: later tests expect Alba to stay out of reach.
    await database.db.update(user).set({ banExpires: null }).where(eq(user.id, banned.id))
    expect(usernames(await search('al'))).toEqual(['alice'])
  })

  test('the limit is kept and clamped', async () => {
    expect(await search('', { limit: 2 })).toHaveLength(2)
    expect((await search('', { limit: 0 })).length).toBe(1)
    expect((await search('', { limit: 1000 })).length).toBeLessThanOrEqual(20)
  })
})

describe('searchProjectMentionCandidates (the server function)', () => {
  const input = (projectSlug: string, query = '', participantIds?: string[]) =>
    searchMentionCandidatesSchema.parse({ orgSlug: org.slug, projectSlug, query, participantIds })

  test('anonymous viewers are asked to sign in, on public and private projects', async () => {
    await expectAppError(
      searchProjectMentionCandidates(database.db, null, input(publicProject.slug)),
      'UNAUTHORIZED',
      'Not authorized',
    )
    await expectAppError(
      searchProjectMentionCandidates(database.db, null, input(privateProject.slug)),
      'UNAUTHORIZED',
    )
  })

  test('who may ask, by project visibility', async () => {
    const ask = (who: Person, slug: string) =>
      outcome(searchProjectMentionCandidates(database.db, who.viewer, input(slug, 'a')))
    const matrix = { owner, admin, member: memberAlice, outsider, siteAdmin }
    const results: Record<string, [string, string]> = {}
    for (const [name, who] of Object.entries(matrix))
      results[name] = [await ask(who, publicProject.slug), await ask(who, privateProject.slug)]
    expect(results).toEqual({
      owner: ['ok', 'ok'],
      admin: ['ok', 'ok'],
      member: ['ok', 'ok'],
      outsider: ['ok', 'NOT_FOUND'],
      siteAdmin: ['ok', 'ok'],
    })
  })

  test('unknown organisations and projects are not found', async () => {
    await expectAppError(
      searchProjectMentionCandidates(database.db, owner.viewer, {
        ...input(publicProject.slug),
        orgSlug: 'no-such-org',
      }),
      'NOT_FOUND',
    )
    await expectAppError(
      searchProjectMentionCandidates(database.db, owner.viewer, input('no-such-project')),
      'NOT_FOUND',
    )
  })

  test('an old project slug answers not found instead of a redirect', async () => {
    const project = await f.insertProject(org, 'public')
    await database.db
      .insert(projectSlugRedirect)
      .values({ organizationId: org.id, oldSlug: 'old-mentions-slug', projectId: project.id })
    await expectAppError(
      searchProjectMentionCandidates(database.db, owner.viewer, input('old-mentions-slug')),
      'NOT_FOUND',
    )
  })

  test('public profile fields only: never an e-mail address or an id', async () => {
    const rows = await searchProjectMentionCandidates(
      database.db,
      outsider.viewer,
      input(publicProject.slug, 'al', [participant.id]),
    )
    expect(rows).toEqual([
      { username: 'alice', name: 'Alice Liddell', image: null },
      { username: 'alfred', name: 'Alfred Guest', image: null },
    ])
    expect(JSON.stringify(rows)).not.toContain('@parley.example')
  })

  test('the input schema: slugs lower-cased, query and participant lists bounded', () => {
    expect(searchMentionCandidatesSchema.parse({ orgSlug: ' Team ', projectSlug: 'P' })).toEqual({
      orgSlug: 'team',
      projectSlug: 'p',
      query: '',
    })
    expect(
      searchMentionCandidatesSchema.safeParse({ orgSlug: 'a', projectSlug: 'b', query: 'x'.repeat(65) })
        .success,
    ).toBe(false)
    expect(
      searchMentionCandidatesSchema.safeParse({
        orgSlug: 'a',
        projectSlug: 'b',
        participantIds: Array.from({ length: 51 }, (_, index) => `id-${index}`),
      }).success,
    ).toBe(false)
    expect(searchMentionCandidatesSchema.safeParse({ orgSlug: '', projectSlug: 'b' }).success).toBe(false)
  })
})
