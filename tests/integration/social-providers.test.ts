import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { configuredSocialProviders, SOCIAL_PROVIDER_IDS } from '~/server/auth/social-providers.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { BASE, providerServer, type TestAuth } from './social-support'

/** Every supported provider configured at once, the way a deployment's environment would. */
const ENV: Record<string, string> = Object.fromEntries(
  SOCIAL_PROVIDER_IDS.flatMap((id) => [
    [id === 'tiktok' ? 'TIKTOK_CLIENT_KEY' : `${id.toUpperCase()}_CLIENT_ID`, `${id}-client-id`],
    [`${id.toUpperCase()}_CLIENT_SECRET`, `${id}-client-secret`],
  ]),
)
Object.assign(ENV, {
  COGNITO_DOMAIN: 'parley.auth.eu-west-1.amazoncognito.com',
  COGNITO_REGION: 'eu-west-1',
  COGNITO_USER_POOL_ID: 'eu-west-1_AbCdEf123',
})

/** Building an authorization URL calls no provider: any outbound request fails the test. */
const server = providerServer()
let database: DatabaseHandle
let t: TestAuth

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  database = await createTestDatabase()
  t = createTestAuth(database, { env: ENV })
})
afterAll(async () => {
  server.close()
  await database.close()
})

describe('every supported provider, configured from the environment', () => {
  test('is offered, in order, with a display name', () => {
    const offered = configuredSocialProviders(t.auth.options)
    expect(offered.map((provider) => provider.id)).toEqual([...SOCIAL_PROVIDER_IDS])
    expect(offered.find((provider) => provider.id === 'github')?.name).toBe('GitHub')
  })

  test.each(SOCIAL_PROVIDER_IDS)('%s: sign-in starts with a state and our callback URL', async (id) => {
    const response = await t.request('/sign-in/social', { body: { provider: id, callbackURL: '/home' } })
    expect(response.status, response.text).toBe(200)
    const url = new URL(String(response.json?.url))
    expect(url.protocol).toBe('https:')
    expect(url.searchParams.get('state')).toBeTruthy()
    const clientId = url.searchParams.get('client_id') ?? url.searchParams.get('client_key')
    expect(clientId).toBe(`${id}-client-id`)
    expect(url.searchParams.get('redirect_uri')).toBe(`${BASE}/api/auth/callback/${id}`)
    // PKCE is always S256 where the provider takes a challenge.
    const method = url.searchParams.get('code_challenge_method')
    if (method !== null) expect(method).toBe('S256')
  })

  test('Apple answers with a form POST from its own origin: accepted, and turned into the GET callback', async () => {
    const form = new URLSearchParams({ code: 'apple-code', state: 'some-state' })
    const response = await t.auth.handler(
      new Request(`${BASE}/api/auth/callback/apple`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://appleid.apple.com',
          Cookie: 'theme=dark',
        },
        body: form.toString(),
      }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      `${BASE}/api/auth/callback/apple?code=apple-code&state=some-state`,
    )
  })

  test('default endpoints: Microsoft tenant common, PayPal sandbox, Salesforce production, Cognito domain', async () => {
    const urlOf = async (provider: string) => {
      const response = await t.request('/sign-in/social', { body: { provider, callbackURL: '/home' } })
      return new URL(String(response.json?.url))
    }
    expect((await urlOf('microsoft')).pathname).toBe('/common/oauth2/v2.0/authorize')
    expect((await urlOf('paypal')).host).toBe('www.sandbox.paypal.com')
    expect((await urlOf('salesforce')).host).toBe('login.salesforce.com')
    expect((await urlOf('cognito')).host).toBe('parley.auth.eu-west-1.amazoncognito.com')
  })
})
