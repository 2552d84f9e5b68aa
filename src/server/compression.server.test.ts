import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { chooseEncoding, compressResponse } from './compression.server'

const page = `<!doctype html><html><body>${'<p>Parley feedback item</p>'.repeat(200)}</body></html>`
const request = (acceptEncoding: string | null, method = 'GET') =>
  new Request('http://parley.test/', {
    method,
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  })
const html = (body: BodyInit = page, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } })

describe('chooseEncoding', () => {
  test('gzip first, then brotli; q=0 refuses; nothing accepted is null', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('gzip')
    expect(chooseEncoding('br, gzip;q=0')).toBe('br')
    expect(chooseEncoding('br')).toBe('br')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding('*')).toBe('gzip')
    expect(chooseEncoding(null)).toBeNull()
  })
})

describe('compressResponse', () => {
  test('a page is sent with brotli or gzip as asked, the same bytes once decoded, and Vary set', async () => {
    const brotli = compressResponse(request('br'), html())
    expect(brotli.headers.get('Content-Encoding')).toBe('br')
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding')
    const brotliBytes = Buffer.from(await brotli.arrayBuffer())
    expect(brotliBytes.length).toBeLessThan(page.length / 10)
    expect(zlib.brotliDecompressSync(brotliBytes).toString()).toBe(page)
    const gzip = compressResponse(request('gzip'), html())
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page)
  })

  test('a streamed page arrives in pieces: the first chunk is readable before the stream ends', async () => {
    let finish: () => void = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<!doctype html><p>shell</p>'))
        finish = () => {
          controller.enqueue(new TextEncoder().encode('<p>late data</p>'))
          controller.close()
        }
      },
    })
    const response = compressResponse(request('gzip'), html(body))
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const inflate = zlib.createGunzip()
    let text = ''
    inflate.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    // Without a flush per chunk the shell would sit in the compressor until the end: this would time out.
    const deadline = Date.now() + 2000
    while (text !== '<!doctype html><p>shell</p>' && Date.now() < deadline) {
      const { value } = await Promise.race([
        reader.read(),
        new Promise<{ value?: undefined }>((resolve) => setTimeout(() => resolve({}), 200)),
      ])
      if (value) inflate.write(value)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(text).toBe('<!doctype html><p>shell</p>')
    finish()
  })

  test('a page rendered as many chunks in one turn goes out in a few compressed pieces, not one per chunk', async () => {
    const chunks = Array.from({ length: 60 }, (_, index) => `<li>Feedback item ${index}</li>`.repeat(40))
    const renderedInOneTurn = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
          controller.close()
        },
      })
    for (const encoding of ['gzip', 'br']) {
      const pieces: Uint8Array[] = []
      const reader = (
        compressResponse(request(encoding), html(renderedInOneTurn())).body as ReadableStream<Uint8Array>
      ).getReader()
      for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value)
      expect(pieces.length).toBeLessThan(5)
      const bytes = Buffer.concat(pieces)
      const text = encoding === 'br' ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes)
      expect(text.toString()).toBe(chunks.join(''))
    }
  })

  test('a client that goes away cancels the page: the renderer stops instead of writing for no one', async () => {
    let cancelled = false
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(page))
      },
      cancel() {
        cancelled = true
      },
    })
    const reader = (
      compressResponse(request('gzip'), html(endless)).body as ReadableStream<Uint8Array>
    ).getReader()
    await reader.read()
    await reader.cancel()
    const deadline = Date.now() + 2000
    while (!cancelled && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(cancelled).toBe(true)
  })

  test('left alone: no Accept-Encoding, HEAD, small, event streams, downloads, ranges, already encoded', async () => {
    expect(compressResponse(request(null), html()).headers.get('Content-Encoding')).toBeNull()
    expect(compressResponse(request('br', 'HEAD'), html()).headers.get('Content-Encoding')).toBeNull()
    expect(
      compressResponse(request('br'), html('tiny', { 'Content-Length': '4' })).headers.get(
        'Content-Encoding',
      ),
    ).toBeNull()
    const events = new Response('data: x\n\n', { headers: { 'Content-Type': 'text/event-stream' } })
    expect(compressResponse(request('br'), events).headers.get('Content-Encoding')).toBeNull()
    const download = html(page, { 'Content-Disposition': 'attachment; filename="a.html"' })
    expect(compressResponse(request('br'), download).headers.get('Content-Encoding')).toBeNull()
    const image = new Response(new Uint8Array(5000), { headers: { 'Content-Type': 'image/png' } })
    expect(compressResponse(request('br'), image).headers.get('Content-Encoding')).toBeNull()
    const encoded = html(page, { 'Content-Encoding': 'gzip' })
    expect(compressResponse(request('br'), encoded)).toBe(encoded)
  })
})
