import type { ChatReplyQuote } from '../chat.types'

/**
 * Messages typed but not yet stored. They live outside React (one store per tab), because a send keeps going
 * through the mutation queue after its chat is left, and its chat shows it again on return.
 */
export type OutboxItem = {
  clientId: string
  chatId: string
  body: string
  replyTo: ChatReplyQuote | null
  createdAt: string
  /** `pending`: queued, waiting for the network, or in flight. `failed`: refused or cut off; retry or discard. */
  status: 'pending' | 'failed'
  error: string | null
}

type Listener = () => void

export class Outbox {
  private items: OutboxItem[] = []
  private readonly listeners = new Set<Listener>()
  private readonly snapshots = new Map<string, OutboxItem[]>()

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The chat's items in the order they were written (a stable array between changes, for React). */
  of(chatId: string): OutboxItem[] {
    let snapshot = this.snapshots.get(chatId)
    if (!snapshot) {
      snapshot = this.items.filter((item) => item.chatId === chatId)
      this.snapshots.set(chatId, snapshot)
    }
    return snapshot
  }

  get unsent(): number {
    return this.items.length
  }

  add(item: OutboxItem): void {
    this.items = [...this.items, item]
    this.changed()
  }

  update(clientId: string, change: Partial<Pick<OutboxItem, 'status' | 'error'>>): void {
    this.items = this.items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item))
    this.changed()
  }

  remove(clientId: string): void {
    const before = this.items.length
    this.items = this.items.filter((item) => item.clientId !== clientId)
    if (this.items.length !== before) this.changed()
  }

  private changed() {
    this.snapshots.clear()
    for (const listener of this.listeners) listener()
  }
}

export const outbox = new Outbox()

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, and a self-hosted server may be plain http. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Resolves at once when the browser says it is online, else at the next `online` event. */
export function untilOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}
