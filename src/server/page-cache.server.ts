/**
 * Pages rendered for anonymous visitors, served again to the next anonymous visitor of the same URL for a few
 * seconds (rendering is most of a public page's cost, and an anonymous page depends only on its URL
 * and the data). Discourse does the same for its anonymous visitors.
 *
 * What keeps it correct:
 * - Kept per language: the key is the URL and the language the visitor asks for (locale-request.ts).
 * - Only requests without a session cookie (nor the portal's, nor an anonymous visitor's), for pages (not /api or server functions), whose
 *   answer is a 200 HTML page without Set-Cookie or `Cache-Control: no-store/private`. URLs carrying a token are
 *   never kept.
 * - Every committed change clears it: each live event (every node hears every node's), and on this node every
 *   successful write request as soon as it has run, so a visitor who just changed something and reloads sees
 *   it. A render that began before a clear is not kept. Changes that emit no live event wait for the TTL.
 * - The CSP nonce stays per response: the cached HTML is kept split at its nonce and joined with the new one,
 *   compressed once in pieces so that a hit is spliced into gzip rather than compressed again.
 * - The page carries the live position it was rendered at (getViewerIdentity), so its live connection replays
 *   whatever changed since, however old the copy.
 *
 * The answers of some GET server functions are kept the same way: those that declare themselves the same for
 * every anonymous visitor (`shareAnswerWithAnonymousVisitors`), such as the feedback list, which every viewer
 * of a public project asks for again after each live change. A server function that does not declare it is
 * never kept, whatever it answers: some hand out per-visitor values.
 */

import { acceptsGzip } from './compression.server'
import { localeCacheKey } from './locale-request'
import { hasPortalCookie, hasSessionCookie, hasVisitorCookie } from './session-cookie'
import { compressPieces, type SplicedGzip, spliceGzip } from './spliced-gzip.server'

const NEVER_KEPT_PARAMS = ['token', 'code', 'state']
const MAX_PAGE_BYTES = 1024 * 1024

type CachedPage = {
  status: number
  headers: [string, string][]
  /** The HTML split at the nonce it was rendered with. */
  parts: string[]
  /** The same, gzipped once: a hit costs a CRC-32, not a compression. */
  gzip: SplicedGzip
  bytes: number
  expiresAt: number
}

export type PageCacheOptions = {
  ttlMs: number
  /** What all kept pages may take together (UTF-16 bytes of their HTML). */
  maxBytes?: number
  now?: () => number
}

export const PAGE_CACHE_HEADER = 'X-Page-Cache'

/** The key of a request whose page may come from the cache, or null when it must be rendered for it. */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== 'GET') return null
  if (hasSessionCookie(request.headers)) return null
  // A portal visitor (signed in on a project's public pages) sees their own votes: never a kept page, nor kept.
  if (hasPortalCookie(request.headers)) return null
  // So does an anonymous visitor who has voted (their own votes are theirs alone).
  if (hasVisitorCookie(request.headers)) return null
  if (request.headers.has('authorization')) return null
  const url = new URL(request.url)
  if (url.pathname.startsWith('/api/')) return null
  // A server function as the browser calls it (Start answers other callers differently).
  if (isServerFnPath(url.pathname) && request.headers.get('x-tsr-serverfn') !== 'true') return null
  if (NEVER_KEPT_PARAMS.some((name) => url.searchParams.has(name))) return null
  // The page's language is the visitor's (`?lang=`, the language cookie, Accept-Language), not only the URL's:
  // each language is kept apart. Without a choice the organisation's default applies, which follows from the URL.
  return `${url.origin}${url.pathname}${url.search} ${localeCacheKey(request)}`
}

const isServerFnPath = (pathname: string) => pathname.startsWith('/_serverFn/')

/** A page may be kept when it is HTML; a server function's answer only when it declared itself shared. */
function keepable(response: Response, serverFn: boolean, answerShared: boolean): boolean {
  if (response.status !== 200 || !response.body) return false
  const headers = response.headers
  if (serverFn ? !answerShared : !(headers.get('content-type') ?? '').startsWith('text/html')) return false
  if (headers.has('set-cookie') || headers.has('content-encoding')) return false
  return !/no-store|private/i.test(headers.get('cache-control') ?? '')
}

