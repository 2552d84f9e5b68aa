import { getAppContext } from '~/server/app-context.server'
import { getClientIp } from '~/server/request-context.server'
import type { OAuthHttpDeps } from './oauth-http.server'

/** The endpoints' dependencies for the current request, from the app context. */
export async function oauthRouteDeps(): Promise<OAuthHttpDeps> {
  const app = await getAppContext()
  return {
    db: app.database.db,
    baseUrl: app.config.baseUrl,
    clientIp: await getClientIp(),
    rateLimitEnabled: app.config.rateLimitEnabled,
  }
}
