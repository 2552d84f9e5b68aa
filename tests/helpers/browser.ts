import fs from 'node:fs'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** Debian's Chromium by default; never a downloaded Playwright browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH; ` +
        'scripts/test.mjs skips the browser journeys when no Chromium is available.',
    )
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

type Problem = { kind: 'console.error' | 'pageerror'; text: string; url: string }
type Allowance = { pattern: RegExp; reason: string }

export type TestPage = Page & {
  /**
   * Accepts console errors matching `pattern` on this page only; give the reason (e.g. a deliberately
   * aborted request, or the browser's own "Failed to load resource" line for an expected 401/404).
   * Uncaught page errors are never accepted.
   */
  allowConsoleErrors: (pattern: RegExp, reason: string) => void
}

/**
 * One browser per test file. Each `newPage()` gets its own context (own cookies and localStorage), records
 * console errors and uncaught page errors, and is closed after the test; afterEach FAILS the test when any
 * unexpected console error or page error occurred (SPEC: console errors fail an e2e test).
 */
export function setupBrowser() {
  let browser: Browser | undefined
  let contexts: BrowserContext[] = []
  let pages: { page: TestPage; problems: Problem[]; allowances: Allowance[] }[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterEach(async () => {
    const unexpected: string[] = []
    for (const { problems, allowances } of pages) {
      for (const problem of problems) {
        const allowed =
          problem.kind === 'console.error' && allowances.some(({ pattern }) => pattern.test(problem.text))
        if (!allowed)
          unexpected.push(`[${problem.kind}] ${problem.text}${problem.url ? ` (${problem.url})` : ''}`)
      }
    }
    const open = contexts
    contexts = []
    pages = []
    await Promise.all(open.map((context) => context.close().catch(() => {})))
    if (unexpected.length > 0) {
      throw new Error(`The browser reported errors during the test:\n  ${unexpected.join('\n  ')}`)
    }
  })

  afterAll(async () => {
    await browser?.close()
  })

  async function newPage(options: BrowserContextOptions = {}): Promise<TestPage> {
    if (!browser) throw new Error('newPage() runs inside tests, after setupBrowser() launched the browser')
    const context = await browser.newContext(options)
    contexts.push(context)
    const page = (await context.newPage()) as TestPage
    const entry = { page, problems: [] as Problem[], allowances: [] as Allowance[] }
    pages.push(entry)
    page.on('console', (message) => {
      if (message.type() === 'error') {
        entry.problems.push({ kind: 'console.error', text: message.text(), url: message.location().url })
      }
    })
    page.on('pageerror', (error) => {
      entry.problems.push({ kind: 'pageerror', text: error.stack || error.message, url: page.url() })
    })
    page.allowConsoleErrors = (pattern, reason) => {
      entry.allowances.push({ pattern, reason })
    }
    return page
  }

  return { newPage }
}

/**
 * Waits until React has hydrated the element (React attaches its fiber to each hydrated DOM node), so that
 * clicks and submits reach React's handlers rather than the browser's defaults. The default, the first child
 * of <main>, sits inside the route's Suspense boundary and so hydrates last.
 */
export async function waitForHydration(page: Page, selector = '#main > *'): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
  }, selector)
}
