import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import {
  BASE,
  CodeBook,
  CookieJar,
  callback,
  fakeGoogle,
  GOOGLE_ISSUER,
  oauthFlow,
  providerServer,
  rsaKey,
  sessionOf,
  signJwt,
  startOAuth,
  type TestAuth,
  unique,
  userIdOf,
} from './social-support'

const CLIENT_ID = 'parley-web.apps.googleusercontent.com'
const ENV = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'google-secret' }
const googleKey = rsaKey('google-key-1')
const strangerKey = rsaKey('google-key-1') // same kid, another key: a forged signature
const book = new CodeBook()
const server = providerServer(...fakeGoogle(book, googleKey, CLIENT_ID))

let database: DatabaseHandle
let t: TestAuth

function googleClaims(overrides: Record<string, unknown> = {}) {
  const name = unique('ada')
  return {
    sub: String(Math.floor(Math.random() * 1e12)),
    email: `${name}@gmail.example`,
    email_verified: true,
    name: `Ada ${name}`,
    picture: `https://lh3.example/${name}.png`,
    ...overrides,
  }
}

/** An ID token as Google's client libraries hand it to the browser. */
function idToken(claims: Record<string, unknown>, options: { key?: typeof googleKey; iat?: number } = {}) {
  const now = Math.floor(Date.now() / 1000)
  const iat = options.iat ?? now
  return signJwt(
    { iss: GOOGLE_ISSUER, aud: CLIENT_ID, iat, exp: iat + 3600, ...claims },
    (options.key ?? googleKey).privateKey,
    googleKey.kid,
  )
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  database = await createTestDatabase()
  t = createTestAuth(database, { env: ENV })
})
afterAll(async () => {
  server.close()
  await database.close()
})

