import fs from 'node:fs'
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { callServerFn, signIn } from '../helpers/live-http'
import { whereTo } from '../integration/oauth-support'

/**
 * The OAuth authorization server through the production build, driven by the official MCP SDK's client side
 * (`auth()` with an OAuthClientProvider): discovery through the protected-resource and authorization-server
 * documents, dynamic registration, PKCE, then the consent as the signed-in person's browser posts it, and the
 * token exchange and a refresh; then the SDK's client calls /api/mcp with the token, writes as the person "via"
 * the client, and is refused once the person disconnects it in their settings.
 */
let server: AppServer
let cookie: string

const REDIRECT = 'http://127.0.0.1:33418/callback'

/** What an MCP client keeps between steps, in memory. */
class MemoryProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined
  saved: OAuthTokens | undefined
  verifier = ''
  authorizationUrl: URL | undefined

  get redirectUrl() {
    return REDIRECT
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test MCP client',
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    }
  }
  state() {
    return 'sdk-state'
  }
  clientInformation() {
    return this.client
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.client = information
  }
  tokens() {
    return this.saved
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier
  }
  codeVerifier() {
    return this.verifier
  }
}

beforeAll(async () => {
  server = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
  cookie = await signIn(server.url)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

test('an MCP client connects with the SDK: discovery, registration, PKCE, consent, tokens, refresh', async () => {
  const resource = `${server.url}/api/mcp`
  // Both metadata documents answer any origin.
  const root = await fetch(`${server.url}/.well-known/oauth-protected-resource`, {
    headers: { Origin: 'https://client.example' },
  })
  expect(root.status).toBe(200)
  expect(root.headers.get('access-control-allow-origin')).toBe('*')
  expect(await root.json()).toMatchObject({ resource, authorization_servers: [server.url] })
  const metadata = await fetch(`${server.url}/.well-known/oauth-authorization-server`)
  expect(await metadata.json()).toMatchObject({
    issuer: server.url,
    code_challenge_methods_supported: ['S256'],
  })
  const preflight = await fetch(`${server.url}/api/oauth/token`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://client.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*')

  expect((await fetch(`${server.url}/api/oauth/token`)).status).toBe(405)
  expect((await fetch(`${server.url}/api/oauth/nothing`, { method: 'POST' })).status).toBe(404)
  expect((await fetch(`${server.url}/.well-known/nothing`)).status).toBe(404)

  const provider = new MemoryProvider()
  expect(await auth(provider, { serverUrl: resource })).toBe('REDIRECT')
  expect(provider.client?.client_id).toMatch(/^pcl_/)
  const authorizationUrl = provider.authorizationUrl
  if (!authorizationUrl) throw new Error('The SDK did not redirect')
  expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${server.url}/oauth/authorize`)
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorizationUrl.searchParams.get('resource')).toBe(resource)

  // A request the app got wrong goes straight back to it, before any sign-in; an unknown app gets a page.
  const withoutPkce = new URL(authorizationUrl)
  withoutPkce.searchParams.delete('code_challenge')
  const refused = await fetch(withoutPkce, { redirect: 'manual' })
  expect(refused.status).toBe(302)
  const refusedAt = new URL(refused.headers.get('location') ?? '')
  expect(`${refusedAt.origin}${refusedAt.pathname}`).toBe(REDIRECT)
  expect(refusedAt.searchParams.get('error')).toBe('invalid_request')
  const unknownApp = new URL(authorizationUrl)
  unknownApp.searchParams.set('client_id', 'pcl_nobody')
  const unknownPage = await fetch(unknownApp, { headers: { Cookie: cookie }, redirect: 'manual' })
  expect(unknownPage.status).toBe(200)
  expect(await unknownPage.text()).toContain('This app cannot connect')

  // Signed out, the page sends the person to sign in and back.
  const anonymous = await fetch(authorizationUrl, { redirect: 'manual' })
  expect(anonymous.status).toBeGreaterThanOrEqual(300)
  expect(anonymous.status).toBeLessThan(400)
  expect(anonymous.headers.get('location')).toMatch(/\/sign-in\?redirect=%2Foauth%2Fauthorize/)

  // Signed in, the consent screen names the client and the team.
  const page = await fetch(authorizationUrl, { headers: { Cookie: cookie } })
  expect(page.status).toBe(200)
  // React separates adjacent text with comments in server-rendered markup.
  const html = (await page.text()).replaceAll('<!-- -->', '')
  expect(html).toContain('Connect Test MCP client to Parley?')
  expect(html).toContain('registered itself')
  expect(html).toMatch(/<form[^>]*method="post"/)

  // Allow, as the page's form posts it.
  const form = new URLSearchParams(authorizationUrl.searchParams)
  form.set('decision', 'allow')
  form.set('organization', 'demo')
  const decided = await fetch(`${server.url}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: cookie,
      Origin: server.url,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
  })
  // A page that moves on to the app by itself (a redirect would break the page's form-action CSP).
  expect(decided.status).toBe(200)
  expect(decided.headers.get('content-security-policy')).toContain("default-src 'none'")
  const callback = new URL((await whereTo(decided)) ?? '')
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT)
  expect(callback.searchParams.get('state')).toBe('sdk-state')
  expect(callback.searchParams.get('iss')).toBe(server.url)
  const code = callback.searchParams.get('code')
  if (!code) throw new Error('No code')

  expect(await auth(provider, { serverUrl: resource, authorizationCode: code })).toBe('AUTHORIZED')
  const first = provider.saved
  expect(first?.access_token).toMatch(/^poa_/)
  expect(first?.refresh_token).toMatch(/^por_/)
  expect(first?.expires_in).toBe(3600)

  // With tokens kept, the SDK refreshes (rotation: a new refresh token).
  expect(await auth(provider, { serverUrl: resource })).toBe('AUTHORIZED')
  const second = provider.saved
  expect(second?.refresh_token).toMatch(/^por_/)
  expect(second?.refresh_token).not.toBe(first?.refresh_token)

  // The token opens /api/mcp to the SDK's own client, which keeps and refreshes it through the provider.
  const client = new Client({ name: 'parley-oauth-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(resource), { authProvider: provider }))
  const { tools } = await client.listTools()
  expect(tools).toHaveLength(15)
  const listed = (await client.callTool({
    name: 'list_feedback',
    arguments: { project: 'public-roadmap' },
  })) as CallToolResult
  expect(listed.isError).toBeFalsy()
  const items = (listed.structuredContent as { data: { board: { id: string; team_only: boolean } }[] }).data
  const board = items.find((item) => !item.board.team_only)?.board.id
  if (!board) throw new Error('The demo project has no public item')
  const created = (await client.callTool({
    name: 'create_feedback',
    arguments: { project: 'public-roadmap', board, title: 'Posted by an assistant' },
  })) as CallToolResult
  expect(created.isError).toBeFalsy()

  // The write is the person's, through the client: the project's activity says so.
  const activity = await callServerFn<{ summary: string; via: string | null }[]>(
    server.url,
    'getProjectActivityFn',
    { orgSlug: 'demo', slug: 'public-roadmap' },
    { method: 'GET', cookie },
  )
  const entry = activity.find((candidate) => candidate.summary.includes('Posted by an assistant'))
  expect(entry?.via).toBe('Test MCP client')

  // Disconnected in the person's settings, the next call is refused with the challenge that starts over.
  const apps = await callServerFn<{ id: string; client: { name: string } }[]>(
    server.url,
    'listConnectedAppsFn',
    undefined,
    { method: 'GET', cookie },
  )
  const connected = apps.find((app) => app.client.name === 'Test MCP client')
  await callServerFn(server.url, 'disconnectAppFn', { grantId: connected?.id }, { cookie })
  const afterRevocation = await fetch(resource, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${provider.saved?.access_token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  })
  expect(afterRevocation.status).toBe(401)
  expect(afterRevocation.headers.get('www-authenticate')).toContain('error="invalid_token"')
  await client.close()
})
