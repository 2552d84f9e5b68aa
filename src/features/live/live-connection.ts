import type { ViewerIdentity } from '~/lib/viewer'
import { RetriesExhaustedError, reconnectDelay, withTokenRetry } from './retry'

/** How long a connection that found someone else signed in waits for the app to say who the viewer is now. */
const VIEWER_WAIT_MS = 10_000
/**
 * How long an identity just read stays good for a connect that only changes topics. A page's views retain
 * their topics over the first second or so (badges learn theirs from their own data); each step reconnected,
 * and each reconnect asked the server who the viewer is again.
 */
const IDENTITY_REUSE_MS = 10_000

export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline' | 'failed'
export type LiveChange = { id: number; topic: string; type: string; payload: Record<string, unknown> }
/** An ephemeral signal (typing, presence): no id, never replayed. `at` is when it was sent (epoch ms). */
export type LiveSignal = { topic: string; type: string; payload: Record<string, unknown>; at: number }

/**
 * The change the connection reports for a topic the server closed because the viewer may no longer read it
 * (removed from the team, project made private or deleted): what shows it refetches and finds it gone.
 */
export const ACCESS_REVOKED = 'access.revoked'

type EventSourceLike = {
  addEventListener: (type: string, listener: (event: MessageEvent) => void) => void
  close: () => void
  onerror: ((event: Event) => void) | null
  onopen: ((event: Event) => void) | null
}

export type LiveConnectionOptions = {
  /**
   * Who the session behind the tab's cookie is now, and their live token (both null for an anonymous
   * visitor). Read before every connect; network failures are retried by the token rule.
   */
  fetchIdentity: () => Promise<ViewerIdentity>
  /**
   * The identity the page was rendered with (the root layout read it moments ago): the first connect uses it
   * instead of asking again, when it is for the viewer the app shows, and the first connection replays what
   * came after its `livePosition`.
   */
  identity?: ViewerIdentity
  /** The viewer the app shows (whose topics the screen holds); `restart` changes it. */
  viewerId: string | null
  /**
   * A count that moves whenever the session behind the cookie may have changed (an auth request started: a
   * sign-out, say). An identity read before it moved is never reused: its token may name a session that has
   * just ended, which the live endpoint refuses (401).
   */
  sessionChanges?: () => number
  createEventSource?: (url: string) => EventSourceLike
  /** A connection with no message for this long is considered dead. */
  inactivityMs?: number
  url?: string
}

/**
 * One live connection per tab: the union of the topics that components on screen need, over one
 * EventSource. Reconnects with back-off and replays from the last event id; tells listeners when they must
 * refetch (after a reconnect or a reset).
 */
export class LiveConnection {
  private readonly topicCounts = new Map<string, number>()
  private readonly changeListeners = new Set<(change: LiveChange) => void>()
  private readonly signalListeners = new Set<(signal: LiveSignal) => void>()
  private readonly resyncListeners = new Set<() => void>()
  private readonly statusListeners = new Set<(status: LiveStatus) => void>()
  private readonly viewerChangedListeners = new Set<() => void>()
  /** Topics the server took away: left out of the connection until released (or the viewer changes). */
  private readonly revokedTopics = new Set<string>()
  private source: EventSourceLike | null = null
  private connectedTopics = ''
  private lastEventId: number | null = null
  private attempt = 0
  private everConnected = false
  private timer: ReturnType<typeof setTimeout> | null = null
  private inactivityTimer: ReturnType<typeof setTimeout> | null = null
  private generation = 0
  private statusValue: LiveStatus = 'idle'
  private viewerId: string | null
  /**
   * Set from finding someone else behind the cookie until the app has re-read who the viewer is (`restart`):
   * the topics on screen still belong to the person who was signed in, and asking for them as someone else
   * is refused (404).
   */
  private viewerPending: ReturnType<typeof setTimeout> | null = null
  /**
   * The identity last read and when: reused by a connect that only changes topics, within IDENTITY_REUSE_MS.
   * Forgotten whenever there is reason to doubt it (a failure, an ended session, another viewer).
   */
  private recentIdentity: { identity: ViewerIdentity; readAt: number; sessionChanges: number } | null = null
  /**
   * The live position the screen's data was read at or after, for `replayCoversScreen`: the page's render
   * position, until another viewer is shown (what is on screen was then read as someone else).
   */
  private renderedAt: number | null

  constructor(private readonly options: LiveConnectionOptions) {
    this.viewerId = options.viewerId
    this.lastEventId = options.identity?.livePosition ?? null
    this.renderedAt = this.lastEventId
    if (options.identity)
      this.recentIdentity = {
        identity: options.identity,
        readAt: Date.now(),
        sessionChanges: this.sessionChanges(),
      }
  }

  get status(): LiveStatus {
    return this.statusValue
  }

  /** The viewer the connection asks as (the one the app shows). */
  get viewer(): string | null {
    return this.viewerId
  }

