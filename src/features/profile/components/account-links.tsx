import { Link } from '@tanstack/react-router'
import {
  AtSign,
  Bell,
  ChevronRight,
  Download,
  KeyRound,
  Link2,
  MonitorSmartphone,
  Plug,
  Trash2,
} from 'lucide-react'
import type * as React from 'react'
import { cn } from '~/lib/cn'

type AccountLink = {
  /** Account pages under /settings (some are built by the account-flows feature). */
  href: string
  icon: React.ReactNode
  title: string
  description: string
  danger?: boolean
}

export const accountLinks: AccountLink[] = [
  { href: '/settings/email', icon: <AtSign />, title: 'Email', description: 'Change your email address' },
  {
    href: '/settings/notifications',
    icon: <Bell />,
    title: 'Notifications',
    description: 'What reaches you in the app and by e-mail, digest, pause',
  },
  {
    href: '/settings/password',
    icon: <KeyRound />,
    title: 'Password',
    description: 'Change or set your password',
  },
  {
    href: '/settings/accounts',
    icon: <Link2 />,
    title: 'Linked accounts',
    description: 'Sign in with GitHub, Google and others',
  },
  {
    href: '/settings/sessions',
    icon: <MonitorSmartphone />,
    title: 'Sessions',
    description: 'Where you are signed in',
  },
  {
    href: '/settings/connected-apps',
    icon: <Plug />,
    title: 'Connected apps',
    description: 'AI assistants and other apps you let act for you',
  },
  {
    href: '/settings/data',
    icon: <Download />,
    title: 'Your data',
    description: 'Download a copy of everything Parley holds about you',
  },
  {
    href: '/settings/delete-account',
    icon: <Trash2 />,
    title: 'Delete account',
    description: 'Remove your account and its data',
    danger: true,
  },
]

/** One row of a settings list: icon, title, description and a chevron; the whole row is the link. */
export function SettingsRowLink(props: AccountLink) {
  return (
    <Link
      // These paths may be added by other features; the router resolves them at run time.
      to={props.href as '/'}
      className={cn(
        'flex items-center gap-4 p-4 hover:bg-muted focus-visible:bg-muted [&>svg:first-child]:size-5 [&>svg:first-child]:shrink-0',
        props.danger ? '[&>svg:first-child]:text-destructive' : '[&>svg:first-child]:text-muted-foreground',
      )}
    >
      {props.icon}
      <div className="min-w-0 flex-1">
        <p className={cn('font-medium', props.danger && 'text-destructive')}>{props.title}</p>
        <p className="text-sm text-muted-foreground">{props.description}</p>
      </div>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  )
}
