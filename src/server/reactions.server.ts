import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from './db/client.server'
import { reaction } from './db/schema'

export type ReactionSummary = { emoji: string; count: number; reacted: boolean }

/**
 * Reactions: one table keyed by subject, person and emoji. The feature that owns the subject
 * checks that the viewer may see it and which emoji it allows; this module only counts and toggles.
 */
export async function setReaction(
  tx: Database,
  subject: { type: string; id: string },
  userId: string,
  emoji: string,
  on: boolean,
): Promise<void> {
  if (on) {
    await tx
      .insert(reaction)
      .values({ subjectType: subject.type, subjectId: subject.id, userId, emoji })
      .onConflictDoNothing()
  } else {
    await tx
      .delete(reaction)
      .where(
        and(
          eq(reaction.subjectType, subject.type),
          eq(reaction.subjectId, subject.id),
          eq(reaction.userId, userId),
          eq(reaction.emoji, emoji),
        ),
      )
  }
}

/** Counts per subject and emoji (in the given emoji order), with whether the viewer reacted so. */
export async function summarizeReactions(
  db: Database,
  subjectType: string,
  subjectIds: string[],
  viewerId: string | null,
  emojis: readonly string[],
): Promise<Map<string, ReactionSummary[]>> {
  const result = new Map<string, ReactionSummary[]>()
  if (subjectIds.length === 0) return result
  // One query for the counts and the viewer's own: a page of chat messages asked twice.
  const rows = await db
    .select({
      subjectId: reaction.subjectId,
      emoji: reaction.emoji,
      total: count(),
      reacted: viewerId
        ? sql<boolean>`coalesce(bool_or(${reaction.userId} = ${viewerId}), false)`
        : sql<boolean>`false`,
    })
    .from(reaction)
    .where(and(eq(reaction.subjectType, subjectType), inArray(reaction.subjectId, subjectIds)))
    .groupBy(reaction.subjectId, reaction.emoji)
  const found = new Map(rows.map((row) => [`${row.subjectId} ${row.emoji}`, row]))
  for (const id of subjectIds) {
    result.set(
      id,
      emojis.map((emoji) => {
        const row = found.get(`${id} ${emoji}`)
        return { emoji, count: row?.total ?? 0, reacted: row?.reacted === true }
      }),
    )
  }
  return result
}
