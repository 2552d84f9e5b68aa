import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import { setupAppServer } from './support'

const server = setupAppServer()
const browser = setupBrowser()

const STORAGE_KEY = 'parley-theme'

async function htmlTheme(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    colorScheme: document.documentElement.style.colorScheme,
  }))
}

/**
 * Withholds every app script: the page never hydrates, only the inline boot script runs. (Aborted, so the
 * browser helper knows not to wait for a hydration that cannot come.)
 */
async function withoutAppScripts(page: TestPage) {
  page.allowConsoleErrors(/Failed to load resource|net::ERR_FAILED/, 'the app scripts this test withholds')
  await page.route('**/assets/*.js', (route) => route.abort())
}

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await waitForHydration(page, '[data-testid="theme-switch"]')
  await page.getByRole('button', { name: 'Theme' }).click()
  await page.getByRole('menuitemradio', { name }).click()
}

describe('theme', () => {
  it('keeps a Dark choice across reloads, applied before hydration', async () => {
    const page = await browser.newPage({ colorScheme: 'light' })
    await page.goto(server().url)
    expect(await htmlTheme(page)).toEqual({ dark: false, colorScheme: 'light' })

    await chooseTheme(page, 'Dark')
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('dark')

    // Reload: dark already at DOMContentLoaded, i.e. before any app script has run.
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect((await htmlTheme(page)).dark).toBe(true)
    await waitForHydration(page)
    expect(await htmlTheme(page)).toEqual({ dark: true, colorScheme: 'dark' })
    await page.getByRole('button', { name: 'Theme' }).click()
    expect(await page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true')
    await page.keyboard.press('Escape')

    // Proof that it is the SSR-inlined boot script, not React: with the app scripts withheld, still dark.
    await withoutAppScripts(page)
    await page.reload()
    expect(await htmlTheme(page)).toEqual({ dark: true, colorScheme: 'dark' })
    expect(
      await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__react'))),
    ).toBe(false)
  })

  it('applies the stored choice once, never the system theme first, when they differ', async () => {
    for (const [system, stored] of [
      ['light', 'dark'],
      ['dark', 'light'],
    ] as const) {
      const page = await browser.newPage({ colorScheme: system })
      await page.addInitScript(
        ({ key, choice }) => {
          localStorage.setItem(key, choice)
          // The theme before each change of <html>'s class, from the boot script on. Old values, because a flip
          // and its undoing inside one task (unpainted today, one scheduling change away from a flash) leave the
          // class as it was by the time an observer looks.
          const before: string[] = []
          ;(window as unknown as { themesBefore: string[] }).themesBefore = before
          new MutationObserver((records) => {
            for (const record of records) {
              if (record.target !== document.documentElement) continue
              before.push(record.oldValue?.split(' ').includes('dark') ? 'dark' : 'light')
            }
          }).observe(document, {
            subtree: true,
            attributes: true,
            attributeFilter: ['class'],
            attributeOldValue: true,
          })
        },
        { key: STORAGE_KEY, choice: stored },
      )
      await page.goto(`${server().url}/sign-in`)
      // Reloaded, the page is not checked with axe as after a goto (which shows it in both themes).
      await page.reload()
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Theme' }).click()
      expect(
        await page
          .getByRole('menuitemradio', { name: stored === 'dark' ? 'Dark' : 'Light' })
          .getAttribute('aria-checked'),
      ).toBe('true')
      const visited = await page.evaluate(() => [
        ...(window as unknown as { themesBefore: string[] }).themesBefore,
        document.documentElement.classList.contains('dark') ? 'dark' : 'light',
      ])
      const themes = visited.filter((theme, index) => theme !== visited[index - 1])
      // The server's page is light until the boot script has run (before the first paint).
      expect(themes, `system ${system}, chosen ${stored}`).toEqual(
        stored === 'dark' ? ['light', 'dark'] : ['light'],
      )
    }
  })

  it('follows a dark system preference when nothing is stored', async () => {
    const page = await browser.newPage({ colorScheme: 'dark' })
    await withoutAppScripts(page)
    await page.goto(`${server().url}/sign-in`)
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull()
    expect(await htmlTheme(page)).toEqual({ dark: true, colorScheme: 'dark' })

    const hydrated = await browser.newPage({ colorScheme: 'dark' })
    await hydrated.goto(`${server().url}/sign-in`)
    await waitForHydration(hydrated)
    expect(await htmlTheme(hydrated)).toEqual({ dark: true, colorScheme: 'dark' })
    await hydrated.getByRole('button', { name: 'Theme' }).click()
    expect(await hydrated.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe(
      'true',
    )
  })

  it('lets an explicit Light choice override a dark system preference, and System clears it', async () => {
    const page = await browser.newPage({ colorScheme: 'dark' })
    await page.goto(server().url)
    expect((await htmlTheme(page)).dark).toBe(true)

    await chooseTheme(page, 'Light')
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('light')
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect((await htmlTheme(page)).dark).toBe(false)

    await chooseTheme(page, 'System')
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull()
  })
})
