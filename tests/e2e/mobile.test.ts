import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { setupAppServer } from './support'

const server = setupAppServer()
const browser = setupBrowser()

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    bodyScrollWidth: document.body.scrollWidth,
  }))
}

describe('mobile width (375 px)', () => {
  it('renders the landing page without horizontal scrolling', async () => {
    const page = await browser.newPage(PHONE)
    await page.goto(server().url)
    await waitForHydration(page)
    expect(await page.getByRole('link', { name: 'Get started free' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
    const { scrollWidth, bodyScrollWidth } = await horizontalOverflow(page)
    expect(scrollWidth).toBeLessThanOrEqual(375)
    expect(bodyScrollWidth).toBeLessThanOrEqual(375)
  })

  it('renders the sign-in and sign-up forms without horizontal scrolling', async () => {
    const page = await browser.newPage(PHONE)
    for (const path of ['/sign-in', '/sign-in?mode=sign-up']) {
      await page.goto(`${server().url}${path}`)
      await waitForHydration(page)
      // The page's own form (the footer has the language menu's).
      const form = page.locator('main form')
      const box = await form.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(375)
      const { scrollWidth, bodyScrollWidth } = await horizontalOverflow(page)
      expect(scrollWidth).toBeLessThanOrEqual(375)
      expect(bodyScrollWidth).toBeLessThanOrEqual(375)
    }
  })
})
