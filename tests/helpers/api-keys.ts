import { handleApiV1Request } from '~/api/v1/handle.server'
import { API_KEY_SERVICE_ROLE, apiKeyServiceEmail } from '~/lib/api-key-rules'
import { API_SCOPES, type ApiScope } from '~/lib/api-scopes'
import { apiKeyStart, generateApiKeySecret, hashApiKeySecret } from '~/server/api/api-key-auth.server'
import type { ApiApp } from '~/server/api/operation'
import type { Database } from '~/server/db/client.server'
import { apiKey, user } from '~/server/db/schema'
import { loadConfig } from '~/server/env.server'
import { logger } from '~/server/logger.server'

export const API_TEST_BASE_URL = 'https://parley.example'

export type TestApiKey = { id: string; secret: string; serviceUserId: string; authorization: string }

/**
 * An API key straight into the database, with its service user, as the keys' settings create them (without
 * their code, so API tests do not depend on the settings' rules such as the number of keys): every
 * scope unless told otherwise, for the whole organisation unless given a project.
 */
export async function insertApiKey(
  db: Database,
  options: {
    organizationId: string
    scopes?: readonly ApiScope[]
    projectId?: string | null
    name?: string
    expiresAt?: Date | null
    revokedAt?: Date | null
    createdBy?: string | null
  },
): Promise<TestApiKey> {
  const secret = generateApiKeySecret()
  const id = crypto.randomUUID()
  const serviceUserId = `api-key-user-${id}`
  const name = options.name ?? 'Test key'
  // Shaped as the keys' settings shape it: an address that takes no mail, the service role, banned for good.
  await db.insert(user).values({
    id: serviceUserId,
    name,
    email: apiKeyServiceEmail(id),
    username: null,
    role: API_KEY_SERVICE_ROLE,
    banned: true,
  })
  await db.insert(apiKey).values({
    id,
    organizationId: options.organizationId,
    projectId: options.projectId ?? null,
    name,
    tokenHash: hashApiKeySecret(secret),
    start: apiKeyStart(secret),
    scopes: [...(options.scopes ?? API_SCOPES)],
    serviceUserId,
    createdBy: options.createdBy ?? null,
    expiresAt: options.expiresAt ?? null,
    revokedAt: options.revokedAt ?? null,
  })
  return { id, secret, serviceUserId, authorization: `Bearer ${secret}` }
}

/** What the /api/v1 route hands the dispatcher, for a test database; `env` sets the configuration. */
export function testApiApp(db: Database, env: Record<string, string> = {}): ApiApp {
  return { db, config: loadConfig({ BETTER_AUTH_URL: API_TEST_BASE_URL, ...env }), logger }
}

export type ApiAnswer = {
  status: number
  headers: Headers
  text: string
  /** The parsed body (JSON or problem+json), or null when empty or not JSON. */
  json: Record<string, unknown> | null
}

/**
 * Calls the public API the way its route does (the same handler, a real Request, no server): `key` is sent as
 * Bearer; a `body` object is sent as JSON, a string as it is (with the given headers).
 */
export function apiClient(app: ApiApp) {
  return async function call(
    method: string,
    path: string,
    options: { key?: TestApiKey | string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer> {
    const headers = new Headers(options.headers)
    if (options.key) {
      headers.set('Authorization', typeof options.key === 'string' ? options.key : options.key.authorization)
    }
    let body: string | undefined
    if (typeof options.body === 'string') body = options.body
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
    }
    const url = path.startsWith('http') ? path : `${API_TEST_BASE_URL}/api/v1${path}`
    const response = await handleApiV1Request(new Request(url, { method, headers, body }), app)
    const text = await response.text()
    let json: Record<string, unknown> | null = null
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : null
    } catch {}
    return { status: response.status, headers: response.headers, text, json }
  }
}
