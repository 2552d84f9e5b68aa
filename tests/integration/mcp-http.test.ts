import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { protectedResourceMetadataUrl } from '~/api/mcp/authenticate.server'
import { handleMcpRequest } from '~/api/mcp/handle.server'
import { mcpTools } from '~/api/mcp/tools.server'
import { rateLimit } from '~/server/db/schema'
import { insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { connectMcp, MCP_TEST_URL } from '../helpers/mcp-client'

/**
 * /api/mcp as HTTP: what is answered before any JSON-RPC is read (the method, the Origin, the token, the rate
 * limit), and the tools' list, whose names and required arguments are a contract with every client.
 */

let w: FeedbackWorld
let key: TestApiKey

beforeAll(async () => {
  w = await createFeedbackWorld()
  key = await insertApiKey(w.db, { organizationId: w.org.id, name: 'Assistant' })
}, 120_000)

afterAll(async () => {
  await w?.close()
})

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
}

function post(body: unknown, headers: Record<string, string> = {}, app = testApiApp(w.db)) {
  return handleMcpRequest(
    new Request(MCP_TEST_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify(body),
    }),
    app,
  )
}

describe('before JSON-RPC', () => {
  test('GET and DELETE are 405 with Allow: POST (stateless: no stream, no session)', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await handleMcpRequest(
        new Request(MCP_TEST_URL, { method, headers: { Authorization: key.authorization } }),
        testApiApp(w.db),
      )
      expect(answer.status).toBe(405)
      expect(answer.headers.get('allow')).toBe('POST')
    }
  })

  test('no token: 401 pointing at the protected resource metadata, without error=', async () => {
    const answer = await post(initialize)
    expect(answer.status).toBe(401)
    const metadata = protectedResourceMetadataUrl('https://parley.example')
    expect(metadata).toMatch(/^https:\/\/parley\.example\/\.well-known\/oauth-protected-resource/)
    expect(answer.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadata}"`)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
  })

  test('a bad, revoked or unknown OAuth token: 401 with error="invalid_token"', async () => {
    const revoked = await insertApiKey(w.db, { organizationId: w.org.id, revokedAt: new Date() })
    for (const authorization of [
      'Bearer parley_nope',
      revoked.authorization,
      'Bearer poa_someaccesstokenthatisnotknown',
      'Basic abc',
    ]) {
      const answer = await post(initialize, { Authorization: authorization })
      expect(answer.status, authorization).toBe(401)
      const challenge = answer.headers.get('www-authenticate') ?? ''
      expect(challenge).toContain('resource_metadata="https://parley.example/.well-known/')
      expect(challenge).toContain('error="invalid_token"')
    }
  })

  test('a page of another site is refused (DNS rebinding); the app’s own origin passes', async () => {
    const other = await post(initialize, { Authorization: key.authorization, Origin: 'https://evil.example' })
    expect(other.status).toBe(403)
    const own = await post(initialize, { Authorization: key.authorization, Origin: 'https://parley.example' })
    expect(own.status).toBe(200)
    expect(await own.json()).toMatchObject({ result: { serverInfo: { name: 'parley' } } })
  })

  test('a body past the API’s 1 MiB limit is refused with 413', async () => {
    const huge = { ...initialize, params: { ...initialize.params, padding: 'x'.repeat(1024 * 1024 + 1) } }
    const answer = await post(huge, { Authorization: key.authorization })
    expect(answer.status).toBe(413)
  })

  test('the API’s rate limit, per key: 429 with the RateLimit headers and Retry-After', async () => {
    const limited = await insertApiKey(w.db, { organizationId: w.org.id })
    const app = testApiApp(w.db, { RATE_LIMIT_ENABLED: 'true', API_RATE_LIMIT_PER_MINUTE: '2' })
    const first = await post(initialize, { Authorization: limited.authorization }, app)
    expect(first.status).toBe(200)
    expect(first.headers.get('ratelimit-policy')).toBe('"default";q=2;w=60')
    await post(initialize, { Authorization: limited.authorization }, app)
    const third = await post(initialize, { Authorization: limited.authorization }, app)
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(third.headers.get('ratelimit')).toMatch(/r=0/)
    await w.db.delete(rateLimit)
  })
})

describe('the tools', () => {
  test('are listed with stable names, required arguments and hints', async () => {
    const client = await connectMcp(testApiApp(w.db), key)
    const { tools } = await client.listTools()
    const shape = Object.fromEntries(
      tools.map((tool) => [
        tool.name,
        [...((tool.inputSchema.required as string[] | undefined) ?? [])].sort(),
      ]),
    )
    expect(shape).toEqual({
      list_projects: [],
      search: ['query'],
      get_feedback: ['id'],
      list_feedback: ['project'],
      create_feedback: ['board', 'project', 'title'],
      vote_on_behalf: ['email', 'id'],
      comment: ['body', 'id'],
      set_status: ['id', 'status'],
      merge_feedback: ['id', 'into'],
      get_roadmap: ['project'],
      draft_update: ['project', 'title'],
      publish_update: ['id'],
      get_discussion: ['id'],
      reply_to_discussion: ['body', 'id'],
      post_chat_message: ['body', 'chat_id'],
    })
    expect(tools.map((tool) => tool.name)).toEqual(mcpTools.map((tool) => tool.name))
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60)
      if (tool.name !== 'search')
        expect(tool.description, tool.name).toMatch(/Needs the scope [a-z]+:[a-z]+\.$/)
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false)
      expect(typeof tool.annotations?.readOnlyHint, tool.name).toBe('boolean')
      expect(typeof tool.annotations?.destructiveHint, tool.name).toBe('boolean')
      expect(typeof tool.annotations?.idempotentHint, tool.name).toBe('boolean')
    }
    const readOnly = tools.filter((tool) => tool.annotations?.readOnlyHint).map((tool) => tool.name)
    expect(readOnly.sort()).toEqual(
      ['get_discussion', 'get_feedback', 'get_roadmap', 'list_feedback', 'list_projects', 'search'].sort(),
    )
    await client.close()
  })
})
