import type http from 'node:http'

/**
 * Stops a test file's own HTTP server that its journeys' browser visits, with every connection to it cut. The
 * file's browser contexts are reused from test to test (ContextPool) and close only in the file's last hook, after
 * the file's own `afterAll`. `close()` ends idle keep-alive connections at once, but waits for one that is not
 * idle (a request cut off when its page closed, or a socket opened ahead of one): once in CI the rich-text
 * editor's `afterAll` ran into its 180 s limit with every test passed.
 */
export function closeSiteServer(server: http.Server | undefined): Promise<void> {
  if (!server) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
