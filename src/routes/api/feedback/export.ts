import { createFileRoute } from '@tanstack/react-router'
import { feedbackExportResponse } from '~/features/feedback/server/export.server'
import { getAppContext } from '~/server/app-context.server'
import { getRequestViewer } from '~/server/request-context.server'

/** GET /api/feedback/export?org=…&project=…&board=<id|all> — a CSV download for the project's editors. */
export const Route = createFileRoute('/api/feedback/export')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const app = await getAppContext()
        return feedbackExportResponse(
          { db: app.database.db, baseUrl: app.config.baseUrl, logger: app.logger },
          await getRequestViewer(app),
          new URL(request.url),
        )
      },
    },
  },
})
