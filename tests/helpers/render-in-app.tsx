import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import type * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ensureMessages } from '~/components/i18n/use-t'
import type { Namespace } from '~/lib/i18n/catalogue'
import { type Locale, SOURCE_LOCALE } from '~/lib/i18n/locales'

/**
 * A component's static HTML as the app renders it: under a root route whose context holds the page's language
 * (what `useT` and `useLocale` read) and a query cache holding the areas' messages in it, as a route's loader
 * would have put them there.
 */
export async function renderInApp(
  node: React.ReactNode,
  { namespaces, locale = SOURCE_LOCALE }: { namespaces: readonly Namespace[]; locale?: Locale },
): Promise<string> {
  const queryClient = new QueryClient()
  await ensureMessages(queryClient, locale, ['common', ...namespaces])
  const rootRoute = createRootRouteWithContext<{ viewer: { locale: Locale } }>()({ component: () => node })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory(),
    context: { viewer: { locale } },
  })
  await router.load()
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
