import { isNetworkFailure } from './retry'

export const LEAVE_WARNING = 'Are you sure you want to leave? Your changes may not be saved.'
export const CONNECTION_LOST = 'Connection lost while action was in flight'

export class ConnectionLostError extends Error {
  constructor(cause: unknown) {
    super(CONNECTION_LOST, { cause })
    this.name = 'ConnectionLostError'
  }
}

/**
 * Mutations are sent one at a time, in the order they were made, unless `skipQueue` is set. While
 * any is unsent or in flight, leaving the page asks first (see installLeaveGuard).
 */
export class MutationQueue {
  private tail: Promise<unknown> = Promise.resolve()
  private unsettled = 0
  private readonly listeners = new Set<(pending: number) => void>()
  private readonly afterSettling = new Map<unknown, () => void>()

  get pending(): number {
    return this.unsettled
  }

  onPendingChange(listener: (pending: number) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Runs `action` now when no mutation is unsent or in flight, else once the queue has drained: once per `key`
   * (the action itself unless given), the last one asked, however often it was asked meanwhile.
   */
  whenSettled(action: () => void, key: unknown = action): void {
    if (this.unsettled === 0) action()
    else this.afterSettling.set(key, action)
  }

  run<T>(mutation: () => Promise<T>, options: { skipQueue?: boolean } = {}): Promise<T> {
    this.change(+1)
    const send = async () => {
      try {
        return await mutation()
      } catch (error) {
        throw isNetworkFailure(error) ? new ConnectionLostError(error) : error
      } finally {
        this.change(-1)
      }
    }
    if (options.skipQueue) return send()
    const result = this.tail.then(send, send)
    // The queue moves on whatever the outcome; the caller still sees its own error.
    this.tail = result.catch(() => {})
    return result
  }

  private change(delta: number) {
    this.unsettled += delta
    for (const listener of this.listeners) listener(this.unsettled)
    if (this.unsettled > 0) return
    const waiting = [...this.afterSettling.values()]
    this.afterSettling.clear()
    for (const action of waiting) action()
  }
}

export const mutationQueue = new MutationQueue()

/** Asks before the tab closes or reloads while mutations are unsent. Returns the uninstaller. */
export function installLeaveGuard(queue: MutationQueue = mutationQueue): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (queue.pending === 0) return
    event.preventDefault()
    event.returnValue = LEAVE_WARNING
    return LEAVE_WARNING
  }
  window.addEventListener('beforeunload', onBeforeUnload)
  return () => window.removeEventListener('beforeunload', onBeforeUnload)
}
