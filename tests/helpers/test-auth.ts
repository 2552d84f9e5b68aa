import { authFeatureWork } from '~/app/auth-feature-work.server'
import { withClientIp } from '~/server/auth/client-ip'
import { createAuth } from '~/server/auth/create-auth'
import type { DatabaseHandle } from '~/server/db/client.server'
import * as schema from '~/server/db/schema'
import type { MailMessage } from '~/server/mail/mailer.server'
import { cheapPasswordHashing } from './cheap-password-hashing'

export const TEST_BASE_URL = 'http://localhost:3000'
export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789'

export type TestAuthOptions = {
  baseUrl?: string
  rateLimitEnabled?: boolean
  relaxedRateLimits?: boolean
  adminEmails?: string[]
  adminUserIds?: string[]
  /** MAX_TEAMS_PER_USER for this auth instance (the production default when omitted). */
  maxTeamsPerUser?: number
  /** Replaces the default mail capture (e.g. to make delivery fail); `mails` then stays empty. */
  sendMail?: (message: MailMessage) => Promise<void>
  /** REQUIRE_EMAIL_VERIFICATION for this auth instance (false when omitted, as in production). */
  requireEmailVerification?: boolean
  /** The environment the social providers are read from (`<PROVIDER>_CLIENT_ID`…); none when omitted. */
  env?: Record<string, string | undefined>
  /** Hash passwords with Better Auth's own scrypt, as production does (a cheap hash when omitted). */
  productionPasswordHashing?: boolean
}

/** The production auth configuration on a test database, plus a small HTTP client for /api/auth/*. */
export function createTestAuth(database: DatabaseHandle, options: TestAuthOptions = {}) {
  const baseUrl = options.baseUrl ?? TEST_BASE_URL
  /** Every mail the auth instance sent, oldest first (unless a custom sendMail was given). */
  const mails: MailMessage[] = []
  const auth = createAuth({
    db: database.db,
    schema,
    baseUrl,
    secret: TEST_SECRET,
    rateLimitEnabled: options.rateLimitEnabled ?? false,
    relaxedRateLimits: options.relaxedRateLimits,
    adminEmails: options.adminEmails ?? [],
    adminUserIds: options.adminUserIds ?? [],
    featureWork: authFeatureWork,
    maxTeamsPerUser: options.maxTeamsPerUser,
    requireEmailVerification: options.requireEmailVerification,
    env: options.env,
    passwordHashing: options.productionPasswordHashing ? undefined : cheapPasswordHashing,
    sendMail:
      options.sendMail ??
      (async (message) => {
        mails.push(message)
      }),
  })

  /** Calls an auth endpoint the way the /api/auth/$ route does (same-origin, with a client IP). */
  async function request(
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; ip?: string; origin?: string | null } = {},
  ) {
    const headers = new Headers()
    if (init.body !== undefined) headers.set('Content-Type', 'application/json')
    if (init.cookie) headers.set('Cookie', init.cookie)
    if (init.origin !== null) headers.set('Origin', init.origin ?? new URL(baseUrl).origin)
    const raw = new Request(`${baseUrl}/api/auth${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const response = await auth.handler(withClientIp(raw, init.ip ?? '203.0.113.7'))
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {}
    return {
      status: response.status,
      headers: response.headers,
      json: json as Record<string, unknown> | null,
      text,
    }
  }

  /** The Cookie header value a browser would send after this response. */
  function cookieFrom(response: { headers: Headers }): string {
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  async function signUp(user: { email: string; password?: string; name?: string; username?: string }) {
    const response = await request('/sign-up/email', {
      body: { name: user.name ?? 'Test User', password: user.password ?? 'correct-horse-battery', ...user },
    })
    return { ...response, cookie: cookieFrom(response) }
  }

  return { auth, request, cookieFrom, signUp, mails }
}
