import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import axe, { type AxeResults, type RunOptions } from 'axe-core'
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { ContextPool } from './browser-contexts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH; ` +
        'scripts/test.mjs skips the browser journeys when no Chromium is available.',
    )
  }
  const disableFeatures = inject('chromiumDisableFeatures')
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: disableFeatures ? [...CHROMIUM_ARGS, disableFeatures] : CHROMIUM_ARGS,
  })
}

const FAILURE_DIR = path.resolve('test-results/e2e')
const SNAPSHOT_CHARS = 6000

async function recordFailure(testName: string, pages: readonly Page[]): Promise<void> {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)
  fs.mkdirSync(FAILURE_DIR, { recursive: true })
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue
    const file = path.join(FAILURE_DIR, `${slug}-${index + 1}.png`)
    const shot = await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).then(
      () => file,
      (error: Error) => `no screenshot (${error.message.split('\n')[0]})`,
    )
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 10_000 })
      .catch((error: Error) => `no accessibility tree (${error.message.split('\n')[0]})`)
    const shown = tree.length > SNAPSHOT_CHARS ? `${tree.slice(0, SNAPSHOT_CHARS)}\n… (cut)` : tree
    console.error(`[failed: ${testName}] page ${index + 1}: ${page.url()}\n  screenshot: ${shot}\n${shown}`)
  }
}

type Problem = { kind: 'console.error' | 'pageerror' | 'accessibility'; text: string; url: string }
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
 * One browser per test file. Each `newPage()` gets a context of its own (own cookies and localStorage; reused
 * from an earlier test of the file once cleaned, see ContextPool), records console errors and uncaught page
 * errors, and is closed after the test; afterEach FAILS the test when any unexpected console error or page error
 * occurred (SPEC: console errors fail an e2e test).
 */
export function setupBrowser() {
  let browser: Browser | undefined
  const contexts = new ContextPool(() => {
    if (!browser) throw new Error('newPage() runs inside tests, after setupBrowser() launched the browser')
    return browser
  })
  let pages: {
    page: TestPage
    problems: Problem[]
    allowances: Allowance[]
    checksAccessibility: boolean
  }[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterEach(async ({ task }) => {
    // A failed journey leaves what each of its pages showed: a screenshot under test-results/e2e and, in the
    // log (all a CI run keeps), the page's URL and accessibility tree, so a failure seen once can be read.
    if (task.result?.state === 'fail')
      await recordFailure(
        task.name,
        pages.map((entry) => entry.page),
      )
    const unexpected: string[] = []
    // Every page as the test left it, in both themes (the pages it opened were checked on arrival).
    for (const entry of pages) {
      if (entry.checksAccessibility) entry.problems.push(...(await accessibilityProblems(entry.page)))
    }
    for (const { problems, allowances } of pages) {
      for (const problem of problems) {
        // An allowance matches the message alone, or the message followed by the URL it concerns.
        const allowed =
          problem.kind === 'console.error' &&
          allowances.some(
            ({ pattern }) => pattern.test(problem.text) || pattern.test(`${problem.text} ${problem.url}`),
          )
        if (!allowed)
          unexpected.push(`[${problem.kind}] ${problem.text}${problem.url ? ` (${problem.url})` : ''}`)
      }
    }
    pages = []
    await contexts.endTest(task.result?.state !== 'fail' && unexpected.length === 0)
    if (unexpected.length > 0) {
      throw new Error(`The browser reported errors during the test:\n  ${unexpected.join('\n  ')}`)
    }
  })

  afterAll(async () => {
    await contexts.closeAll()
    await browser?.close()
  })

  async function newPage(options: BrowserContextOptions = {}): Promise<TestPage> {
    const page = (await contexts.newPage(options)) as TestPage
    const entry = {
      page,
      problems: [] as Problem[],
      allowances: [] as Allowance[],
      checksAccessibility: options.javaScriptEnabled !== false,
    }
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
    // Every page a journey opens is checked with axe once it has loaded, in both themes. Not with JavaScript
    // off: the page's scripts cannot run there, so neither can axe (the same pages are checked elsewhere).
    if (options.javaScriptEnabled === false) return page
    // A journey that makes the app's scripts fail (to prove a form works without them) gets its page as it
    // loaded. (A script cut off by a navigation fails as ERR_ABORTED: that says nothing of the next page.)
    let scriptsAborted = false
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'script' && request.failure()?.errorText !== 'net::ERR_ABORTED')
        scriptsAborted = true
    })
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      entry.problems.push(...(await accessibilityProblems(page)))
      if (!scriptsAborted) await hydratedIfAnApp(page)
      return response
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

