import { eq } from 'drizzle-orm'
import type { Viewer } from '~/lib/viewer'
import type { AppContext } from '../app-context.server'
import { user } from '../db/schema'
import { verifyLiveToken } from '../live-token.server'

/**
 * Who opens a live connection: the bearer of a live token (Authorization header, or ?token= because
 * EventSource cannot set headers), else the session cookie, else an anonymous visitor (public topics only).
 * A token that is present but invalid is refused rather than downgraded to anonymous.
 */
export async function resolveLiveViewer(
  app: AppContext,
  request: Request,
): Promise<Viewer | null | 'invalid'> {
  const header = request.headers.get('authorization')
  const token = header?.startsWith('Bearer ')
    ? header.slice(7)
    : new URL(request.url).searchParams.get('token')
  if (token) {
    const userId = verifyLiveToken(token, app.secret)
    if (!userId) return 'invalid'
    const [found] = await app.database.db.select().from(user).where(eq(user.id, userId)).limit(1)
    if (!found || found.banned) return 'invalid'
    return {
      userId: found.id,
      name: found.name,
      email: found.email,
      username: found.username,
      image: found.image,
      role: found.role,
    }
  }
  const session = await app.auth.api.getSession({ headers: request.headers })
  if (!session) return null
  const { user: sessionUser } = session
  return {
    userId: sessionUser.id,
    name: sessionUser.name,
    email: sessionUser.email,
    username: sessionUser.username ?? null,
    image: sessionUser.image ?? null,
    role: sessionUser.role ?? null,
  }
}
