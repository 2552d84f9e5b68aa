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

/** Preloads the modules the head lists, all at once (the module graph would otherwise fetch them level by level). */
export function preloadRouteModules(doc: Document = document): void {
  const text = doc.getElementById(ROUTE_MODULES_ID)?.textContent
  if (!text) return
  let hrefs: unknown
  try {
    hrefs = JSON.parse(text)
  } catch {
    return
  }
  if (!Array.isArray(hrefs)) return
  for (const href of hrefs) {
    if (typeof href !== 'string') continue
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    doc.head.append(link)
  }
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
