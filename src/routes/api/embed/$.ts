import { createFileRoute } from '@tanstack/react-router'
import { handleEmbedRequest } from '~/api/embed/handle.server'
import { getAppContext } from '~/server/app-context.server'
import { getClientIp } from '~/server/request-context.server'

/** The widget's API: every method of every path under /api/embed/@{org}/{project} (src/api/embed). */
export const Route = createFileRoute('/api/embed/$')({
  server: {
    handlers: {
      ANY: async ({ request, context }) => {
        const app = await getAppContext()
        const requestId = (context as { requestId?: string } | undefined)?.requestId
        return handleEmbedRequest(
          request,
          {
            db: app.database.db,
            baseUrl: app.config.baseUrl,
            clientIp: (await getClientIp()) ?? null,
            secret: app.secret,
            logger: app.logger,
          },
          requestId,
        )
      },
    },
  },
})
