/**
 * Dynamic client registration (RFC 7591) and the metadata documents: what a client may register, what it is
 * told when it may not, and that the answers are what MCP clients expect.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  authorizationServerMetadataResponse,
  oauthPreflight,
  protectedResourceMetadataResponse,
} from '~/features/oauth/oauth-routes.server'
import { REGISTRATIONS_PER_HOUR } from '~/features/oauth/server/oauth-http.server'
import { API_SCOPES } from '~/lib/api-scopes'
import { isAllowedRedirectUri } from '~/lib/oauth-rules'
import type { DatabaseHandle } from '~/server/db/client.server'
import { oauthClient } from '~/server/db/schema'
import { createTestDatabase } from '../helpers/test-database'
import { ORIGIN, oauthWorld } from './oauth-support'

let database: DatabaseHandle
let w: ReturnType<typeof oauthWorld>

beforeAll(async () => {
  database = await createTestDatabase()
  w = oauthWorld(database)
})

afterAll(async () => {
  await database?.close()
})

describe('registration', () => {
  test.each([
    ['https anywhere', { redirect_uris: ['https://app.example/cb'] }, 201, null],
    ['http on localhost', { redirect_uris: ['http://localhost:6274/oauth/callback'] }, 201, null],
    ['http on 127.0.0.1', { redirect_uris: ['http://127.0.0.1:33418/callback'] }, 201, null],
    ['a private-use scheme', { redirect_uris: ['com.example.app:/oauth2redirect'] }, 201, null],
    ['http elsewhere', { redirect_uris: ['http://app.example/cb'] }, 400, 'invalid_redirect_uri'],
    ['a fragment', { redirect_uris: ['https://app.example/cb#x'] }, 400, 'invalid_redirect_uri'],
    ['javascript:', { redirect_uris: ['javascript:alert(1)'] }, 400, 'invalid_redirect_uri'],
    ['data:', { redirect_uris: ['data:text/html,hi'] }, 400, 'invalid_redirect_uri'],
    ['a scheme without a dot', { redirect_uris: ['myapp:/cb'] }, 400, 'invalid_redirect_uri'],
    ['no redirect URI', { redirect_uris: [] }, 400, 'invalid_redirect_uri'],
    ['a missing list', { client_name: 'x' }, 400, 'invalid_redirect_uri'],
    ['not a string', { redirect_uris: [42] }, 400, 'invalid_redirect_uri'],
    [
      'eleven URIs',
      { redirect_uris: Array.from({ length: 11 }, (_, i) => `https://app.example/${i}`) },
      400,
      'invalid_redirect_uri',
    ],
    [
      'an unknown auth method',
      { redirect_uris: ['https://app.example/cb'], token_endpoint_auth_method: 'private_key_jwt' },
      400,
      'invalid_client_metadata',
    ],
    [
      'the implicit grant',
      { redirect_uris: ['https://app.example/cb'], grant_types: ['implicit'] },
      400,
      'invalid_client_metadata',
    ],
    [
      'a token response type',
      { redirect_uris: ['https://app.example/cb'], response_types: ['token'] },
      400,
      'invalid_client_metadata',
    ],
    [
      'an unknown scope',
      { redirect_uris: ['https://app.example/cb'], scope: 'feedback:read admin:all' },
      400,
      'invalid_client_metadata',
    ],
    [
      'the webhooks scope',
      { redirect_uris: ['https://app.example/cb'], scope: 'webhooks:manage' },
      400,
      'invalid_client_metadata',
    ],
    [
      'an http logo',
      { redirect_uris: ['https://app.example/cb'], logo_uri: 'http://app.example/logo.png' },
      400,
      'invalid_client_metadata',
    ],
    [
      'a name too long',
      { redirect_uris: ['https://app.example/cb'], client_name: 'x'.repeat(81) },
      400,
      'invalid_client_metadata',
    ],
    ['not an object', [1, 2], 400, 'invalid_client_metadata'],
    ['not JSON', '{"redirect_uris":', 400, 'invalid_client_metadata'],
  ])('%s → %i %s', async (_label, body, status, error) => {
    const answer = await w.register(body)
    expect(answer.status).toBe(status)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*')
    if (error) {
      expect(answer.json).toMatchObject({ error, error_description: expect.any(String) })
      expect(answer.json.client_id).toBeUndefined()
    } else {
      expect(answer.json.client_id).toMatch(/^pcl_/)
    }
  })

  test('a public client gets no secret; its metadata comes back as registered', async () => {
    const answer = await w.register({
      client_name: 'Claude',
      redirect_uris: ['https://claude.ai/api/mcp/auth_callback'],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      scope: 'feedback:read feedback:write',
      unknown_field: 'ignored',
    })
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({
      client_name: 'Claude',
      redirect_uris: ['https://claude.ai/api/mcp/auth_callback'],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      scope: 'feedback:read feedback:write',
    })
    expect(answer.json.client_secret).toBeUndefined()
    expect(answer.json.unknown_field).toBeUndefined()
    const [row] = await database.db
      .select()
      .from(oauthClient)
      .where(eq(oauthClient.id, answer.json.client_id))
    expect(row?.secretHash).toBeNull()
  })

  test('a confidential client (the RFC default) gets its secret once; only its hash is stored', async () => {
    const answer = await w.register({ client_name: 'Server app', redirect_uris: ['https://app.example/cb'] })
    expect(answer.status).toBe(201)
    expect(answer.json.token_endpoint_auth_method).toBe('client_secret_basic')
    expect(answer.json.client_secret).toMatch(/^pcs_[A-Za-z0-9_-]{43}$/)
    expect(answer.json.client_secret_expires_at).toBe(0)
    const [row] = await database.db
      .select()
      .from(oauthClient)
      .where(eq(oauthClient.id, answer.json.client_id))
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(answer.json.client_secret)
  })

  test(`one address may register ${REGISTRATIONS_PER_HOUR} clients an hour`, async () => {
    const body = { redirect_uris: ['https://app.example/cb'], token_endpoint_auth_method: 'none' }
    const limited = { rateLimitEnabled: true, clientIp: '198.51.100.77' }
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++)
      expect((await w.register(body, limited)).status).toBe(201)
    const refused = await w.register(body, limited)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await w.register(body, { ...limited, clientIp: '198.51.100.78' })).status).toBe(201)
  })

  test('the redirect URI rule', () => {
    expect(isAllowedRedirectUri('http://[::1]:8080/cb')).toBe(true)
    expect(isAllowedRedirectUri('http://localhost.evil.example/cb')).toBe(false)
    expect(isAllowedRedirectUri('https://user@app.example/cb')).toBe(true)
    expect(isAllowedRedirectUri('not a url')).toBe(false)
  })
})

describe('metadata', () => {
  test('the authorization server (RFC 8414)', async () => {
    const response = authorizationServerMetadataResponse(ORIGIN)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    const metadata = await response.json()
    expect(metadata).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/oauth/authorize`,
      token_endpoint: `${ORIGIN}/api/oauth/token`,
      registration_endpoint: `${ORIGIN}/api/oauth/register`,
      revocation_endpoint: `${ORIGIN}/api/oauth/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    })
    expect(metadata.scopes_supported).toEqual(
      API_SCOPES.filter(
        (scope) =>
          !['webhooks:manage', 'projects:admin', 'customers:read', 'customers:write'].includes(scope),
      ),
    )
    expect(metadata.token_endpoint_auth_methods_supported).toContain('none')
  })

  test('the protected resource (RFC 9728)', async () => {
    const metadata = await protectedResourceMetadataResponse(ORIGIN).json()
    expect(metadata).toMatchObject({
      resource: `${ORIGIN}/api/mcp`,
      authorization_servers: [ORIGIN],
      bearer_methods_supported: ['header'],
      resource_name: 'Parley',
    })
    expect(metadata.scopes_supported).not.toContain('webhooks:manage')
  })

  test('preflight allows any origin, without credentials', () => {
    const response = oauthPreflight()
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull()
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Authorization')
  })
})
