import { and, eq, sql } from 'drizzle-orm'
import type { Database } from './db/client.server'
import { user } from './db/schema'
import { recordNotifications } from './notifications.server'

/**
 * An invitation also reaches the bell of the person invited, when they already have an account whose address
 * is verified (the mail itself goes out either way). Visible for as long as the invitation is pending and
 * addressed to them. An unverified account proves nothing about the mailbox: anyone may sign up with an address
 * that is about to be invited, and the bell would hand them the invitation's link, which is what accepting needs.
 */
export async function notifyInvitation(
  db: Database,
  input: {
    invitation: { id: string; email: string }
    inviterId: string
    organization: { id: string; name: string; slug: string }
  },
): Promise<void> {
  const [invited] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(eq(sql`lower(${user.email})`, input.invitation.email.toLowerCase()), eq(user.emailVerified, true)),
    )
    .limit(1)
  if (!invited) return
  await db.transaction((tx) =>
    recordNotifications(tx, {
      userIds: [invited.id],
      actorId: input.inviterId,
      kind: 'invitation',
      subjectType: 'invitation',
      subjectId: input.invitation.id,
      projectId: null,
      groupKey: `invitation:${input.invitation.id}`,
      data: {
        title: input.organization.name,
        organizationName: input.organization.name,
        path: `/invitations/${input.invitation.id}`,
      },
    }),
  )
}
