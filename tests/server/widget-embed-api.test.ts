import fs from 'node:fs'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { signIn } from '../helpers/live-http'

/**
 * The widget's API through the production build: the catch-all route reaches its dispatcher with the app's
 * security headers, the demo's public project has a widget (seeded), its private one never does, and a
 * cookie never stands in for a widget session (a cross-site POST with one is refused for want of a session,
 * not let through).
 */
let server: AppServer
let cookie: string
const base = () => `${server.url}/api/embed/@demo`

beforeAll(async () => {
  server = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
  cookie = await signIn(server.url)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

describe('/api/embed through the server', () => {
  test('the demo widget’s config, with the security headers and no caching', async () => {
    const response = await fetch(`${base()}/public-roadmap/config`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const body = (await response.json()) as { project: { name: string }; person: unknown; boards: unknown[] }
    expect(body.project.name).toBe('Public Roadmap')
    expect(body.person).toBeNull()
    expect(body.boards.length).toBeGreaterThan(0)
  })

  test('the private project has no widget: 404', async () => {
    const response = await fetch(`${base()}/internal-tools/config`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
  })

  test('a token not signed with the project’s secret is refused with its code', async () => {
    const now = Math.floor(Date.now() / 1000)
    const token = await new SignJWT({ sub: 'someone' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode('parley_ws_not-the-demo-secret-not-at-all-no'))
    const response = await fetch(`${base()}/public-roadmap/identify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ status: 401, code: 'invalid_token' })
  })

  test('a cross-site POST with a session cookie is not let through by the cookie', async () => {
    const list = (await (await fetch(`${base()}/public-roadmap/feedback?sort=top`)).json()) as {
      items: { id: string }[]
    }
    const item = list.items[0]
    expect(item).toBeDefined()
    const response = await fetch(`${base()}/public-roadmap/feedback/${item?.id}/vote`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'session_required' })
  })
})
