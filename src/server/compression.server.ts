import { Readable } from 'node:stream'
import zlib from 'node:zlib'

/** Below this many bytes (when the length is known) compressing costs more than it saves. */
const MIN_BYTES = 1024
const COMPRESSIBLE =
  /^(text\/(html|plain|css|javascript|csv|markdown|xml)|application\/(json|javascript|xml|x-ndjson|atom\+xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i

type Encoding = 'br' | 'gzip'

/**
 * Brotli for a client that takes no gzip. Quality 3 and a 256 KiB window: at its default window (4 MiB) and
 * quality 4 each response allocated megabytes outside V8's heap, and a signed-in feedback page took 38 ms of
 * CPU instead of 16; these settings cost about what gzip does and still come out smaller on large pages.
 */
const BROTLI: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
}

/** How much the client wants each encoding (q-values; an unlisted one takes `*`'s weight, else 0). */
function encodingWeights(acceptEncoding: string | null): (name: string) => number {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  return (name) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0)
}

/**
 * The encoding for a response this server compresses as it sends it: gzip when the client takes it, else
 * brotli, honouring q=0. Gzip first because it costs almost nothing here, where brotli at its default settings
 * halved the pages a server could send (docs/performance.md, tenth pass); the pages from the page cache are
 * gzip too, and the build's static assets come precompressed with brotli at its highest level.
 */
export function chooseEncoding(acceptEncoding: string | null): Encoding | null {
  const weight = encodingWeights(acceptEncoding)
  if (weight('gzip') > 0) return 'gzip'
  if (weight('br') > 0) return 'br'
  return null
}

export function acceptsGzip(acceptEncoding: string | null): boolean {
  return encodingWeights(acceptEncoding)('gzip') > 0
}

/**
 * Compresses a page, JSON or other text response for a client that accepts it. Streams stay streams: whatever
 * the renderer sends in one turn of the event loop is compressed and flushed together, so a streamed page
 * still arrives in pieces (its shell before its late data) without a flush, a trip to the thread pool and a
 * socket write for each of the renderer's small chunks. Event streams, file downloads (their own bytes,
 * ranges), responses already encoded and small ones are left alone.
 */
export function compressResponse(request: Request, response: Response): Response {
  if (!response.body || request.method === 'HEAD') return response
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304)
    return response
  const headers = response.headers
  if (headers.has('Content-Encoding') || headers.has('Content-Range')) return response
  const type = headers.get('Content-Type') ?? ''
  if (!COMPRESSIBLE.test(type) || type.includes('text/event-stream')) return response
  if (/attachment/i.test(headers.get('Content-Disposition') ?? '')) return response
  const length = Number(headers.get('Content-Length') ?? Number.NaN)
  if (!Number.isNaN(length) && length < MIN_BYTES) return response
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'))
  if (!encoding) return response

  const compressor = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip({ level: 6 })
  void compressBursts(response.body.getReader(), compressor)
  const body = Readable.toWeb(compressor) as ReadableStream<Uint8Array>
  const compressedHeaders = new Headers(headers)
  compressedHeaders.set('Content-Encoding', encoding)
  compressedHeaders.delete('Content-Length')
  const vary = compressedHeaders.get('Vary')
  if (!vary?.toLowerCase().includes('accept-encoding'))
    compressedHeaders.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: compressedHeaders,
  })
}

const TURN_ENDED = Symbol('turn ended')

/** Settles once the event loop's current turn is over: the I/O callbacks and the microtasks they queued. */
const turnEnded = () => new Promise<typeof TURN_ENDED>((resolve) => setImmediate(resolve, TURN_ENDED))

type Read = Promise<ReadableStreamReadResult<Uint8Array>>

/**
 * The body's next burst: its next chunk, however long that takes, then every chunk that comes before the
 * event loop's turn ends. `ended` when the body has no more; else `next` is the read already asked for.
 */
async function readBurst(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  next: Read,
): Promise<{ chunks: Uint8Array[]; ended: boolean; next: Read }> {
  const chunks: Uint8Array[] = []
  let result = await next
  const endOfTurn = turnEnded()
  while (!result.done) {
    chunks.push(result.value)
    next = reader.read()
    const settled = await Promise.race([next, endOfTurn])
    if (settled === TURN_ENDED) return { chunks, ended: false, next }
    result = settled
  }
  return { chunks, ended: true, next }
}

/**
 * Feeds the body to the compressor a burst at a time, with one flush each. React writes a rendered page as
 * dozens of chunks of a few KB in one turn; flushing each cost a thread-pool round trip and a socket write
 * apiece (25 writes for a feedback page). When the compressor is closed before the end (the client went
 * away), the body is cancelled, so the renderer stops and nothing waits on a stream no one reads.
 */
async function compressBursts(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  compressor: zlib.Gzip | zlib.BrotliCompress,
) {
  // Once the compressor closes, for whatever reason; a body already read to its end takes it as a no-op.
  compressor.once('close', () => void reader.cancel().catch(() => {}))
  try {
    let next = reader.read()
    for (;;) {
      const burst = await readBurst(reader, next)
      if (burst.chunks.length > 0 && !(await compressAndFlush(compressor, burst.chunks))) return
      if (burst.ended) break
      next = burst.next
    }
    if (!compressor.destroyed) compressor.end()
  } catch (error) {
    compressor.destroy(error as Error)
  }
}

/** Compresses these chunks as one and flushes them out; false when the compressor was closed instead. */
async function compressAndFlush(compressor: zlib.Gzip | zlib.BrotliCompress, chunks: Uint8Array[]) {
  if (compressor.destroyed) return false
  if (!compressor.write(Buffer.concat(chunks)) && !(await drained(compressor))) return false
  compressor.flush()
  return true
}

/** True once the compressor takes more input, false when it was closed instead. */
function drained(compressor: zlib.Gzip | zlib.BrotliCompress): Promise<boolean> {
  return new Promise((resolve) => {
    const onDrain = () => {
      compressor.off('close', onClose)
      resolve(true)
    }
    const onClose = () => {
      compressor.off('drain', onDrain)
      resolve(false)
    }
    compressor.once('drain', onDrain)
    compressor.once('close', onClose)
  })
}
