import fs from 'node:fs'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { callServerFn, signIn } from '../helpers/live-http'

/**
 * /api/mcp through the production build, with the official SDK client over real HTTP: the route is reached
 * (no page, no CSRF check, no cache in the way), a key made in the organisation's settings connects, and tools
 * answer the demo content. Stateless: every request is its own server, so a plain connect-list-call works.
 */
let server: AppServer
let secret: string

beforeAll(async () => {
  server = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
  const cookie = await signIn(server.url)
  const created = await callServerFn<{ secret: string }>(
    server.url,
    'createApiKeyFn',
    {
      slug: 'demo',
      name: 'MCP over HTTP',
      scopes: ['projects:read', 'feedback:read', 'updates:read', 'discussions:read', 'chat:read'],
      projectId: '',
      expiresOn: '',
    },
    { cookie },
  )
  secret = created.secret
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

async function connect() {
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${secret}` } },
  })
  const client = new Client({ name: 'parley-server-test', version: '1.0.0' })
  await client.connect(transport)
  return client
}

describe('/api/mcp through the server', () => {
  test('without a token: 401 naming the protected resource metadata; GET is 405', async () => {
    const unauthorized = await fetch(`${server.url}/api/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(unauthorized.status).toBe(401)
    expect(unauthorized.headers.get('www-authenticate')).toMatch(
      new RegExp(`^Bearer resource_metadata="${server.url}/\\.well-known/oauth-protected-resource[^"]*"$`),
    )
    expect(unauthorized.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const get = await fetch(`${server.url}/api/mcp`, { headers: { Authorization: `Bearer ${secret}` } })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })

  test('the SDK client connects with a key, lists the tools and calls them', async () => {
    const client = await connect()
    expect(client.getServerVersion()?.name).toBe('parley')
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toContain('search')
    expect(tools).toHaveLength(15)

    const projects = (await client.callTool({ name: 'list_projects', arguments: {} })) as CallToolResult
    expect(projects.isError).toBeFalsy()
    const slugs = (projects.structuredContent as { data: { slug: string }[] }).data.map((p) => p.slug)
    expect(slugs).toContain('public-roadmap')

    const roadmap = (await client.callTool({
      name: 'get_roadmap',
      arguments: { project: 'public-roadmap' },
    })) as CallToolResult
    expect(roadmap.isError).toBeFalsy()
    expect((roadmap.structuredContent as { columns: unknown[] }).columns.length).toBeGreaterThan(0)

    const refused = (await client.callTool({
      name: 'draft_update',
      arguments: { project: 'public-roadmap', title: 'Not allowed' },
    })) as CallToolResult
    expect(refused.isError).toBe(true)
    expect(JSON.stringify(refused.content)).toContain('FORBIDDEN: This API key lacks the scope updates:write')

    const { resources } = await client.listResources()
    expect(resources.map((resource) => resource.uri)).toContain(`${server.url}/@demo/public-roadmap`)
    await client.close()
  })
})
