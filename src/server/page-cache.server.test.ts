import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PAGE_CACHE_HEADER, PageCache, pageCacheKey } from './page-cache.server'

const html = (nonce: string, text = 'Public roadmap') =>
  `<html><script nonce="${nonce}">1</script><main>${text}</main><script nonce="${nonce}">2</script></html>`

const pageResponse = (nonce: string, text?: string, headers: Record<string, string> = {}) =>
  new Response(html(nonce, text), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  })

const request = (path = '/@demo/roadmap/feedback', init: RequestInit = {}) =>
  new Request(`http://parley.test${path}`, init)

/**
 * Serves one request through the cache; `render` counts how often the page was really rendered. `answerShared`
 * is what a server function declared of its answer.
 */
async function serve(
  cache: PageCache,
  nonce: string,
  render: () => Response | Promise<Response>,
  from = request(),
  answerShared?: () => boolean,
) {
  const response = await cache.serve(from, pageCacheKey(from)!, nonce, async () => render(), answerShared)
  const text = await response.text()
  // The copy is kept once the body has been read in full; let that settle.
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { response, text }
}

/** A render that counts how often it ran; with `delayMs`, it is still under way when other visitors arrive. */
function countedRender(answer: () => Response, delayMs = 0) {
  const counted = {
    renders: 0,
    render: async () => {
      counted.renders++
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      return answer()
    },
  }
  return counted
}

/** A server function called as the browser calls it (Start's header), anonymously. */
const serverFnRequest = (path = '/_serverFn/abc?payload=%7B%7D', init: RequestInit = {}) =>
  request(path, { ...init, headers: { 'x-tsr-serverFn': 'true', ...init.headers } })

describe('pageCacheKey', () => {
  it('keys anonymous page requests by their URL', () => {
    expect(pageCacheKey(request('/@demo/roadmap/feedback?sort=top'))).toBe(
      'http://parley.test/@demo/roadmap/feedback?sort=top -',
    )
  })

  it('keys each language apart: ?lang=, then the language cookie, then Accept-Language', () => {
    const key = (path: string, headers: Record<string, string> = {}) =>
      pageCacheKey(request(path, { headers }))
    expect(key('/sign-in', { 'accept-language': 'de-DE,de;q=0.9' })).toBe('http://parley.test/sign-in de')
    expect(key('/sign-in', { 'accept-language': 'en-US' })).toBe('http://parley.test/sign-in en')
    // Asking for no language we speak: the organisation's default (from the URL) or English, one entry.
    expect(key('/sign-in', { 'accept-language': 'ko' })).toBe(key('/sign-in'))
    expect(key('/sign-in', { 'accept-language': 'ja', cookie: 'parley_lang=ar' })).toBe(
      'http://parley.test/sign-in ar',
    )
    expect(key('/sign-in?lang=fr', { cookie: 'parley_lang=ar' })).toBe(
      'http://parley.test/sign-in?lang=fr fr',
    )
    expect(key('/sign-in', { 'accept-language': 'pt' })).toBe('http://parley.test/sign-in pt-BR')
  })

  it('keys an anonymous GET of a server function by its id and payload', () => {
    expect(pageCacheKey(serverFnRequest('/_serverFn/abc?payload=1'))).toBe(
      'http://parley.test/_serverFn/abc?payload=1 -',
    )
    expect(pageCacheKey(serverFnRequest('/_serverFn/abc?payload=2'))).not.toBe(
      pageCacheKey(serverFnRequest('/_serverFn/abc?payload=1')),
    )
    expect(
      pageCacheKey(serverFnRequest('/_serverFn/abc', { headers: { cookie: 'better-auth.session_token=a' } })),
    ).toBeNull()
  })

  it('never caches for a session, a write, an API or server-function path, or a URL with a token', () => {
    expect(pageCacheKey(request('/', { headers: { cookie: 'better-auth.session_token=abc' } }))).toBeNull()
    expect(
      pageCacheKey(request('/', { headers: { cookie: 'theme=dark; __Secure-better-auth.session_token=a' } })),
    ).toBeNull()
    expect(pageCacheKey(request('/', { method: 'POST' }))).toBeNull()
    expect(pageCacheKey(request('/api/health'))).toBeNull()
    expect(pageCacheKey(request('/_serverFn/abc'))).toBeNull()
    expect(pageCacheKey(serverFnRequest('/_serverFn/abc', { method: 'POST' }))).toBeNull()
    expect(pageCacheKey(request('/reset-password?token=secret'))).toBeNull()
    expect(pageCacheKey(request('/', { headers: { cookie: 'theme=dark' } }))).not.toBeNull()
    // An anonymous visitor who voted sees their own votes: neither served a kept page nor kept.
    expect(
      pageCacheKey(request('/', { headers: { cookie: 'theme=dark; parley_visitor=abc.sig' } })),
    ).toBeNull()
    expect(
      pageCacheKey(serverFnRequest('/_serverFn/abc', { headers: { cookie: 'parley_visitor=a.b' } })),
    ).toBeNull()
  })
})

