import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { xml2js } from 'xml-js'
import { recordGlimpses, setupBrowser, waitForHydration } from '../helpers/browser'
import { forbidReload, openLive } from './feedback-support'
import { allowNotFoundDocument, expectNotFoundPage, expectToast } from './org-support'
import { DEMO, setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * Roadmap and update journeys on the seeded demo project (owned by the demo user): cards moved by menu, keyboard
 * and mouse seen live by a second browser, an update that ships an item, the Atom feed, drafts hidden from
 * others.
 */
const server = setupAppServer()
const browser = setupBrowser()
const ROADMAP = '/@demo/public-roadmap/roadmap'

async function ownerPage(options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await signInByApi(page, server().url, DEMO.username, DEMO.password)
  return page
}

const column = (page: Page, name: string): Locator => page.getByRole('list', { name, exact: true })
const cardIn = (page: Page, columnName: string, title: string) =>
  column(page, columnName).getByTestId('roadmap-card').filter({ hasText: title })

/** A card of the Planned column (its title), to move. */
async function plannedTitle(page: Page, index: number): Promise<string> {
  const handle = column(page, 'Planned')
    .getByRole('button', { name: /^Drag / })
    .nth(index)
  return ((await handle.getAttribute('aria-label')) ?? '').replace(/^Drag /, '')
}

describe('moving cards, live for a second browser', () => {
  it('"Move to…" moves a card, and the other browser sees it without reload', async () => {
    const owner = await ownerPage()
    await openLive(owner, server().url, ROADMAP)
    const viewer = await browser.newPage()
    await openLive(viewer, server().url, ROADMAP)
    const noReload = forbidReload(viewer)
    const title = await plannedTitle(owner, 0)
    await owner.getByRole('button', { name: `Move ${title} to…` }).click()
    await owner.getByRole('menuitem', { name: 'In progress' }).click()
    await cardIn(owner, 'In progress', title).waitFor()
    await cardIn(viewer, 'In progress', title).waitFor({ timeout: 10_000 })
    expect(await cardIn(viewer, 'Planned', title).count()).toBe(0)
    noReload()
  })

  it('keyboard: Space picks a card up, an arrow moves it to the next column, Space drops it', async () => {
    const owner = await ownerPage({ viewport: { width: 1400, height: 900 } })
    await openLive(owner, server().url, ROADMAP)
    const viewer = await browser.newPage()
    await openLive(viewer, server().url, ROADMAP)
    const title = await plannedTitle(owner, 1)
    await owner.getByRole('button', { name: `Drag ${title}` }).focus()
    // dnd-kit reads each key on its own animation frame: give every step a moment, as a person would.
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await owner.keyboard.press(key)
      await owner.waitForTimeout(400)
    }
    await cardIn(owner, 'In progress', title).waitFor()
    await cardIn(viewer, 'In progress', title).waitFor({ timeout: 10_000 })
    // Every step was announced to screen readers (dnd-kit's live region).
    expect(await owner.getByText(`${title} dropped in In progress`).count()).toBeGreaterThan(0)
  })

  it('at 375 px the columns scroll in their own row, in both themes, and the page does not', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 }, colorScheme })
      await page.goto(`${server().url}${ROADMAP}`)
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(await column(page, 'Planned').count()).toBe(1)
    }
  })

  it('mouse: dragging a card onto another column moves it there', async () => {
    const owner = await ownerPage({ viewport: { width: 1400, height: 900 } })
    await openLive(owner, server().url, ROADMAP)
    const viewer = await browser.newPage()
    await openLive(viewer, server().url, ROADMAP)
    const title = await plannedTitle(owner, 0)
    const from = await owner.getByRole('button', { name: `Drag ${title}` }).boundingBox()
    const to = await column(owner, 'Complete').boundingBox()
    if (!from || !to) throw new Error('no boxes')
    await owner.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await owner.mouse.down()
    for (let step = 1; step <= 12; step++) {
      await owner.mouse.move(
        from.x + ((to.x + to.width / 2 - from.x) * step) / 12,
        from.y + ((to.y + 40 - from.y) * step) / 12,
      )
    }
    await owner.mouse.up()
    await cardIn(owner, 'Complete', title).waitFor()
    await cardIn(viewer, 'Complete', title).waitFor({ timeout: 10_000 })
  })
})

