import type { LiveMessage } from '~/lib/live-topics'

export type LiveSubscriber = {
  userId: string | null
  topics: ReadonlySet<string>
  deliver: (message: LiveMessage) => void
  close: () => void
}

/** This node's live subscribers by topic; the fan-out hands it every committed event. */
export class LiveHub {
  private readonly byTopic = new Map<string, Set<LiveSubscriber>>()
  private readonly perUser = new Map<string, number>()
  private readonly all = new Set<LiveSubscriber>()

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
    for (const topic of subscriber.topics) {
      const subscribers = this.byTopic.get(topic)
      subscribers?.delete(subscriber)
      if (subscribers?.size === 0) this.byTopic.delete(topic)
    }
    if (subscriber.userId) {
      const left = this.connectionsOf(subscriber.userId) - 1
      if (left > 0) this.perUser.set(subscriber.userId, left)
      else this.perUser.delete(subscriber.userId)
    }
  }

  connectionsOf(userId: string): number {
    return this.perUser.get(userId) ?? 0
  }

  get size(): number {
    return this.all.size
  }

  publish(message: LiveMessage): void {
    const subscribers = this.byTopic.get(message.topic)
    if (!subscribers) return
    for (const subscriber of subscribers) subscriber.deliver(message)
  }

  closeAll(): void {
    for (const subscriber of [...this.all]) {
      subscriber.close()
      this.remove(subscriber)
    }
  }
}
