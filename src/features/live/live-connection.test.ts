import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { ViewerIdentity } from '~/lib/viewer'
import { LiveConnection, type LiveConnectionOptions } from './live-connection'

class FakeEventSource {
  static all: FakeEventSource[] = []
  listeners = new Map<string, ((event: MessageEvent) => void)[]>()
  onerror: ((event: Event) => void) | null = null
  onopen: ((event: Event) => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeEventSource.all.push(this)
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  open() {
    this.onopen?.(new Event('open'))
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }))
    }
  }
  fail() {
    this.onerror?.(new Event('error'))
  }
}

const latest = () => FakeEventSource.all[FakeEventSource.all.length - 1]!

/**
 * A connection for the viewer u1 (unless `options` say otherwise), whose cookie reads as `identity()` at each
 * connect.
 */
function connection(
  identity: () => ViewerIdentity = () => ({ userId: 'u1', token: 'tok' }),
  options: Partial<LiveConnectionOptions> = {},
) {
  return new LiveConnection({
    viewerId: 'u1',
    fetchIdentity: async () => identity(),
    createEventSource: (url) => new FakeEventSource(url),
    ...options,
  })
}

/** What the root layout read for an anonymous visitor of a page rendered at live position 17. */
const anonymousAt17: ViewerIdentity = { userId: null, token: null, livePosition: 17 }

beforeEach(() => {
  vi.useFakeTimers()
  FakeEventSource.all = []
})
afterEach(() => vi.useRealTimers())

test('one connection carries the union of the retained topics, with the token', async () => {
  const live = connection()
  live.retain(['org:1'])
  live.retain(['project:2', 'org:1'])
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(1)
  const url = new URL(latest().url, 'http://x')
  expect(url.pathname).toBe('/api/live')
  expect(url.searchParams.get('topics')).toBe('org:1,project:2')
  expect(url.searchParams.get('token')).toBe('tok')
})

