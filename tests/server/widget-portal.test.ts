import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/server/db/client.server'
import { organization, project as projectTable, projectWidget } from '~/server/db/schema'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { callServerFn, fetchServerFn, serverFnResult } from '../helpers/live-http'

/**
 * Portal sign-in through the production build: the link's 302 and cookie, the token in no log, the header that
 * names the person, the anonymous page cache that never serves or keeps their pages, and the account pages
 * (settings, notifications) that treat them as anyone anonymous. The demo project's widget secret is written
 * while the server is stopped (PGlite has one process at a time).
 */
const DEMO = { org: 'demo', project: 'public-roadmap', privateProject: 'internal-tools' } as const
const HOME = `/@${DEMO.org}/${DEMO.project}`
let server: AppServer
let secret = ''
let otherSecret = ''

const nowS = () => Math.floor(Date.now() / 1000)
const sign = (claims: Record<string, unknown>, key = secret) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowS())
    .setExpirationTime(nowS() + 300)
    .sign(new TextEncoder().encode(key))

const get = (pathAndQuery: string, cookie?: string) =>
  fetch(`${server.url}${pathAndQuery}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

beforeAll(async () => {
  const first = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
  const dataDir = first.dataDir
  expect(await first.stop()).toBe(0)
  const handle = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'pglite') })
  try {
    for (const slug of [DEMO.project, DEMO.privateProject]) {
      const [row] = await handle.db
        .select({ id: projectTable.id })
        .from(projectTable)
        .innerJoin(organization, eq(organization.id, projectTable.organizationId))
        .where(and(eq(organization.slug, DEMO.org), eq(projectTable.slug, slug)))
      const value = `parley_ws_${randomBytes(32).toString('base64url')}`
      if (slug === DEMO.project) secret = value
      else otherSecret = value
      await handle.db
        .insert(projectWidget)
        .values({ projectId: row!.id, allowedOrigins: ['https://host.example'], secret: value })
        .onConflictDoUpdate({ target: projectWidget.projectId, set: { secret: value } })
    }
  } finally {
    await handle.close()
  }
  server = await startAppServer({ dataDir, env: { RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'debug' } })
}, 180_000)

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

async function signInThroughPortal(name: string) {
  const token = await sign({ sub: `portal-${name}`, name })
  const redirect = `${HOME}/feedback?sort=top`
  const response = await get(`${HOME}/sso?token=${token}&redirect=${encodeURIComponent(redirect)}`)
  return { token, redirect, response }
}

describe('/@{org}/{project}/sso through the server', () => {
  test('a good token: 302 to the redirect with the portal cookie; the token is in no log', async () => {
    const { token, redirect, response } = await signInThroughPortal('Casey Portal')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(redirect)
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toMatch(
      /^parley_portal=pws_[\w-]+; Path=\/; HttpOnly; SameSite=Lax/,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    // The request was logged (its path), its query was not.
    expect(server.output()).toContain(`${HOME}/sso`)
    expect(server.output()).not.toContain(token)
  })

  test('the portal visitor’s pages name them and never come from (or go into) the anonymous cache', async () => {
    // An anonymous copy of the page is kept.
    await get(`${HOME}/feedback`)
    expect((await get(`${HOME}/feedback`)).headers.get('x-page-cache')).toBe('hit')

    const { response } = await signInThroughPortal('Robin Portal')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const page = await get(`${HOME}/feedback`, cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-page-cache')).toBeNull()
    const html = await page.text()
    expect(html).toContain('Robin Portal')
    expect(html).toContain('Sign out')

    const anonymous = await (await get(`${HOME}/feedback`)).text()
    expect(anonymous).not.toContain('Robin Portal')
  })

  test('settings and notifications treat the portal visitor as anyone anonymous', async () => {
    const { response } = await signInThroughPortal('Sam Portal')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    for (const where of ['/settings', '/notifications', '/settings/sessions']) {
      const anonymous = await get(where)
      const portal = await get(where, cookie)
      expect(portal.status, where).toBe(anonymous.status)
      expect(portal.headers.get('location'), where).toBe(anonymous.headers.get('location'))
    }
  })

  test('the portal visitor votes through the app’s own server function; their list is theirs, never cached', async () => {
    const { response } = await signInThroughPortal('Vic Portal')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const input = { orgSlug: DEMO.org, projectSlug: DEMO.project, board: 'all', sort: 'new' }
    type Page = { items: { id: string; voteCount: number; viewerVoted: boolean }[] }
    const list = async (withCookie?: string) => {
      const answer = await fetchServerFn(server.url, 'listFeedbackFn', input, {
        method: 'GET',
        cookie: withCookie,
      })
      expect(answer.status).toBe(200)
      return {
        cache: answer.headers.get('x-page-cache'),
        page: serverFnResult<Page>('listFeedbackFn', await answer.text()),
      }
    }
    await list()
    expect((await list()).cache).toBe('hit')
    const mine = await list(cookie)
    expect(mine.cache).toBeNull()
    const item = mine.page.items[0]!
    expect(item.viewerVoted).toBe(false)
    const voted = await callServerFn<{ voted: boolean; voteCount: number }>(
      server.url,
      'voteFn',
      { orgSlug: DEMO.org, projectSlug: DEMO.project, feedbackId: item.id, voted: true },
      { cookie },
    )
    expect(voted.voted).toBe(true)
    expect((await list(cookie)).page.items.find((row) => row.id === item.id)?.viewerVoted).toBe(true)
    const anonymous = (await list()).page.items.find((row) => row.id === item.id)
    expect(anonymous?.viewerVoted).toBe(false)
    expect(anonymous?.voteCount).toBe(item.voteCount + 1)

    // Their notifications are nobody's: the function answers as to anyone anonymous.
    const bell = await fetchServerFn(server.url, 'getNotificationSummaryFn', undefined, {
      method: 'GET',
      cookie,
    })
    const anonymousBell = await fetchServerFn(server.url, 'getNotificationSummaryFn', undefined, {
      method: 'GET',
    })
    expect(bell.status).toBe(anonymousBell.status)
    expect(bell.status).not.toBe(200)
  })

  test('refused tokens get the 401 page without a cookie; the private project is not found', async () => {
    const forged = await sign({ sub: 'x' }, 'parley_ws_not-the-secret-at-all-not-at-all-no')
    const refused = await get(`${HOME}/sso?token=${forged}`)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(await refused.text()).toContain('not a valid widget token')

    const other = await get(`${HOME}/sso?token=${await sign({ sub: 'x' }, otherSecret)}`)
    expect(other.status).toBe(401)
    expect(other.headers.get('set-cookie')).toBeNull()

    const none = await get(`${HOME}/sso`)
    expect(none.status).toBe(401)

    const hidden = await get(
      `/@${DEMO.org}/${DEMO.privateProject}/sso?token=${await sign({ sub: 'x' }, otherSecret)}`,
    )
    expect(hidden.status).toBe(404)
    expect(hidden.headers.get('set-cookie')).toBeNull()
  })

  test('signing out ends it', async () => {
    const { response } = await signInThroughPortal('Lee Portal')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const out = await fetch(`${server.url}${HOME}/sso`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: server.url },
    })
    expect(out.status).toBe(303)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect(await (await get(`${HOME}/feedback`, cookie)).text()).not.toContain('Lee Portal')
  })
})
