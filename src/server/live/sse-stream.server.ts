import type { LiveMessage } from '~/lib/live-topics'
import type { LiveSignal } from './emit.server'
import type { LiveCloseReason, LiveHub, LiveSubscriber } from './hub.server'

/** A ping event every 20 s keeps proxies and the client's 60 s inactivity limit from closing the stream. */
export const HEARTBEAT_MS = 20_000

const encoder = new TextEncoder()
const MAX_UNREAD_CHUNKS = 1000

/**
 * The hub hands one message object to every subscriber of its topic: encode it once, not once per stream (a
 * chat message to 1,000 people would otherwise be serialized 1,000 times).
 */
const encoded = new WeakMap<LiveMessage, Uint8Array>()

export function formatEvent(message: LiveMessage): string {
  return `id: ${message.id}\nevent: change\ndata: ${JSON.stringify({ topic: message.topic, type: message.type, payload: message.payload, at: message.at })}\n\n`
}

const encodedSignals = new WeakMap<LiveSignal, Uint8Array>()

/** A signal's bytes, shared like an event's. No id: it must not move the client's Last-Event-ID. */
function signalBytes(signal: LiveSignal): Uint8Array {
  let bytes = encodedSignals.get(signal)
  if (bytes === undefined) {
    bytes = encoder.encode(`event: signal\ndata: ${JSON.stringify(signal)}\n\n`)
    encodedSignals.set(signal, bytes)
  }
  return bytes
}

/** The event's bytes, shared by every stream it goes to (streams only read what they are given). */
function eventBytes(message: LiveMessage): Uint8Array {
  let bytes = encoded.get(message)
  if (bytes === undefined) {
    bytes = encoder.encode(formatEvent(message))
    encoded.set(message, bytes)
  }
  return bytes
}

/**
 * Streams with frames waiting, written out together at the end of the current turn of the event loop: one
 * callback for an event that goes to 1,000 streams, not one each. When the node is busy (a burst of messages),
 * a stream gets several events per write instead of one system call each; when it is idle, they leave at once.
 */
const waiting = new Set<() => void>()
let flushScheduled = false

function flushWaiting() {
  flushScheduled = false
  // A snapshot: a stream that gets a frame while this runs is flushed by the next round, not forgotten.
  const streams = [...waiting]
  waiting.clear()
  for (const flush of streams) flush()
}

function flushSoon(flush: () => void) {
  waiting.add(flush)
  if (!flushScheduled) {
    flushScheduled = true
    setImmediate(flushWaiting)
  }
}

/**
 * A Server-Sent Events stream for one subscriber. It registers with the hub before replaying, buffering live
 * events meanwhile, then sends the replay and the buffer in id order without duplicates.
 */
export function openLiveStream(options: {
  hub: LiveHub
  userId: string | null
  /** The session that opened the stream: when it ends (sign-out, revocation), the stream ends. */
  sessionId?: string | null
  topics: string[]
  /**
   * Topics asked for that the viewer may not read (gone, or not theirs): named in a `revoked` event as the
   * stream opens, as if they had been taken away, so the client drops them instead of asking again.
   */
  unreadable?: string[]
  replay: () => Promise<LiveMessage[] | 'reset'>
  onClose?: () => void
  /** Called once the stream has joined the hub. */
  onSubscribed?: (subscriber: LiveSubscriber) => void
}): { stream: ReadableStream<Uint8Array>; close: () => void } {
  let subscriber: LiveSubscriber | null = null
  let heartbeat: NodeJS.Timeout | null = null
  let closed = false
  let flush: (() => void) | null = null

  const cleanup = () => {
    if (closed) return
    closed = true
    if (flush) waiting.delete(flush)
    if (heartbeat) clearInterval(heartbeat)
    if (subscriber) options.hub.remove(subscriber)
    options.onClose?.()
  }

  const stream = new ReadableStream<Uint8Array>({
    start: async (controller) => {
      // Frames waiting for the shared flush: usually one (the shared bytes of one event), so no array.
      let first: Uint8Array | null = null
      let more: Uint8Array[] | null = null
      flush = () => {
        if (first === null) return
        const bytes = more === null ? first : Buffer.concat([first, ...more])
        first = null
        more = null
        send(bytes, true)
      }
      const sendSoon = (bytes: Uint8Array) => {
        if (closed) return
        if (first === null) {
          first = bytes
          flushSoon(flush!)
        } else if (more === null) more = [bytes]
        else more.push(bytes)
      }
      const send = (text: string | Uint8Array, flushing = false) => {
        if (!flushing && first !== null) {
          waiting.delete(flush!)
          flush!()
        }
        if (closed) return
        // A reader this far behind is stalled: drop it rather than pile its events up in memory. Its
        // client reconnects and replays from its last event id.
        if ((controller.desiredSize ?? 0) < -MAX_UNREAD_CHUNKS) {
          cleanup()
          try {
            controller.close()
          } catch {}
          return
        }
        try {
          controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text)
        } catch {
          cleanup()
        }
      }
      let lastSentId = 0
      let buffering = true
      const buffered: LiveMessage[] = []
      const deliver = (message: LiveMessage) => {
        if (buffering) {
          buffered.push(message)
          return
        }
        if (message.id <= lastSentId) return
        lastSentId = message.id
        sendSoon(eventBytes(message))
      }
      subscriber = {
        userId: options.userId,
        sessionId: options.sessionId ?? null,
        topics: new Set(options.topics),
        deliver,
        // No id: a signal must not move the client's Last-Event-ID, and is never replayed.
        signal: (signal) => {
          if (!buffering) sendSoon(signalBytes(signal))
        },
        // The viewer may no longer read these (membership or visibility changed): the client drops them.
        revoke: (topics) => send(`event: revoked\ndata: ${JSON.stringify({ topics })}\n\n`),
        close: (reason?: LiveCloseReason) => {
          send(`event: close\ndata: ${JSON.stringify(reason ? { reason } : {})}\n\n`)
          cleanup()
          try {
            controller.close()
          } catch {}
        },
      }
      options.hub.add(subscriber)
      options.onSubscribed?.(subscriber)
      // Tell the browser how long to wait before its own reconnect, and that the stream is open.
      send('retry: 1000\n: connected\n\n')
      if (options.unreadable?.length) subscriber.revoke?.(options.unreadable)

      const replayed = await options.replay().catch(() => 'reset' as const)
      // The client may have gone while the replay was read: then there is nothing left to start.
      if (closed) return
      if (replayed === 'reset') {
        send('event: reset\ndata: {}\n\n')
      } else {
        for (const message of replayed) {
          lastSentId = Math.max(lastSentId, message.id)
          sendSoon(eventBytes(message))
        }
      }
      buffering = false
      for (const message of buffered.sort((a, b) => a.id - b.id)) deliver(message)
      heartbeat = setInterval(() => send('event: ping\ndata: {}\n\n'), HEARTBEAT_MS)
    },
    cancel: cleanup,
  })
  return { stream, close: cleanup }
}
