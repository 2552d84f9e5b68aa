import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/** The public API's framework: authentication, scopes, the organisation's walls, problem details, routing. */
let w: FeedbackWorld
let call: ReturnType<typeof apiClient>
let key: TestApiKey
let otherOrgProject: string

beforeAll(async () => {
  w = await createFeedbackWorld()
  call = apiClient(testApiApp(w.db))
  key = await insertApiKey(w.db, { organizationId: w.org.id, createdBy: w.people.owner.id })
  const otherOrg = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  otherOrgProject = (await w.f.insertProject(otherOrg, 'public')).slug
}, 120_000)

afterAll(async () => {
  await w?.close()
})

function expectProblem(
  answer: { status: number; headers: Headers; json: Record<string, unknown> | null },
  status: number,
) {
  expect(answer.status).toBe(status)
  expect(answer.headers.get('content-type')).toBe('application/problem+json')
  expect(answer.json).toMatchObject({ status, type: expect.stringMatching(/^\/api\/docs#problem-/) })
  expect(typeof answer.json?.title).toBe('string')
  expect(typeof answer.json?.detail).toBe('string')
}

describe('authentication', () => {
  test('no Authorization header: 401 with a Bearer challenge and no error code', async () => {
    const answer = await call('GET', '/projects')
    expectProblem(answer, 401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="parley"')
  })

  test.each([
    ['malformed', 'Bearer not-a-key'],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['unknown', `Bearer parley_${'A'.repeat(43)}`],
  ])('%s: 401 invalid_token', async (_, authorization) => {
    const answer = await call('GET', '/projects', { key: authorization })
    expectProblem(answer, 401)
    expect(answer.headers.get('www-authenticate')).toMatch(/error="invalid_token"/)
  })

  test('revoked and expired keys are refused', async () => {
    const revoked = await insertApiKey(w.db, { organizationId: w.org.id, revokedAt: new Date() })
    const expired = await insertApiKey(w.db, {
      organizationId: w.org.id,
      expiresAt: new Date(Date.now() - 1000),
    })
    const a = await call('GET', '/projects', { key: revoked })
    expectProblem(a, 401)
    expect(a.json?.detail).toMatch(/revoked/)
    const b = await call('GET', '/projects', { key: expired })
    expectProblem(b, 401)
    expect(b.json?.detail).toMatch(/expired/)
  })

  test('a session cookie alone authenticates nothing', async () => {
    const answer = await call('GET', '/projects', { headers: { Cookie: w.people.owner.cookie } })
    expectProblem(answer, 401)
  })

  test('a valid key answers, with no CORS headers and no caching', async () => {
    const answer = await call('GET', '/projects', { key, headers: { Origin: 'https://evil.example' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

describe('scopes and walls', () => {
  test('a key without the operation’s scope gets 403 naming it', async () => {
    const narrow = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['feedback:read'] })
    const answer = await call('GET', '/projects', { key: narrow })
    expectProblem(answer, 403)
    expect(answer.json?.detail).toContain('projects:read')
    expect(answer.headers.get('www-authenticate')).toMatch(/insufficient_scope/)
  })

  test('another organisation’s project, even public, is 404', async () => {
    expectProblem(await call('GET', `/projects/${otherOrgProject}`, { key }), 404)
    expectProblem(await call('GET', `/projects/${otherOrgProject}/boards`, { key }), 404)
  })

  test('a key restricted to a project sees only that project', async () => {
    const restricted = await insertApiKey(w.db, { organizationId: w.org.id, projectId: w.projects.public.id })
    expectProblem(await call('GET', `/projects/${w.projects.private.slug}`, { key: restricted }), 404)
    const own = await call('GET', `/projects/${w.projects.public.slug}`, { key: restricted })
    expect(own.status).toBe(200)
    const list = await call('GET', '/projects', { key: restricted })
    expect((list.json?.data as { slug: string }[] | undefined)?.map((p) => p.slug)).toEqual([
      w.projects.public.slug,
    ])
  })

  test('a key sees private projects of its organisation, as an admin does', async () => {
    const answer = await call('GET', `/projects/${w.projects.private.slug}`, { key })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ slug: w.projects.private.slug, visibility: 'private' })
  })
})

describe('routing', () => {
  test('an unknown path is a 404 problem, a known path with another method a 405 with Allow', async () => {
    expectProblem(await call('GET', '/nothing-here', { key }), 404)
    expectProblem(await call('GET', '/projects/a/b/c/d/e', { key }), 404)
    const wrong = await call('PUT', '/projects', { key })
    expectProblem(wrong, 405)
    expect(wrong.headers.get('allow')).toBe('GET')
    const board = await call('POST', '/projects/x/boards/y', { key, body: {} })
    expect(board.headers.get('allow')).toBe('GET, PATCH, DELETE')
  })

  test('a percent-encoded slug is decoded; a broken encoding is a 404', async () => {
    const answer = await call('GET', `/projects/${encodeURIComponent(w.projects.public.slug)}`, { key })
    expect(answer.status).toBe(200)
    expectProblem(await call('GET', '/projects/%E0%A4%A', { key }), 404)
  })
})
