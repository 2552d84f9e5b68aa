import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { feedbackBoard, projectSlugRedirect } from '~/server/db/schema'
import { apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/** The first resources of the public API: projects, their statuses and boards, the organisation's members. */
let w: FeedbackWorld
let call: ReturnType<typeof apiClient>
let key: TestApiKey
let project: string

type Row = Record<string, unknown>
const dataOf = (json: Row | null) => (json?.data ?? []) as Row[]

beforeAll(async () => {
  w = await createFeedbackWorld()
  call = apiClient(testApiApp(w.db))
  key = await insertApiKey(w.db, { organizationId: w.org.id })
  project = w.projects.public.slug
}, 120_000)

afterAll(async () => {
  await w?.close()
})

describe('projects', () => {
  test('the list pages through every project of the organisation with limit and cursor', async () => {
    for (let index = 0; index < 3; index++) await w.f.insertProject(w.org, 'private')
    const all = await call('GET', '/projects?limit=100', { key })
    expect(all.status).toBe(200)
    expect(dataOf(all.json)).toHaveLength(5)
    expect(all.json?.next_cursor).toBeNull()
    const seen: unknown[] = []
    let cursor: string | null = null
    do {
      const page: Awaited<ReturnType<typeof call>> = await call(
        'GET',
        `/projects?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { key },
      )
      expect(page.status).toBe(200)
      expect(dataOf(page.json).length).toBeLessThanOrEqual(2)
      seen.push(...dataOf(page.json).map((row) => row.id))
      cursor = page.json?.next_cursor as string | null
    } while (cursor)
    expect(seen).toEqual(dataOf(all.json).map((row) => row.id))
  })

  test('one project, in snake_case with ISO timestamps', async () => {
    const answer = await call('GET', `/projects/${project}`, { key })
    expect(answer.json).toEqual({
      id: w.projects.public.id,
      slug: project,
      name: w.projects.public.name,
      description: '',
      visibility: 'public',
      created_at: w.projects.public.createdAt.toISOString(),
      updated_at: expect.stringMatching(/Z$/),
    })
  })

  test('an old slug answers 308 to the project’s new address', async () => {
    await w.db.insert(projectSlugRedirect).values({
      organizationId: w.org.id,
      oldSlug: 'old-address',
      projectId: w.projects.public.id,
    })
    const answer = await call('GET', '/projects/old-address/boards?limit=1', { key })
    expect(answer.status).toBe(308)
    expect(answer.headers.get('location')).toBe(`/api/v1/projects/${project}/boards?limit=1`)
  })

  test('statuses, in the project’s order', async () => {
    const answer = await call('GET', `/projects/${project}/statuses`, { key })
    expect(answer.status).toBe(200)
    const names = (await w.statusesOf('public')).map((status) => status.name)
    expect(dataOf(answer.json).map((row) => row.name)).toEqual(names)
    expect(dataOf(answer.json)[0]).toHaveProperty('show_on_roadmap')
  })
})

describe('boards', () => {
  test('list, create (201 with Location), get, change and delete', async () => {
    const before = await call('GET', `/projects/${project}/boards`, { key })
    expect(dataOf(before.json).map((row) => row.name)).toEqual(['Feature requests', 'Bugs'])

    const created = await call('POST', `/projects/${project}/boards`, { key, body: { name: 'Integrations' } })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'Integrations',
      color: 'blue',
      team_only: false,
      item_count: 0,
    })
    const id = String(created.json?.id)
    expect(created.headers.get('location')).toBe(`/api/v1/projects/${project}/boards/${id}`)
    const [row] = await w.db.select().from(feedbackBoard).where(eq(feedbackBoard.id, id))
    expect(row?.projectId).toBe(w.projects.public.id)

    expect((await call('GET', `/projects/${project}/boards/${id}`, { key })).json).toMatchObject({ id })

    const changed = await call('PATCH', `/projects/${project}/boards/${id}`, {
      key,
      body: { description: 'Plugs into others', color: 'green' },
    })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({
      name: 'Integrations',
      description: 'Plugs into others',
      color: 'green',
    })

    const deleted = await call('DELETE', `/projects/${project}/boards/${id}`, { key })
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expect((await call('GET', `/projects/${project}/boards/${id}`, { key })).status).toBe(404)
  })

  test('a change leaves the fields it does not name as they were, a team-only board’s teams included', async () => {
    const teamId = await w.insertTeam('Designers')
    const created = await call('POST', `/projects/${project}/boards`, {
      key,
      body: { name: 'Design', team_only: true, team_ids: [teamId] },
    })
    expect(created.json).toMatchObject({ team_only: true, team_ids: [teamId] })
    const changed = await call('PATCH', `/projects/${project}/boards/${created.json?.id}`, {
      key,
      body: { name: 'Design system' },
    })
    expect(changed.json).toMatchObject({ name: 'Design system', team_only: true, team_ids: [teamId] })
  })

  test('a name already used is 409; invalid fields are 422 with their paths', async () => {
    const taken = await call('POST', `/projects/${project}/boards`, { key, body: { name: 'bugs' } })
    expect(taken.status).toBe(409)
    const invalid = await call('POST', `/projects/${project}/boards`, {
      key,
      body: { name: '', color: 'plaid', teamOnly: true },
    })
    expect(invalid.status).toBe(422)
    const paths = ((invalid.json?.errors ?? []) as { path: string }[]).map((error) => error.path).sort()
    expect(paths).toEqual(['body.color', 'body.name', 'body.teamOnly'])
  })

  test('a board with feedback is deleted only when told what becomes of it', async () => {
    const created = await call('POST', `/projects/${project}/boards`, { key, body: { name: 'Doomed' } })
    const id = String(created.json?.id)
    const target = await w.defaultBoard('public')
    await w.post('member', 'An idea', { boardId: id })
    const refused = await call('DELETE', `/projects/${project}/boards/${id}`, { key })
    expect(refused.status).toBe(409)
    expect(refused.json?.detail).toMatch(/1 item/)
    const both = await call(
      'DELETE',
      `/projects/${project}/boards/${id}?move_items_to=${target.id}&delete_items=true`,
      {
        key,
      },
    )
    expect(both.status).toBe(422)
    const moved = await call('DELETE', `/projects/${project}/boards/${id}?move_items_to=${target.id}`, {
      key,
    })
    expect(moved.status).toBe(204)
  })

  test('writing boards needs feedback:write; reading them projects:read', async () => {
    const reader = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['projects:read'] })
    expect((await call('GET', `/projects/${project}/boards`, { key: reader })).status).toBe(200)
    const refused = await call('POST', `/projects/${project}/boards`, { key: reader, body: { name: 'Nope' } })
    expect(refused.status).toBe(403)
    const [row] = await w.db.select().from(feedbackBoard).where(eq(feedbackBoard.name, 'Nope'))
    expect(row).toBeUndefined()
  })

  test('the key is the author of what it does: its service user is the actor', async () => {
    const created = await call('POST', `/projects/${project}/boards`, { key, body: { name: 'Authored' } })
    expect(created.status).toBe(201)
    const activity = await w.db.query.projectActivity.findFirst({
      where: (table, { eq: equals }) => equals(table.path, `feedback/boards/${created.json?.id}`),
    })
    expect(activity?.actorId).toBe(key.serviceUserId)
  })
})

describe('members', () => {
  test('every member with their role, paged; needs members:read', async () => {
    const answer = await call('GET', '/members?limit=2', { key })
    expect(answer.status).toBe(200)
    expect(dataOf(answer.json)).toHaveLength(2)
    const next = await call('GET', `/members?limit=2&cursor=${answer.json?.next_cursor}`, { key })
    const all = [...dataOf(answer.json), ...dataOf(next.json)]
    expect(all.map((row) => row.role).sort()).toEqual(['admin', 'member', 'owner'])
    expect(all.map((row) => row.user_id)).not.toContain(key.serviceUserId)
    expect(next.json?.next_cursor).toBeNull()
    const narrow = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['projects:read'] })
    expect((await call('GET', '/members', { key: narrow })).status).toBe(403)
  })
})
