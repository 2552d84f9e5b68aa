import type { Logger } from 'pino'
import { type LiveMessage, parseTopic } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import { topicsViewerMayRead } from '../authz.server'
import type { Database } from '../db/client.server'
import { type AccessScope, accessScopeOf } from './access-change.server'
import type { LiveHub, LiveSubscriber } from './hub.server'
import { viewersOfSessions } from './live-viewer.server'

/** Sessions that end without a signal (expiry, a row deleted by hand) are noticed within this. */
export const SESSION_SWEEP_MS = 30_000

/**
 * Keeps open streams within what their viewers may read now, not only when they connected. Every node sees
 * every committed event in id order (the outbox fan-out), so an access change made on any node reaches this
 * one. The streams it concerns are held at once (later events wait), re-authorized with the same
 * rules that admitted them (topicsViewerMayRead), and then:
 * - a stream whose session ended (sign-out, revocation, ban, deletion) is closed (`close` with
 *   reason `session-ended`);
 * - topics the viewer may no longer read are taken away (`revoked` with the topics), the stream goes on with
 *   the rest; a stream left with no topic is closed (`close`, reason `revoked`).
 */
export class LiveAccessGuard {
  private queue: Promise<void> = Promise.resolve()
  private sweepTimer: NodeJS.Timeout | null = null
  private stopObserving: (() => void) | null = null
  private signals = 0

  constructor(
    private readonly db: Database,
    private readonly hub: LiveHub,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.stopObserving = this.hub.observe((message) => this.onEvent(message))
    this.sweepTimer = setInterval(() => this.sweepSessions(), SESSION_SWEEP_MS)
    this.sweepTimer.unref()
  }

  async stop(): Promise<void> {
    this.stopObserving?.()
    if (this.sweepTimer) clearInterval(this.sweepTimer)
    await this.queue
  }

  /** Access changes seen so far: a stream admitted across one is checked again (see recheckIfChanged). */
  get signalCount(): number {
    return this.signals
  }

  /** Resolves once every re-authorization queued so far has finished. */
  settled(): Promise<void> {
    return this.queue
  }

  /**
   * For a stream that was authorized while an access change may have gone by unseen by it (it joined the hub
   * after the change was handled): check it once more.
   */
  recheckIfChanged(subscriber: LiveSubscriber, signalCountBefore: number): void {
    if (this.signals === signalCountBefore) return
    this.check([subscriber], true)
  }

  /** Checks every session-bound stream of this node now (the periodic sweep; tests call it directly). */
  sweepSessions(): Promise<void> {
    const bound = this.hub.subscribers().filter((subscriber) => subscriber.sessionId)
    if (bound.length > 0) this.check(bound, false)
    return this.queue
  }

  private onEvent(message: LiveMessage) {
    const scope = accessScopeOf(message)
    if (!scope) return
    this.signals++
    const affected = this.select(scope)
    if (affected.length > 0) this.check(affected, true)
  }

  private select(scope: AccessScope): LiveSubscriber[] {
    if (scope === 'everyone') return this.hub.subscribers()
    if ('topics' in scope) {
      return [...new Set(scope.topics.flatMap((topic) => this.hub.subscribersOfTopic(topic)))]
    }
    const userIds = new Set(scope.userIds)
    return this.hub
      .subscribers()
      .filter((subscriber) => subscriber.userId !== null && userIds.has(subscriber.userId))
  }

  /** Holds the streams now (synchronously, in event order) and re-authorizes them in turn. */
  private check(subscribers: LiveSubscriber[], withTopics: boolean) {
    if (withTopics) for (const subscriber of subscribers) this.hub.hold(subscriber)
    this.queue = this.queue
      .then(() => this.reauthorize(subscribers, withTopics))
      .catch((error) => this.logger.error({ err: error }, 'Re-authorizing live streams failed'))
  }

  private async reauthorize(subscribers: LiveSubscriber[], withTopics: boolean) {
    try {
      const sessionIds = [
        ...new Set(subscribers.map((subscriber) => subscriber.sessionId).filter((id) => id != null)),
      ]
      const viewers = await viewersOfSessions(this.db, sessionIds)
      const open: { subscriber: LiveSubscriber; viewer: Viewer | null }[] = []
      for (const subscriber of subscribers) {
        if (!this.hub.has(subscriber)) continue
        const viewer = subscriber.sessionId ? (viewers.get(subscriber.sessionId) ?? null) : null
        if (subscriber.userId === (viewer?.userId ?? null)) open.push({ subscriber, viewer })
        else this.hub.end(subscriber, 'session-ended')
      }
      if (!withTopics) return
      const readable = await this.readableTopics(open)
      for (const { subscriber, viewer } of open) {
        // A stream that left while its topics were checked has nothing left to release.
        if (!this.hub.has(subscriber)) continue
        const mayRead = readable.get(viewer?.userId ?? '')
        this.hub.revoke(
          subscriber,
          [...subscriber.topics].filter((topic) => !mayRead?.has(topic)),
        )
        this.hub.release(subscriber)
      }
    } catch (error) {
      // Fail closed: a stream whose access could not be checked ends; its client reconnects and is
      // authorized afresh.
      for (const subscriber of subscribers) this.hub.end(subscriber, 'recheck-failed')
      throw error
    }
  }

  /**
   * The topics each viewer may read now, of those their streams hold: one batch of look-ups per viewer
   * (topicsViewerMayRead), however many streams and topics they have. Keyed by user id, '' for anonymous.
   */
  private async readableTopics(
    streams: { subscriber: LiveSubscriber; viewer: Viewer | null }[],
  ): Promise<Map<string, Set<string>>> {
    const held = new Map<string, { viewer: Viewer | null; topics: Set<string> }>()
    for (const { subscriber, viewer } of streams) {
      const key = viewer?.userId ?? ''
      const entry = held.get(key) ?? { viewer, topics: new Set<string>() }
      for (const topic of subscriber.topics) entry.topics.add(topic)
      held.set(key, entry)
    }
    const readable = new Map<string, Set<string>>()
    for (const [key, { viewer, topics }] of held) {
      const parsed = [...topics].flatMap((topic) => {
        const found = parseTopic(topic)
        return found ? [{ topic, parsed: found }] : []
      })
      const verdicts = await topicsViewerMayRead(
        this.db,
        viewer,
        parsed.map((entry) => entry.parsed),
      )
      readable.set(key, new Set(parsed.filter((_, index) => verdicts[index]).map((entry) => entry.topic)))
    }
    return readable
  }
}
