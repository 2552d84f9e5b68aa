import fs from 'node:fs'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'

let server: AppServer
let httpsServer: AppServer
let assetPath: string

beforeAll(async () => {
  ;[server, httpsServer] = await Promise.all([
    startAppServer(),
    // Served over plain HTTP here, but deployed behind HTTPS: the public URL decides.
    startAppServer({ env: { BETTER_AUTH_URL: 'https://parley.example' } }),
  ])
  const html = await (await fetch(server.url)).text()
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)
  if (!script) throw new Error('No /assets/*.js script in the landing page')
  assetPath = script[1]!
})

afterAll(async () => {
  await Promise.all([server?.stop(), httpsServer?.stop()])
  for (const stopped of [server, httpsServer]) {
    if (stopped) fs.rmSync(stopped.dataDir, { recursive: true, force: true })
  }
})

const responses: [label: string, path: () => string, status: number][] = [
  ['a page', () => '/', 200],
  ['a server route (/api/health)', () => '/api/health', 200],
  ['an auth route (/api/auth/ok)', () => '/api/auth/ok', 200],
  ['a 404', () => '/no/such/page', 404],
  ['a redirect (/home while signed out)', () => '/home', 307],
  ['a static file (/favicon.svg)', () => '/favicon.svg', 200],
  ['a built asset (/assets/*.js)', () => assetPath, 200],
  // Loaded by other sites (docs/widget.md), yet framed by none.
  ['the widget loader (/widget.js)', () => '/widget.js', 200],
]

describe('security headers on every kind of response', () => {
  it.each(responses)('%s', async (_label, path, status) => {
    const response = await fetch(`${server.url}${path()}`, { redirect: 'manual' })
    expect(response.status).toBe(status)
    const headers = response.headers
    const csp = headers.get('content-security-policy') ?? ''
    // Framing is refused one way or the other (CSP for modern browsers, X-Frame-Options for old ones).
    expect(/frame-ancestors 'none'/.test(csp) || headers.get('x-frame-options') === 'DENY').toBe(true)
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('strict-transport-security')).toBeNull()
    await response.arrayBuffer()
  })

  it('a page gets a nonce-based CSP (no inline scripts without the nonce) that changes per request', async () => {
    const first = await fetch(server.url)
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/frame-ancestors 'none'/)
    expect(csp).toMatch(/object-src 'none'/)
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    const nonce = scriptSrc.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()

    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

    const second = await fetch(server.url)
    await second.arrayBuffer()
    expect(second.headers.get('content-security-policy')).not.toContain(nonce)
  })

  it('sends no HSTS over plain HTTP, and HSTS when the public URL is https', async () => {
    const plain = await fetch(server.url)
    await plain.arrayBuffer()
    expect(plain.headers.get('strict-transport-security')).toBeNull()

    const secure = await fetch(httpsServer.url)
    await secure.arrayBuffer()
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
  })
})

describe('keep-alive', () => {
  it('keeps an idle connection open for 65 s, past the idle timeouts of proxies and clients', async () => {
    // Node's default (5 s) closed connections that clients were just reusing: ECONNRESET, or a 502 behind a proxy.
    const keepAliveOf = () =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get(`${server.url}/api/health`, (response) => {
            response.resume()
            resolve(String(response.headers['keep-alive']))
          })
          .on('error', reject)
      })
    await keepAliveOf()
    expect(await keepAliveOf()).toBe('timeout=65')
  })
})
