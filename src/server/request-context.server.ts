import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import type { Viewer } from '~/lib/viewer'
import { type AppContext, getAppContext } from './app-context.server'

/** The signed-in user of the current request, or null for an anonymous visitor. */
export async function getRequestViewer(app?: AppContext): Promise<Viewer | null> {
  const { auth } = app ?? (await getAppContext())
  const session = await auth.api.getSession({ headers: getRequest().headers })
  if (!session) return null
  const { user } = session
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    username: user.username ?? null,
    image: user.image ?? null,
    role: user.role ?? null,
  }
}

export async function getClientIp(): Promise<string | undefined> {
  const { config } = await getAppContext()
  return getRequestIP({ xForwardedFor: config.trustProxy })
}
