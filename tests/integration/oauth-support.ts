import { createHash, randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { postAuthorizationDecision } from '~/features/oauth/server/consent.server'
import {
  handleRegister,
  handleRevoke,
  handleToken,
  type OAuthHttpDeps,
} from '~/features/oauth/server/oauth-http.server'
import type { Viewer } from '~/lib/viewer'
import type { DatabaseHandle } from '~/server/db/client.server'

/** An endpoint's JSON answer; the fields the tests read by name are strings when present. */
export type OAuthJson = {
  [key: string]: unknown
  access_token: string
  refresh_token: string
  scope: string
  error: string
  client_id: string
  client_secret: string
}

/**
 * Where the consent form's answer sends the browser: a 303's Location (back to our own pages), or the app's
 * redirect URI from the return page's meta refresh.
 */
export async function whereTo(response: Response): Promise<string | null> {
  const location = response.headers.get('Location')
  if (location) return location
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return null
  const refresh = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(await response.text())?.[1]
  return refresh ? refresh.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))) : null
}

/** The deployment's public origin in these tests. */
export const ORIGIN = 'https://parley.test'
export const RESOURCE = `${ORIGIN}/api/mcp`
export const REDIRECT = 'http://127.0.0.1:33418/callback'

export function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** The OAuth endpoints called in process, as their file routes call them. */
export function oauthWorld(database: DatabaseHandle, overrides: Partial<OAuthHttpDeps> = {}) {
  const deps = (): OAuthHttpDeps => ({
    db: database.db,
    baseUrl: ORIGIN,
    clientIp: '203.0.113.9',
    rateLimitEnabled: false,
    ...overrides,
  })

  async function register(body: unknown, deps: Partial<OAuthHttpDeps> = {}) {
    const response = await handleRegister(
      new Request(`${ORIGIN}/api/oauth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { ...deps_(), ...deps },
    )
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as OAuthJson,
    }
  }
  const deps_ = deps

  /** A public client (PKCE, no secret), registered through the endpoint. */
  async function publicClient(name = 'Claude', redirectUris = [REDIRECT]) {
    const answer = await register({
      client_name: name,
      redirect_uris: redirectUris,
      token_endpoint_auth_method: 'none',
    })
    expect(answer.status).toBe(201)
    return answer.json.client_id as string
  }

  /** The consent form's POST as the person's browser sends it from our page; answers the 303's Location. */
  async function decide(
    viewer: Viewer | null,
    fields: Record<string, string>,
    options: { impersonatedBy?: string | null; crossSite?: boolean } = {},
  ) {
    const response = await postAuthorizationDecision(
      new Request(`${ORIGIN}/oauth/authorize`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': options.crossSite ? 'cross-site' : 'same-origin',
        },
        body: new URLSearchParams(fields).toString(),
      }),
      {
        db: database.db,
        baseUrl: ORIGIN,
        session: viewer ? { viewer, impersonatedBy: options.impersonatedBy ?? null } : null,
      },
    )
    return { status: response.status, location: await whereTo(response) }
  }

  /** Runs the consent (Allow) and answers the code the redirect carried, with the PKCE pair. */
  async function authorize(
    viewer: Viewer,
    clientId: string,
    organization: string,
    extra: Record<string, string> = {},
  ) {
    const { verifier, challenge } = pkce()
    const answer = await decide(viewer, {
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-123',
      resource: RESOURCE,
      decision: 'allow',
      organization,
      ...extra,
    })
    expect(answer.status).toBe(200)
    const location = new URL(answer.location ?? '')
    const code = location.searchParams.get('code')
    if (!code) throw new Error(`No code in ${answer.location}`)
    return { code, verifier, location }
  }

  async function token(fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await handleToken(
      new Request(`${ORIGIN}/api/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      }),
      deps(),
    )
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as OAuthJson,
    }
  }

  async function exchange(
    clientId: string,
    code: string,
    verifier: string,
    extra: Record<string, string> = {},
  ) {
    return token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: clientId,
      resource: RESOURCE,
      ...extra,
    })
  }

  async function revoke(fields: Record<string, string>) {
    const response = await handleRevoke(
      new Request(`${ORIGIN}/api/oauth/revoke`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
      deps(),
    )
    return { status: response.status }
  }

  return { register, publicClient, decide, authorize, token, exchange, revoke }
}
