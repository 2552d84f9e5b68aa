/**
 * The JavaScript modules of the page the server rendered. They are not announced as `<link rel=modulepreload>`
 * in the head, where the browser would fetch them in competition with the stylesheet and the font before the
 * first paint; the head lists them in this inert JSON block instead (src/components/shell/document-head.tsx),
 * and the client entry (src/client.tsx) preloads them once the page is on screen.
 */
export const ROUTE_MODULES_ID = 'route-modules'

/** The JSON block's text: safe inside a `<script>` element whatever the paths hold. */
export function routeModulesJson(hrefs: readonly string[]): string {
  return JSON.stringify(hrefs).replace(/</g, '\\u003c')
}

/** How many preloads one task starts: each costs the main thread about half a millisecond (Chromium, unthrottled). */
const PRELOADS_PER_TASK = 6

/**
 * Preloads the modules the head lists, all of them requested up front (the module graph would otherwise fetch
 * them level by level), a few per task: starting 40 preloads in one task blocked the main thread for 20 ms here,
 * 80 ms on Lighthouse's slow phone.
 */
export function preloadRouteModules(
  doc: Document = document,
  nextTask: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  const text = doc.getElementById(ROUTE_MODULES_ID)?.textContent
  if (!text) return
  let hrefs: unknown
  try {
    hrefs = JSON.parse(text)
  } catch {
    return
  }
  if (!Array.isArray(hrefs)) return
  const pending = hrefs.filter((href): href is string => typeof href === 'string')
  const startSome = () => {
    for (const href of pending.splice(0, PRELOADS_PER_TASK)) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.append(link)
    }
    if (pending.length > 0) nextTask(startSome)
  }
  startSome()
}

/**
 * Runs `start` once the browser has painted the page's first text (its First Contentful Paint), or at once in a
 * hidden tab, which paints nothing. Without Paint Timing, it waits for the next frame to be drawn.
 */
export function afterFirstContentfulPaint(start: () => void, win: Window & typeof globalThis = window): void {
  let started = false
  const run = () => {
    if (started) return
    started = true
    start()
  }
  if (win.document.visibilityState === 'hidden') {
    run()
    return
  }
  const supportsPaint = win.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false
  if (!supportsPaint) {
    win.requestAnimationFrame(() => win.setTimeout(run, 0))
    return
  }
  const observer = new win.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    win.setTimeout(run, 0)
  })
  observer.observe({ type: 'paint', buffered: true })
  // A page that paints no text still starts.
  win.setTimeout(run, 3000)
}
