import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

/**
 * What a browser context keeps for a site that a test must not inherit from the one before it: everything the
 * site stored except the HTTP cache (Chrome DevTools Protocol's storage types).
 */
const SITE_DATA =
  'cookies,local_storage,indexeddb,websql,service_workers,cache_storage,file_systems,shared_storage'

type Lent = {
  context: BrowserContext
  /** The options it was made with: a context is lent again only for the same ones. */
  key: string
  /** Every origin its pages and frames asked something of during the test: whose data is cleared. */
  origins: Set<string>
  /** Changed in a way cleaning does not undo (CHANGES_TO_THE_CONTEXT, CLOCK_CHANGES): closed after the test. */
  tainted: boolean
}

/**
 * What a test can change in a context that cleaning cannot undo, or not cheaply: a context that heard one of
 * these in a test is closed after it instead of being lent again.
 */
const CHANGES_TO_THE_CONTEXT = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'newCDPSession',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'setStorageState',
] as const
const CLOCK_CHANGES = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const

/**
 * A test file's browser contexts, reused from test to test. Each `newPage()` used to make a context of its own,
 * and a new context starts with an empty HTTP cache: every page fetched and compiled the app's scripts and styles
 * again (serving the build's files was a sixth of a test server's busy time). A context lent here comes back
 * after the test with its pages closed and everything the visited sites stored cleared (cookies, localStorage,
 * IndexedDB, service workers, Cache Storage), so the next test starts signed out with nothing remembered, like a
 * new context, but with the build's immutable files in its cache. Two pages of one test never share a context.
 *
 * A context the test changed (offline, a route, a CDP session, permissions, a fake clock: CHANGES_TO_THE_CONTEXT,
 * CLOCK_CHANGES) is closed after the test, not lent again, and so is every context of a failed test.
 */
export class ContextPool {
  private readonly idle = new Map<string, BrowserContext[]>()
  private lent: Lent[] = []
  /** Whose test a context is lent to now; cleaning it between tests changes nothing the test did. */
  private readonly lentTo = new WeakMap<BrowserContext, Lent>()

  constructor(private readonly browser: () => Browser) {}

  /** A page in a context of its own for this test, made with `options`. */
  async newPage(options: BrowserContextOptions): Promise<Page> {
    const key = JSON.stringify(options)
    const context = this.idle.get(key)?.pop() ?? (await this.newContext(options))
    const lent: Lent = { context, key, origins: new Set(), tainted: false }
    this.lent.push(lent)
    this.lentTo.set(context, lent)
    context.on('request', (request) => {
      const url = request.url()
      if (url.startsWith('http')) lent.origins.add(new URL(url).origin)
    })
    return context.newPage()
  }

  /** A new context whose changes by a test are noticed (CHANGES_TO_THE_CONTEXT, CLOCK_CHANGES). */
  private async newContext(options: BrowserContextOptions): Promise<BrowserContext> {
    const context = await this.browser().newContext(options)
    const changed = () => {
      const lent = this.lentTo.get(context)
      if (lent) lent.tainted = true
    }
    for (const name of CHANGES_TO_THE_CONTEXT) {
      const change = (context[name] as (...args: unknown[]) => unknown).bind(context)
      Object.assign(context, {
        [name]: (...args: unknown[]) => {
          changed()
          return change(...args)
        },
      })
    }
    // The fake clock (a page's `clock` is its context's).
    for (const name of CLOCK_CHANGES) {
      const change = (context.clock[name] as (...args: unknown[]) => unknown).bind(context.clock)
      Object.assign(context.clock, {
        [name]: (...args: unknown[]) => {
          changed()
          return change(...args)
        },
      })
    }
    return context
  }

  /** After each test: its contexts cleaned and kept for the next test, or closed (`reuse` false: it failed). */
  async endTest(reuse: boolean): Promise<void> {
    const ended = this.lent
    this.lent = []
    for (const { context } of ended) this.lentTo.delete(context)
    await Promise.all(
      ended.map(async (lent) => {
        const kept = reuse && !lent.tainted && (await cleaned(lent))
        if (!kept) return lent.context.close().catch(() => {})
        const idle = this.idle.get(lent.key) ?? []
        idle.push(lent.context)
        this.idle.set(lent.key, idle)
      }),
    )
  }

  async closeAll(): Promise<void> {
    const contexts = [...this.idle.values()].flat()
    this.idle.clear()
    await Promise.all(contexts.map((context) => context.close().catch(() => {})))
  }
}

/** The context with its pages closed and the sites' data cleared; false when that could not be done. */
async function cleaned({ context, origins }: Lent): Promise<boolean> {
  try {
    context.removeAllListeners('request')
    const pages = context.pages()
    // A CDP session needs a page; the test may have closed all of its own.
    const page = pages[0] ?? (await context.newPage())
    const session = await context.newCDPSession(page)
    for (const origin of origins)
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_DATA })
    await session.detach()
    await context.clearCookies()
    await Promise.all(context.pages().map((open) => open.close()))
    return true
  } catch {
    return false
  }
}
