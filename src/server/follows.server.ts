import { and, eq } from 'drizzle-orm'
import type { Database } from './db/client.server'
import { follow } from './db/schema'

/**
 * Follows: one row per subject and person. `watching` hears of everything, `ignoring` records an
 * explicit "not interested" that overrides a default (an author, a voter, a private chat's people), and null
 * removes the row (back to the default).
 */
export async function setFollowLevel(
  tx: Database,
  subject: { type: string; id: string },
  userId: string,
  level: 'watching' | 'ignoring' | null,
): Promise<void> {
  if (level === null) {
    await tx
      .delete(follow)
      .where(
        and(
          eq(follow.subjectType, subject.type),
          eq(follow.subjectId, subject.id),
          eq(follow.userId, userId),
        ),
      )
    return
  }
  await tx
    .insert(follow)
    .values({ subjectType: subject.type, subjectId: subject.id, userId, level })
    .onConflictDoUpdate({ target: [follow.subjectType, follow.subjectId, follow.userId], set: { level } })
}

export async function followLevelOf(
  db: Database,
  subject: { type: string; id: string },
  userId: string,
): Promise<'watching' | 'mentions' | 'ignoring' | null> {
  const [row] = await db
    .select({ level: follow.level })
    .from(follow)
    .where(
      and(eq(follow.subjectType, subject.type), eq(follow.subjectId, subject.id), eq(follow.userId, userId)),
    )
  return row?.level ?? null
}
