import { expect, it } from 'vitest'
import { DEMO, setupAppServer } from '../e2e/support'

/** Every page of a public project's updates announces its Atom feed; a private project's pages announce none. */
const server = setupAppServer()

const FEED_LINK = /<link[^>]*rel="alternate"[^>]*type="application\/atom\+xml"[^>]*>/g

/** The addresses of the Atom feeds the page's head announces. */
function announcedFeeds(html: string): string[] {
  return [...html.matchAll(FEED_LINK)].map((match) => /href="([^"]*)"/.exec(match[0])?.[1] ?? '')
}

async function signedInCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: DEMO.username, password: DEMO.password }),
  })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function page(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${server().url}${path}`, { headers: cookie ? { cookie } : {} })
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The first update's address on an updates list page. */
function firstUpdatePath(html: string, project: string): string {
  const found = [...html.matchAll(/href="(\/@demo\/[\w-]+\/updates\/[0-9a-f-]{36})"/g)]
    .map((match) => match[1]!)
    .find((path) => path.startsWith(`/@demo/${project}/`))
  if (!found) throw new Error(`No update link on the ${project} updates page`)
  return found
}

it("announces the public project's feed on its list, update, new and edit pages, to anyone", async () => {
  const cookie = await signedInCookie(server().url)
  const list = await page('/@demo/public-roadmap/updates')
  const update = firstUpdatePath(list, 'public-roadmap')
  for (const [path, who] of [
    ['/@demo/public-roadmap/updates', undefined],
    [update, undefined],
    [update, cookie],
    [`${update}/edit`, cookie],
    ['/@demo/public-roadmap/updates/new', cookie],
  ] as const) {
    const html = await page(path, who)
    expect(announcedFeeds(html), `${path} ${who ? 'signed in' : 'anonymous'}`).toEqual([
      '/@demo/public-roadmap/updates/feed.xml',
    ])
  }
})

it("announces no feed on a private project's updates pages, whose feed answers 404 (the demo's has no updates)", async () => {
  const cookie = await signedInCookie(server().url)
  const list = await page('/@demo/internal-tools/updates', cookie)
  expect(announcedFeeds(list)).toEqual([])
  expect(announcedFeeds(await page('/@demo/internal-tools/updates/new', cookie))).toEqual([])
})
