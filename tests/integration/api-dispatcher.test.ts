import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { createApiDispatcher } from '~/server/api/dispatcher.server'
import { runIdempotently } from '~/server/api/idempotency.server'
import { defineOperation } from '~/server/api/operation'
import { ApiProblem } from '~/server/api/problem'
import { MovedError } from '~/server/authz.server'
import { AppError } from '~/server/errors'
import { API_TEST_BASE_URL, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/** The dispatcher with operations made for the test: errors, answers that break their schema, retries in flight. */
let w: FeedbackWorld
let key: TestApiKey

beforeAll(async () => {
  w = await createFeedbackWorld()
  key = await insertApiKey(w.db, { organizationId: w.org.id })
}, 120_000)

afterAll(async () => {
  await w?.close()
})

const failing = (error: unknown) =>
  defineOperation({
    id: 'fails',
    method: 'GET',
    path: '/fails',
    scope: 'projects:read',
    tags: ['Test'],
    summary: 'Fails',
    response: z.object({ ok: z.boolean() }),
    status: 200,
    handler: async () => {
      throw error
    },
  })

async function send(
  operations: Parameters<typeof createApiDispatcher>[0],
  path: string,
  requestId = 'req-1',
) {
  const app = testApiApp(w.db)
  const log = vi.spyOn(app.logger, 'error').mockImplementation(() => {})
  const response = await createApiDispatcher(operations)(
    new Request(`${API_TEST_BASE_URL}/api/v1${path}`, { headers: { Authorization: key.authorization } }),
    app,
    requestId,
  )
  const logged = log.mock.calls.map(([fields]) => {
    const { err, ...rest } = fields as { err?: Error }
    return JSON.stringify({ ...rest, error: err?.message })
  })
  log.mockRestore()
  return { response, json: (await response.json()) as Record<string, unknown>, logged }
}

describe('errors', () => {
  test('an unexpected error is a 500 that tells nothing but the request id, and is logged with it', async () => {
    const { response, json, logged } = await send(
      [failing(new Error('secret internals'))],
      '/fails',
      'req-42',
    )
    expect(response.status).toBe(500)
    expect(json).toMatchObject({ status: 500, type: '/api/docs#problem-internal-error' })
    expect(JSON.stringify(json)).not.toContain('secret internals')
    expect(json.detail).toContain('req-42')
    expect(logged.some((line) => line.includes('req-42') && line.includes('secret internals'))).toBe(true)
  })

  test.each([
    ['NOT_FOUND', 404],
    ['FORBIDDEN', 403],
    ['CONFLICT', 409],
    ['TOO_MANY_REQUESTS', 429],
    ['PAYLOAD_TOO_LARGE', 413],
    ['BAD_REQUEST', 400],
    ['SERVICE_UNAVAILABLE', 503],
  ] as const)('AppError %s is a %i problem', async (code, status) => {
    const { response, json } = await send([failing(new AppError(code, 'Told why'))], '/fails')
    expect(response.status).toBe(status)
    expect(json).toMatchObject({ status, detail: 'Told why' })
  })

  test('a moved address the operation cannot rewrite is a 404 naming the new one', async () => {
    const { response, json } = await send([failing(new MovedError('new-place'))], '/fails')
    expect(response.status).toBe(404)
    expect(json.detail).toContain('new-place')
  })

  test('BAD_REQUEST with field errors is 422, the fields in snake_case under body', async () => {
    const { response, json } = await send(
      [failing(new AppError('BAD_REQUEST', 'Nope', { moveItemsTo: ['Choose another board'] }))],
      '/fails',
    )
    expect(response.status).toBe(422)
    expect(json.errors).toEqual([{ path: 'body.move_items_to', message: 'Choose another board' }])
  })

  test('an answer that breaks its own schema is caught outside production', async () => {
    const broken = defineOperation({
      id: 'broken',
      method: 'GET',
      path: '/broken',
      scope: 'projects:read',
      tags: ['Test'],
      summary: 'Broken',
      response: z.object({ ok: z.boolean() }),
      status: 200,
      handler: async () => ({ ok: 'yes' }) as unknown as { ok: boolean },
    })
    const { response, logged } = await send([broken], '/broken')
    expect(response.status).toBe(500)
    expect(logged.join()).toContain('broken answered outside its response schema')
  })
})

describe('definitions', () => {
  test('params must name the path’s parameters; two operations may not answer one route', () => {
    expect(() =>
      defineOperation({
        id: 'x',
        method: 'GET',
        path: '/projects/{project}',
        scope: 'projects:read',
        tags: [],
        summary: 'x',
        params: z.object({ slug: z.string() }),
        response: z.object({}),
        handler: async () => ({}),
      }),
    ).toThrow(/path's parameters/)
    const one = failing(new Error('x'))
    expect(() => createApiDispatcher([one, { ...one, id: 'other' }])).toThrow(/answer GET/)
  })
})

describe('idempotency in flight', () => {
  test('a retry that outwaits a first request still running is 409 with Retry-After', async () => {
    let finish: (response: Response) => void = () => {}
    const scope = { keyId: key.id, idempotencyKey: 'slow', requestHash: 'h' }
    const first = runIdempotently(w.db, scope, () => new Promise<Response>((resolve) => (finish = resolve)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const retry = await runIdempotently(w.db, scope, async () => new Response('ran twice'), 200).catch(
      (error: unknown) => error,
    )
    expect(retry).toBeInstanceOf(ApiProblem)
    expect((retry as ApiProblem).kind).toBe('conflict')
    expect((retry as ApiProblem).headers).toEqual({ 'Retry-After': '1' })
    finish(new Response('first', { status: 201 }))
    expect(await (await first).text()).toBe('first')
    const replay = await runIdempotently(w.db, scope, async () => new Response('ran twice'))
    expect(await replay.text()).toBe('first')
  })
})
