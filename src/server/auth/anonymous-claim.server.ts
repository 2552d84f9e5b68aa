import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
// Relative imports only: Better Auth's CLI loads create-auth.ts, and with it this file.
import { visitorIdOf } from '../anonymous-visitor.server'
import type { Database } from '../db/client.server'
import { VISITOR_COOKIE } from '../session-cookie'
import type { AuthFeatureWork } from './auth-feature-work'

/** The endpoints after which someone is signed in as themselves: sign-up, sign-in, a social provider's return. */
const SIGNING_IN = /^\/(?:sign-up\/email|sign-in\/email|sign-in\/username|callback\/[^/]+)$/

/**
 * An anonymous visitor who signs up or in takes their anonymous votes (and anything they wrote) with them: after
 * the endpoint made the session, the visitor cookie's votes move to the account in one transaction, and the
 * cookie is cleared. A claim that fails leaves the sign-in as it is (the votes stay anonymous, the cookie too,
 * so the next sign-in tries again).
 */
export function anonymousClaim(deps: { db: Database; secret: string; work: AuthFeatureWork }) {
  return {
    id: 'parley-anonymous-claim',
    hooks: {
      after: [
        {
          matcher: (ctx) => SIGNING_IN.test(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.context.newSession?.user.id
            const headers = ctx.headers ?? ctx.request?.headers
            if (!userId || !headers) return
            const visitorId = visitorIdOf(headers, deps.secret)
            if (!visitorId) return
            try {
              await deps.db.transaction((tx) => deps.work.claimAnonymousVisitor(tx, visitorId, userId))
            } catch (error) {
              ctx.context.logger.error('Claiming an anonymous visitor failed', error)
              return
            }
            ctx.setCookie(VISITOR_COOKIE, '', {
              path: '/',
              httpOnly: true,
              sameSite: 'lax',
              maxAge: 0,
              secure: ctx.context.baseURL.startsWith('https:'),
            })
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
