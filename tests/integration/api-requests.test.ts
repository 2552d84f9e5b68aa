import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { handleApiV1Request } from '~/api/v1/handle.server'
import { sweepIdempotencyRecords } from '~/server/api/idempotency.server'
import { apiIdempotency, feedbackBoard } from '~/server/db/schema'
import { API_TEST_BASE_URL, apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/** What the public API does with the requests it is sent: bodies, queries, retries, limits, and nonsense. */
let w: FeedbackWorld
let call: ReturnType<typeof apiClient>
let key: TestApiKey
let boards: string

beforeAll(async () => {
  w = await createFeedbackWorld()
  call = apiClient(testApiApp(w.db))
  key = await insertApiKey(w.db, { organizationId: w.org.id })
  boards = `/projects/${w.projects.public.slug}/boards`
}, 120_000)

afterAll(async () => {
  await w?.close()
})

const boardsNamed = async (name: string) =>
  w.db.select().from(feedbackBoard).where(eq(feedbackBoard.name, name))

describe('bodies and queries', () => {
  test('a body that is not JSON is 400; one not declared JSON is 415', async () => {
    const broken = await call('POST', boards, {
      key,
      body: '{"name": ',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect(broken.json?.type).toBe('/api/docs#problem-bad-request')
    const form = await call('POST', boards, {
      key,
      body: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    const charset = await call('POST', boards, {
      key,
      body: JSON.stringify({ name: 'With charset' }),
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })
    expect(charset.status).toBe(201)
  })

  test('a body over 1 MiB is 413, refused without reading it all', async () => {
    const huge = JSON.stringify({ name: 'x', description: 'y'.repeat(2 * 1024 * 1024) })
    const answer = await call('POST', boards, {
      key,
      body: huge,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(answer.status).toBe(413)
    // Without a declared length too: the stream is cut at the limit.
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        if (sent > 8 * 1024 * 1024) controller.close()
        else controller.enqueue(new Uint8Array(64 * 1024).fill(32))
      },
    })
    const request = new Request(`${API_TEST_BASE_URL}/api/v1${boards}`, {
      method: 'POST',
      headers: { Authorization: key.authorization, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const streamed = await handleApiV1Request(request, testApiApp(w.db))
    expect(streamed.status).toBe(413)
    expect(sent).toBeLessThan(4 * 1024 * 1024)
  })

  test('unknown fields are refused, in the body and the query', async () => {
    const body = await call('POST', boards, { key, body: { name: 'Extra', colour: 'red' } })
    expect(body.status).toBe(422)
    expect(body.json?.errors).toEqual([{ path: 'body.colour', message: 'Unknown field' }])
    expect(await boardsNamed('Extra')).toEqual([])
    const query = await call('GET', '/projects?sort=name', { key })
    expect(query.status).toBe(422)
    expect(query.json?.errors).toEqual([{ path: 'query.sort', message: 'Unknown field' }])
  })

  test.each(['0', '101', 'abc', '1.5', ''])('limit=%s is 422', async (limit) => {
    const answer = await call('GET', `/projects?limit=${limit}`, { key })
    expect(answer.status).toBe(422)
    expect(((answer.json?.errors ?? []) as { path: string }[])[0]?.path).toBe('query.limit')
  })

  test.each([
    'nonsense',
    Buffer.from('["x"]').toString('base64url'),
    Buffer.from('[1e400, "x"]').toString('base64url'),
    Buffer.from('[-1, "x"]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
    'a'.repeat(1001),
  ])('a cursor the list did not give out (%s) is 400', async (cursor) => {
    for (const path of ['/projects', '/members', boards]) {
      const answer = await call('GET', `${path}?cursor=${cursor}`, { key })
      expect([400, 422]).toContain(answer.status)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
    }
  })

  test('a PATCH with nothing to change is 422', async () => {
    const [board] = await w.boardsOf('public')
    const answer = await call('PATCH', `${boards}/${board?.id}`, { key, body: {} })
    expect(answer.status).toBe(422)
  })
})

describe('fuzzing: nothing a client sends makes a 5xx', () => {
  const values = [
    null,
    true,
    0,
    -1,
    1e308,
    '',
    ' ',
    'x'.repeat(5000),
    [],
    {},
    [1, 2],
    { a: 1 },
    '\u0000',
    '😀',
  ]
  test('every field of every write with every wrong value', async () => {
    const [board] = await w.boardsOf('public')
    const targets = [
      { method: 'POST', path: boards },
      { method: 'PATCH', path: `${boards}/${board?.id}` },
    ]
    const statuses = new Set<number>()
    for (const { method, path } of targets) {
      for (const field of [
        'name',
        'description',
        'color',
        'team_only',
        'team_ids',
        '__proto__',
        'constructor',
      ]) {
        for (const value of values) {
          const answer = await call(method, path, { key, body: { [field]: value } })
          statuses.add(answer.status)
          expect(answer.status, `${method} ${field}=${JSON.stringify(value)}`).toBeLessThan(500)
        }
      }
      for (const raw of [
        'null',
        '[]',
        '"x"',
        '1',
        'true',
        '{"name":"a","name":"b"}',
        '\u0000',
        '{"a":'.repeat(500),
      ]) {
        const answer = await call(method, path, {
          key,
          body: raw,
          headers: { 'Content-Type': 'application/json' },
        })
        statuses.add(answer.status)
        expect(answer.status, `${method} ${raw.slice(0, 20)}`).toBeLessThan(500)
      }
    }
    expect([...statuses].every((status) => status < 500)).toBe(true)
  })

  test('odd paths and queries', async () => {
    const paths = [
      '/',
      '',
      '/projects/',
      '//projects',
      '/projects/../members',
      '/projects/%2e%2e/boards',
      '/projects/%00',
      `/projects/${'a'.repeat(5000)}`,
      `/projects/${w.projects.public.slug}/boards/${'b'.repeat(300)}`,
      `/projects/${w.projects.public.slug}/boards/%ZZ`,
      '/projects?limit=1&limit=2',
      '/projects?cursor=',
      '/openapi.json/x',
      '/members?limit=%00',
    ]
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']) {
        const answer = await call(method, path, { key })
        expect(answer.status, `${method} ${path}`).toBeLessThan(500)
        expect(answer.headers.get('content-type'), `${method} ${path}`).toMatch(/json/)
      }
    }
  })
})

describe('idempotency', () => {
  const post = (idempotencyKey: string, body: unknown) =>
    call('POST', boards, { key, body, headers: { 'Idempotency-Key': idempotencyKey } })

  test('a retry gets the first answer and writes nothing again', async () => {
    const first = await post('release-1', { name: 'Once' })
    expect(first.status).toBe(201)
    const again = await post('release-1', { name: 'Once' })
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    expect(again.headers.get('location')).toBe(first.headers.get('location'))
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await boardsNamed('Once')).toHaveLength(1)
  })

  test('the same key with another body is 422; another key is another request', async () => {
    await post('release-2', { name: 'Twice' })
    const other = await post('release-2', { name: 'Something else' })
    expect(other.status).toBe(422)
    expect(await boardsNamed('Something else')).toEqual([])
    const anotherKey = await insertApiKey(w.db, { organizationId: w.org.id })
    const separate = await call('POST', boards, {
      key: anotherKey,
      body: { name: 'Twice' },
      headers: { 'Idempotency-Key': 'release-2' },
    })
    expect(separate.status).toBe(409) // a new write with the same board name, not a replay
  })

  test('two at once: one runs, the other waits and replays its answer', async () => {
    const [a, b] = await Promise.all([
      post('release-3', { name: 'Raced' }),
      post('release-3', { name: 'Raced' }),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.json).toEqual(b.json)
    expect(await boardsNamed('Raced')).toHaveLength(1)
  })

  test('a failed request keeps nothing: its retry runs again', async () => {
    const refused = await post('release-4', { name: 'bugs' })
    expect(refused.status).toBe(409)
    const rows = await w.db
      .select()
      .from(apiIdempotency)
      .where(eq(apiIdempotency.idempotencyKey, 'release-4'))
    expect(rows).toEqual([])
  })

  test('a key of the wrong shape is refused', async () => {
    expect((await post('', { name: 'Empty key' })).status).toBe(422)
    expect((await post('x'.repeat(256), { name: 'Long key' })).status).toBe(422)
    expect(await boardsNamed('Long key')).toEqual([])
  })

  test('records older than 24 hours are swept', async () => {
    await post('release-5', { name: 'Old' })
    expect(await sweepIdempotencyRecords(w.db, Date.now() + 25 * 60 * 60 * 1000)).toBeGreaterThan(0)
    const rows = await w.db
      .select()
      .from(apiIdempotency)
      .where(eq(apiIdempotency.idempotencyKey, 'release-5'))
    expect(rows).toEqual([])
  })
})

describe('rate limits', () => {
  test('every answer says where the key stands; past the limit, 429 with Retry-After', async () => {
    const limited = apiClient(testApiApp(w.db, { API_RATE_LIMIT_PER_MINUTE: '3' }))
    const own = await insertApiKey(w.db, { organizationId: w.org.id })
    const answers = []
    for (let index = 0; index < 4; index++) answers.push(await limited('GET', '/projects', { key: own }))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
    expect(answers[0]?.headers.get('ratelimit-policy')).toBe('"default";q=3;w=60')
    expect(answers[0]?.headers.get('ratelimit')).toMatch(/^"default";r=2;t=(60|59)$/)
    expect(answers[2]?.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/)
    const refused = answers[3]
    expect(refused?.json?.type).toBe('/api/docs#problem-too-many-requests')
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Keys are counted apart.
    const another = await insertApiKey(w.db, { organizationId: w.org.id })
    expect((await limited('GET', '/projects', { key: another })).status).toBe(200)
  })

  test('refusals after the count carry the headers too', async () => {
    const own = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['members:read'] })
    const invalid = await call('GET', '/members?limit=0', { key: own })
    expect(invalid.status).toBe(422)
    expect(invalid.headers.get('ratelimit')).toMatch(/^"default";r=599;t=\d+$/)
    const forbidden = await call('GET', '/projects', { key: own })
    expect(forbidden.status).toBe(403)
    expect(forbidden.headers.get('ratelimit')).toMatch(/^"default";r=598;t=\d+$/)
  })

  test('RATE_LIMIT_ENABLED=false turns them off', async () => {
    const unlimited = apiClient(
      testApiApp(w.db, { API_RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_ENABLED: 'false' }),
    )
    const own = await insertApiKey(w.db, { organizationId: w.org.id })
    for (let index = 0; index < 3; index++) {
      const answer = await unlimited('GET', '/projects', { key: own })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('ratelimit')).toBeNull()
    }
  })
})
