import { describe, expect, test, vi } from 'vitest'
import {
  afterFirstContentfulPaint,
  preloadRouteModules,
  ROUTE_MODULES_ID,
  routeModulesJson,
} from './route-modules'

type FakeLink = { rel: string; href: string }

function fakeDocument(json: string | null) {
  const appended: FakeLink[] = []
  const doc = {
    getElementById: (id: string) => (id === ROUTE_MODULES_ID && json !== null ? { textContent: json } : null),
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: FakeLink) => appended.push(link) },
  }
  return { doc: doc as unknown as Document, appended }
}

describe('routeModulesJson', () => {
  test('cannot close the script element it sits in', () => {
    const text = routeModulesJson(['/assets/a.js', '</script><script>alert(1)</script>'])
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(['/assets/a.js', '</script><script>alert(1)</script>'])
  })
})

describe('preloadRouteModules', () => {
  test('adds a modulepreload link for each listed module', () => {
    const { doc, appended } = fakeDocument(routeModulesJson(['/assets/a.js', '/assets/b.js']))
    preloadRouteModules(doc)
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/b.js' },
    ])
  })

  test('starts a few per task, in order, until all are requested', () => {
    const hrefs = Array.from({ length: 14 }, (_, i) => `/assets/m${i}.js`)
    const { doc, appended } = fakeDocument(routeModulesJson(hrefs))
    const tasks: (() => void)[] = []
    preloadRouteModules(doc, (run) => tasks.push(run))
    expect(appended).toHaveLength(6)
    tasks.shift()?.()
    expect(appended).toHaveLength(12)
    tasks.shift()?.()
    expect(appended.map((link) => link.href)).toEqual(hrefs)
    expect(tasks).toEqual([])
  })

  test('does nothing without the block, or with one that is not a list of paths', () => {
    for (const json of [null, '', 'not json', '{"a":1}', '[1,null]']) {
      const { doc, appended } = fakeDocument(json)
      expect(() => preloadRouteModules(doc)).not.toThrow()
      expect(appended).toEqual([])
    }
  })
})

describe('afterFirstContentfulPaint', () => {
  function fakeWindow({ hidden = false, paintTiming = true } = {}) {
    let onEntries: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null
    const win = {
      document: { visibilityState: hidden ? 'hidden' : 'visible' },
      PerformanceObserver: Object.assign(
        class {
          constructor(callback: typeof onEntries) {
            onEntries = callback
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: paintTiming ? ['paint', 'largest-contentful-paint'] : [] },
      ),
      requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    }
    const paint = (name: string) =>
      onEntries?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) })
    return { win: win as unknown as Window & typeof globalThis, paint }
  }

  test('starts once the first contentful paint is reported, and only once', () => {
    vi.useFakeTimers()
    const start = vi.fn()
    const { win, paint } = fakeWindow()
    afterFirstContentfulPaint(start, win)
    paint('first-paint')
    vi.advanceTimersByTime(100)
    expect(start).not.toHaveBeenCalled()
    paint('first-contentful-paint')
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(start).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  test('starts at once in a hidden tab, after a frame without Paint Timing, after 3 s without a paint', () => {
    vi.useFakeTimers()
    const hidden = vi.fn()
    afterFirstContentfulPaint(hidden, fakeWindow({ hidden: true }).win)
    expect(hidden).toHaveBeenCalledTimes(1)

    const noPaintTiming = vi.fn()
    afterFirstContentfulPaint(noPaintTiming, fakeWindow({ paintTiming: false }).win)
    vi.advanceTimersByTime(20)
    expect(noPaintTiming).toHaveBeenCalledTimes(1)

    const neverPainted = vi.fn()
    afterFirstContentfulPaint(neverPainted, fakeWindow().win)
    vi.advanceTimersByTime(2999)
    expect(neverPainted).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(neverPainted).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
