import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { member, webhookEndpoint } from '~/server/db/schema'
import type { SubjectReader, SubjectType } from '~/server/subjects/registry.server'

/** The subject type a "webhook turned off" notification is about. */
export const WEBHOOK_SUBJECT = 'webhook_endpoint'

/**
 * A webhook endpoint as a notification's subject: seen by its organisation's owners (whom the notification
 * tells), for as long as the endpoint exists.
 */
export const webhookSubjectTypes: SubjectType[] = [
  {
    name: WEBHOOK_SUBJECT,
    visibleTo: async (db: Database, reader: SubjectReader, ids: readonly string[]) => {
      if (!reader.userId || ids.length === 0) return new Set()
      const rows = await db
        .select({ id: webhookEndpoint.id })
        .from(webhookEndpoint)
        .innerJoin(
          member,
          and(eq(member.organizationId, webhookEndpoint.organizationId), eq(member.userId, reader.userId)),
        )
        .where(and(inArray(webhookEndpoint.id, [...ids]), eq(member.role, 'owner')))
      return new Set(rows.map((row) => row.id))
    },
    currentTitles: async (db: Database, ids: readonly string[]) => {
      const rows = await db
        .select({
          id: webhookEndpoint.id,
          url: webhookEndpoint.url,
          description: webhookEndpoint.description,
        })
        .from(webhookEndpoint)
        .where(inArray(webhookEndpoint.id, [...ids]))
      return new Map(rows.map((row) => [row.id, row.description || new URL(row.url).host]))
    },
  },
]
