import { describe, expect, test, vi } from 'vitest'
import type { LiveMessage } from '~/lib/live-topics'
import { LiveHub } from './hub.server'
import { openLiveStream } from './sse-stream.server'

/** The SSE stream's writes: what one event to many streams costs (chat's send-to-screen p99 ≤ 100 ms). */

const decoder = new TextDecoder()
const turn = () => new Promise((resolve) => setImmediate(resolve))

/** Streams whose chunks are collected as they come: `chunks` is what each has written so far. */
function openMany(hub: LiveHub, count: number, topic: string) {
  return Array.from({ length: count }, () => {
    const { stream, close } = openLiveStream({ hub, userId: null, topics: [topic], replay: async () => [] })
    const chunks: Uint8Array[] = []
    const reader = stream.getReader()
    void (async () => {
      for (;;) {
        const next = await reader.read().catch(() => ({ done: true, value: undefined }))
        if (next.done || !next.value) return
        chunks.push(next.value)
      }
    })()
    return { chunks, close }
  })
}

/** After the stream opened ("connected"): only what comes next. */
async function settled(streams: { chunks: Uint8Array[] }[]) {
  await turn()
  await turn()
  for (const stream of streams) stream.chunks.length = 0
}

const event = (id: number, topic: string): LiveMessage => ({
  id,
  topic,
  type: 'chat.message.created',
  payload: { n: id },
  at: 1,
})

describe('an event to many streams', () => {
  test('is encoded once and written by one callback: every stream is handed the same bytes, in one write', async () => {
    const hub = new LiveHub()
    const streams = openMany(hub, 50, 'chat:a')
    try {
      await settled(streams)
      // One callback writes it to every stream, not one callback per stream.
      const scheduled = vi.spyOn(globalThis, 'setImmediate')
      hub.publish(event(1, 'chat:a'))
      expect(scheduled).toHaveBeenCalledTimes(1)
      scheduled.mockRestore()
      await turn()
      await turn()
      const chunks = streams.map((stream) => stream.chunks)
      expect(chunks.every((list) => list.length === 1)).toBe(true)
      expect(new Set(chunks.map((list) => list[0])).size).toBe(1)
      expect(decoder.decode(chunks[0]![0])).toMatch(/^id: 1\nevent: change\ndata: /)
    } finally {
      for (const { close } of streams) close()
    }
  })

  test('several events in one turn leave as one chunk per stream, in order; a later frame follows them', async () => {
    const hub = new LiveHub()
    const streams = openMany(hub, 20, 'chat:b')
    try {
      await settled(streams)
      for (let id = 10; id < 13; id++) hub.publish(event(id, 'chat:b'))
      // A frame written at once (the topic taken away) must not overtake the events waiting for the flush.
      hub.revoke(hub.subscribersOfTopic('chat:b')[0]!, ['chat:b'])
      await turn()
      await turn()
      const chunks = streams.map((stream) => stream.chunks)
      const ids = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]))
      // The first stream: the three events, then "revoked", then "close" (it had no topic left).
      const first = chunks[0]!.map((chunk) => decoder.decode(chunk)).join('')
      expect(ids(first)).toEqual([10, 11, 12])
      expect(first.indexOf('event: revoked')).toBeGreaterThan(first.lastIndexOf('id: 12'))
      for (const list of chunks.slice(1)) {
        expect(list).toHaveLength(1)
        expect(ids(decoder.decode(list[0]))).toEqual([10, 11, 12])
      }
    } finally {
      for (const { close } of streams) close()
    }
  })

  test('a stream closed while its event waits for the flush writes nothing more; the others still get it', async () => {
    const hub = new LiveHub()
    const streams = openMany(hub, 3, 'chat:c')
    try {
      await settled(streams)
      hub.publish(event(20, 'chat:c'))
      streams[1]!.close()
      await turn()
      await turn()
      const chunks = [streams[0]!.chunks, streams[2]!.chunks]
      expect(chunks.map((list) => list.length)).toEqual([1, 1])
      expect(hub.size).toBe(2)
    } finally {
      for (const { close } of streams) close()
    }
  })
})
