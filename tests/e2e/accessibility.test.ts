import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser } from '../helpers/browser'
import { DEMO, setupAppServer, signInByApi, signUpVerifiedByApi } from './support'

/**
 * axe on every kind of page a signed-in person reaches, in both themes: the browser helper checks each page
 * on arrival (every WCAG A/AA rule in the page's own theme, the colour rules again in the other) and the test
 * fails on any serious or critical violation. One server with the demo content, one browser context, each
 * page kind once.
 */
const ADMIN = {
  name: 'Site Keeper',
  email: 'axe-admin@example.com',
  username: 'axe_admin',
  password: 'axe-admin-password',
}

const server = setupAppServer({ ADMIN_EMAILS: ADMIN.email })
const browser = setupBrowser()

const PROJECT = '/@demo/public-roadmap'

/**
 * The first link on the page whose path matches `pattern` (an item of a list, to visit next), waiting for it:
 * a list the page fetches after hydration (the admin's users) may not be there the moment the page has loaded.
 */
async function firstLinkPath(page: Page, pattern: RegExp): Promise<string> {
  const linkPaths = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('a[href]')].map(
        (link) => new URL((link as HTMLAnchorElement).href).pathname,
      ),
    )
  const matching = async () =>
    (await linkPaths()).find((path) => pattern.test(decodeURIComponent(path))) ?? null
  await expect.poll(matching, { message: `a link matching ${pattern} on ${page.url()}` }).not.toBeNull()
  return (await matching()) as string
}

describe('accessibility of the signed-in pages', () => {
  it('home, team, project, every area, settings, notifications and admin: no serious or critical axe violation in either theme', async () => {
    const page = await browser.newPage({ colorScheme: 'light' })
    const visit = async (path: string) => {
      const response = await page.goto(`${server().url}${path}`)
      expect(response?.status(), path).toBe(200)
    }
    await signInByApi(page, server().url, DEMO.username, DEMO.password)

    for (const path of ['/home', '/notifications', '/@demo', '/@demo/settings', '/@demo/create-project'])
      await visit(path)
    await visit('/create/team')
    await visit(PROJECT)
    await visit(`${PROJECT}/settings`)

    await visit(`${PROJECT}/feedback`)
    const feedbackItem = await firstLinkPath(
      page,
      /^\/@demo\/public-roadmap\/feedback\/(?!new$|boards)[^/]+$/,
    )
    await visit(`${PROJECT}/feedback/boards`)
    const board = await firstLinkPath(page, /^\/@demo\/public-roadmap\/feedback\/boards\/(?!new$)[^/]+$/)
    for (const path of [feedbackItem, `${PROJECT}/feedback/new`, board, `${board}/edit`]) await visit(path)
    await visit(`${PROJECT}/feedback/boards/new`)

    await visit(`${PROJECT}/roadmap`)

    await visit(`${PROJECT}/updates`)
    const update = await firstLinkPath(page, /^\/@demo\/public-roadmap\/updates\/(?!new$|feed\.xml$)[^/]+$/)
    for (const path of [update, `${update}/edit`, `${PROJECT}/updates/new`]) await visit(path)

    await visit(`${PROJECT}/files`)

    await visit(`${PROJECT}/discussions`)
    const thread = await firstLinkPath(page, /^\/@demo\/public-roadmap\/discussions\/(?!new$)[^/]+$/)
    for (const path of [thread, `${PROJECT}/discussions/new`]) await visit(path)

    await visit(`${PROJECT}/chat`)
    const chat = await firstLinkPath(page, /^\/@demo\/public-roadmap\/chat\/[^/]+$/)
    await visit(chat)

    for (const path of [
      '/settings',
      '/settings/password',
      '/settings/email',
      '/settings/sessions',
      '/settings/connected-apps',
      '/settings/accounts',
      '/settings/notifications',
      '/settings/delete-account',
      '/profile/settings',
      `/profile/${DEMO.username}`,
    ])
      await visit(path)

    // The site admin's pages, as a site admin (signed in in the same context).
    await signUpVerifiedByApi(page, server(), ADMIN)
    await visit('/admin')
    const someone = await firstLinkPath(page, /^\/admin\/users\/(?!new$)[^/]+$/)
    for (const path of [someone, '/admin/users/new']) await visit(path)
  }, 600_000)
})
