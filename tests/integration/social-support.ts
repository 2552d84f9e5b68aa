/**
 * Shared pieces of the social sign-in tests: the providers' side of OAuth (token, user-info and key-set
 * endpoints) answered by MSW, a browser-like cookie jar, and whole flows through auth.handler. MSW stands in
 * for third-party HTTP only: Parley's own code runs as it does in production.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { expect } from 'vitest'
import type { createTestAuth } from '../helpers/test-auth'

export type TestAuth = ReturnType<typeof createTestAuth>

export const BASE = 'http://localhost:3000'

let counter = 0
export const unique = (label: string) => `${label}${++counter}${Date.now().toString(36)}`

/** A browser's cookies for one origin: what Set-Cookie headers leave behind. */
export class CookieJar {
  private cookies = new Map<string, string>()

  constructor(initial?: string) {
    if (initial) this.add(initial)
  }

  add(header: string) {
    for (const pair of header.split(/;\s*/)) {
      const [name, ...rest] = pair.split('=')
      if (name) this.cookies.set(name, rest.join('='))
    }
  }

  absorb(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';').map((part) => part.trim())
      const [name, ...rest] = (pair ?? '').split('=')
      if (!name) continue
      const value = rest.join('=')
      const expired = attributes.some((attribute) => /^max-age=(0|-)/i.test(attribute))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  has(name: string) {
    return this.cookies.has(name)
  }

  toString() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** Signs a JWT with RS256 (node:crypto), as an identity provider does. */
export function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`
}

export function rsaKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } }
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

/** One sign-in at the provider: who signs in, and the tokens the provider hands out for it. */
type Grant = {
  challenge: string | null
  redirectUri: string | null
  nonce: string | null
  profile: Record<string, unknown>
  extra?: Record<string, unknown>
}

/**
 * The provider's memory of authorization codes: `approve` plays the user consenting at the authorization
 * URL (it records the PKCE challenge, redirect URI and nonce), `redeem` is the token endpoint's check.
 */
export class CodeBook {
  private codes = new Map<string, Grant>()
  readonly tokens = new Map<string, Grant>()
  readonly refreshTokens = new Map<string, Grant>()
  /** Every token request: the tests look at what Parley sent. */
  readonly tokenRequests: URLSearchParams[] = []

  approve(authorizeUrl: URL, profile: Record<string, unknown>, extra?: Record<string, unknown>): string {
    const code = `code-${randomBytes(8).toString('hex')}`
    this.codes.set(code, {
      challenge: authorizeUrl.searchParams.get('code_challenge'),
      redirectUri: authorizeUrl.searchParams.get('redirect_uri'),
      nonce: authorizeUrl.searchParams.get('nonce'),
      profile,
      extra,
    })
    return code
  }

  /** The token endpoint: a code is good once, for the PKCE verifier and redirect URI it was issued for. */
  redeem(
    form: URLSearchParams,
  ): { grant: Grant; accessToken: string; refreshToken: string } | { error: string } {
    this.tokenRequests.push(form)
    let grant: Grant | undefined
    if (form.get('grant_type') === 'refresh_token') {
      grant = this.refreshTokens.get(form.get('refresh_token') ?? '')
      if (!grant) return { error: 'invalid_grant' }
    } else {
      const code = form.get('code') ?? ''
      grant = this.codes.get(code)
      this.codes.delete(code)
      if (!grant) return { error: 'invalid_grant' }
      const verifier = form.get('code_verifier')
      if (grant.challenge && (!verifier || s256(verifier) !== grant.challenge))
        return { error: 'invalid_grant' }
      if (grant.redirectUri && form.get('redirect_uri') !== grant.redirectUri)
        return { error: 'invalid_grant' }
    }
    const accessToken = `at-${randomBytes(8).toString('hex')}`
    const refreshToken = `rt-${randomBytes(8).toString('hex')}`
    this.tokens.set(accessToken, grant)
    this.refreshTokens.set(refreshToken, grant)
    return { grant, accessToken, refreshToken }
  }

  profileFor(request: Request): Grant | undefined {
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    return this.tokens.get(token)
  }
}

async function formOf(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text())
}

/** GitHub: token exchange, /user and /user/emails. `profile.emails` lists the addresses GitHub reports. */
export function fakeGitHub(book: CodeBook, options: { expiresIn?: number } = {}) {
  return [
    http.post('https://github.com/login/oauth/access_token', async ({ request }) => {
      const result = book.redeem(await formOf(request))
      if ('error' in result) return HttpResponse.json({ error: 'bad_verification_code' })
      return HttpResponse.json({
        access_token: result.accessToken,
        token_type: 'bearer',
        scope: 'read:user,user:email',
        refresh_token: result.refreshToken,
        ...(options.expiresIn !== undefined ? { expires_in: options.expiresIn } : {}),
      })
    }),
    http.get('https://api.github.com/user', ({ request }) => {
      const grant = book.profileFor(request)
      if (!grant) return HttpResponse.json({ message: 'Bad credentials' }, { status: 401 })
      const { emails: _emails, ...profile } = grant.profile
      return HttpResponse.json(profile)
    }),
    http.get('https://api.github.com/user/emails', ({ request }) => {
      const grant = book.profileFor(request)
      if (!grant) return HttpResponse.json({ message: 'Bad credentials' }, { status: 401 })
      return HttpResponse.json(grant.profile.emails ?? [])
    }),
  ]
}

export const GOOGLE_ISSUER = 'https://accounts.google.com'

/** Google: the token endpoint answers with an ID token signed by a key that Google's JWKS publishes. */
export function fakeGoogle(book: CodeBook, key: ReturnType<typeof rsaKey>, clientId: string) {
  return [
    http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
      const result = book.redeem(await formOf(request))
      if ('error' in result) return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
      const now = Math.floor(Date.now() / 1000)
      const idToken = signJwt(
        { iss: GOOGLE_ISSUER, aud: clientId, iat: now, exp: now + 3600, ...result.grant.profile },
        key.privateKey,
        key.kid,
      )
      return HttpResponse.json({
        access_token: result.accessToken,
        refresh_token: result.refreshToken,
        expires_in: 3599,
        id_token: idToken,
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        token_type: 'Bearer',
      })
    }),
    http.get('https://www.googleapis.com/oauth2/v3/certs', () => HttpResponse.json({ keys: [key.jwk] })),
  ]
}

/** A generic OpenID Connect provider: discovery, authorization, token (with a nonce-bound ID token), JWKS, userinfo. */
export function fakeOidc(
  book: CodeBook,
  key: ReturnType<typeof rsaKey>,
  settings: { issuer: string; clientId: string },
) {
  const { issuer, clientId } = settings
  return [
    http.get(`${issuer}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      }),
    ),
    http.get(`${issuer}/jwks`, () => HttpResponse.json({ keys: [key.jwk] })),
    http.post(`${issuer}/token`, async ({ request }) => {
      const form = await formOf(request)
      // Confidential client: the secret comes in HTTP Basic or the form.
      const basic = request.headers.get('authorization')
      const credentials = basic
        ? Buffer.from(basic.replace(/^Basic\s+/i, ''), 'base64')
            .toString()
            .split(':')
        : [form.get('client_id'), form.get('client_secret')]
      if (decodeURIComponent(credentials[0] ?? '') !== clientId) {
        return HttpResponse.json({ error: 'invalid_client' }, { status: 401 })
      }
      const result = book.redeem(form)
      if ('error' in result) return HttpResponse.json({ error: result.error }, { status: 400 })
      const now = Math.floor(Date.now() / 1000)
      const { userinfo: _userinfo, ...claims } = result.grant.profile
      const idToken = signJwt(
        {
          iss: issuer,
          aud: clientId,
          iat: now,
          exp: now + 600,
          ...(result.grant.nonce ? { nonce: result.grant.nonce } : {}),
          ...claims,
          ...result.grant.extra,
        },
        key.privateKey,
        key.kid,
      )
      return HttpResponse.json({
        access_token: result.accessToken,
        refresh_token: result.refreshToken,
        expires_in: 600,
        id_token: idToken,
        token_type: 'Bearer',
        scope: 'openid email profile',
      })
    }),
    http.get(`${issuer}/userinfo`, ({ request }) => {
      const grant = book.profileFor(request)
      if (!grant) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 })
      return HttpResponse.json(grant.profile.userinfo ?? { sub: grant.profile.sub })
    }),
  ]
}