describe('PageCache', () => {
  it('serves the next visitor a copy with their own nonce, gzipped when they accept it', async () => {
    const cache = new PageCache({ ttlMs: 5000 })
    let renders = 0
    const render = () => {
      renders++
      return pageResponse('first-nonce')
    }
    const first = await serve(cache, 'first-nonce', render)
    expect(first.response.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(first.text).toBe(html('first-nonce'))

    const second = await serve(cache, 'second-nonce', render)
    expect(renders).toBe(1)
    expect(second.response.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(second.text).toBe(html('second-nonce'))

    const gzipped = await cache.serve(
      request('/@demo/roadmap/feedback', { headers: { 'accept-encoding': 'gzip, br' } }),
      pageCacheKey(request())!,
      'third-nonce',
      async () => render(),
    )
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html('third-nonce'))
    expect(renders).toBe(1)
  })

  it('renders again after a change (clear) and after the time to live', async () => {
    let now = 1_000
    const cache = new PageCache({ ttlMs: 5000, now: () => now })
    let text = 'before'
    let renders = 0
    const render = () => {
      renders++
      return pageResponse('n', text)
    }
    await serve(cache, 'n', render)
    text = 'after'
    cache.clear()
    expect((await serve(cache, 'n', render)).text).toContain('after')
    expect(renders).toBe(2)

    text = 'later'
    now += 4_999
    expect((await serve(cache, 'n', render)).text).toContain('after')
    now += 1
    expect((await serve(cache, 'n', render)).text).toContain('later')
    expect(renders).toBe(3)
  })

  it('does not keep a page whose render began before a change', async () => {
    const cache = new PageCache({ ttlMs: 5000 })
    let release: () => void = () => {}
    const slow = cache.serve(request(), pageCacheKey(request())!, 'n', async () => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return pageResponse('n', 'stale')
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    cache.clear()
    release()
    await (await slow).text()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(cache.size).toBe(0)
    const next = await serve(cache, 'n', () => pageResponse('n', 'fresh'))
    expect(next.text).toContain('fresh')
  })

  it('renders once for visitors who arrive while the page is being rendered', async () => {
    const cache = new PageCache({ ttlMs: 5000 })
    const slow = countedRender(() => pageResponse('n1'), 20)
    const answers = await Promise.all(['n1', 'n2', 'n3'].map((nonce) => serve(cache, nonce, slow.render)))
    expect(slow.renders).toBe(1)
    expect(answers.map((answer) => answer.text)).toEqual([html('n1'), html('n2'), html('n3')])
  })

  it.each([
    [
      'an error page',
      () => new Response('<html>gone</html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    ],
    ['a page that sets a cookie', () => pageResponse('n', 'x', { 'Set-Cookie': 'a=b' })],
    ['a page marked no-store', () => pageResponse('n', 'x', { 'Cache-Control': 'no-store' })],
    ['JSON', () => Response.json({ items: [] })],
  ])('never keeps %s', async (_label, render) => {
    const cache = new PageCache({ ttlMs: 5000 })
    let renders = 0
    const counted = () => {
      renders++
      return render()
    }
    await serve(cache, 'n', counted)
    const again = await serve(cache, 'n', counted)
    expect(renders).toBe(2)
    expect(again.response.headers.get(PAGE_CACHE_HEADER)).toBeNull()
  })

  it('keeps the answer of a server function only when the function declared it shared', async () => {
    const cache = new PageCache({ ttlMs: 5000 })
    const json = '{"t":{"s":"<not a nonce> n"}}'
    const answer = countedRender(
      () => new Response(json, { headers: { 'Content-Type': 'application/json' } }),
    )
    const call = async (shared: boolean, path = '/_serverFn/list?payload=1') => {
      const { response, text } = await serve(cache, 'n', answer.render, serverFnRequest(path), () => shared)
      return { cache: response.headers.get(PAGE_CACHE_HEADER), text }
    }

    expect((await call(false, '/_serverFn/identity')).cache).toBeNull()
    expect((await call(false, '/_serverFn/identity')).cache).toBeNull()
    expect(answer.renders).toBe(2)

    expect((await call(true)).cache).toBe('miss')
    // Kept whole: a server function's answer is not split at the request's nonce.
    expect(await call(true)).toEqual({ cache: 'hit', text: json })
    expect(answer.renders).toBe(3)
  })

  it('makes calls wait for one answer only to functions known to share theirs', async () => {
    const cache = new PageCache({ ttlMs: 5000 })
    const together = async (path: string, shared: boolean) => {
      const slow = countedRender(() => Response.json({ ok: true }), 20)
      await Promise.all(
        [1, 2, 3].map(() => serve(cache, 'n', slow.render, serverFnRequest(path), () => shared)),
      )
      return slow.renders
    }

    // Unknown yet: each call renders at once rather than wait for an answer it may not be able to use.
    expect(await together('/_serverFn/list?payload=1', true)).toBe(3)
    cache.clear()
    expect(await together('/_serverFn/list?payload=1', true)).toBe(1)
    expect(await together('/_serverFn/identity', false)).toBe(3)
  })

  it('keeps within its size, dropping the oldest pages first', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 3_000 })
    for (const path of ['/a', '/b', '/c', '/d']) {
      await serve(cache, 'n', () => pageResponse('n', 'x'.repeat(400)), request(path))
    }
    expect(cache.size).toBeLessThan(4)
    let rendered = false
    await serve(
      cache,
      'n',
      () => {
        rendered = true
        return pageResponse('n')
      },
      request('/a'),
    )
    expect(rendered).toBe(true)
  })
})
