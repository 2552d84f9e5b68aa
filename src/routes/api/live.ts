import { createFileRoute } from '@tanstack/react-router'
import { getAppContext } from '~/server/app-context.server'
import { handleLiveRequest } from '~/server/live/live-request.server'

/** GET /api/live?topics=org:…,project:… — Server-Sent Events of committed changes. */
export const Route = createFileRoute('/api/live')({
  server: {
    handlers: {
      GET: async ({ request }) => handleLiveRequest(await getAppContext(), request),
    },
  },
})
