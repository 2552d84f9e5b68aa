import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { Button } from '~/components/ui/button'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { LiveIndicator } from '~/features/live/components/live-indicator'
import { NotificationBell } from '~/features/notifications/components/notification-bell'
import { OrganizationSwitcher } from '~/features/orgs/components/organization-switcher'
import { ThemeSwitch } from './theme-switch'
import { UserMenu } from './user-menu'

export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
      <span aria-hidden className="inline-block size-6 rounded-md bg-primary" />
      Parley
    </Link>
  )
}

export function AppHeader() {
  const { viewer } = useRouteContext({ from: '__root__' })
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
            <OrganizationSwitcher />
          </>
        ) : null}
        <nav className="ml-auto flex items-center gap-1">
          <LiveIndicator />
          <ThemeSwitch />
          {user ? <NotificationBell userId={user.userId} /> : null}
          {user ? (
            <UserMenu user={user} />
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
