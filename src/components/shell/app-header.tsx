import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { useViewer } from '~/features/auth/use-viewer'
import { LiveIndicator } from '~/features/live/components/live-indicator'
import { lazyNamed } from '~/lib/lazy-named'

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
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu')

// The theme menu too: everyone has it, but its menu code can arrive just after the page.
const ThemeSwitch = lazyNamed(() => import('./theme-switch'), 'ThemeSwitch')

const controlPlaceholder = <span aria-hidden className="inline-block size-9" />

/** The theme switch, its menu's code loaded apart (every page has it, the blank layout's too). */
export function ThemeMenu() {
  return (
    <React.Suspense fallback={controlPlaceholder}>
      <ThemeSwitch />
    </React.Suspense>
  )
}

export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
      <span aria-hidden className="inline-block size-6 rounded-md bg-primary" />
      Parley
    </Link>
  )
}

export function AppHeader() {
  const viewer = useViewer()
  const currentUser = useQuery({ ...currentUserQuery(), enabled: Boolean(viewer.userId) })
  const user = viewer.userId ? currentUser.data : null

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <BrandLink />
        {user ? (
          <>
            <span aria-hidden className="text-border select-none text-xl font-light">
              /
            </span>
            <React.Suspense fallback={null}>
              <OrganizationSwitcher />
            </React.Suspense>
          </>
        ) : null}
        <nav className="ml-auto flex items-center gap-1">
          <LiveIndicator />
          <ThemeMenu />
          {user ? (
            <React.Suspense fallback={controlPlaceholder}>
              <NotificationBell userId={user.userId} />
            </React.Suspense>
          ) : null}
          {user ? (
            <React.Suspense fallback={controlPlaceholder}>
              <UserMenu user={user} />
            </React.Suspense>
          ) : viewer.userId ? (
            <span
              className="size-8 animate-pulse rounded-full bg-muted"
              role="status"
              aria-label="Loading account"
            />
          ) : (
            <Button asChild size="sm">
              <Link to="/sign-in">Sign in</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  )
}
