import { actingThrough } from './acting-through.server'
import type { Database } from './db/client.server'
import { projectActivity } from './db/schema'

export type ActivityEntry = {
  projectId: string
  actorId: string | null
  /** What happened, as `<feature>.<event>` (e.g. `feedback.created`). */
  kind: string
  /** Reads after the actor's name: "posted Dark mode". */
  summary: string
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
  await tx
    .insert(projectActivity)
    .values({ ...entry, audience: entry.audience ?? 'public', via: entry.via ?? actingThrough() })
}
