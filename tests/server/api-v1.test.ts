import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { signIn } from '../helpers/live-http'

/**
 * The public API through the production build: the catch-all route reaches the dispatcher, the app's middleware
 * adds its security headers and request id but no CSRF check (a key, not a cookie, authenticates) and no page
 * caching, and the document and reference page are served to anyone.
 */
let server: AppServer
let cookie: string

beforeAll(async () => {
  server = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
  cookie = await signIn(server.url)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

describe('/api/v1 through the server', () => {
  test('a request without a key is a 401 problem with the security headers and a request id', async () => {
    const response = await fetch(`${server.url}/api/v1/projects`)
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="parley"')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('a cross-site POST with a session cookie is neither let through by the cookie nor refused as CSRF', async () => {
    const response = await fetch(`${server.url}/api/v1/projects/public-roadmap/boards`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: 'From elsewhere' }),
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { type: string }).type).toBe('/api/docs#problem-unauthorized')
  })

  test('an unknown path is a 404 problem and a wrong method a 405, before any key is asked for', async () => {
    const missing = await fetch(`${server.url}/api/v1/no/such/thing`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toBe('application/problem+json')
    const wrong = await fetch(`${server.url}/api/v1/projects`, { method: 'DELETE' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET')
  })

  test('the OpenAPI document and the reference page are public', async () => {
    const document = await fetch(`${server.url}/api/v1/openapi.json`)
    expect(document.status).toBe(200)
    const json = (await document.json()) as { openapi: string; servers: { url: string }[] }
    expect(json.openapi).toMatch(/^3\.1\./)
    expect(json.servers[0]?.url).toBe(`${server.url}/api/v1`)
    const docs = await fetch(`${server.url}/api/docs`)
    expect(docs.status).toBe(200)
    expect(docs.headers.get('content-type')).toContain('text/html')
    expect(docs.headers.get('content-security-policy')).toContain("default-src 'self'")
    const html = await docs.text()
    expect(html).toContain('id="op-listProjects"')
    expect(html).not.toMatch(/<script/i)
  })
})