  /** Declares that something on screen needs these topics; returns the function that releases them. */
  retain(topics: string[]): () => void {
    for (const topic of topics) this.topicCounts.set(topic, (this.topicCounts.get(topic) ?? 0) + 1)
    this.scheduleSync()
    return () => {
      for (const topic of topics) {
        const left = (this.topicCounts.get(topic) ?? 1) - 1
        if (left > 0) this.topicCounts.set(topic, left)
        else {
          this.topicCounts.delete(topic)
          // Whoever asks for it next (after rejoining a team, say) gets a fresh authorization.
          this.revokedTopics.delete(topic)
        }
      }
      this.scheduleSync()
    }
  }

  onChange(listener: (change: LiveChange) => void): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  onSignal(listener: (signal: LiveSignal) => void): () => void {
    this.signalListeners.add(listener)
    return () => this.signalListeners.delete(listener)
  }

  /** Called after a reconnect or a reset: what is on screen may have missed changes. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener)
    return () => this.resyncListeners.delete(listener)
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  /**
   * The cookie no longer reads as the viewer the app shows (signed out here or in another tab, the session
   * revoked, banned, impersonation stopped): the app should re-read who the viewer is and call `restart`.
   * Nothing is asked for meanwhile.
   */
  onViewerChanged(listener: () => void): () => void {
    this.viewerChangedListeners.add(listener)
    return () => this.viewerChangedListeners.delete(listener)
  }

  /** The app shows this viewer now (signed in, out, or as someone else): reconnect as them. */
  restart(viewerId: string | null): void {
    this.viewerId = viewerId
    this.recentIdentity = null
    this.renderedAt = null
    this.stopWaitingForViewer()
    this.revokedTopics.clear()
    this.disconnect()
    this.connectedTopics = ''
    this.attempt = 0
    this.scheduleSync()
  }

  close(): void {
    this.stopWaitingForViewer()
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.disconnect()
    this.setStatus('idle')
  }

  private stopWaitingForViewer() {
    if (this.viewerPending) clearTimeout(this.viewerPending)
    this.viewerPending = null
  }

  private setStatus(status: LiveStatus) {
    if (status === this.statusValue) return
    this.statusValue = status
    for (const listener of this.statusListeners) listener(status)
  }

  private scheduleSync() {
    if (this.timer) clearTimeout(this.timer)
    // Components mount and unmount in bursts during navigation: settle before reconnecting.
    this.timer = setTimeout(() => void this.sync(), 50)
  }

  private currentTopics(): string {
    return [...this.topicCounts.keys()]
      .filter((topic) => !this.revokedTopics.has(topic))
      .sort()
      .join(',')
  }

  private async sync() {
    this.timer = null
    if (this.viewerPending) return
    const topics = this.currentTopics()
    if (topics === this.connectedTopics && this.source) return
    this.disconnect()
    this.connectedTopics = topics
    if (!topics) {
      this.setStatus('idle')
      return
    }
    await this.connect(topics)
  }

  private disconnect() {
    this.generation++
    this.source?.close()
    this.source = null
    if (this.inactivityTimer) clearTimeout(this.inactivityTimer)
  }

  private async connect(topics: string) {
    const generation = ++this.generation
    this.setStatus(this.everConnected ? 'reconnecting' : 'connecting')
    let identity: ViewerIdentity
    try {
      identity = await this.identityForConnect()
    } catch (error) {
      if (generation !== this.generation) return
      if (error instanceof RetriesExhaustedError) {
        this.setStatus('failed')
        return
      }
      this.scheduleReconnect()
      return
    }
    if (generation !== this.generation) return
    if (identity.userId !== this.viewerId) {
      this.waitForViewer()
      return
    }

    const params = new URLSearchParams({ topics })
    if (identity.token) params.set('token', identity.token)
    if (this.lastEventId !== null) params.set('lastEventId', String(this.lastEventId))
    const url = `${this.options.url ?? '/api/live'}?${params}`
    const source = (this.options.createEventSource ?? ((href) => new EventSource(href)))(url)
    this.source = source

    const alive = () => {
      if (this.inactivityTimer) clearTimeout(this.inactivityTimer)
      this.inactivityTimer = setTimeout(() => {
        if (generation === this.generation) this.fail(topics)
      }, this.options.inactivityMs ?? 60_000)
    }
    source.onopen = () => {
      if (generation !== this.generation) return
      const resumed = this.everConnected
      this.everConnected = true
      this.attempt = 0
      this.setStatus('live')
      alive()
      if (resumed && !this.replayCoversScreen()) this.resync()
    }
    source.addEventListener('change', (event) => {
      if (generation !== this.generation) return
      alive()
      const id = Number(event.lastEventId)
      if (Number.isFinite(id)) this.lastEventId = id
      const data = JSON.parse(String(event.data)) as Omit<LiveChange, 'id'>
      for (const listener of this.changeListeners) listener({ id, ...data })
    })
    source.addEventListener('signal', (event) => {
      if (generation !== this.generation) return
      alive()
      const signal = parseData<LiveSignal>(event)
      if (typeof signal.topic !== 'string' || typeof signal.type !== 'string') return
      const complete = {
        topic: signal.topic,
        type: signal.type,
        payload: signal.payload ?? {},
        at: signal.at ?? Date.now(),
      }
      for (const listener of this.signalListeners) listener(complete)
    })
    source.addEventListener('ping', () => {
      if (generation === this.generation) alive()
    })
    source.addEventListener('reset', () => {
      if (generation === this.generation) this.resync()
    })
    source.addEventListener('revoked', (event) => {
      if (generation !== this.generation) return
      alive()
      this.revoke(parseData<{ topics?: unknown }>(event).topics)
    })
    source.addEventListener('close', (event) => {
      if (generation !== this.generation) return
      const { reason } = parseData<{ reason?: unknown }>(event)
      if (reason === 'session-ended') {
        this.recentIdentity = null
        // Reconnect at once: the identity read first tells whether the same person is still signed in (a
        // session replaced by a password change) or someone else (waitForViewer). Reconnecting resyncs.
        this.disconnect()
        this.connectedTopics = ''
        this.attempt = 0
        this.scheduleSync()
      } else if (reason === 'revoked') {
        // Every topic was taken away (the 'revoked' event said which): nothing to reconnect for.
        this.disconnect()
        this.connectedTopics = ''
        this.scheduleSync()
      } else {
        this.fail(topics)
      }
    })
    source.onerror = () => {
      if (generation === this.generation) this.fail(topics)
    }
  }

