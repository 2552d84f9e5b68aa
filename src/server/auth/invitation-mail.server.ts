import { APIError, type BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.server'
import { invitation } from '../db/schema'

/**
 * Better Auth runs sendInvitationEmail through runInBackgroundOrAwait, which swallows its errors: a failed
 * invitation mail would still answer 200. This guard hears about the failure and turns the answer of
 * /organization/invite-member into a 502. A new invitation nobody was told about is taken back; a resent one
 * stays as it was (its first mail did go out).
 */
export function invitationMailGuard(db: Database) {
  const undelivered = new Set<string>()
  const plugin = {
    id: 'parley-invitation-mail',
    hooks: {
      after: [
        {
          matcher: (context) => context.path === '/organization/invite-member',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { id?: unknown } | undefined
            const id = typeof returned?.id === 'string' ? returned.id : null
            if (!id || !undelivered.delete(id)) return
            if (!ctx.body?.resend) await db.delete(invitation).where(eq(invitation.id, id))
            throw new APIError('BAD_GATEWAY', {
              message: 'The invitation email could not be sent. Please try again.',
            })
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
  return { markUndelivered: (invitationId: string) => undelivered.add(invitationId), plugin }
}
