import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import * as schema from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import {
  BASE,
  CodeBook,
  CookieJar,
  callback,
  fakeGitHub,
  oauthFlow,
  providerServer,
  sessionOf,
  startOAuth,
  type TestAuth,
  unique,
  userIdOf,
  verifyEmailOf,
} from './social-support'

const ENV = { GITHUB_CLIENT_ID: 'gh-client', GITHUB_CLIENT_SECRET: 'gh-secret' }
const book = new CodeBook()
const server = providerServer(...fakeGitHub(book, { expiresIn: 3600 }))

let database: DatabaseHandle
let t: TestAuth

/** A GitHub user whose primary address is verified (as GitHub reports it). */
function githubProfile(overrides: { email?: string | null; verified?: boolean; name?: string } = {}) {
  const login = unique('octo')
  const email = overrides.email === undefined ? `${login}@github.example` : overrides.email
  return {
    id: Math.floor(Math.random() * 1e9),
    login,
    name: overrides.name ?? `Octo ${login}`,
    email: null,
    avatar_url: `https://avatars.example/${login}.png`,
    emails: email
      ? [{ email, primary: true, verified: overrides.verified ?? true, visibility: 'public' }]
      : [],
  }
}

/** An email-and-password user, signed in: their cookie jar. */
async function passwordUser(options: { email?: string; verified?: boolean } = {}) {
  const email = options.email ?? `${unique('pw')}@parley.example`
  const response = await t.signUp({ email, username: unique('pw') })
  expect(response.status, response.text).toBe(200)
  const id = userIdOf(response.json)
  if (options.verified) await verifyEmailOf(t, id)
  return { id, email, jar: new CookieJar(response.cookie) }
}

async function accountsOf(userId: string) {
  return database.db.select().from(schema.account).where(eq(schema.account.userId, userId))
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  database = await createTestDatabase()
  t = createTestAuth(database, { env: ENV })
})
afterEach(() => {
  book.tokenRequests.length = 0
})
afterAll(async () => {
  server.close()
  await database.close()
})

