import { createFileRoute } from '@tanstack/react-router'
import { handleMcpRequest } from '~/api/mcp/handle.server'
import { getAppContext } from '~/server/app-context.server'

/** Parley's MCP server (src/api/mcp): JSON-RPC over POST; every other method is answered there with 405. */
export const Route = createFileRoute('/api/mcp')({
  server: {
    handlers: {
      ANY: async ({ request, context }) => {
        const app = await getAppContext()
        const requestId = (context as { requestId?: string } | undefined)?.requestId
        return handleMcpRequest(
          request,
          { db: app.database.db, config: app.config, logger: app.logger },
          requestId,
        )
      },
    },
  },
})
