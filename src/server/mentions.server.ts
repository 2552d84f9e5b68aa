/**
 * Mentions on the server (DESIGN §9): who a text's `@username`s are, and whom the editor may suggest.
 * Features call these inside their own transactions; the rules of who may see what stay with the feature
 * (the `mayBeNotified` callback), this module only looks people up.
 *
 * API:
 * - `resolveMentions(db, usernames, mayBeNotified)` → the mentioned users who exist and may be notified,
 *   in the order written, at most MAX_MENTIONS_NOTIFIED of them.
 * - `searchMentionCandidates(db, { organizationId, participantIds, query, limit })` → organisation members
 *   and earlier participants whose username or name starts with the query (members first).
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { isValidUsername } from '~/lib/account-rules'
import { MAX_MENTIONS_NOTIFIED, type MentionCandidate } from '~/lib/mentions'
import type { Database } from './db/client.server'
import { member, user } from './db/schema'

export type MentionedUser = { id: string; username: string; name: string; image: string | null }

/**
 * The users behind mentioned usernames (as `extractMentions` returns them), in the order written, kept only
 * when `mayBeNotified(userId)` says they may see the thing they were mentioned in. Unknown usernames are
 * ignored; so is everything after the first MAX_MENTIONS_NOTIFIED usernames.
 */
export async function resolveMentions(
  db: Database,
  usernames: readonly string[],
  mayBeNotified: (userId: string) => Promise<boolean> | boolean,
): Promise<MentionedUser[]> {
  const wanted = [...new Set(usernames.map((name) => name.toLowerCase()))]
    .filter(isValidUsername)
    .slice(0, MAX_MENTIONS_NOTIFIED)
  if (wanted.length === 0) return []
  const rows = await db
    .select({ id: user.id, username: user.username, name: user.name, image: user.image })
    .from(user)
    .where(inArray(user.username, wanted))
  const byUsername = new Map(rows.map((row) => [row.username, row]))
  const resolved: MentionedUser[] = []
  for (const username of wanted) {
    const row = byUsername.get(username)
    if (!row || !(await mayBeNotified(row.id))) continue
    resolved.push({ id: row.id, username, name: row.name, image: row.image })
  }
  return resolved
}

export type MentionCandidateRow = MentionCandidate & { userId: string; isMember: boolean }

export type MentionCandidateSearch = {
  organizationId: string
  /** People who already took part in the thread (authors, commenters), members or not. */
  participantIds?: readonly string[]
  /** Letters typed after `@`; empty lists everyone in reach. */
  query: string
  limit?: number
}

export const MENTION_CANDIDATES_DEFAULT_LIMIT = 8
export const MENTION_CANDIDATES_MAX_LIMIT = 20

/** `%`, `_` and `\` match literally. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Members of the organisation and earlier participants matching the query: username prefix, name prefix or
 * the prefix of a word in the name, case-insensitive. Members come first, then exact and prefix username
 * matches, then alphabetical. People without a username (who cannot be mentioned) and banned people are left
 * out.
 */
export async function searchMentionCandidates(
  db: Database,
  search: MentionCandidateSearch,
): Promise<MentionCandidateRow[]> {
  const query = search.query.trim().replace(/^@/, '').toLowerCase()
  const limit = Math.min(
    Math.max(search.limit ?? MENTION_CANDIDATES_DEFAULT_LIMIT, 1),
    MENTION_CANDIDATES_MAX_LIMIT,
  )
  const participantIds = [...new Set(search.participantIds ?? [])]

  const membership = db
    .select({ found: sql`1` })
    .from(member)
    .where(and(eq(member.organizationId, search.organizationId), eq(member.userId, user.id)))
  const isMember = sql<boolean>`exists (${membership})`
  const inReach = participantIds.length > 0 ? or(isMember, inArray(user.id, participantIds)) : isMember

  const conditions: SQL[] = [isNotNull(user.username), inReach as SQL]
  // Banned people are left out, unless their ban has ended.
  conditions.push(
    or(
      eq(user.banned, false),
      isNull(user.banned),
      and(isNotNull(user.banExpires), lte(user.banExpires, sql`now()`)),
    ) as SQL,
  )
  if (query !== '') {
    const prefix = `${likeEscape(query)}%`
    conditions.push(
      or(ilike(user.username, prefix), ilike(user.name, prefix), ilike(user.name, `% ${prefix}`)) as SQL,
    )
  }

  const rows = await db
    .select({ userId: user.id, username: user.username, name: user.name, image: user.image, isMember })
    .from(user)
    .where(and(...conditions))
    .orderBy(
      desc(isMember),
      desc(sql`${user.username} = ${query}`),
      desc(sql`${user.username} like ${`${likeEscape(query)}%`}`),
      asc(user.username),
    )
    .limit(limit)

  return rows.map((row) => ({
    userId: row.userId,
    username: row.username ?? '',
    name: row.name,
    image: row.image,
    isMember: Boolean(row.isMember),
  }))
}