  /**
   * The identity read in the last IDENTITY_REUSE_MS for the viewer shown, while no auth request has started
   * since, else a fresh read.
   */
  private async identityForConnect(): Promise<ViewerIdentity> {
    const recent = this.recentIdentity
    if (
      recent &&
      Date.now() - recent.readAt <= IDENTITY_REUSE_MS &&
      recent.sessionChanges === this.sessionChanges() &&
      recent.identity.userId === this.viewerId
    )
      return recent.identity
    const sessionChanges = this.sessionChanges()
    const identity = await withTokenRetry(this.options.fetchIdentity)
    this.recentIdentity = { identity, readAt: Date.now(), sessionChanges }
    return identity
  }

  private sessionChanges(): number {
    return this.options.sessionChanges?.() ?? 0
  }

  /**
   * Someone else is behind the cookie: nothing is asked for until the app says who the viewer is (`restart`),
   * or after VIEWER_WAIT_MS, when the identity is read (and compared) again.
   */
  private waitForViewer() {
    this.recentIdentity = null
    this.disconnect()
    this.connectedTopics = ''
    this.setStatus('reconnecting')
    this.stopWaitingForViewer()
    this.viewerPending = setTimeout(() => {
      this.viewerPending = null
      this.scheduleSync()
    }, VIEWER_WAIT_MS)
    for (const listener of this.viewerChangedListeners) listener()
  }

  private revoke(topics: unknown) {
    if (!Array.isArray(topics)) return
    for (const topic of topics) {
      if (typeof topic !== 'string' || !this.topicCounts.has(topic)) continue
      this.revokedTopics.add(topic)
      const change = { id: this.lastEventId ?? 0, topic, type: ACCESS_REVOKED, payload: {} }
      for (const listener of this.changeListeners) listener(change)
    }
    // The server already stopped sending them: the open stream now carries exactly the remaining topics.
    this.connectedTopics = this.currentTopics()
  }

  /**
   * Whether the replay a connection asks for brings everything on screen up to date by itself: while no change
   * has arrived since the position the page was rendered at, it replays from there, and all that the screen
   * shows was read at that position or later (the page's data, and whatever was fetched since). A page's
   * second connection, opened a moment after the first because more topics were retained (badges that learn
   * their topics from their own data), then refetches nothing. Once a change has arrived, a topic retained
   * later may have missed one between its data's read and that change: everything is refetched, as before.
   * So it is, always, once another viewer is shown (`restart`): what is on screen was read as someone else.
   */
  private replayCoversScreen(): boolean {
    return this.renderedAt !== null && this.lastEventId === this.renderedAt
  }

  private resync() {
    for (const listener of this.resyncListeners) listener()
  }

  private fail(topics: string) {
    this.recentIdentity = null
    this.disconnect()
    this.connectedTopics = topics
    this.scheduleReconnect()
  }

  private scheduleReconnect() {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    this.setStatus(offline ? 'offline' : 'reconnecting')
    const delay = reconnectDelay(this.attempt++)
    const generation = this.generation
    this.timer = setTimeout(() => {
      if (generation !== this.generation) return
      this.timer = null
      // What is wanted now, less what was revoked meanwhile.
      const wanted = this.currentTopics()
      this.connectedTopics = wanted
      if (!wanted) {
        this.setStatus('idle')
        return
      }
      void this.connect(wanted)
    }, delay)
  }
}

function parseData<T extends object>(event: MessageEvent): Partial<T> {
  try {
    const data = JSON.parse(String(event.data)) as unknown
    return data && typeof data === 'object' ? (data as Partial<T>) : {}
  } catch {
    return {}
  }
}
