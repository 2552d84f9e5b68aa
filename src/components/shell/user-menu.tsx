import { Link } from '@tanstack/react-router'
import { Home, LogOut, Settings, User } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import type { Viewer } from '~/lib/viewer'
import { initials, UserAvatar } from './user-avatar'

export function UserMenu({ user }: { user: Viewer }) {
  const t = useT('common')
  const avatarName = user.name || user.email
  // The initials are the button's visible label, so its name starts with them: a speech-input user says what
  // they see. A picture shows no text.
  const label = user.image
    ? t('userMenu.label')
    : t('userMenu.labelWithInitials', { initials: initials(avatarName) })
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" shape="round" aria-label={label} data-testid="user-menu">
          <UserAvatar name={avatarName} image={user.image} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{user.name || user.username || user.email}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/home">
            <Home /> {t('userMenu.home')}
          </Link>
        </DropdownMenuItem>
        {user.username ? (
          <DropdownMenuItem asChild>
            <Link to="/profile/$username" params={{ username: user.username }}>
              <User /> {t('userMenu.profile')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings /> {t('userMenu.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/sign-out">
            <LogOut /> {t('userMenu.signOut')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
