import { describe, expect, test } from 'vitest'
import { setupAppServer } from '../e2e/support'
import { callServerFn, signIn } from '../helpers/live-http'

/**
 * Issue 16: pages rendered for anonymous visitors are served again from memory (src/server/page-cache.server.ts),
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
