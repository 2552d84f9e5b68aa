import { Readable } from 'node:stream'
import zlib from 'node:zlib'

/** Below this many bytes (when the length is known) compressing costs more than it saves. */
const MIN_BYTES = 1024
const COMPRESSIBLE =
  /^(text\/(html|plain|css|javascript|csv|markdown|xml)|application\/(json|javascript|xml|x-ndjson|atom\+xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i

type Encoding = 'br' | 'gzip'

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

/** The best encoding the client accepts (brotli, then gzip), honouring q=0. */
export function chooseEncoding(acceptEncoding: string | null): Encoding | null {
  const weight = encodingWeights(acceptEncoding)
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

export function acceptsGzip(acceptEncoding: string | null): boolean {
  return encodingWeights(acceptEncoding)('gzip') > 0
}

/**
 * Compresses a page, JSON or other text response for a client that accepts it. Streams stay streams: every
 * chunk the renderer sends is flushed through the compressor at once, so a streamed page still arrives in
 * pieces. Event streams, file downloads (their own bytes, ranges), responses already encoded and small ones
 * are left alone. Brotli runs at quality 4: about gzip's speed for smaller pages; the build's static assets are
 * compressed ahead of time at the highest level instead.
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

  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.createGzip({ level: 6 })
  const reader = response.body.getReader()
  const flushEach = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        if (!compressor.write(value)) await new Promise((resolve) => compressor.once('drain', resolve))
        compressor.flush()
      }
      compressor.end()
    } catch (error) {
      compressor.destroy(error as Error)
    }
  }
  void flushEach()
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
