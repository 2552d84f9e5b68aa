import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { NotFoundView } from '~/components/shell/not-found-view'
import { RouteErrorView } from '~/components/shell/route-error-view'
import { getCspNonce } from '~/lib/csp-nonce'
import { makeZodJitless } from '~/lib/zod-jitless'
import { routeTree } from './routeTree.gen'

// The browser's zod must not try eval (src/lib/zod-jitless.ts); the server keeps zod's JIT.
if (typeof window !== 'undefined') makeZodJitless()

export function getRouter() {
  const queryClient = new QueryClient({
    // Live data is never stale by time (events invalidate it); unused queries go after 5 s.
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: 5000 } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient, viewer: { userId: null, token: null } },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // A page left stays cached as a match. Coming back, the router would by default render that match at once
    // and run its loader behind it; the page would open on whatever the last visit left, and a loader that reads
    // afresh (a chat's history, src/lib/read-on-arrival.ts) would then change it under the reader. Blocking, a
    // return waits for its loader as a first arrival does; with data cached (staleTime Infinity) that is no wait.
    defaultStaleReloadMode: 'blocking',
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: () => <NotFoundView />,
    ssr: { nonce: getCspNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