test('changes reach listeners; after a drop it reconnects with back-off, replays from the last id and resyncs', async () => {
  const live = connection()
  const changes: string[] = []
  let resyncs = 0
  live.onChange((change) => changes.push(`${change.id}:${change.type}`))
  live.onResync(() => resyncs++)
  live.retain(['org:1'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  expect(live.status).toBe('live')
  latest().emit('change', { topic: 'org:1', type: 'project.created', payload: {} }, '41')
  expect(changes).toEqual(['41:project.created'])

  latest().fail()
  expect(live.status).toBe('reconnecting')
  await vi.advanceTimersByTimeAsync(700)
  expect(FakeEventSource.all).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1000)
  expect(FakeEventSource.all).toHaveLength(2)
  expect(new URL(latest().url, 'http://x').searchParams.get('lastEventId')).toBe('41')
  latest().open()
  expect(resyncs).toBe(1)
})

test("a page's first connection replays from the position it was rendered at, without a resync", async () => {
  const live = connection(() => anonymousAt17, { viewerId: null, identity: anonymousAt17 })
  let resyncs = 0
  live.onResync(() => resyncs++)
  live.retain(['project:2'])
  await vi.advanceTimersByTimeAsync(60)
  expect(new URL(latest().url, 'http://x').searchParams.get('lastEventId')).toBe('17')
  latest().open()
  expect(resyncs).toBe(0)
})

/**
 * A page rendered at live position 17 for the viewer u1, connected for the viewer's own topic; `resyncs()`
 * counts the refetches it has asked for.
 */
async function connectedAt17() {
  const live = connection(undefined, { identity: { userId: 'u1', token: 'tok', livePosition: 17 } })
  let resyncs = 0
  live.onResync(() => resyncs++)
  live.retain(['user:u1'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  return { live, resyncs: () => resyncs }
}

test('topics retained a moment later reconnect with the replay from the render position, and refetch nothing', async () => {
  const { live, resyncs } = await connectedAt17()
  live.retain(['chat:c1', 'discussions:p1'])
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(2)
  const url = new URL(latest().url, 'http://x')
  expect(url.searchParams.get('topics')).toBe('chat:c1,discussions:p1,user:u1')
  expect(url.searchParams.get('lastEventId')).toBe('17')
  latest().open()
  expect(resyncs()).toBe(0)
  // A drop before any change replays from the render position as well: nothing to refetch either.
  latest().fail()
  await vi.advanceTimersByTimeAsync(2000)
  expect(new URL(latest().url, 'http://x').searchParams.get('lastEventId')).toBe('17')
  latest().open()
  expect(resyncs()).toBe(0)
})

test('once a change has arrived, a reconnect for more topics refetches what is shown', async () => {
  const { live, resyncs } = await connectedAt17()
  latest().emit('change', { topic: 'user:u1', type: 'notification.created', payload: {} }, '23')
  live.retain(['chat:c1'])
  await vi.advanceTimersByTimeAsync(60)
  expect(new URL(latest().url, 'http://x').searchParams.get('lastEventId')).toBe('23')
  latest().open()
  expect(resyncs()).toBe(1)
})

test('signed in on a page rendered for an anonymous visitor: the reconnect as them refetches what is shown', async () => {
  let identity: ViewerIdentity = anonymousAt17
  const live = connection(() => identity, { viewerId: null, identity: anonymousAt17 })
  let resyncs = 0
  live.onResync(() => resyncs++)
  live.retain(['project:2'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  identity = { userId: 'u1', token: 'tok' }
  live.restart('u1')
  await vi.advanceTimersByTimeAsync(60)
  expect(new URL(latest().url, 'http://x').searchParams.get('token')).toBe('tok')
  latest().open()
  expect(resyncs).toBe(1)
})

test('the identity the page was rendered with serves its first connects; a failure, or ten seconds, reads it again', async () => {
  let reads = 0
  const read = () => ({ userId: 'u1', token: `read-${++reads}` })
  const live = connection(read, { identity: { userId: 'u1', token: 'rendered', livePosition: 17 } })
  const token = () => new URL(latest().url, 'http://x').searchParams.get('token')
  live.retain(['user:u1'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  live.retain(['chat:c1'])
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(2)
  expect(token()).toBe('rendered')
  expect(reads).toBe(0)

  latest().fail()
  await vi.advanceTimersByTimeAsync(2000)
  expect(token()).toBe('read-1')
  latest().open()

  await vi.advanceTimersByTimeAsync(11_000)
  live.retain(['discussions:p1'])
  await vi.advanceTimersByTimeAsync(60)
  expect(token()).toBe('read-2')
})

test('an identity rendered for someone else is not used: the connect reads who is behind the cookie', async () => {
  let reads = 0
  const read = () => {
    reads++
    return { userId: 'u1', token: 'read' }
  }
  const live = connection(read, { identity: anonymousAt17 })
  live.retain(['user:u1'])
  await vi.advanceTimersByTimeAsync(60)
  expect(reads).toBe(1)
  expect(new URL(latest().url, 'http://x').searchParams.get('token')).toBe('read')
})

test('a silent connection is dropped after the inactivity limit; pings keep it alive', async () => {
  const live = connection()
  live.retain(['org:1'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  await vi.advanceTimersByTimeAsync(50_000)
  latest().emit('ping', {})
  await vi.advanceTimersByTimeAsync(50_000)
  expect(latest().closed).toBe(false)
  await vi.advanceTimersByTimeAsync(11_000)
  expect(FakeEventSource.all[0]!.closed).toBe(true)
})

test('a close before the first connect cancels it; a later retain connects again', async () => {
  const live = connection()
  const release = live.retain(['org:1'])
  live.close()
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(0)
  // The provider's effects run twice in development (StrictMode): released, closed, then retained again.
  release()
  live.retain(['org:1'])
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(1)
})

test('releasing every topic closes the connection', async () => {
  const live = connection()
  const release = live.retain(['org:1'])
  await vi.advanceTimersByTimeAsync(60)
  release()
  await vi.advanceTimersByTimeAsync(60)
  expect(latest().closed).toBe(true)
  expect(live.status).toBe('idle')
})

test('gives up with the authentication failure after the token retries', async () => {
  const live = connection(() => {
    throw new TypeError('Failed to fetch')
  })
  live.retain(['org:1'])
  await vi.advanceTimersByTimeAsync(20_000)
  expect(live.status).toBe('failed')
  expect(FakeEventSource.all).toHaveLength(0)
})

test('a revoked topic is reported as a change, kept off every reconnect, and asked for again once re-retained', async () => {
  const live = connection()
  const changes: string[] = []
  live.onChange((change) => changes.push(`${change.topic}:${change.type}`))
  live.retain(['org:1'])
  const releaseProject = live.retain(['project:2'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  latest().emit('revoked', { topics: ['project:2'] })
  expect(changes).toEqual(['project:2:access.revoked'])
  // The server keeps the stream open for the rest: no reconnect for the revocation itself.
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(1)

  latest().fail()
  await vi.advanceTimersByTimeAsync(2000)
  expect(FakeEventSource.all).toHaveLength(2)
  expect(new URL(latest().url, 'http://x').searchParams.get('topics')).toBe('org:1')

  // The screen that showed the project goes away; a later one asks again (e.g. after rejoining the team).
  releaseProject()
  live.retain(['project:2'])
  await vi.advanceTimersByTimeAsync(60)
  expect(new URL(latest().url, 'http://x').searchParams.get('topics')).toBe('org:1,project:2')
})

test('a close after every topic was revoked leaves the connection idle', async () => {
  const live = connection()
  live.retain(['project:2'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  latest().emit('revoked', { topics: ['project:2'] })
  latest().emit('close', { reason: 'revoked' })
  await vi.advanceTimersByTimeAsync(20_000)
  expect(FakeEventSource.all).toHaveLength(1)
  expect(live.status).toBe('idle')
})

test('a stream ended with its session reconnects at once when the same person is still signed in', async () => {
  let tokens = 0
  // A password change that signed out the other sessions replaced this one: same person, new token.
  const live = connection(() => ({ userId: 'u1', token: `tok-${++tokens}` }))
  let changed = 0
  let resyncs = 0
  live.onViewerChanged(() => changed++)
  live.onResync(() => resyncs++)
  live.retain(['user:u1'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  latest().emit('close', { reason: 'session-ended' })
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(2)
  expect(new URL(latest().url, 'http://x').searchParams.get('token')).toBe('tok-2')
  latest().open()
  expect(resyncs).toBe(1)
  expect(changed).toBe(0)
})

test('finding someone else behind the cookie asks for nothing until the app says who the viewer is', async () => {
  let identity: ViewerIdentity = { userId: 'u1', token: 'tok-u1' }
  const live = connection(() => identity)
  let changed = 0
  live.onViewerChanged(() => changed++)
  const releaseOwn = live.retain(['user:u1'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  // Past the moment in which a connect for more topics reuses the identity just read (and the live endpoint
  // refuses its token if the session behind it has ended).
  await vi.advanceTimersByTimeAsync(10_001)

  // Signed out (here or elsewhere) while the screen still holds the old person's topic: a reconnect for any
  // reason (a navigation changed the topics, the session ended) must not ask for it anonymously.
  identity = { userId: null, token: null }
  live.retain(['project:2'])
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(1)
  expect(latest().closed).toBe(true)
  expect(changed).toBe(1)
  await vi.advanceTimersByTimeAsync(1_000)
  expect(FakeEventSource.all).toHaveLength(1)

  // The app re-read the viewer (anonymous), dropped the old topic and says so.
  releaseOwn()
  live.restart(null)
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(2)
  const url = new URL(latest().url, 'http://x')
  expect(url.searchParams.get('topics')).toBe('project:2')
  expect(url.searchParams.get('token')).toBeNull()
})

test('an identity read before an auth request started (a sign-out) is read again, not reused', async () => {
  let identity: ViewerIdentity = { userId: 'u1', token: 'tok-u1' }
  let reads = 0
  let authRequests = 0
  const live = connection(
    () => {
      reads++
      return identity
    },
    { sessionChanges: () => authRequests },
  )
  let changed = 0
  live.onViewerChanged(() => changed++)
  live.retain(['user:u1'])
  await vi.advanceTimersByTimeAsync(60)
  latest().open()
  expect(reads).toBe(1)

  // More topics a moment later: the identity just read is reused.
  const releaseProject = live.retain(['project:2'])
  await vi.advanceTimersByTimeAsync(60)
  expect(reads).toBe(1)
  expect(new URL(latest().url, 'http://x').searchParams.get('token')).toBe('tok-u1')
  latest().open()

  // The sign-out page signs out and the topics change, within the reuse window: the token it held names an
  // ended session, so the identity is read again and nothing is asked for with the old token.
  authRequests++
  identity = { userId: null, token: null }
  releaseProject()
  await vi.advanceTimersByTimeAsync(60)
  expect(reads).toBe(2)
  expect(FakeEventSource.all).toHaveLength(2)
  expect(latest().closed).toBe(true)
  expect(changed).toBe(1)
})

test('when the app never says who the viewer is, the identity is read and compared again after a while', async () => {
  let identity: ViewerIdentity = { userId: null, token: null }
  const live = connection(() => identity)
  let changed = 0
  live.onViewerChanged(() => changed++)
  live.retain(['user:u1'])
  await vi.advanceTimersByTimeAsync(60)
  expect(FakeEventSource.all).toHaveLength(0)
  expect(changed).toBe(1)
  // Still someone else after the wait: asked again, nothing opened.
  await vi.advanceTimersByTimeAsync(10_100)
  expect(FakeEventSource.all).toHaveLength(0)
  expect(changed).toBe(2)
  // Signed in as the viewer again (another tab): the next check connects.
  identity = { userId: 'u1', token: 'tok' }
  await vi.advanceTimersByTimeAsync(10_100)
  expect(FakeEventSource.all).toHaveLength(1)
})
