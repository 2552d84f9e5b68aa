import type { Database } from './db/client.server'
import { notification } from './db/schema'

export type NotificationInput = {
  /** Who to tell; the actor is left out (nobody is told of their own doing). */
  userIds: Iterable<string>
  actorId: string | null
  kind: string
  subjectType: string
  subjectId: string
  projectId: string | null
  data?: Record<string, unknown>
}

/**
 * Records notifications inside the transaction of the change they tell about (DESIGN §9). Delivery — the
 * in-app inbox, mail, digests, and re-checking that the recipient may still see the subject — is the
 * notifications feature's job.
 */
export async function recordNotifications(tx: Database, input: NotificationInput): Promise<number> {
  const recipients = [...new Set(input.userIds)].filter((id) => id !== input.actorId)
  if (recipients.length === 0) return 0
  await tx.insert(notification).values(
    recipients.map((userId) => ({
      userId,
      actorId: input.actorId,
      kind: input.kind,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      projectId: input.projectId,
      data: input.data ?? {},
    })),
  )
  return recipients.length
}
