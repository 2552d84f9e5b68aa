import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { accessibilityProblems, launchBrowser } from '../helpers/browser'
import { ContextPool } from '../helpers/browser-contexts'
import { closeSiteServer } from '../helpers/site-server'

/**
 * The journeys' browser helper (tests/helpers/browser.ts and chromium.ts). Its accessibility check, which every
 * journey relies on, finds what it is there to find: serious and critical axe violations, in the page's own theme
 * and in the other one, on a page of one document (axe run in place) and on a page whose violations sit in a
 * frame of another origin (axe in every frame). Its browser runs without what a journey never uses. Pages served
 * by the browser itself, so no server is needed; each at an address of its own, as the check skips an address
 * it has seen in this file.
 */
const PAGE = `<!doctype html><html lang="en"><head><title>Check</title><style>
  .pale { color: #999; background: #fff }
  html.dark .night { color: #222; background: #000 }
</style></head><body><main>
  <h1>A page with faults</h1>
  <button class="nameless"></button>
  <p class="pale">Pale text on white, in both themes.</p>
  <p class="night">Readable by day, dark grey on black by night.</p>
</main></body></html>`

const FRAMED = `<!doctype html><html lang="en"><head><title>Host</title></head><body><main>
  <h1>A host page</h1><iframe title="Embedded" src="http://frame.check.test/"></iframe>
</main></body></html>`

const FRAME = `<!doctype html><html lang="en"><head><title>Frame</title></head><body>
  <button class="framed-nameless"></button>
</body></html>`

let browser: Awaited<ReturnType<typeof launchBrowser>>
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function pageServing(pages: Record<string, string>): Promise<Page> {
  const context = await browser.newContext()
  await context.route('http://*.check.test/**', (route) => {
    const body = pages[new URL(route.request().url()).hostname]
    return body
      ? route.fulfill({ status: 200, contentType: 'text/html', body })
      : route.fulfill({ status: 404, body: '' })
  })
  return context.newPage()
}

describe('the accessibility check of a journey', () => {
  test('finds a nameless button, and low contrast in each theme where it is', async () => {
    const page = await pageServing({ 'faults.check.test': PAGE })
    await page.goto('http://faults.check.test/faults')
    const found = (await accessibilityProblems(page)).map((problem) => problem.text)

    expect(found.some((text) => /^critical button-name in the light theme/.test(text))).toBe(true)
    expect(found.some((text) => /^serious color-contrast in the light theme: .*pale/.test(text))).toBe(true)
    expect(found.some((text) => /^serious color-contrast in the dark theme: .*night/.test(text))).toBe(true)
    expect(found.some((text) => /light theme: .*night/.test(text))).toBe(false)
    // The page is left in the theme it had.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    await page.context().close()
  })

  test('finds a violation inside a frame of another origin', async () => {
    const page = await pageServing({ 'host.check.test': FRAMED, 'frame.check.test': FRAME })
    await page.goto('http://host.check.test/host')
    await page.frameLocator('iframe').locator('button').waitFor()
    const found = (await accessibilityProblems(page)).map((problem) => problem.text)

    expect(found.some((text) => /^critical button-name .*framed-nameless/.test(text))).toBe(true)
    await page.context().close()
  })
})

/** A site that counts the requests for its one script, served as the build's files are: immutable. */
async function siteWithAScript() {
  let scriptRequests = 0
  const server = http.createServer((request, response) => {
    if (request.url === '/app.js') {
      scriptRequests += 1
      response.writeHead(200, {
        'Content-Type': 'text/javascript',
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
      return response.end('window.loaded = true')
    }
    response.writeHead(200, { 'Content-Type': 'text/html' })
    response.end('<!doctype html><title>Site</title><script src="/app.js"></script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    scriptRequests: () => scriptRequests,
    close: () => closeSiteServer(server),
  }
}

/** What a page of the site remembers of earlier visits: cookies, localStorage, IndexedDB databases. */
function remembered(page: Page) {
  return page.evaluate(async () => ({
    cookie: document.cookie,
    stored: localStorage.getItem('draft'),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }))
}

describe('the browser contexts of a journey file', () => {
  test('a test after another starts with nothing remembered, but with the cached script', async () => {
    const site = await siteWithAScript()
    const pool = new ContextPool(() => browser)
    const first = await pool.newPage({})
    await first.goto(site.url)
    await first.evaluate(async () => {
      document.cookie = 'session=signed-in; path=/'
      localStorage.setItem('draft', 'half a message')
      await new Promise((resolve) => {
        indexedDB.open('outbox').onsuccess = resolve
      })
    })
    expect(await remembered(first)).toEqual({
      cookie: 'session=signed-in',
      stored: 'half a message',
      databases: ['outbox'],
    })
    await pool.endTest(true)
    expect(first.isClosed()).toBe(true)

    const next = await pool.newPage({})
    await next.goto(site.url)
    expect(await remembered(next)).toEqual({ cookie: '', stored: null, databases: [] })
    expect(await next.evaluate(() => (window as unknown as { loaded: boolean }).loaded)).toBe(true)
    expect(site.scriptRequests()).toBe(1)
    // Two pages of one test never share a context; other options get a context of their own.
    const other = await pool.newPage({})
    const phone = await pool.newPage({ viewport: { width: 375, height: 800 } })
    await other.goto(site.url)
    await phone.goto(site.url)
    expect(site.scriptRequests()).toBe(3)
    await pool.endTest(true)
    await pool.closeAll()
    await site.close()
  })

  test('a context the test reached, or one of a failed test, is closed, not reused', async () => {
    const pool = new ContextPool(() => browser)
    const reached = await pool.newPage({})
    await reached.context().setOffline(true)
    await pool.endTest(true)
    expect(browser.contexts()).toHaveLength(0)

    await pool.newPage({})
    await pool.endTest(false)
    expect(browser.contexts()).toHaveLength(0)

    const kept = await pool.newPage({})
    await pool.endTest(true)
    expect(kept.isClosed()).toBe(true)
    expect(browser.contexts()).toHaveLength(1)
    await pool.closeAll()
    expect(browser.contexts()).toHaveLength(0)
  })
})

describe('the browser of a journey', () => {
  test('keeps the features Playwright switches off, and opens a page without the omnibox popups', async () => {
    const features = inject('chromiumDisableFeatures')?.split('=')[1]?.split(',') ?? []
    // Playwright's own (a page's beforeunload prompt as the leave guards expect it), and the journeys' own.
    expect(features).toContain('AvoidUnnecessaryBeforeUnloadCheckSync')
    expect(features).toContain('WebUIOmniboxPopup')

    const page = await pageServing({ 'blank.check.test': '<!doctype html><title>Blank</title>' })
    await page.goto('http://blank.check.test/blank')
    const cdp = await browser.newBrowserCDPSession()
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { url: string }[] }
    expect(targetInfos.map((target) => target.url)).toContain('http://blank.check.test/blank')
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([])
    await page.context().close()
  })
})
