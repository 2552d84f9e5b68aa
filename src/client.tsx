import { afterFirstContentfulPaint, preloadRouteModules } from '~/lib/route-modules'

/**
 * The browser's entry, kept to a few hundred bytes: the framework, the router and the page's modules (about 150
 * KiB of gzip) are fetched once the server's HTML has been painted, and hydrate it then (src/hydrate.tsx).
 * Fetched at once, they competed with the stylesheet and the font for the connection and held back the first
 * paint on a slow network; until they arrive, links, the auth forms and the search box work as plain HTML.
 */
afterFirstContentfulPaint(() => {
  preloadRouteModules()
  void import('./hydrate')
})