/** MSW for the providers' hosts; any other outbound request fails the test. */
export function providerServer(...handlers: Parameters<typeof setupServer>) {
  return setupServer(...handlers)
}

/** POST /sign-in/social (or /link-social) as the browser does: the provider's authorization URL, and cookies. */
export async function startOAuth(
  t: TestAuth,
  path: '/sign-in/social' | '/link-social',
  body: Record<string, unknown>,
  jar = new CookieJar(),
) {
  const response = await t.request(path, { body, cookie: jar.toString() || undefined })
  expect(response.status, response.text).toBe(200)
  jar.absorb(response.headers)
  const url = new URL(String(response.json?.url))
  return { url, state: url.searchParams.get('state') ?? '', jar, json: response.json }
}

/** The provider redirects the browser to /api/auth/callback/{id}: where Parley sends it next. */
export async function callback(
  t: TestAuth,
  providerId: string,
  params: Record<string, string>,
  jar: CookieJar,
) {
  const query = new URLSearchParams(params).toString()
  const response = await t.request(`/callback/${providerId}?${query}`, {
    cookie: jar.toString() || undefined,
  })
  jar.absorb(response.headers)
  const location = response.headers.get('location') ?? ''
  return {
    status: response.status,
    location,
    /** The error code of a failure redirect (`?error=`), if it is one. */
    error: new URL(location, BASE).searchParams.get('error'),
    jar,
  }
}

/** The whole redirect flow: start, consent at the provider (as `profile`), callback. */
export async function oauthFlow(
  t: TestAuth,
  book: CodeBook,
  options: {
    provider: string
    profile: Record<string, unknown>
    body?: Record<string, unknown>
    path?: '/sign-in/social' | '/link-social'
    jar?: CookieJar
    extra?: Record<string, unknown>
  },
) {
  const started = await startOAuth(
    t,
    options.path ?? '/sign-in/social',
    { provider: options.provider, callbackURL: '/home', ...options.body },
    options.jar,
  )
  const code = book.approve(started.url, options.profile, options.extra)
  const result = await callback(t, options.provider, { code, state: started.state }, started.jar)
  return { ...result, authorizeUrl: started.url }
}

export async function sessionOf(t: TestAuth, jar: CookieJar) {
  const response = await t.request('/get-session', { cookie: jar.toString() })
  return response.json as { user: { id: string; email: string; name: string; emailVerified: boolean } } | null
}

/** Marks a user's email as verified (the mailed verification is another suite's subject). */
export async function verifyEmailOf(t: TestAuth, userId: string) {
  const context = await t.auth.$context
  await context.internalAdapter.updateUser(userId, { emailVerified: true })
}

/** The user id in an auth answer ({ user: { id } }). */
export function userIdOf(json: Record<string, unknown> | null): string {
  return String((json?.user as { id?: string } | undefined)?.id)
}
