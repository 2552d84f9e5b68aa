import type { Database } from '~/server/db/client.server'
import { countAttempt } from '~/server/rate-limit.server'
import { BodyTooLargeError, readBodyCapped } from '~/server/request-body.server'
import { registerClient } from './clients.server'
import { authorizationServerMetadata, protectedResourceMetadata } from './metadata.server'
import { answerTokenRequest, revokeToken } from './token-endpoint.server'

/**
 * The OAuth endpoints as Request → Response, so the file routes stay one line each and tests call them in
 * process. Browser-based MCP clients call them cross-origin: any origin may, without credentials (nothing here
 * reads a cookie), and nothing they answer may be cached.
 */

export type OAuthHttpDeps = {
  db: Database
  /** The app's public origin (BETTER_AUTH_URL): the issuer and the base of every address. */
  baseUrl: string
  clientIp: string | undefined
  rateLimitEnabled: boolean
}

const MAX_BODY_BYTES = 16 * 1024

/** Registrations one address may make per hour: plenty for a person's clients, little for a flood. */
export const REGISTRATIONS_PER_HOUR = 20

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, MCP-Protocol-Version',
  'Access-Control-Max-Age': '86400',
}

function json(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { ...CORS_HEADERS, 'Cache-Control': 'no-store', Pragma: 'no-cache', ...extra },
  })
}

/** The answer to a CORS preflight on any of these endpoints. */
export function oauthPreflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS })
}

export function authorizationServerMetadataResponse(baseUrl: string): Response {
  return Response.json(authorizationServerMetadata(baseUrl), {
    headers: { ...CORS_HEADERS, 'Cache-Control': 'public, max-age=300' },
  })
}

export function protectedResourceMetadataResponse(baseUrl: string): Response {
  return Response.json(protectedResourceMetadata(baseUrl), {
    headers: { ...CORS_HEADERS, 'Cache-Control': 'public, max-age=300' },
  })
}

async function readText(request: Request): Promise<string | null> {
  try {
    return new TextDecoder().decode(await readBodyCapped(request, MAX_BODY_BYTES))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null
    throw error
  }
}

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null
  const text = await readText(request)
  if (text === null) return null
  const form = new URLSearchParams(text)
  // RFC 6749 §3.2: a parameter sent twice is an invalid request.
  const names = [...form.keys()]
  if (new Set(names).size !== names.length) return null
  return form
}

/** POST /api/oauth/register (RFC 7591). */
export async function handleRegister(request: Request, deps: OAuthHttpDeps): Promise<Response> {
  if (deps.rateLimitEnabled) {
    const window = await countAttempt(deps.db, `oauth-register:${deps.clientIp ?? 'unknown'}`, 60 * 60 * 1000)
    if (window.count > REGISTRATIONS_PER_HOUR) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000))
      return json(
        { error: 'invalid_client_metadata', error_description: 'Too many registrations from this address' },
        429,
        { 'Retry-After': String(retryAfter) },
      )
    }
  }
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    return json({ error: 'invalid_client_metadata', error_description: 'Send application/json' }, 400)
  }
  const text = await readText(request)
  let body: unknown
  try {
    body = text === null ? null : JSON.parse(text)
  } catch {
    body = null
  }
  const result = await registerClient(deps.db, body)
  if (!result.ok) return json(result.error, 400)
  return json(result.client, 201)
}

function tokenError(
  status: number,
  error: string,
  description: string,
  basic: boolean | undefined,
): Response {
  // RFC 6749 §5.2: a client that tried Basic authentication is told so with the challenge.
  return json(
    { error, error_description: description },
    status,
    basic ? { 'WWW-Authenticate': 'Basic realm="parley"' } : {},
  )
}

/** The token and revocation endpoints take a form (RFC 6749 §3.2, RFC 7009 §2.1), each parameter once. */
function unreadableForm(): Response {
  return tokenError(
    400,
    'invalid_request',
    'Send application/x-www-form-urlencoded, each parameter once',
    false,
  )
}

/** POST /api/oauth/token. */
export async function handleToken(request: Request, deps: OAuthHttpDeps): Promise<Response> {
  const form = await readForm(request)
  if (!form) return unreadableForm()
  const answer = await answerTokenRequest(deps.db, deps.baseUrl, request.headers.get('Authorization'), form)
  if (!answer.ok) return tokenError(answer.status, answer.error, answer.description, answer.basic)
  return json(answer.body)
}

/** POST /api/oauth/revoke (RFC 7009). */
export async function handleRevoke(request: Request, deps: OAuthHttpDeps): Promise<Response> {
  const form = await readForm(request)
  if (!form) return unreadableForm()
  const answer = await revokeToken(deps.db, request.headers.get('Authorization'), form)
  if (!answer.ok) return tokenError(answer.status, answer.error, answer.description, answer.basic)
  return new Response(null, { status: 200, headers: { ...CORS_HEADERS, 'Cache-Control': 'no-store' } })
}