/**
 * A journey's `goto` returns a page that has loaded and, when it is one of the app's pages, hydrated: what the
 * test does next reaches React. A page whose markup shape axe already checked in this run returns right after
 * loading instead of some seconds later, and a journey must not depend on that delay to find the page ready.
 * Pages that are not the app's (an API document, a file) load no module script, or have no `#main`, and return
 * at once (the API reference has a `#main` for its skip link: waiting on it cost 15 s a visit); a page that
 * navigates away meanwhile is left to the test's own waits.
 */
async function hydratedIfAnApp(page: Page): Promise<void> {
  if (page.isClosed() || !page.url().startsWith('http')) return
  await page
    .waitForFunction(
      () => {
        const element = document.querySelector('#main > *')
        if (element === null || document.querySelector('script[type="module"]') === null) return true
        return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {})
}

/** Something that must never show: an element matching `selector` whose whole text is `text`. */
export type Glimpse = { selector: string; text: string }

/**
 * Starts recording, in the page (until it is reloaded), which of `glimpses` ever show, however briefly; the
 * returned function reads their names. A row shown for one frame and taken away again passes any later wait,
 * and a deleted entry flashing back into its list is just that.
 */
export async function recordGlimpses(
  page: Page,
  glimpses: Record<string, Glimpse>,
): Promise<() => Promise<string[]>> {
  await page.evaluate((watched) => {
    const seen: string[] = []
    ;(window as unknown as { glimpsed: string[] }).glimpsed = seen
    const look = () => {
      for (const [name, { selector, text }] of Object.entries(watched)) {
        if (seen.includes(name)) continue
        const shown = [...document.querySelectorAll(selector)].some(
          (element) => element.textContent?.trim() === text,
        )
        if (shown) seen.push(name)
      }
    }
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, glimpses)
  return () => page.evaluate(() => (window as unknown as { glimpsed: string[] }).glimpsed)
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe leaves rules tagged "experimental" out of a tag selection even when their WCAG tags match; these carry
 * A/AA tags, so they run with the rest (label-content-name-mismatch is WCAG 2.5.3: a control's accessible name
 * contains its visible label, so speech-input users can say what they see).
 */
const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'css-orientation-lock',
  'table-fake-caption',
  'td-has-header',
]

/** The rules whose outcome depends on colours (axe's "cat.color" rules within WCAG A/AA). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

const FULL_RUN: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])),
}
const COLOUR_RUN: RunOptions = { runOnly: { type: 'rule', values: COLOUR_RULES } }

/**
 * axe's run of the page as it is now. A page without frames (every page of the app) gets axe injected once per
 * document and run in place (`axe.run`): @axe-core/playwright's `analyze()` evaluates axe-core's half a megabyte
 * of source in the page on every call, then opens a blank page, injects it there too and finishes the run in it,
 * which cost about 0.45 s of wall time and 0.35 s of Chromium's CPU per run before any rule ran (measured with a
 * one-rule run), and a check makes two runs. The rules, options and results are axe's own either way. A page
 * with frames (a host site showing the widget, whose frame is another origin) goes through AxeBuilder, which
 * reaches into every frame.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze()
  const injected = await page.evaluate(() => 'axe' in window)
  if (!injected) await page.evaluate(axe.source)
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  )
}

async function setDarkTheme(page: Page, dark: boolean) {
  await page.evaluate((wantDark) => {
    const root = document.documentElement
    root.classList.toggle('dark', wantDark)
    root.style.colorScheme = wantDark ? 'dark' : 'light'
  }, dark)
}

/**
 * Addresses already checked in this test file (ids and query left out, with the viewport's width): a page
 * revisited, reloaded or left as it arrived is not checked again.
 */
const checkedPages = new Set<string>()

function checkKey(page: Page): string {
  const url = new URL(page.url())
  const path = url.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
  return `${page.viewportSize()?.width ?? 0} ${path}`
}

/**
 * The markup's shape: the set of distinct elements on the page, each as its tag, classes, role and the other
 * attributes axe's rules read (names only where the value is text: a label, a title), and whether it has text
 * of its own. The set, not the list: ten rows of one kind are one row. Two pages with the same shape at the same
 * width give axe the same elements in the same colours, so the second check would repeat the first.
 */
async function markupShape(page: Page): Promise<string> {
  const signatures = await page.evaluate(() => {
    // Values of states and kinds; of references and texts (ids, labels) only the presence: a generated id
    // differs on every render, a name on every test's data.
    const VALUED = ['role', 'type', 'tabindex', 'disabled', 'hidden', 'lang', 'dir', 'scope', 'colspan']
    const ARIA_VALUED = [
      'aria-hidden',
      'aria-expanded',
      'aria-current',
      'aria-selected',
      'aria-checked',
      'aria-pressed',
      'aria-disabled',
      'aria-invalid',
      'aria-live',
      'aria-modal',
      'aria-haspopup',
      'aria-orientation',
      'aria-level',
      'aria-required',
      'aria-readonly',
      'aria-busy',
      'aria-sort',
      'aria-multiselectable',
      'aria-autocomplete',
    ]
    const NAMED = ['title', 'alt', 'placeholder', 'for', 'id', 'href', 'name']
    const seen = new Set<string>()
    for (const element of document.querySelectorAll('*')) {
      const parts = [element.tagName, element.getAttribute('class') ?? '']
      for (const name of VALUED)
        if (element.hasAttribute(name)) parts.push(`${name}=${element.getAttribute(name)}`)
      for (const name of NAMED) if (element.hasAttribute(name)) parts.push(name)
      for (const attribute of element.attributes) {
        if (!attribute.name.startsWith('aria-')) continue
        parts.push(
          ARIA_VALUED.includes(attribute.name) ? `${attribute.name}=${attribute.value}` : attribute.name,
        )
      }
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      if (ownText) parts.push('text')
      seen.add(parts.join('|'))
    }
    return [...seen].sort()
  })
  return crypto
    .createHash('sha256')
    .update(`${page.viewportSize()?.width ?? 0}\n${signatures.join('\n')}`)
    .digest('hex')
    .slice(0, 32)
}

/**
 * Claims the check of a markup shape for this run: true the first time any test file of the run asks (the
 * claim is a file created exclusively in the run's directory, so files running at once in other workers see
 * it too), false after. Without the run's directory (a config without tests/helpers/e2e-global-setup.ts) every
 * shape is checked.
 */
function claimShape(shape: string): boolean {
  const directory = inject('accessibilityChecksDir')
  if (!directory) return true
  try {
    fs.closeSync(fs.openSync(path.join(directory, shape), 'wx'))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function releaseShape(shape: string) {
  const directory = inject('accessibilityChecksDir')
  if (directory) fs.rmSync(path.join(directory, shape), { force: true })
}

/**
 * Serious and critical axe violations (WCAG 2.x A/AA) of the page as it is now, in its own theme and then in
 * the other one (restored afterwards). The first theme gets every rule; the second only the colour rules, as
 * nothing else differs between the themes (the same markup in other colours), which halves the time a check
 * takes. Transitions are stopped while checking, so that colours are read at rest and not half-way through a
 * theme change.
 */
export async function accessibilityProblems(page: Page): Promise<Problem[]> {
  if (page.isClosed() || !page.url().startsWith('http')) return []
  const key = checkKey(page)
  if (checkedPages.has(key)) return []
  checkedPages.add(key)
  const problems: Problem[] = []
  let shape: string | undefined
  try {
    await page.waitForLoadState('load')
    shape = await markupShape(page)
    if (!claimShape(shape)) return []
    // Inserted by hand: addStyleTag waits for the style's load event, which never fires with JavaScript off.
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.id = 'axe-stop-transitions'
      style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}'
      document.head.append(style)
    })
    const startedDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
    for (const dark of [startedDark, !startedDark]) {
      await setDarkTheme(page, dark)
      const result = await runAxe(page, dark === startedDark ? FULL_RUN : COLOUR_RUN)
      for (const violation of result.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
        // The element's start as well as its selector: radix's generated ids do not say what it is.
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 100)}`)
          .join(', ')
        problems.push({
          kind: 'accessibility',
          text: `${violation.impact} ${violation.id} in the ${dark ? 'dark' : 'light'} theme: ${violation.help} (${where})`,
          url: page.url(),
        })
      }
    }
    await setDarkTheme(page, startedDark)
    await page.evaluate(() => {
      // Styles computed at rest in the restored theme before transitions come back: re-enabled first, every
      // colour would transition back from the other theme for 150 ms, under the test's next look (an axe run
      // of its own saw half-way colours).
      void document.documentElement.offsetHeight
      document.getElementById('axe-stop-transitions')?.remove()
    })
  } catch (error) {
    // A page that navigated or closed while being checked is checked again where it lands; its shape is not
    // taken as checked.
    if (shape) releaseShape(shape)
    if (!/closed|navigat|destroyed|detached/i.test(String(error))) throw error
  }
  return problems
}
