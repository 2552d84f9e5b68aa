import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { parseCsv } from '../helpers/csv-reader'
import { signIn } from '../helpers/live-http'

/**
 * GET /api/feedback/export against the production build with its seeded demo: the session cookie decides,
 * editors get the CSV, members a 403, outsiders of a private project and anonymous visitors of it a 404.
 */

let server: AppServer
let ownerCookie: string
let memberCookie: string
let outsiderCookie: string

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

async function signUp(label: string) {
  const email = `${label}-${Date.now().toString(36)}@parley.example`
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, name: label, password: 'correct-horse-battery' }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return { email, cookie: cookieOf(response) }
}

async function authPost(path: string, cookie: string, body: unknown) {
  const response = await fetch(`${server.url}/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, cookie },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

beforeAll(async () => {
  server = await startAppServer()
  ownerCookie = await signIn(server.url)
  const member = await signUp('member')
  outsiderCookie = (await signUp('outsider')).cookie
  memberCookie = member.cookie
  // The demo owner invites the new member, who accepts, through the auth API as the app's screens do.
  const organizations = (await (
    await fetch(`${server.url}/api/auth/organization/list`, { headers: { cookie: ownerCookie } })
  ).json()) as { id: string; slug: string }[]
  const demo = organizations.find((org) => org.slug === 'demo')
  const invitation = await authPost('/organization/invite-member', ownerCookie, {
    email: member.email,
    role: 'member',
    organizationId: demo?.id,
  })
  await authPost('/organization/accept-invitation', memberCookie, { invitationId: invitation.id })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

const exportUrl = (project: string, board = 'all') =>
  `${server.url}/api/feedback/export?org=demo&project=${project}&board=${board}`

const download = (project: string, cookie?: string, board?: string) =>
  fetch(exportUrl(project, board), { headers: cookie ? { cookie } : {} })

describe('GET /api/feedback/export', () => {
  it('gives the demo owner the public roadmap as a CSV attachment with a BOM', async () => {
    const response = await download('public-roadmap', ownerCookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="demo-public-roadmap-all-boards-feedback-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes))
    expect(header).toEqual([
      'Title',
      'Details',
      'Board',
      'Status',
      'Votes',
      'Comments',
      'Author email',
      'Created',
      'URL',
    ])
    // The demo's 40 items less the merged duplicate.
    expect(rows).toHaveLength(39)
    const dark = rows.find((row) => row[0] === 'Dark mode')
    expect(dark?.[2]).toBe('Feature requests')
    expect(dark?.[3]).toBe('In progress')
    expect(Number(dark?.[4])).toBeGreaterThan(5)
    expect(dark?.[6]).toBe('maya.chen@example.com')
    expect(dark?.[8]).toMatch(new RegExp(`^${server.url}/@demo/public-roadmap/feedback/[0-9a-f-]{36}$`))
    // The URL leads to the item's page.
    const page = await fetch(dark?.[8] ?? '', { headers: { cookie: ownerCookie } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Dark mode')
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['Feature requests', 'Bugs', 'Integrations']))
  })

  it('answers 403 to a member, 403 to a signed-in outsider and 401 to an anonymous visitor of the public project', async () => {
    for (const [cookie, status] of [
      [memberCookie, 403],
      [outsiderCookie, 403],
      [undefined, 401],
    ] as const) {
      const response = await download('public-roadmap', cookie)
      expect(response.status).toBe(status)
      expect(await response.text()).not.toContain('Dark mode')
    }
  })

  it('hides the private project from outsiders and anonymous visitors (404), forbids members (403)', async () => {
    expect((await download('internal-tools', ownerCookie)).status).toBe(200)
    expect((await download('internal-tools', memberCookie)).status).toBe(403)
    expect((await download('internal-tools', outsiderCookie)).status).toBe(404)
    expect((await download('internal-tools')).status).toBe(404)
    const text = await (await download('internal-tools', outsiderCookie)).text()
    expect(text).not.toContain('release notes')
  })

  it('answers 400 for a malformed query and 404 for an unknown board', async () => {
    expect(
      (await fetch(`${server.url}/api/feedback/export`, { headers: { cookie: ownerCookie } })).status,
    ).toBe(400)
    expect((await download('public-roadmap', ownerCookie, 'no-such-board')).status).toBe(404)
  })
})
