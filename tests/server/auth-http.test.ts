import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'

let server: AppServer

beforeAll(async () => {
  server = await startAppServer()
})

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

function signIn(target: AppServer, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${target.url}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: target.url, ...headers },
    body: JSON.stringify(body),
  })
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => /^[\w.-]*session_token=/.test(cookie))
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, scoped to / and remembered by default', async () => {
    const response = await signIn(server, { username: 'demo', password: 'parley-demo' })
    expect(response.status).toBe(200)
    const cookie = sessionCookieOf(response)
    expect(cookie).toBeDefined()
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toContain('httponly')
    expect(attributes).toContain('samesite=lax')
    expect(attributes).toContain('path=/')
    // Plain HTTP: a Secure cookie would never come back.
    expect(attributes).not.toContain('secure')
    expect(attributes.some((attribute) => attribute.startsWith('max-age='))).toBe(true)

    // The cookie works: the session endpoint knows who this is.
    const session = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { Cookie: cookie!.split(';')[0]! },
    })
    expect(((await session.json()) as { user?: { username?: string } }).user?.username).toBe('demo')
  })

  it('is a browser-session cookie (no Max-Age or Expires) with rememberMe false', async () => {
    const response = await signIn(server, { username: 'demo', password: 'parley-demo', rememberMe: false })
    expect(response.status).toBe(200)
    const cookie = sessionCookieOf(response)!
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toContain('httponly')
    expect(attributes).toContain('samesite=lax')
    expect(
      attributes.some((attribute) => attribute.startsWith('max-age=') || attribute.startsWith('expires=')),
    ).toBe(false)
  })

  it('is not set for a wrong password (401)', async () => {
    const response = await signIn(server, { username: 'demo', password: 'wrong-password' })
    expect(response.status).toBe(401)
    expect(sessionCookieOf(response)).toBeUndefined()
  })
})

describe('/api/auth/error', () => {
  async function errorPage(query = '') {
    const response = await fetch(`${server.url}/api/auth/error${query}`)
    return { response, html: await response.text() }
  }

  it('renders an HTML page titled Authentication Error with the code Unknown by default', async () => {
    const { response, html } = await errorPage()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html).toMatch(/<title>Authentication Error<\/title>/)
    expect(html).toMatch(/<h1>Authentication Error<\/h1>/)
    expect(html).toMatch(/<code[^>]*>Unknown<\/code>/)
    expect(html).toMatch(/<a href="\/">Return to Application<\/a>/)
  })

  it('shows the error code it is given', async () => {
    const { html } = await errorPage('?error=state_not_found')
    expect(html).toMatch(/<code[^>]*>state_not_found<\/code>/)
    expect(html).not.toContain('>Unknown<')
  })

  it('escapes the code and description instead of rendering markup', async () => {
    const attack = '<script>alert(1)</script>"\'&'
    const { html } = await errorPage(
      `?error=${encodeURIComponent(attack)}&error_description=${encodeURIComponent('<img src=x onerror=alert(2)>')}`,
    )
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;')
    expect(html).toContain('&#60;img src=x onerror=alert(2)&#62;')
    // Still exactly one link, back to the app.
    expect([...html.matchAll(/<a\b/g)]).toHaveLength(1)
  })
})

describe('unknown URLs', () => {
  it.each([
    ['/no/such/page', 'The page you are looking for does not exist.'],
    ['/api/no-such-route', null],
    // An unknown organisation gets the organisation's own not-found view.
    ['/@nobody-here/x/y/z/w', 'Organization not found'],
  ])('%s answers 404', async (path, expectedText) => {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status).toBe(404)
    const text = await response.text()
    if (expectedText) {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(text).toContain(expectedText)
      expect(text).toContain('404')
    }
  })
})

describe('sign-in rate limit (on by default)', () => {
  // Its own server, so that the sign-ins above do not count.
  let limited: AppServer
  beforeAll(async () => {
    limited = await startAppServer()
  })
  afterAll(async () => {
    await limited?.stop()
    if (limited) fs.rmSync(limited.dataDir, { recursive: true, force: true })
  })

  it('answers 429 after 5 attempts within 10 s, and X-Forwarded-For does not get around it', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await signIn(
        limited,
        { username: 'rate-limit-target', password: 'wrong-password' },
        // Without TRUST_PROXY a client cannot pick its own address.
        { 'X-Forwarded-For': `198.51.100.${attempt + 1}` },
      )
      statuses.push(response.status)
      await response.arrayBuffer()
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
  })
})