describe('updates', () => {
  it('publishing an update linked to an item makes it Complete with "Shipped in"', async () => {
    const owner = await ownerPage()
    await owner.goto(`${server().url}/@demo/public-roadmap/updates/new`)
    await waitForHydration(owner, 'form[aria-label="New update"]')
    const form = owner.getByRole('form', { name: 'New update' })
    await form.getByLabel('Title').fill('Saved views have arrived')
    await form.getByRole('textbox', { name: 'Body' }).fill('Save your **list filters** as views.')
    await form
      .getByRole('searchbox', { name: 'Search feedback to link' })
      .or(form.getByLabel('Search feedback to link'))
      .first()
      .fill('filters views')
    await form.getByRole('button', { name: 'Link Save list filters as views' }).click()
    await form.getByRole('button', { name: 'Publish now' }).click()
    await owner.waitForURL((url) => /\/updates\/(?!new)[^/]+\/?$/.test(url.pathname))
    const shipped = owner
      .getByRole('region', { name: 'Feedback shipped' })
      .getByRole('link', { name: /Save list filters as views/ })
    await shipped.click()
    await owner.getByRole('heading', { level: 1, name: 'Save list filters as views' }).waitFor()
    const main = owner.locator('main')
    await main.getByText('Shipped in', { exact: false }).first().waitFor()
    expect(await main.getByRole('link', { name: 'Saved views have arrived' }).count()).toBeGreaterThan(0)
    expect(await main.getByText('Complete', { exact: true }).count()).toBeGreaterThan(0)
  })

  it('deleting an update asks first, and the changelog it returns to never shows it again', async () => {
    const owner = await ownerPage()
    const title = `A note to take back ${Date.now()}`
    await owner.goto(`${server().url}/@demo/public-roadmap/updates/new`)
    await waitForHydration(owner, 'form[aria-label="New update"]')
    const form = owner.getByRole('form', { name: 'New update' })
    await form.getByLabel('Title').fill(title)
    await form.getByRole('textbox', { name: 'Body' }).fill('Published by mistake.')
    await form.getByRole('button', { name: 'Publish now' }).click()
    await owner.waitForURL((url) => /\/updates\/(?!new)[^/]+\/?$/.test(url.pathname))
    const updatePath = new URL(owner.url()).pathname
    // The changelog is read (and cached in the page) with the update in it before the update is opened from it.
    await owner.goto(`${server().url}/@demo/public-roadmap/updates`)
    await waitForHydration(owner)
    await owner.getByRole('link', { name: title, exact: true }).click()
    await owner.getByRole('heading', { level: 1, name: title }).waitFor()

    const glimpsed = await recordGlimpses(owner, {
      'the deleted update in the changelog': { selector: 'h3 a', text: title },
    })
    await owner.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = owner.getByRole('dialog', { name: 'Delete this update?' })
    await dialog.getByRole('button', { name: 'Delete update' }).click()
    await owner.waitForURL((url) => url.pathname === '/@demo/public-roadmap/updates')
    await expectToast(owner, 'success', 'Update deleted')
    await owner.getByRole('link', { name: 'Tables and checklists in markdown' }).first().waitFor()
    expect(await glimpsed()).toEqual([])
    allowNotFoundDocument(owner)
    await expectNotFoundPage(owner, `${server().url}${updatePath}`)
  })

  it('the feed is valid Atom for the public project and 404 for the private one', async () => {
    const page = await browser.newPage()
    const response = await page.request.get(`${server().url}/@demo/public-roadmap/updates/feed.xml`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/atom+xml')
    const parsed = xml2js(await response.text(), { compact: true }) as {
      feed: { _attributes: Record<string, string>; entry: unknown[] }
    }
    expect(parsed.feed._attributes.xmlns).toBe('http://www.w3.org/2005/Atom')
    expect([parsed.feed.entry].flat().length).toBeGreaterThanOrEqual(3)
    const hidden = await page.request.get(`${server().url}/@demo/internal-tools/updates/feed.xml`)
    expect(hidden.status()).toBe(404)
  })

  it('the demo draft is listed for the owner only', async () => {
    const draft = 'Weekly email digest: what to expect'
    const owner = await ownerPage()
    await owner.goto(`${server().url}/@demo/public-roadmap/updates`)
    await waitForHydration(owner)
    await owner.getByText(draft).first().waitFor()
    const outsider = await browser.newPage()
    await signUpByApi(outsider, server().url, uniqueUser('outsider'))
    const anonymous = await browser.newPage()
    for (const page of [outsider, anonymous]) {
      await page.goto(`${server().url}/@demo/public-roadmap/updates`)
      await waitForHydration(page)
      await page.getByText('Tables and checklists in markdown').first().waitFor()
      expect(await page.getByText(draft).count()).toBe(0)
    }
    // Its own address is not found for them either.
    const href = await owner.getByRole('link', { name: draft }).first().getAttribute('href')
    allowNotFoundDocument(outsider)
    const response = await outsider.goto(`${server().url}${href}`)
    expect(response?.status()).toBe(404)
  })
})
