import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { configuredSocialProviders } from '~/server/auth/social-providers.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import {
  BASE,
  CodeBook,
  CookieJar,
  callback,
  fakeOidc,
  oauthFlow,
  providerServer,
  rsaKey,
  sessionOf,
  startOAuth,
  type TestAuth,
  unique,
} from './social-support'

const ISSUER = 'https://idp.example.test'
const CLIENT_ID = 'parley-oidc'
const ENV = {
  GENERIC_OIDC_CLIENT_ID: CLIENT_ID,
  GENERIC_OIDC_CLIENT_SECRET: 'oidc-secret',
  GENERIC_OIDC_ISSUER: ISSUER,
  GENERIC_OIDC_PROVIDER_ID: 'acme',
  GENERIC_OIDC_NAME: 'Acme SSO',
}
const key = rsaKey('acme-1')
const book = new CodeBook()
const server = providerServer(...fakeOidc(book, key, { issuer: ISSUER, clientId: CLIENT_ID }))

let database: DatabaseHandle
let t: TestAuth

function oidcClaims(overrides: Record<string, unknown> = {}) {
  const name = unique('grace')
  return {
    sub: `acme|${name}`,
    email: `${name}@acme.example`,
    email_verified: true,
    name: `Grace ${name}`,
    ...overrides,
  }
}

beforeAll(async () => {
  // Discovery runs when the auth instance starts: the provider must answer by then.
  server.listen({ onUnhandledRequest: 'error' })
  database = await createTestDatabase()
  t = createTestAuth(database, { env: ENV })
})
afterAll(async () => {
  server.close()
  await database.close()
})

describe('a generic OpenID Connect provider (GENERIC_OIDC_*)', () => {
  test('is offered under its id and name', () => {
    expect(configuredSocialProviders(t.auth.options)).toEqual([{ id: 'acme', name: 'Acme SSO' }])
  })

  test('a new user: discovery, PKCE S256 and a nonce, a verified ID token, then the new-user URL', async () => {
    const claims = oidcClaims()
    const result = await oauthFlow(t, book, {
      provider: 'acme',
      profile: claims,
      body: { newUserCallbackURL: '/profile/settings' },
    })
    const authorize = result.authorizeUrl
    expect(authorize.origin + authorize.pathname).toBe(`${ISSUER}/authorize`)
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('nonce')).toBeTruthy()
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    )
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${BASE}/api/auth/callback/acme`)
    expect(result.location).toBe('/profile/settings')
    expect((await sessionOf(t, result.jar))?.user).toMatchObject({
      email: claims.email,
      name: claims.name,
      emailVerified: true,
    })
  })

  test('an existing user signs in to the same account', async () => {
    const claims = oidcClaims()
    const first = await oauthFlow(t, book, { provider: 'acme', profile: claims })
    const again = await oauthFlow(t, book, { provider: 'acme', profile: claims })
    expect(again.location).toBe('/home')
    expect((await sessionOf(t, again.jar))?.user.id).toBe((await sessionOf(t, first.jar))?.user.id)
  })

  test('state_not_found, invalid_code', async () => {
    const noState = await callback(t, 'acme', { code: 'x' }, new CookieJar())
    expect(noState.location).toBe(`${BASE}/api/auth/error?error=state_not_found`)

    const started = await startOAuth(t, '/sign-in/social', {
      provider: 'acme',
      callbackURL: '/home',
      errorCallbackURL: '/sign-in',
    })
    const bad = await callback(t, 'acme', { code: 'not-issued', state: started.state }, started.jar)
    expect(bad.location).toBe('/sign-in?error=invalid_code')
  })

  test('email_not_found when neither the ID token nor userinfo has an address', async () => {
    const claims = oidcClaims()
    delete (claims as Partial<typeof claims>).email
    const result = await oauthFlow(t, book, {
      provider: 'acme',
      profile: { ...claims, userinfo: { sub: claims.sub, name: claims.name } },
    })
    expect(result.location).toBe(`${BASE}/api/auth/error?error=email_not_found`)
  })

  test('an ID token bound to another nonce is refused', async () => {
    const result = await oauthFlow(t, book, {
      provider: 'acme',
      profile: oidcClaims(),
      extra: { nonce: 'replayed-from-elsewhere' },
    })
    expect(result.error).toBe('unable_to_get_user_info')
    expect(await sessionOf(t, result.jar)).toBeNull()
  })

  test('links to a signed-in user', async () => {
    const email = `${unique('linker')}@acme.example`
    const signUp = await t.signUp({ email, username: unique('linker') })
    const jar = new CookieJar(signUp.cookie)
    const linked = await oauthFlow(t, book, {
      provider: 'acme',
      profile: oidcClaims({ email }),
      path: '/link-social',
      jar,
      body: { callbackURL: '/settings/accounts' },
    })
    expect(linked.location).toBe('/settings/accounts')
    const accounts = (await t.request('/list-accounts', { cookie: jar.toString() }))
      .json as unknown as Array<{
      providerId: string
    }>
    expect(accounts.map((account) => account.providerId).sort()).toEqual(['acme', 'credential'])
  })
})
