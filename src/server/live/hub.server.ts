import type { LiveMessage } from '~/lib/live-topics'
import type { LiveSignal } from './emit.server'

/** Why the server ends a stream; sent to the client in the `close` event's data. */
export type LiveCloseReason = 'shutdown' | 'session-ended' | 'revoked' | 'recheck-failed'

export type LiveSubscriber = {
  userId: string | null
  /** The session that opened the stream (cookie or live token). Its end ends the stream. */
  sessionId?: string | null
  /** The topics the stream follows; the hub takes away those the viewer may no longer read. */
  topics: Set<string>
  deliver: (message: LiveMessage) => void
  /** Ephemeral signals (typing, presence): no id, no replay. */
  signal?: (signal: LiveSignal) => void
  /** Tells the client these topics were closed; the stream goes on with the others. */
  revoke?: (topics: string[]) => void
  close: (reason?: LiveCloseReason) => void
}

/** This node's live subscribers by topic; the fan-out hands it every committed event. */
export class LiveHub {
  private readonly byTopic = new Map<string, Set<LiveSubscriber>>()
  private readonly perUser = new Map<string, number>()
  private readonly all = new Set<LiveSubscriber>()
  /** Subscribers being re-authorized: their events wait here, in order, until every pending check is done. */
  private readonly held = new Map<LiveSubscriber, { checks: number; waiting: LiveMessage[] }>()
  private readonly observers = new Set<(message: LiveMessage) => void>()

  add(subscriber: LiveSubscriber): void {
    this.all.add(subscriber)
    for (const topic of subscriber.topics) {
      let subscribers = this.byTopic.get(topic)
      if (!subscribers) {
        subscribers = new Set()
        this.byTopic.set(topic, subscribers)
      }
      subscribers.add(subscriber)
    }
    if (subscriber.userId) this.perUser.set(subscriber.userId, this.connectionsOf(subscriber.userId) + 1)
  }

  remove(subscriber: LiveSubscriber): void {
    if (!this.all.delete(subscriber)) return
    this.held.delete(subscriber)
    for (const topic of subscriber.topics) this.leaveTopic(subscriber, topic)
    if (subscriber.userId) {
      const left = this.connectionsOf(subscriber.userId) - 1
      if (left > 0) this.perUser.set(subscriber.userId, left)
      else this.perUser.delete(subscriber.userId)
    }
  }

  has(subscriber: LiveSubscriber): boolean {
    return this.all.has(subscriber)
  }

  connectionsOf(userId: string): number {
    return this.perUser.get(userId) ?? 0
  }

  get size(): number {
    return this.all.size
  }

  subscribers(): LiveSubscriber[] {
    return [...this.all]
  }

  subscribersOfTopic(topic: string): LiveSubscriber[] {
    return [...(this.byTopic.get(topic) ?? [])]
  }

  /** Called with every published event after its delivery, in id order (the access guard listens here). */
  observe(observer: (message: LiveMessage) => void): () => void {
    this.observers.add(observer)
    return () => this.observers.delete(observer)
  }

  publish(message: LiveMessage): void {
    const subscribers = this.byTopic.get(message.topic)
    if (subscribers && this.held.size === 0) {
      for (const subscriber of subscribers) subscriber.deliver(message)
    } else if (subscribers) {
      for (const subscriber of subscribers) {
        const hold = this.held.get(subscriber)
        if (hold) hold.waiting.push(message)
        else subscriber.deliver(message)
      }
    }
    for (const observer of this.observers) observer(message)
  }

  /**
   * An ephemeral signal to this node's subscribers of its topic. A subscriber being re-authorized misses it
   * (signals are not worth holding: the next one replaces it).
   */
  signal(signal: LiveSignal): void {
    const subscribers = this.byTopic.get(signal.topic)
    if (!subscribers) return
    for (const subscriber of subscribers) {
      if (!this.held.has(subscriber)) subscriber.signal?.(signal)
    }
  }

  /**
   * Later events wait until the matching release(): nothing reaches the subscriber before its access is
   * re-checked. Holds nest, one per pending check.
   */
  hold(subscriber: LiveSubscriber): void {
    if (!this.all.has(subscriber)) return
    const hold = this.held.get(subscriber)
    if (hold) hold.checks++
    else this.held.set(subscriber, { checks: 1, waiting: [] })
  }

  /** Ends one hold; after the last, hands over what waited, for the topics the subscriber still follows. */
  release(subscriber: LiveSubscriber): void {
    const hold = this.held.get(subscriber)
    if (!hold || --hold.checks > 0) return
    this.held.delete(subscriber)
    for (const message of hold.waiting) {
      if (subscriber.topics.has(message.topic)) subscriber.deliver(message)
    }
  }

  /** Takes topics away from a subscriber; one left with none is closed. */
  revoke(subscriber: LiveSubscriber, topics: string[]): void {
    const revoked = topics.filter((topic) => subscriber.topics.has(topic))
    if (revoked.length === 0 || !this.all.has(subscriber)) return
    for (const topic of revoked) {
      subscriber.topics.delete(topic)
      this.leaveTopic(subscriber, topic)
    }
    subscriber.revoke?.(revoked)
    if (subscriber.topics.size === 0) this.end(subscriber, 'revoked')
  }

  end(subscriber: LiveSubscriber, reason: LiveCloseReason): void {
    if (!this.all.has(subscriber)) return
    this.held.delete(subscriber)
    subscriber.close(reason)
    this.remove(subscriber)
  }

  closeAll(): void {
    for (const subscriber of [...this.all]) this.end(subscriber, 'shutdown')
  }

  private leaveTopic(subscriber: LiveSubscriber, topic: string) {
    const subscribers = this.byTopic.get(topic)
    subscribers?.delete(subscriber)
    if (subscribers?.size === 0) this.byTopic.delete(topic)
  }
}
