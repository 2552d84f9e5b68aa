import { describe, expect, it } from 'vitest'
import { setupBrowser } from '../helpers/browser'
import { setupAppServer } from './support'

/**
 * The API reference page (/api/docs): readable on a phone, usable from the keyboard, accessible in both themes
 * (the browser helper runs axe on every page it opens, light and dark), and without any script of the app.
 */
const server = setupAppServer()
const browser = setupBrowser()

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

describe('/api/docs', () => {
  it('fits a 375 px screen and loads no script', async () => {
    const page = await browser.newPage(PHONE)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`${server().url}/api/docs`)
    expect(await page.getByRole('heading', { level: 1, name: 'Parley API' }).isVisible()).toBe(true)
    expect(await page.locator('#op-listBoards').isVisible()).toBe(true)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    expect(scripts).toEqual([])
  })

  it('is usable from the keyboard: a skip link first, then the reference’s links', async () => {
    const page = await browser.newPage()
    await page.goto(`${server().url}/api/docs`)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the reference')
    await page.keyboard.press('Enter')
    expect(page.url()).toMatch(/#main$/)
    await page.goto(`${server().url}/api/docs`)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#authentication')
    await page.keyboard.press('Enter')
    expect(await page.locator('#authentication').isVisible()).toBe(true)
  })
})
