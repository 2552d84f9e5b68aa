/// <reference types="vite/client" />

// The Latin subset of the interface font, as the stylesheet names it (same file, same hashed URL).
import interLatinFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, ScriptOnce, Scripts, useMatches } from '@tanstack/react-router'
import * as React from 'react'
import { ensureMessages, loadTranslator, useLocale, useT } from '~/components/i18n/use-t'
import { AppHeader, controlPlaceholder } from '~/components/shell/app-header'
import { DocumentHead } from '~/components/shell/document-head'
import { NotFoundView } from '~/components/shell/not-found-view'
import { RouteErrorView } from '~/components/shell/route-error-view'
import { SiteFooter } from '~/components/shell/site-footer'
import { ThemeProvider, useTheme } from '~/components/shell/theme-provider'
import { Button } from '~/components/ui/button'
import { ImpersonationBanner } from '~/features/admin/components/impersonation-banner'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { authRequestsStarted } from '~/features/auth/auth-requests'
import { OneTimeTokenHandler } from '~/features/auth/components/one-time-token-handler'
import { getViewerIdentity } from '~/features/auth/session.functions'
import { useViewer } from '~/features/auth/use-viewer'
import { createIdentityReuse } from '~/features/auth/viewer-identity-reuse'
import { LiveIndicator } from '~/features/live/components/live-indicator'
import { LiveProvider } from '~/features/live/live-provider'
import { directionOf } from '~/lib/i18n/locales'
import { lazyNamed } from '~/lib/lazy-named'
import { themeBootScript } from '~/lib/theme'
import { Toaster } from '~/lib/toast'
import type { ViewerIdentity } from '~/lib/viewer'
import appCss from '~/styles/app.css?url'

export type RouterContext = {
  queryClient: QueryClient
  viewer: ViewerIdentity
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Render without the app header (sign-in, sign-out, 404). */
    blankLayout?: boolean
  }
}

// On the server each request reads its own; in the browser a change of the page's search alone (a preview opened,
// a list sorted) reuses the identity read for that page a moment ago instead of waiting for the server.
const readViewerIdentity = (href: string) => getViewerIdentity({ data: { href } })
const viewerIdentityOf =
  typeof window === 'undefined'
    ? ({ href }: { href: string }) => readViewerIdentity(href)
    : createIdentityReuse(readViewerIdentity, authRequestsStarted)

export const Route = createRootRouteWithContext<RouterContext>()({
  // `?lang=` (a shared link's language) stays on the links of the pages it leads to, so the person reads on in
  // it; the footer's language menu and an address without it go back to their own choice.
  search: {
    middlewares: [
      ({ search, next }) => {
        const { lang } = search as { lang?: unknown }
        const result = next(search) as Record<string, unknown>
        return lang && !('lang' in result) ? { ...result, lang } : result
      },
    ],
  },
  beforeLoad: async ({ location }) => ({ viewer: await viewerIdentityOf(location) }),
  loader: async ({ context }) => {
    await Promise.all([
      // The shell's texts (the header, the footer, the menus, the error views) in the request's language; a
      // signed-in person's header also shows the team switcher.
      ensureMessages(
        context.queryClient,
        context.viewer.locale,
        context.viewer.userId ? ['common', 'orgs'] : ['common'],
      ),
      // The header's notification bell and its panel (signed-in people only).
      context.viewer.userId
        ? ensureMessages(context.queryClient, context.viewer.locale, ['notifications'])
        : null,
      context.viewer.userId ? context.queryClient.ensureQueryData(currentUserQuery()) : null,
    ])
    const t = await loadTranslator(context.queryClient, context.viewer.locale, 'common')
    return { description: t('meta.description') }
  },
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Parley' },
      { name: 'description', content: loaderData?.description },
      { name: 'color-scheme', content: 'light dark' },
    ],
    links: [
      // Requested with the stylesheet rather than after it is parsed, so the text is drawn once, in Inter,
      // instead of in the fallback font and again when Inter arrives (a second, later largest paint).
      { rel: 'preload', href: interLatinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: (props) => <RouteErrorView {...props} isRoot />,
  notFoundComponent: () => <NotFoundView />,
})

function RootDocument({ children }: { children: React.ReactNode }) {
  const locale = useLocale()
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <head>
        <ScriptOnce>{themeBootScript}</ScriptOnce>
        <DocumentHead />
      </head>
      <body>
        <ThemeProvider>
          {children}
          <AppToaster />
        </ThemeProvider>
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const { viewer } = Route.useRouteContext()
  return (
    <LiveProvider identity={viewer}>
      <ImpersonationBanner />
      <PageLayout />
      <OneTimeTokenHandler />
    </LiveProvider>
  )
}

// Only a signed-in person sees these, and they bring the menus' and popovers' code: loaded apart from the
// first load every visitor pays for. The server renders them in place; the fallbacks keep their room.
const OrganizationSwitcher = lazyNamed(
  () => import('~/features/orgs/components/organization-switcher'),
  'OrganizationSwitcher',
)
const NotificationBell = lazyNamed(
  () => import('~/features/notifications/components/notification-bell'),
  'NotificationBell',
)

/** The shell's header with the features it shows: the viewer's account, teams, live state and bell. */
function SiteHeader() {
  const viewer = useViewer()
  const currentUser = useQuery({ ...currentUserQuery(), enabled: Boolean(viewer.userId) })
  const user = viewer.userId ? (currentUser.data ?? null) : null
  return (
    <AppHeader
      user={user}
      signedIn={Boolean(viewer.userId)}
      // A portal visitor has no account here: their name and a sign-out instead of "Sign in".
      portal={viewer.portal ? <PortalIdentity portal={viewer.portal} /> : undefined}
      organizationSwitcher={
        <React.Suspense fallback={null}>
          <OrganizationSwitcher />
        </React.Suspense>
      }
      liveIndicator={<LiveIndicator />}
      notificationBell={
        user ? (
          <React.Suspense fallback={controlPlaceholder}>
            <NotificationBell userId={user.userId} />
          </React.Suspense>
        ) : null
      }
    />
  )
}

/** A portal visitor's name and a sign-out (a plain form: it clears the portal cookie, then the project's page). */
function PortalIdentity({ portal }: { portal: NonNullable<ViewerIdentity['portal']> }) {
  const t = useT('common')
  return (
    <form
      method="post"
      action={`/@${encodeURIComponent(portal.orgSlug)}/${encodeURIComponent(portal.projectSlug)}/sso`}
      className="flex items-center gap-2 text-sm"
    >
      <span className="max-w-40 truncate" title={portal.name}>
        {portal.name}
      </span>
      <Button type="submit" size="sm" variant="ghost">
        {t('header.signOut')}
      </Button>
    </form>
  )
}

function PageLayout() {
  const blank = useMatches({ select: (matches) => matches.some((match) => match.staticData?.blankLayout) })
  const viewer = useViewer()
  const t = useT('common')
  if (blank) return <Outlet />
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        {t('header.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {/* Public pages: a signed-in person chooses their language in their settings instead. */}
      {viewer.userId ? null : <SiteFooter />}
    </div>
  )
}

/** Toasts: 4 s each, three at once, 14 px apart, Alt+T to reach them; the product places them top-right. */
function AppToaster() {
  const { resolved } = useTheme()
  const t = useT('common')
  return (
    <React.Suspense fallback={null}>
      <Toaster
        containerAriaLabel={t('toasts.label')}
        position="top-right"
        theme={resolved}
        duration={4000}
        visibleToasts={3}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
      />
    </React.Suspense>
  )
}