describe('Google sign-in through the callback', () => {
  test('a new user lands on the new-user URL; next time on the callback URL', async () => {
    const claims = googleClaims()
    const first = await oauthFlow(t, book, {
      provider: 'google',
      profile: claims,
      body: { newUserCallbackURL: '/profile/settings' },
    })
    const authorize = first.authorizeUrl
    expect(authorize.origin + authorize.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('scope')).toBe('email profile openid')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${BASE}/api/auth/callback/google`)
    expect(first.location).toBe('/profile/settings')
    const session = await sessionOf(t, first.jar)
    expect(session?.user).toMatchObject({ email: claims.email, name: claims.name, emailVerified: true })

    const again = await oauthFlow(t, book, {
      provider: 'google',
      profile: claims,
      body: { newUserCallbackURL: '/profile/settings' },
    })
    expect(again.location).toBe('/home')
    expect((await sessionOf(t, again.jar))?.user.id).toBe(session?.user.id)
  })

  test('invalid_code when Google refuses the code', async () => {
    const started = await startOAuth(t, '/sign-in/social', {
      provider: 'google',
      callbackURL: '/home',
      errorCallbackURL: '/sign-in',
    })
    const result = await callback(t, 'google', { code: 'expired-code', state: started.state }, started.jar)
    expect(result.location).toBe('/sign-in?error=invalid_code')
  })

  test('email_not_found when the ID token carries no address', async () => {
    const claims = googleClaims()
    delete (claims as Partial<typeof claims>).email
    const result = await oauthFlow(t, book, { provider: 'google', profile: claims })
    expect(result.location).toBe(`${BASE}/api/auth/error?error=email_not_found`)
  })

  test('state_not_found for a forged state', async () => {
    const result = await callback(t, 'google', { code: 'x', state: 'forged' }, new CookieJar())
    expect(result.location).toBe(`${BASE}/api/auth/error?error=state_not_found`)
  })
})

describe('Google sign-in by ID token (verified against Google’s JWKS)', () => {
  test('signs up, then signs the same user in: {redirect: false, token, user} and a session', async () => {
    const claims = googleClaims()
    const first = await t.request('/sign-in/social', {
      body: { provider: 'google', callbackURL: '/home', idToken: { token: idToken(claims) } },
    })
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({
      redirect: false,
      token: expect.any(String),
      user: { email: claims.email, name: claims.name, emailVerified: true },
    })
    const userId = userIdOf(first.json)
    const jar = new CookieJar()
    jar.absorb(first.headers)
    expect((await sessionOf(t, jar))?.user.id).toBe(userId)

    const second = await t.request('/sign-in/social', {
      body: { provider: 'google', idToken: { token: idToken(claims) } },
    })
    expect(second.status).toBe(200)
    expect(userIdOf(second.json)).toBe(userId)
  })

  test('refuses a forged signature, another audience, an expired or too old token', async () => {
    const claims = googleClaims()
    const now = Math.floor(Date.now() / 1000)
    const forged = idToken(claims, { key: strangerKey })
    const otherAudience = idToken({ ...claims, aud: 'someone-else.apps.googleusercontent.com' })
    const expired = signJwt(
      { iss: GOOGLE_ISSUER, aud: CLIENT_ID, iat: now - 600, exp: now - 300, ...claims },
      googleKey.privateKey,
      googleKey.kid,
    )
    // ID tokens older than one hour are refused even before they expire.
    const tooOld = signJwt(
      { iss: GOOGLE_ISSUER, aud: CLIENT_ID, iat: now - 2 * 3600, exp: now + 3600, ...claims },
      googleKey.privateKey,
      googleKey.kid,
    )
    const otherIssuer = idToken({ ...claims, iss: 'https://evil.example' })
    for (const [label, token] of Object.entries({ forged, otherAudience, expired, tooOld, otherIssuer })) {
      const response = await t.request('/sign-in/social', {
        body: { provider: 'google', idToken: { token } },
      })
      expect(response.status, label).toBe(401)
      expect(response.json, label).toMatchObject({ message: 'Invalid token' })
    }
  })

  test('refuses a token without an email, and providers that cannot verify ID tokens', async () => {
    const claims = googleClaims()
    delete (claims as Partial<typeof claims>).email
    const response = await t.request('/sign-in/social', {
      body: { provider: 'google', idToken: { token: idToken(claims) } },
    })
    expect(response.status).toBe(401)
    expect(response.json).toMatchObject({ message: 'User email not found' })

    const github = createTestAuth(database, {
      env: { ...ENV, GITHUB_CLIENT_ID: 'gh', GITHUB_CLIENT_SECRET: 'gh-secret' },
    })
    const unsupported = await github.request('/sign-in/social', {
      body: { provider: 'github', idToken: { token: idToken(googleClaims()) } },
    })
    expect(unsupported.status).toBe(404)
    expect(unsupported.json).toMatchObject({ message: 'id_token not supported' })
  })

  test('links to the signed-in user by ID token; a different email is refused', async () => {
    const email = `${unique('linker')}@gmail.example`
    const signUp = await t.signUp({ email, username: unique('linker') })
    const cookie = signUp.cookie
    const different = await t.request('/link-social', {
      body: { provider: 'google', idToken: { token: idToken(googleClaims()) } },
      cookie,
    })
    expect(different.status).toBe(401)
    expect(different.json).toMatchObject({ message: 'Account not linked - different emails not allowed' })

    const claims = googleClaims({ email })
    const linked = await t.request('/link-social', {
      body: { provider: 'google', idToken: { token: idToken(claims) } },
      cookie,
    })
    expect(linked.status, linked.text).toBe(200)
    expect(linked.json).toMatchObject({ status: true, redirect: false })
    const accounts = (await t.request('/list-accounts', { cookie })).json as unknown as Array<{
      providerId: string
    }>
    expect(accounts.map((account) => account.providerId).sort()).toEqual(['credential', 'google'])

    // Signing in with that Google identity now opens the same user.
    const signIn = await t.request('/sign-in/social', {
      body: { provider: 'google', idToken: { token: idToken(claims) } },
    })
    expect(userIdOf(signIn.json)).toBe(userIdOf(signUp.json))
  })
})
