import { type ActivityPhrase, englishActivitySummary } from '../lib/activity-phrases'
import { actingThrough } from './acting-through.server'
import type { Database } from './db/client.server'
import { projectActivity } from './db/schema'

export type ActivityEntry = {
  projectId: string
  actorId: string | null
  /** What happened, as `<feature>.<event>` (e.g. `feedback.created`). */
  kind: string
  /** What it says after the actor's name ("posted Dark mode"), in each reader's language. */
  phrases: readonly ActivityPhrase[]
  /**
   * `members` keeps the entry from people outside the organisation (internal notes, team-only boards); `none`
   * records nothing (a board limited to some teams: the feed has no narrower audience).
   */
  audience?: 'public' | 'members' | 'none'
  /** Where the entry leads, relative to the project (e.g. `feedback/<id>`). */
  path?: string
  /**
   * The app the actor acted through ("via Claude"). Left out by callers: it comes from the request's
   * `runActingThrough` (set by the MCP route for a person connected through an OAuth client).
   */
  via?: string | null
}

/** The project activity feed: every feature appends to it inside the transaction of its change. */
export async function recordActivity(tx: Database, entry: ActivityEntry): Promise<void> {
  if (entry.audience === 'none') return
  await tx.insert(projectActivity).values(activityRow({ ...entry, via: entry.via ?? actingThrough() }))
}

/** The row of an entry: its phrases with their English summary (the demo's seed writes these in bulk). */
export function activityRow({ phrases, audience, ...entry }: ActivityEntry & { createdAt?: Date }) {
  return {
    ...entry,
    audience: audience === 'members' ? ('members' as const) : ('public' as const),
    phrases: [...phrases],
    summary: englishActivitySummary(phrases),
  }
}
