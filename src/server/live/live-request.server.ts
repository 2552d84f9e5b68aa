import { type LiveTopic, parseTopic } from '~/lib/live-topics'
import type { AppContext } from '../app-context.server'
import { topicsViewerMayRead } from '../authz.server'
import { MAX_LIVE_CONNECTIONS_PER_USER } from './live-service.server'
import { resolveLiveViewer } from './live-viewer.server'
import { replayLiveEvents } from './replay.server'
import { openLiveStream } from './sse-stream.server'

const MAX_TOPICS = 50

const refuse = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/live?topics=org:…,project:… — Server-Sent Events of committed changes. Every topic is
 * authorized when the stream opens (the unreadable ones named in a `revoked` event, 404 when none is
 * readable); the access guard keeps it so while the stream lasts.
 */
export async function handleLiveRequest(
  app: Pick<AppContext, 'auth' | 'database' | 'live' | 'secret'>,
  request: Request,
): Promise<Response> {
  const url = new URL(request.url)
  const topics = [...new Set((url.searchParams.get('topics') ?? '').split(',').filter(Boolean))]
  if (topics.length === 0 || topics.length > MAX_TOPICS) {
    return refuse(400, `Give between 1 and ${MAX_TOPICS} topics`)
  }
  const parsed = topics.map(parseTopic)
  if (!parsed.every((topic): topic is LiveTopic => topic !== null)) return refuse(400, 'Unknown topic')

  // An access change handled while this request is being authorized would miss the new stream: counted
  // here, it is checked once more as soon as it joins the hub.
  const signalsBefore = app.live.guard.signalCount
  const identity = await resolveLiveViewer(app, request)
  if (identity === 'invalid') return refuse(401, 'Invalid token')
  const { viewer } = identity
  // One answer for "does not exist" and "not yours", so that topics leak nothing: none readable is 404; some
  // readable opens the stream with those and names the rest as revoked at once. A page that has just deleted
  // a project (or lost access to it) may reconnect with its topics before it hears they went: it keeps its
  // other topics and drops those, instead of losing the whole stream.
  const allowed = await topicsViewerMayRead(app.database.db, viewer, parsed)
  const readable = topics.filter((_, index) => allowed[index])
  if (readable.length === 0) return refuse(404, 'Not found')
  const unreadable = topics.filter((_, index) => !allowed[index])
  if (viewer && app.live.hub.connectionsOf(viewer.userId) >= MAX_LIVE_CONNECTIONS_PER_USER) {
    return refuse(429, 'Too many live connections')
  }

  const lastEventId = Number(
    request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId') ?? NaN,
  )
  const { stream, close } = openLiveStream({
    hub: app.live.hub,
    userId: viewer?.userId ?? null,
    sessionId: identity.sessionId,
    topics: readable,
    unreadable,
    replay: async () =>
      Number.isSafeInteger(lastEventId) && lastEventId >= 0
        ? replayLiveEvents(app.database.db, readable, lastEventId)
        : [],
    onSubscribed: (subscriber) => app.live.guard.recheckIfChanged(subscriber, signalsBefore),
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
}
