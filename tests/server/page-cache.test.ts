import { describe, expect, test } from 'vitest'
import { setupAppServer } from '../e2e/support'
import { callServerFn, fetchServerFn, serverFnResult, signIn } from '../helpers/live-http'

/**
 * Pages rendered for anonymous visitors are served again from memory (src/server/page-cache.server.ts),
 * on the production build (PGlite). The time to live is long here, so that only a change can explain a fresh
 * render.
 */
const server = setupAppServer({ PAGE_CACHE_SECONDS: '600' })
const PAGE = '/@demo/public-roadmap/feedback'

async function visit(path = PAGE, init: RequestInit = {}) {
  const response = await fetch(`${server().url}${path}`, { redirect: 'manual', ...init })
  const html = await response.text()
  const scriptSrc =
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src')) ?? ''
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    encoding: response.headers.get('content-encoding'),
    nonce: scriptSrc.match(/'nonce-([^']+)'/)?.[1],
    html,
  }
}

async function changeProject(cookie: string, changes: Record<string, unknown>) {
  await callServerFn(
    server().url,
    'updateProjectFn',
    { orgSlug: 'demo', slug: 'public-roadmap', changes },
    {
      cookie,
    },
  )
}

describe('the anonymous page cache', () => {
  test('the next anonymous visitor gets the same page, gzipped, with a nonce of their own on every script', async () => {
    const first = await visit()
    const second = await visit(PAGE, { headers: { 'accept-encoding': 'gzip' } })
    expect(first.status).toBe(200)
    expect(second.cache).toBe('hit')
    expect(second.encoding).toBe('gzip')
    expect(second.nonce).toBeTruthy()
    expect(second.nonce).not.toBe(first.nonce)
    const scripts = [...second.html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${second.nonce}"`)
    expect(second.html.replaceAll(second.nonce!, 'N')).toBe(first.html.replaceAll(first.nonce!, 'N'))
  })

  test('a signed-in visitor is never served from it', async () => {
    const cookie = await signIn(server().url)
    await visit()
    const signedIn = await visit(PAGE, { headers: { cookie } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.cache).toBeNull()
  })

  test('a change is shown to the next anonymous visitor at once, and a project made private is gone', async () => {
    const cookie = await signIn(server().url)
    await visit()
    expect((await visit()).cache).toBe('hit')

    await changeProject(cookie, { name: 'Roadmap, renamed' })
    const renamed = await visit()
    expect(renamed.cache).toBe('miss')
    expect(renamed.html).toContain('Roadmap, renamed')

    expect((await visit()).cache).toBe('hit')
    await changeProject(cookie, { visibility: 'private' })
    try {
      const hidden = await visit()
      expect(hidden.status).toBe(404)
      expect(hidden.html).not.toContain('Roadmap, renamed')
    } finally {
      await changeProject(cookie, { visibility: 'public' })
    }
  })

  test('the page tells its live connection where to replay from', async () => {
    const { html } = await visit()
    expect(html).toMatch(/livePosition:\d+/)
  })
})

type FeedbackPage = { items: { id: string; voteCount: number; viewerVoted: boolean }[] }
const LIST_INPUT = { orgSlug: 'demo', projectSlug: 'public-roadmap', board: 'all', sort: 'new' }

/** A GET of server function `name`: whether it came from the cache, its body, and (decoded on demand) its value. */
async function call(name: string, data: unknown, cookie?: string) {
  const response = await fetchServerFn(server().url, name, data, { method: 'GET', cookie })
  const text = await response.text()
  expect(response.status).toBe(200)
  return { cache: response.headers.get('x-page-cache'), text, result: () => serverFnResult(name, text) }
}

describe('the anonymous answers of server functions', () => {
  test('the feedback list is answered again from the cache until a vote changes it', async () => {
    const cookie = await signIn(server().url)
    const first = await call('listFeedbackFn', LIST_INPUT)
    const again = await call('listFeedbackFn', LIST_INPUT)
    expect(again.cache).toBe('hit')
    expect(again.text).toBe(first.text)
    // Another input is another answer.
    const byTop = await call('listFeedbackFn', { ...LIST_INPUT, sort: 'top' })
    expect(byTop.cache).toBe('miss')

    // Signed in, never from the cache: the answer carries the viewer's own votes.
    const own = await call('listFeedbackFn', LIST_INPUT, cookie)
    expect(own.cache).toBeNull()
    const item = (own.result() as FeedbackPage).items[0]!
    const vote = (voted: boolean) =>
      callServerFn(
        server().url,
        'voteFn',
        { orgSlug: 'demo', projectSlug: 'public-roadmap', feedbackId: item.id, voted },
        { cookie },
      )
    await vote(!item.viewerVoted)
    try {
      const after = await call('listFeedbackFn', LIST_INPUT)
      expect(after.cache).toBe('miss')
      const counted = (after.result() as FeedbackPage).items.find((row) => row.id === item.id)
      expect(counted?.voteCount).toBe(item.voteCount + (item.viewerVoted ? -1 : 1))
    } finally {
      await vote(item.viewerVoted)
    }
  })

  test('a function that does not declare its answer shared is never kept: the live position is per visitor', async () => {
    await call('getViewerIdentity', undefined)
    const again = await call('getViewerIdentity', undefined)
    expect(again.cache).toBeNull()
  })

  test('a private project answers not found to every anonymous visitor, from the cache too', async () => {
    const input = { ...LIST_INPUT, projectSlug: 'internal-tools' }
    // Start answers a notFound() thrown by a server function with 200 and the error in the body.
    const answers = [await call('listFeedbackFn', input), await call('listFeedbackFn', input)]
    expect(answers.map((answer) => answer.cache)).toEqual(['miss', 'hit'])
    for (const answer of answers) {
      expect(answer.result).toThrow(/isNotFound/)
      expect(answer.text).not.toMatch(/items|title/)
    }
  })
})