/** Headers worth keeping: per-response ones (CSP with its nonce, request id, length) are set again. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-security-policy',
  'x-request-id',
  'set-cookie',
  'date',
  PAGE_CACHE_HEADER.toLowerCase(),
])

export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  private readonly filling = new Map<string, Promise<CachedPage | null>>()
  /**
   * Server functions (their paths) seen declaring their answers shared. Concurrent calls wait for one answer
   * only to these: calls to any other function would wait for an answer they cannot use.
   */
  private readonly sharedFunctions = new Set<string>()
  private generation = 0
  private bytes = 0
  private readonly maxBytes: number
  private readonly now: () => number

  constructor(private readonly options: PageCacheOptions) {
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024
    this.now = options.now ?? Date.now
  }

  get size(): number {
    return this.pages.size
  }

  /** Something changed: no page rendered before now is served again. */
  clear(): void {
    this.generation += 1
    this.pages.clear()
    // Renders under way finish for their own requests and for those already waiting on them, but are not kept.
    this.filling.clear()
    this.bytes = 0
  }

  /**
   * Answers from the cache when it holds a fresh copy (or one is being rendered), else renders and keeps the
   * page when it may. `render` is the rest of the request's handling; its response is returned (with a body
   * that is also read into the cache). `answerShared`, asked once it has run, tells whether a server function
   * declared its answer the same for every anonymous visitor.
   */
  async serve(
    request: Request,
    key: string,
    nonce: string,
    render: () => Promise<Response>,
    answerShared: () => boolean = () => false,
  ): Promise<Response> {
    const { pathname } = new URL(request.url)
    const serverFn = isServerFnPath(pathname)
    const rendering = !serverFn || this.sharedFunctions.has(pathname) ? this.filling.get(key) : undefined
    // No await on the way to becoming the one who renders: visitors arriving meanwhile must find it filling.
    const page = this.fresh(key) ?? (rendering ? await rendering : null)
    if (page) return this.respond(request, page, nonce)

    const generation = this.generation
    let settle: (page: CachedPage | null) => void = () => {}
    const filled = new Promise<CachedPage | null>((resolve) => {
      settle = resolve
    })
    this.filling.set(key, filled)
    const done = (page: CachedPage | null) => {
      if (this.filling.get(key) === filled) this.filling.delete(key)
      if (page && generation === this.generation) this.keep(key, page)
      settle(page)
    }

    let response: Response
    try {
      response = await render()
    } catch (error) {
      done(null)
      throw error
    }
    const shared = serverFn && answerShared()
    if (!keepable(response, serverFn, shared)) {
      done(null)
      return response
    }
    if (shared) this.sharedFunctions.add(pathname)
    const [forClient, forCache] = response.body!.tee()
    void readText(forCache).then(
      // Only a page carries the nonce: a server function's answer is kept whole.
      (text) => done(text === null ? null : this.pageOf(response, text, serverFn ? '' : nonce)),
      () => done(null),
    )
    const headers = new Headers(response.headers)
    headers.set(PAGE_CACHE_HEADER, 'miss')
    return new Response(forClient, { status: response.status, statusText: response.statusText, headers })
  }

  private fresh(key: string): CachedPage | null {
    const page = this.pages.get(key)
    if (!page) return null
    if (page.expiresAt <= this.now()) {
      this.drop(key, page)
      return null
    }
    return page
  }

  private pageOf(response: Response, html: string, nonce: string): CachedPage | null {
    const parts = nonce ? html.split(nonce) : [html]
    const gzip = compressPieces(parts)
    const bytes = html.length * 2 + gzip.pieces.reduce((sum, piece) => sum + piece.length, 0)
    if (bytes > MAX_PAGE_BYTES) return null
    const headers: [string, string][] = []
    response.headers.forEach((value, name) => {
      if (!PER_RESPONSE.has(name.toLowerCase())) headers.push([name, value])
    })
    return {
      status: response.status,
      headers,
      parts,
      gzip,
      bytes,
      expiresAt: this.now() + this.options.ttlMs,
    }
  }

  private keep(key: string, page: CachedPage): void {
    const previous = this.pages.get(key)
    if (previous) this.drop(key, previous)
    this.pages.set(key, page)
    this.bytes += page.bytes
    // Oldest first (a Map iterates in insertion order).
    for (const [oldestKey, oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldestKey, oldest)
    }
  }

  private drop(key: string, page: CachedPage): void {
    if (this.pages.get(key) !== page) return
    this.pages.delete(key)
    this.bytes -= page.bytes
  }

  private respond(request: Request, page: CachedPage, nonce: string): Response {
    const headers = new Headers(page.headers)
    headers.set(PAGE_CACHE_HEADER, 'hit')
    headers.append('Vary', 'Accept-Encoding')
    if (!acceptsGzip(request.headers.get('accept-encoding')))
      return new Response(page.parts.join(nonce), { status: page.status, headers })
    const body = spliceGzip(page.gzip, nonce)
    headers.set('Content-Encoding', 'gzip')
    headers.set('Content-Length', String(body.length))
    return new Response(body, { status: page.status, headers })
  }
}

/** The whole body as text, or null when it is larger than a page worth keeping. */
async function readText(stream: ReadableStream<Uint8Array>): Promise<string | null> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    text += decoder.decode(value, { stream: true })
    if (text.length * 2 > MAX_PAGE_BYTES) {
      await reader.cancel()
      return null
    }
  }
}
