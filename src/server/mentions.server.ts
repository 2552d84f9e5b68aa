/**
 * Mentions on the server: who a text's `@username`s are, and whom the editor may suggest.
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
import { membersOfTeams, teamsByHandle } from './teams.server'

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
  options: { organizationId?: string } = {},
): Promise<MentionedUser[]> {
  const wanted = [...new Set(usernames.map((name) => name.toLowerCase()))]
    .filter((name) => isValidUsername(name) || (options.organizationId && /^[a-z0-9_-]{1,40}$/.test(name)))
    .slice(0, MAX_MENTIONS_NOTIFIED)
  if (wanted.length === 0) return []
  const validUsernames = wanted.filter(isValidUsername)
  const rows =
    validUsernames.length === 0
      ? []
      : await db
          .select({ id: user.id, username: user.username, name: user.name, image: user.image })
          .from(user)
          .where(inArray(user.username, validUsernames))
  const byUsername = new Map(rows.map((row) => [row.username, row]))
  // A name that is nobody's username may be a team's @handle: it names every member of the team.
  const teams = options.organizationId
    ? await teamsByHandle(
        db,
        options.organizationId,
        wanted.filter((name) => !byUsername.has(name)),
      )
    : new Map<string, { id: string }>()
  const teamPeople = new Map<string, typeof rows>()
  for (const [handle, found] of teams) {
    teamPeople.set(handle, await teamMembersAsPeople(db, options.organizationId as string, found.id))
  }
  const resolved: MentionedUser[] = []
  const seen = new Set<string>()
  for (const name of wanted) {
    const people = byUsername.has(name) ? [byUsername.get(name)] : (teamPeople.get(name) ?? [])
    for (const row of people) {
      if (!row || seen.has(row.id) || !(await mayBeNotified(row.id))) continue
      seen.add(row.id)
      resolved.push({ id: row.id, username: row.username ?? name, name: row.name, image: row.image })
      if (resolved.length >= MAX_MENTIONS_NOTIFIED) return resolved
    }
  }
  return resolved
}

async function teamMembersAsPeople(db: Database, organizationId: string, teamId: string) {
  const ids = await membersOfTeams(db, organizationId, [teamId])
  if (ids.length === 0) return []
  return db
    .select({ id: user.id, username: user.username, name: user.name, image: user.image })
    .from(user)
    .where(inArray(user.id, ids))
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
