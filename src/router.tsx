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
    // SPEC §9: live data is never stale by time (events invalidate it); unused queries go after 5 s.
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: 5000 } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient, viewer: { userId: null, token: null } },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
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
