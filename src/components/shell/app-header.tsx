import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { lazyNamed } from '~/lib/lazy-named'
import type { Viewer } from '~/lib/viewer'

// Only a signed-in person sees the user menu, and it brings the menu's code: loaded apart from the first load
// every visitor pays for. The server renders it in place; the fallback keeps its room.
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu')

// The theme menu too: everyone has it, but its menu code can arrive just after the page.
const ThemeSwitch = lazyNamed(() => import('./theme-switch'), 'ThemeSwitch')

export const controlPlaceholder = <span aria-hidden className="inline-block size-9" />

/** The theme switch, its menu's code loaded apart (every page has it, the blank layout's too). */
export function ThemeMenu() {
  return (
    <React.Suspense fallback={controlPlaceholder}>
      <ThemeSwitch />
    </React.Suspense>
  )
}

/** The product's name: a brand, the same in every language. */
const BRAND = 'Parley'

export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
      <span aria-hidden className="inline-block size-6 rounded-md bg-primary" />
      {BRAND}
    </Link>
  )
}

/**
 * The header's frame. What it shows from the features (the organisation switcher, the live indicator, the
 * notification bell) comes in as slots from the root route, which composes features; the shell knows none.
 */
export function AppHeader({
  user,
  signedIn,
  organizationSwitcher,
  liveIndicator,
  notificationBell,
  portal,
}: {
  /** The signed-in person once their account is loaded, else null. */
  user: Viewer | null
  /** Whether someone is signed in (their account may still be loading). */
  signedIn: boolean
  /** Shown to a signed-in person only. */
  organizationSwitcher: React.ReactNode
  liveIndicator: React.ReactNode
  /** Shown to a signed-in person only. */
  notificationBell: React.ReactNode
  /** A portal visitor's name and sign-out, in place of "Sign in" (they have no account here). */
  portal?: React.ReactNode
}) {
  const t = useT('common')
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <BrandLink />
        {user ? (
          <>
            <span aria-hidden className="text-border select-none text-xl font-light">
              /
            </span>
            {organizationSwitcher}
          </>
        ) : null}
        <nav className="ms-auto flex items-center gap-1">
          {liveIndicator}
          <ThemeMenu />
          {user ? notificationBell : null}
          {user ? (
            <React.Suspense fallback={controlPlaceholder}>
              <UserMenu user={user} />
            </React.Suspense>
          ) : portal ? (
            portal
          ) : signedIn ? (
            <span role="status" aria-label={t('header.loadingAccount')}>
              <Skeleton as="span" shape="circle" className="block size-8" />
            </span>
          ) : (
            <Button asChild size="sm">
              <Link to="/sign-in">{t('header.signIn')}</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  )
}
