import { createFileRoute } from '@tanstack/react-router'
import { portalSignIn, portalSignOut } from '~/features/widget/server/portal.server'
import { getAppContext } from '~/server/app-context.server'
import { getClientIp } from '~/server/request-context.server'

/**
 * GET /@{org}/{project}/sso?token=…&redirect=… — portal sign-in with a widget token (docs/widget.md, "Portal
 * sign-in"); POST — the header's sign-out. The request logger writes the path only, never the query's token.
 */
export const Route = createFileRoute('/@{$org}/$project/sso')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        const app = await getAppContext()
        return portalSignIn(
          {
            db: app.database.db,
            baseUrl: app.config.baseUrl,
            clientIp: (await getClientIp()) ?? null,
            secret: app.secret,
          },
          params,
          new URL(request.url),
          request.headers,
        )
      },
      POST: async ({ params, request }) => {
        const app = await getAppContext()
        return portalSignOut(
          { db: app.database.db, baseUrl: app.config.baseUrl, clientIp: null, secret: app.secret },
          params,
          request,
        )
      },
    },
  },
})
