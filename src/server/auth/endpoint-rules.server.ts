import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import type { tanstackStartCookies } from 'better-auth/tanstack-start'
import { eq } from 'drizzle-orm'
import { ANONYMOUS_VISITOR_ROLE } from '../../lib/anonymous-visitor-rules'
import type { Database } from '../db/client.server'
import { user } from '../db/schema'
import { isSiteAdmin } from '../site-admin.server'
import { assertAccountDeletable } from './account-deletion.server'
import { announceMemberLeft } from './organization-rules.server'
import { isSessionReadThatFoundNone, keepCookiesOnMissingSession } from './stale-session-read.server'

/*
 * Why these rules are a plugin's hooks with matchers, not the `hooks` of Better Auth's options: Better Auth runs
 * the options' before and after hooks on every endpoint, the session read that every signed-in request makes
 * included, and each run builds a whole endpoint context for the hook (about 90 KB allocated per signed-in
 * page; docs/performance.md, ninth pass). A plugin's hook runs only where its matcher says.
 */

/** Parley's rules around Better Auth's own endpoints, each on the one path it is for. */
export function endpointRules(deps: { db: Database; adminUserIds: string[] }) {
  return {
    id: 'parley-endpoint-rules',
    hooks: {
      before: [
        {
          // An anonymous visitor's stand-in is nobody: no admin endpoint finds it (get, impersonate, ban, set a
          // role or a password, sessions, update, remove), as if it did not exist.
          matcher: (ctx) => ctx.path?.startsWith('/admin/') ?? false,
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as { userId?: unknown } | undefined
            const query = ctx.query as { id?: unknown; userId?: unknown } | undefined
            const named = [body?.userId, query?.id, query?.userId].filter(
              (id): id is string => typeof id === 'string',
            )
            for (const id of named) {
              const [found] = await deps.db.select({ role: user.role }).from(user).where(eq(user.id, id))
              if (found?.role === ANONYMOUS_VISITOR_ROLE) {
                throw new APIError('NOT_FOUND', { message: 'User not found' })
              }
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/admin/remove-user',
          handler: createAuthMiddleware(async (ctx) => {
            // remove-user revokes the user's sessions before it deletes: refuse a sole owner up front, so that
            // a refused removal changes nothing. Asked only for callers Better Auth lets through (site admins),
            // so that nobody else learns whom it would refuse.
            const caller = await getSessionFromCtx(ctx)
            const callerIsAdmin =
              caller !== null &&
              isSiteAdmin({ userId: caller.user.id, role: caller.user.role ?? null }, deps.adminUserIds)
            const userId = (ctx.body as { userId?: unknown } | undefined)?.userId
            if (callerIsAdmin && typeof userId === 'string') await assertAccountDeletable(deps.db, userId)
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => isSessionReadThatFoundNone(ctx),
          handler: createAuthMiddleware(async (ctx) => keepCookiesOnMissingSession(ctx)),
        },
        {
          matcher: (ctx) => ctx.path === '/organization/leave',
          handler: createAuthMiddleware(async (ctx) => {
            await announceMemberLeft(deps.db, ctx.body, ctx.context.returned)
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}

/**
 * TanStack Start's cookie plugin, run only when the endpoint sets a cookie. Its hook matches every endpoint and
 * does nothing unless the answer has a `Set-Cookie`; asking that in the matcher spares the session read of every
 * signed-in request a hook run (see above).
 */
export function whenSettingCookies(plugin: ReturnType<typeof tanstackStartCookies>) {
  return {
    ...plugin,
    hooks: {
      after: plugin.hooks.after.map((hook) => ({
        ...hook,
        matcher: (ctx: Parameters<typeof hook.matcher>[0]) =>
          (ctx.context.responseHeaders?.has('set-cookie') ?? false) && hook.matcher(ctx),
      })),
    },
  }
}