describe('GitHub sign-in through the whole callback flow', () => {
  test('a new user: PKCE S256, a 10-minute state, then the new-user URL with a session', async () => {
    const profile = githubProfile()
    const started = await startOAuth(t, '/sign-in/social', {
      provider: 'github',
      callbackURL: '/home',
      newUserCallbackURL: '/profile/settings',
      errorCallbackURL: '/sign-in',
    })
    expect(started.json).toMatchObject({ redirect: true })
    const authorize = started.url
    expect(authorize.origin + authorize.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(authorize.searchParams.get('client_id')).toBe('gh-client')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${BASE}/api/auth/callback/github`)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(authorize.searchParams.get('scope')).toBe('read:user user:email')

    // The OAuth state lives 10 minutes.
    const [stored] = await database.db
      .select()
      .from(schema.verification)
      .where(eq(schema.verification.identifier, `auth-state:${started.state}`))
    expect(stored).toBeDefined()
    const life = new Date(stored?.expiresAt ?? 0).getTime() - Date.now()
    expect(life).toBeGreaterThan(9.5 * 60_000)
    expect(life).toBeLessThanOrEqual(10 * 60_000)

    const code = book.approve(authorize, profile)
    const result = await callback(t, 'github', { code, state: started.state }, started.jar)
    expect(result.status).toBe(302)
    expect(result.location).toBe('/profile/settings')
    // The token request proved the PKCE verifier and carried the client credentials.
    expect(book.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w.~-]{43,128}$/)

    const session = await sessionOf(t, result.jar)
    expect(session?.user).toMatchObject({
      email: profile.emails[0]?.email,
      name: profile.name,
      emailVerified: true,
    })
    const [account] = await accountsOf(session?.user.id ?? '')
    expect(account).toMatchObject({
      providerId: 'github',
      accountId: String(profile.id),
      scope: 'read:user,user:email',
    })
    // Provider tokens are stored encrypted.
    expect(account?.accessToken).toBeTruthy()
    expect(account?.accessToken).not.toMatch(/^at-/)
  })

  test('an existing user signs in again: the callback URL, not the new-user one', async () => {
    const profile = githubProfile()
    const first = await oauthFlow(t, book, {
      provider: 'github',
      profile,
      body: { newUserCallbackURL: '/welcome' },
    })
    expect(first.location).toBe('/welcome')
    const userId = (await sessionOf(t, first.jar))?.user.id

    const again = await oauthFlow(t, book, {
      provider: 'github',
      profile,
      body: { newUserCallbackURL: '/welcome' },
    })
    expect(again.status).toBe(302)
    expect(again.location).toBe('/home')
    expect((await sessionOf(t, again.jar))?.user.id).toBe(userId)
    expect(await accountsOf(userId ?? '')).toHaveLength(1)
  })

  test('an existing email user with a verified address is linked implicitly at sign-in', async () => {
    const local = await passwordUser({ verified: true })
    const result = await oauthFlow(t, book, {
      provider: 'github',
      profile: githubProfile({ email: local.email }),
    })
    expect(result.location).toBe('/home')
    expect((await sessionOf(t, result.jar))?.user.id).toBe(local.id)
    expect((await accountsOf(local.id)).map((account) => account.providerId).sort()).toEqual([
      'credential',
      'github',
    ])
  })

  test('…but not to an unverified local address: account_not_linked (the sign-in error, underscored)', async () => {
    const local = await passwordUser()
    const result = await oauthFlow(t, book, {
      provider: 'github',
      profile: githubProfile({ email: local.email }),
      body: { errorCallbackURL: '/sign-in' },
    })
    expect(result.location).toBe('/sign-in?error=account_not_linked')
    expect(await accountsOf(local.id)).toHaveLength(1)
  })

  test('with REQUIRE_EMAIL_VERIFICATION, an address GitHub has not verified gets no session', async () => {
    const strict = createTestAuth(database, { env: { ...ENV, REQUIRE_EMAIL_VERIFICATION: 'true' } })
    const unverified = await oauthFlow(strict, book, {
      provider: 'github',
      profile: githubProfile({ verified: false }),
      body: { errorCallbackURL: '/sign-in' },
    })
    expect(unverified.location).toBe('/sign-in?error=email_not_verified')
    expect(await sessionOf(strict, unverified.jar)).toBeNull()
    const verified = await oauthFlow(strict, book, { provider: 'github', profile: githubProfile() })
    expect(verified.location).toBe('/home')
  })

  test('state_not_found: no state, an unknown state, a state used twice', async () => {
    const missing = await callback(t, 'github', { code: 'whatever' }, new CookieJar())
    expect(missing.status).toBe(302)
    expect(missing.location).toBe(`${BASE}/api/auth/error?error=state_not_found`)

    const unknown = await callback(t, 'github', { code: 'whatever', state: 'never-issued' }, new CookieJar())
    expect(unknown.location).toBe(`${BASE}/api/auth/error?error=state_not_found`)

    const started = await startOAuth(t, '/sign-in/social', { provider: 'github', callbackURL: '/home' })
    const code = book.approve(started.url, githubProfile())
    const jar = started.jar
    const replayJar = new CookieJar(jar.toString())
    expect((await callback(t, 'github', { code, state: started.state }, jar)).location).toBe('/home')
    const replay = await callback(t, 'github', { code, state: started.state }, replayJar)
    expect(replay.error).toBe('state_not_found')
  })

  test('a state from another browser (no state cookie) is refused', async () => {
    const started = await startOAuth(t, '/sign-in/social', { provider: 'github', callbackURL: '/home' })
    const code = book.approve(started.url, githubProfile())
    const result = await callback(t, 'github', { code, state: started.state }, new CookieJar())
    expect(result.location).toBe(`${BASE}/api/auth/error?error=state_mismatch`)
  })

  test('invalid_code, to the default error page or the errorCallbackURL', async () => {
    const started = await startOAuth(t, '/sign-in/social', { provider: 'github', callbackURL: '/home' })
    const result = await callback(t, 'github', { code: 'forged-code', state: started.state }, started.jar)
    expect(result.location).toBe(`${BASE}/api/auth/error?error=invalid_code`)

    const withErrorUrl = await startOAuth(t, '/sign-in/social', {
      provider: 'github',
      callbackURL: '/home',
      errorCallbackURL: '/sign-in?mode=sign-in',
    })
    const failed = await callback(
      t,
      'github',
      { code: 'forged-code', state: withErrorUrl.state },
      withErrorUrl.jar,
    )
    expect(failed.location).toBe('/sign-in?mode=sign-in&error=invalid_code')
    expect(await sessionOf(t, failed.jar)).toBeNull()
  })

  test('a PKCE verifier that does not match the challenge is an invalid code', async () => {
    const started = await startOAuth(t, '/sign-in/social', { provider: 'github', callbackURL: '/home' })
    const tampered = new URL(started.url)
    tampered.searchParams.set('code_challenge', 'A'.repeat(43))
    const code = book.approve(tampered, githubProfile())
    expect((await callback(t, 'github', { code, state: started.state }, started.jar)).error).toBe(
      'invalid_code',
    )
  })

  test('email_not_found when GitHub gives no address', async () => {
    const result = await oauthFlow(t, book, {
      provider: 'github',
      profile: githubProfile({ email: null }),
      body: { errorCallbackURL: '/sign-in' },
    })
    expect(result.location).toBe('/sign-in?error=email_not_found')
  })

  test('the provider’s own error comes through with its description; no_code without one', async () => {
    const started = await startOAuth(t, '/sign-in/social', {
      provider: 'github',
      callbackURL: '/home',
      errorCallbackURL: '/sign-in',
    })
    const denied = await callback(
      t,
      'github',
      {
        state: started.state,
        error: 'access_denied',
        error_description: 'The user has denied your application access.',
      },
      started.jar,
    )
    const location = new URL(denied.location, BASE)
    expect(location.pathname).toBe('/sign-in')
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(location.searchParams.get('error_description')).toBe(
      'The user has denied your application access.',
    )

    const again = await startOAuth(t, '/sign-in/social', { provider: 'github', callbackURL: '/home' })
    expect((await callback(t, 'github', { state: again.state }, again.jar)).error).toBe('no_code')
  })

  test('a provider that is not configured: 404 at sign-in, oauth_provider_not_found at the callback', async () => {
    const response = await t.request('/sign-in/social', {
      body: { provider: 'discord', callbackURL: '/home' },
    })
    expect(response.status).toBe(404)
    expect(response.json).toMatchObject({ message: 'Provider not found' })

    const started = await startOAuth(t, '/sign-in/social', { provider: 'github', callbackURL: '/home' })
    const result = await callback(t, 'discord', { code: 'x', state: started.state }, started.jar)
    expect(result.error).toBe('oauth_provider_not_found')
  })

  test('callback URLs must be on a trusted origin', async () => {
    for (const [field, message] of [
      ['callbackURL', 'Invalid callbackURL'],
      ['newUserCallbackURL', 'Invalid newUserCallbackURL'],
      ['errorCallbackURL', 'Invalid errorCallbackURL'],
    ]) {
      const response = await t.request('/sign-in/social', {
        body: { provider: 'github', callbackURL: '/home', [field as string]: 'https://evil.example/steal' },
      })
      expect(response.status, field).toBe(403)
      expect(response.json).toMatchObject({ message })
    }
    for (const url of ['//evil.example/x', 'javascript:alert(1)']) {
      const response = await t.request('/sign-in/social', { body: { provider: 'github', callbackURL: url } })
      expect(response.status, url).toBe(403)
    }
    const user = await passwordUser()
    const link = await t.request('/link-social', {
      body: { provider: 'github', callbackURL: 'https://evil.example/' },
      cookie: user.jar.toString(),
    })
    expect(link.status).toBe(403)
    // Absolute URLs on Parley's own origin are fine.
    const own = await t.request('/sign-in/social', {
      body: { provider: 'github', callbackURL: `${BASE}/home` },
    })
    expect(own.status).toBe(200)
  })
})

describe('linking GitHub to a signed-in user', () => {
  test('links, lists, and signs in to the same user afterwards', async () => {
    const user = await passwordUser()
    const profile = githubProfile({ email: user.email })
    const linked = await oauthFlow(t, book, {
      provider: 'github',
      profile,
      path: '/link-social',
      jar: user.jar,
      body: { callbackURL: '/settings/accounts', errorCallbackURL: '/settings/accounts' },
    })
    expect(linked.location).toBe('/settings/accounts')

    const list = await t.request('/list-accounts', { cookie: user.jar.toString() })
    expect(list.status).toBe(200)
    const accounts = list.json as unknown as Array<Record<string, unknown>>
    expect(accounts).toHaveLength(2)
    const github = accounts.find((account) => account.providerId === 'github')
    expect(github).toEqual({
      id: expect.any(String),
      providerId: 'github',
      accountId: String(profile.id),
      userId: user.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      scopes: ['read:user', 'user:email'],
    })
    expect(accounts.find((account) => account.providerId === 'credential')).toMatchObject({ scopes: [] })
    for (const account of accounts) {
      for (const secret of ['accessToken', 'refreshToken', 'idToken', 'password']) {
        expect(account).not.toHaveProperty(secret)
      }
    }

    const signIn = await oauthFlow(t, book, { provider: 'github', profile })
    expect((await sessionOf(t, signIn.jar))?.user.id).toBe(user.id)
  })

  test('account_already_linked_to_different_user', async () => {
    const first = await passwordUser()
    const profile = githubProfile({ email: first.email })
    const linked = await oauthFlow(t, book, {
      provider: 'github',
      profile,
      path: '/link-social',
      jar: first.jar,
    })
    expect(linked.location).toBe('/home')

    // The GitHub user's address changes to the second user's; the account still belongs to the first.
    const second = await passwordUser()
    profile.emails = [{ email: second.email, primary: true, verified: true, visibility: 'public' }]
    const result = await oauthFlow(t, book, {
      provider: 'github',
      profile,
      path: '/link-social',
      jar: second.jar,
      body: { errorCallbackURL: '/settings/accounts' },
    })
    expect(result.location).toBe('/settings/accounts?error=account_already_linked_to_different_user')
    expect(await accountsOf(second.id)).toHaveLength(1)
  })

  test('a different email, or an unverified one, is not linked', async () => {
    const user = await passwordUser()
    const other = await oauthFlow(t, book, {
      provider: 'github',
      profile: githubProfile(),
      path: '/link-social',
      jar: user.jar,
      body: { errorCallbackURL: '/settings/accounts' },
    })
    expect(other.location).toBe('/settings/accounts?error=email_does_not_match')

    const unverified = await oauthFlow(t, book, {
      provider: 'github',
      profile: githubProfile({ email: user.email, verified: false }),
      path: '/link-social',
      jar: user.jar,
      body: { errorCallbackURL: '/settings/accounts' },
    })
    expect(unverified.location).toBe('/settings/accounts?error=unable_to_link_account')
    expect(await accountsOf(user.id)).toHaveLength(1)
  })

  test('link-social needs a session', async () => {
    const response = await t.request('/link-social', { body: { provider: 'github', callbackURL: '/home' } })
    expect(response.status).toBe(401)
  })
})

describe('unlinking', () => {
  test('the last account cannot be unlinked; another one can, by id or by provider', async () => {
    const signUp = await oauthFlow(t, book, { provider: 'github', profile: githubProfile() })
    const jar = signUp.jar
    const [only] = (await t.request('/list-accounts', { cookie: jar.toString() })).json as unknown as Array<{
      id: string
    }>

    const refused = await t.request('/unlink-account', {
      body: { accountId: only?.id },
      cookie: jar.toString(),
    })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ message: "You can't unlink your last account" })
    const refusedByProvider = await t.request('/unlink-account', {
      body: { providerId: 'github' },
      cookie: jar.toString(),
    })
    expect(refusedByProvider.status).toBe(400)
    expect(refusedByProvider.json).toMatchObject({ message: "You can't unlink your last account" })

    // With a password as well, GitHub can go (unlinked by the { providerId } form).
    const user = await passwordUser()
    const profile = githubProfile({ email: user.email })
    await oauthFlow(t, book, { provider: 'github', profile, path: '/link-social', jar: user.jar })
    const unknown = await t.request('/unlink-account', {
      body: { providerId: 'github', accountId: 'not-mine' },
      cookie: user.jar.toString(),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ message: 'Account not found' })
    const unlinked = await t.request('/unlink-account', {
      body: { providerId: 'github', accountId: String(profile.id) },
      cookie: user.jar.toString(),
    })
    expect(unlinked.status, unlinked.text).toBe(200)
    expect(unlinked.json).toEqual({ status: true })
    expect((await accountsOf(user.id)).map((account) => account.providerId)).toEqual(['credential'])
  })

  test('ACCOUNT_LINKING_ALLOW_UNLINKING_ALL lets the last one go', async () => {
    const lenient = createTestAuth(database, { env: { ...ENV, ACCOUNT_LINKING_ALLOW_UNLINKING_ALL: 'true' } })
    const signUp = await oauthFlow(lenient, book, { provider: 'github', profile: githubProfile() })
    const response = await lenient.request('/unlink-account', {
      body: { providerId: 'github' },
      cookie: signUp.jar.toString(),
    })
    expect(response.status).toBe(200)
  })
})

describe('provider tokens', () => {
  test('get-access-token, refresh-token and account-info, by provider id or account id', async () => {
    const profile = githubProfile()
    const signIn = await oauthFlow(t, book, { provider: 'github', profile })
    const cookie = signIn.jar.toString()
    const [account] = (await t.request('/list-accounts', { cookie })).json as unknown as Array<{ id: string }>

    const token = await t.request('/get-access-token', { body: { providerId: 'github' }, cookie })
    expect(token.status, token.text).toBe(200)
    expect(token.json).toMatchObject({
      accessToken: expect.stringMatching(/^at-/),
      scopes: ['read:user', 'user:email'],
    })
    const byId = await t.request('/get-access-token', { body: { accountId: account?.id }, cookie })
    expect(byId.json?.accessToken).toBe(token.json?.accessToken)

    const refreshed = await t.request('/refresh-token', { body: { providerId: 'github' }, cookie })
    expect(refreshed.status, refreshed.text).toBe(200)
    expect(refreshed.json?.accessToken).not.toBe(token.json?.accessToken)
    expect(book.tokenRequests.at(-1)?.get('grant_type')).toBe('refresh_token')
    const current = await t.request('/get-access-token', { body: { providerId: 'github' }, cookie })
    expect(current.json?.accessToken).toBe(refreshed.json?.accessToken)

    for (const info of [
      await t.request('/account-info', { body: { accountId: String(profile.id) }, cookie }),
      await t.request(`/account-info?accountId=${account?.id}`, { cookie }),
    ]) {
      expect(info.status, info.text).toBe(200)
      expect(info.json).toMatchObject({
        user: { email: profile.emails[0]?.email, emailVerified: true },
        data: { login: profile.login },
      })
    }

    const missing = await t.request('/get-access-token', { body: { providerId: 'google' }, cookie })
    expect(missing.status).toBe(400)
    expect(missing.json).toMatchObject({ message: 'Account not found' })
    expect((await t.request('/get-access-token', { body: { providerId: 'github' } })).status).toBe(401)
  })

  test('an access token expiring within 5 seconds is refreshed on the way', async () => {
    // GitHub Apps hand out expiring tokens: this one expires in 3 seconds.
    server.use(...fakeGitHub(book, { expiresIn: 3 }))
    try {
      const signIn = await oauthFlow(t, book, { provider: 'github', profile: githubProfile() })
      const cookie = signIn.jar.toString()
      const before = book.tokenRequests.length
      const token = await t.request('/get-access-token', { body: { providerId: 'github' }, cookie })
      expect(token.status, token.text).toBe(200)
      expect(book.tokenRequests.length).toBe(before + 1)
      expect(book.tokenRequests.at(-1)?.get('grant_type')).toBe('refresh_token')
      expect(new Date(String(token.json?.accessTokenExpiresAt)).getTime()).toBeGreaterThan(Date.now())
    } finally {
      server.resetHandlers()
    }
  })
})

describe('one-time token', () => {
  test('a generated token is exchanged once for its session', async () => {
    const user = await passwordUser()
    // Browsers may not mint tokens (a link carrying one could sign someone into another account)…
    const refused = await t.request('/one-time-token/generate', { cookie: user.jar.toString() })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    // …the server does, for the sign-in service.
    const generated = await t.auth.api.generateOneTimeToken({
      headers: new Headers({ cookie: user.jar.toString() }),
    })
    const token = String(generated.token)

    const verified = await t.request('/one-time-token/verify', { body: { token } })
    expect(verified.status, verified.text).toBe(200)
    expect(verified.json).toMatchObject({ user: { id: user.id }, session: { userId: user.id } })
    const fresh = new CookieJar()
    fresh.absorb(verified.headers)
    expect((await sessionOf(t, fresh))?.user.id).toBe(user.id)

    const again = await t.request('/one-time-token/verify', { body: { token } })
    expect(again.status).toBe(400)
    expect(again.json).toMatchObject({ message: 'Invalid token' })
  })
})
