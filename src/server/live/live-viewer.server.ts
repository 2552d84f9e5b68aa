import { and, eq, gt, inArray } from 'drizzle-orm'
import type { Viewer } from '~/lib/viewer'
import type { Auth } from '../auth/create-auth'
import type { Database, DatabaseHandle } from '../db/client.server'
import { session, user } from '../db/schema'
import { verifyLiveToken } from '../live-token.server'

/** Who a live stream speaks for: a signed-in viewer and the session that signed them in, or nobody. */
export type LiveIdentity = { viewer: Viewer; sessionId: string } | { viewer: null; sessionId: null }

const anonymous: LiveIdentity = { viewer: null, sessionId: null }

const isBanned = (row: { banned: boolean | null; banExpires: Date | null }, now: Date) =>
  Boolean(row.banned) && (!row.banExpires || row.banExpires > now)

/**
 * The viewers behind these sessions, for the sessions that still exist, have not expired and belong to a
 * user who is not banned. One query, so the access guard can check every open stream of a node at once.
 */
export async function viewersOfSessions(
  db: Database,
  sessionIds: string[],
  now = new Date(),
): Promise<Map<string, Viewer>> {
  const viewers = new Map<string, Viewer>()
  if (sessionIds.length === 0) return viewers
  const rows = await db
    .select({ sessionId: session.id, user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(inArray(session.id, sessionIds), gt(session.expiresAt, now)))
  for (const row of rows) {
    if (isBanned(row.user, now)) continue
    viewers.set(row.sessionId, {
      userId: row.user.id,
      name: row.user.name,
      email: row.user.email,
      username: row.user.username,
      image: row.user.image,
      role: row.user.role,
    })
  }
  return viewers
}

/**
 * Who opens a live connection: the bearer of a live token (Authorization header, or ?token= because
 * EventSource cannot set headers), else the session cookie, else an anonymous visitor (public topics only).
 * A token that is present but invalid, or whose session has ended, is refused rather than downgraded to
 * anonymous.
 */
export async function resolveLiveViewer(
  app: { auth: Auth; database: DatabaseHandle; secret: string },
  request: Request,
): Promise<LiveIdentity | 'invalid'> {
  const header = request.headers.get('authorization')
  const token = header?.startsWith('Bearer ')
    ? header.slice(7)
    : new URL(request.url).searchParams.get('token')
  if (token) {
    const claims = verifyLiveToken(token, app.secret)
    if (!claims) return 'invalid'
    const viewer = (await viewersOfSessions(app.database.db, [claims.sessionId])).get(claims.sessionId)
    if (!viewer || viewer.userId !== claims.userId) return 'invalid'
    return { viewer, sessionId: claims.sessionId }
  }
  const found = await app.auth.api.getSession({ headers: request.headers })
  if (!found) return anonymous
  const { user: sessionUser } = found
  return {
    sessionId: found.session.id,
    viewer: {
      userId: sessionUser.id,
      name: sessionUser.name,
      email: sessionUser.email,
      username: sessionUser.username ?? null,
      image: sessionUser.image ?? null,
      role: sessionUser.role ?? null,
    },
  }
}
