import { and, eq, inArray } from 'drizzle-orm'
import { invitation } from '~/server/db/schema'
import type { SubjectType } from '~/server/subjects/registry.server'

/**
 * An invitation to an organisation, in the bell of the person invited: seen while it is pending and unexpired,
 * and only by the person whose verified address it was sent to (an unverified account proves nothing about the
 * mailbox, and the bell hands out the link that accepting needs).
 */
const invitationSubject: SubjectType = {
  name: 'invitation',
  async visibleTo(db, reader, ids) {
    if (!reader.verifiedEmail) return new Set()
    const rows = await db
      .select({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt })
      .from(invitation)
      .where(and(inArray(invitation.id, [...ids]), eq(invitation.status, 'pending')))
    const now = Date.now()
    return new Set(
      rows
        .filter((row) => row.email.toLowerCase() === reader.verifiedEmail && row.expiresAt.getTime() > now)
        .map((row) => row.id),
    )
  },
}

export const orgSubjectTypes: readonly SubjectType[] = [invitationSubject]
