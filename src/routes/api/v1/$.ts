import { createFileRoute } from '@tanstack/react-router'
import { handleApiV1Request } from '~/api/v1/handle.server'
import { getAppContext } from '~/server/app-context.server'

/** The public API: every method of every path under /api/v1 goes to its dispatcher (src/api/v1). */
export const Route = createFileRoute('/api/v1/$')({
  server: {
    handlers: {
      ANY: async ({ request, context }) => {
        const app = await getAppContext()
        const requestId = (context as { requestId?: string } | undefined)?.requestId
        return handleApiV1Request(
          request,
          { db: app.database.db, config: app.config, logger: app.logger },
          requestId,
        )
      },
    },
  },
})
