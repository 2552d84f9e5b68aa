import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { callServerFn, signIn } from '../helpers/live-http'
import { setupAppServer, signInByApi, signUpByApi } from './support'

/**
 * Two people side by side; one changes something, the other sees it without reloading.
 */
const server = setupAppServer()
const browser = setupBrowser()

/** Loads a page and waits until its live connection for `topicKind` topics is open (the SSE response arrived). */
async function openLive(page: Page, path: string, topicKind: 'org' | 'project') {
  const live = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return (
      url.pathname === '/api/live' &&
      response.status() === 200 &&
      (url.searchParams.get('topics') ?? '').split(',').some((topic) => topic.startsWith(`${topicKind}:`))
    )
  })
  await page.goto(`${server().url}${path}`)
  await waitForHydration(page)
  await live
}

/** The owner renames a project in its settings page. */
async function renameInSettings(page: Page, projectSlug: string, name: string) {
  await page.goto(`${server().url}/@demo/${projectSlug}/settings`)
  await waitForHydration(page, 'form[aria-label="Project settings"]')
  const form = page.getByRole('form', { name: 'Project settings' })
  await form.getByLabel('Project name').fill(name)
  await form.getByRole('button', { name: 'Save changes' }).click()
  await page
    .locator('[data-sonner-toast][data-type="success"]')
    .filter({ hasText: 'Project saved' })
    .waitFor()
}

/** Fails the test if the page navigates (a reload or a new document) from now on. */
function forbidReload(page: Page) {
  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++
  })
  return () => expect(navigations, 'the page reloaded').toBe(0)
}

/** When the page shows the live indicator, it says "live". (Asserted only where the header carries it.) */
async function expectLiveIndicatorIfShown(page: Page) {
  const indicator = page.getByTestId('live-indicator')
  if ((await indicator.count()) === 0) return
  await page.locator('[data-testid="live-indicator"][data-status="live"]').first().waitFor()
}

describe('live updates between two people', () => {
  test('an anonymous visitor on a feedback page sees each new item appear, without reloading', async () => {
    // The page and the list it asks for again come from the page cache: each change must empty it.
    const scope = { orgSlug: 'demo', projectSlug: 'public-roadmap' }
    const visitor = await browser.newPage()
    await openLive(visitor, '/@demo/public-roadmap/feedback?sort=new', 'project')
    const noReload = forbidReload(visitor)

    const cookie = await signIn(server().url)
    const setup = await callServerFn<{ boards: { id: string }[] }>(
      server().url,
      'getFeedbackSetupFn',
      scope,
      {
        method: 'GET',
        cookie,
      },
    )
    for (const title of ['A first idea posted while they watch', 'A second idea posted while they watch']) {
      await callServerFn(
        server().url,
        'createFeedbackFn',
        { ...scope, title, details: '', boardId: setup.boards[0]!.id },
        { cookie },
      )
      await visitor.getByRole('link', { name: title }).waitFor({ timeout: 5000 })
    }
    noReload()
  })

  test('an anonymous visitor on /@demo sees the owner rename the public project, without reloading', async () => {
    const visitor = await browser.newPage()
    const followed: string[] = []
    visitor.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/live') followed.push(...(url.searchParams.get('topics') ?? '').split(','))
    })
    // A visitor follows the public projects' topics: the organisation's own topic is its members'.
    await openLive(visitor, '/@demo', 'project')
    expect(followed.filter((topic) => topic.startsWith('org:'))).toEqual([])
    const projects = visitor.getByRole('list', { name: 'Projects' })
    await projects.getByRole('heading', { name: 'Public Roadmap' }).waitFor()
    const noReload = forbidReload(visitor)

    const owner = await browser.newPage()
    await signInByApi(owner, server().url)
    await renameInSettings(owner, 'public-roadmap', 'Public Roadmap, renamed live')

    await projects.getByRole('heading', { name: 'Public Roadmap, renamed live' }).waitFor({ timeout: 5000 })
    expect(await projects.getByRole('heading', { name: 'Public Roadmap', exact: true }).count()).toBe(0)
    // The private project never shows up for the visitor.
    expect(await projects.getByRole('heading', { name: 'Internal Tools' }).count()).toBe(0)
    noReload()
    await expectLiveIndicatorIfShown(visitor)
  })

  test('a second member on the private project page sees the owner rename it, without reloading', async () => {
    const owner = await browser.newPage()
    await signInByApi(owner, server().url)
    const memberPage = await browser.newPage()
    const memberUser = await signUpByApi(memberPage, server().url)

    // The owner invites the new user, who accepts: both through the auth API, as the app's own screens do.
    const organizations = await (await owner.request.get(`${server().url}/api/auth/organization/list`)).json()
    const demo = (organizations as { id: string; slug: string }[]).find((org) => org.slug === 'demo')!
    const invited = await owner.request.post(`${server().url}/api/auth/organization/invite-member`, {
      data: { email: memberUser.email, role: 'member', organizationId: demo.id },
      headers: { Origin: server().url },
    })
    expect(invited.status(), await invited.text()).toBe(200)
    const accepted = await memberPage.request.post(
      `${server().url}/api/auth/organization/accept-invitation`,
      {
        data: { invitationId: (await invited.json()).id },
        headers: { Origin: server().url },
      },
    )
    expect(accepted.status(), await accepted.text()).toBe(200)

    await openLive(memberPage, '/@demo/internal-tools', 'project')
    await memberPage.getByRole('heading', { level: 2, name: 'Internal Tools' }).waitFor()
    const noReload = forbidReload(memberPage)

    await renameInSettings(owner, 'internal-tools', 'Internal Tools, renamed live')

    await memberPage
      .getByRole('heading', { level: 2, name: 'Internal Tools, renamed live' })
      .waitFor({ timeout: 5000 })
    noReload()
    await expectLiveIndicatorIfShown(memberPage)
  })
})
