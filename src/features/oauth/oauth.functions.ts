/**
 * The consent page's reading of the authorization request, and the person's connected apps. Each function
 * validates its input and lets the server modules decide; only the person themself, signed in, gets anywhere.
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { getRequestSession } from '~/server/request-context.server'
import { authorizeParamsSchema, disconnectAppSchema } from './oauth.schemas'
import { disconnectApp, listConnectedApps } from './server/connected-apps.server'
import { describeAuthorization } from './server/consent.server'

/** What the consent screen shows: the client, the scopes in plain words, the person's organisations. */
export const describeAuthorizationFn = createServerFn({ method: 'GET' })
  .validator(authorizeParamsSchema)
  .handler(async ({ data }) => {
    const app = await getAppContext()
    return describeAuthorization(app.database.db, app.config.baseUrl, await getRequestSession(app), data)
  })

export const listConnectedAppsFn = createServerFn({ method: 'GET' }).handler(async () => {
  const app = await getAppContext()
  return listConnectedApps(app.database.db, (await getRequestSession(app))?.viewer ?? null)
})

export const disconnectAppFn = createServerFn({ method: 'POST' })
  .validator(disconnectAppSchema)
  .handler(async ({ data }) => {
    const app = await getAppContext()
    await disconnectApp(app.database.db, (await getRequestSession(app))?.viewer ?? null, data.grantId)
    return { ok: true as const }
  })
