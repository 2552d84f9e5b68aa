import { createFileRoute } from '@tanstack/react-router'
import { parseTopic } from '~/lib/live-topics'
import { getAppContext } from '~/server/app-context.server'
import { canSubscribeToTopic } from '~/server/authz.server'
import { MAX_LIVE_CONNECTIONS_PER_USER } from '~/server/live/live-service.server'
import { resolveLiveViewer } from '~/server/live/live-viewer.server'
import { replayLiveEvents } from '~/server/live/replay.server'
import { openLiveStream } from '~/server/live/sse-stream.server'

const MAX_TOPICS = 50

const refuse = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

/** GET /api/live?topics=org:…,project:… — Server-Sent Events of committed changes (DESIGN §6). */
export const Route = createFileRoute('/api/live')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const app = await getAppContext()
        const url = new URL(request.url)
        const topics = [...new Set((url.searchParams.get('topics') ?? '').split(',').filter(Boolean))]
        if (topics.length === 0 || topics.length > MAX_TOPICS) {
          return refuse(400, `Give between 1 and ${MAX_TOPICS} topics`)
        }
        const parsed = topics.map(parseTopic)
        if (parsed.some((topic) => topic === null)) return refuse(400, 'Unknown topic')

        const viewer = await resolveLiveViewer(app, request)
        if (viewer === 'invalid') return refuse(401, 'Invalid token')
        for (const topic of parsed) {
          // One answer for "does not exist" and "not yours", so that topics leak nothing.
          if (!(await canSubscribeToTopic(app.database.db, viewer, topic!))) return refuse(404, 'Not found')
        }
        if (viewer && app.live.hub.connectionsOf(viewer.userId) >= MAX_LIVE_CONNECTIONS_PER_USER) {
          return refuse(429, 'Too many live connections')
        }

        const lastEventId = Number(
          request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId') ?? NaN,
        )
        const { stream, close } = openLiveStream({
          hub: app.live.hub,
          userId: viewer?.userId ?? null,
          topics,
          replay: async () =>
            Number.isSafeInteger(lastEventId) && lastEventId >= 0
              ? replayLiveEvents(app.database.db, topics, lastEventId)
              : [],
        })
        // The client went away: leave the hub at once rather than at the next failed write.
        request.signal.addEventListener('abort', close)
        return new Response(stream, {
          headers: {
            'Content-Type': 'text/event-stream; charset=utf-8',
            'Cache-Control': 'no-store',
            Connection: 'keep-alive',
            'X-Accel-Buffering': 'no',
          },
        })
      },
    },
  },
})
