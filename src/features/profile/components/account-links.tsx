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
import { useT } from '~/components/i18n/use-t'
import { cn } from '~/lib/cn'
import type { MessageKey } from '~/lib/i18n/catalogue'

type AccountLink = {
  /** Account pages under /settings (some are built by the account-flows feature). */
  href: string
  icon: React.ReactNode
  title: string
  description: string
  danger?: boolean
}

/** The account pages, their titles and descriptions as `profile` messages. */
export const accountLinks: (Omit<AccountLink, 'title' | 'description'> & {
  title: MessageKey<'profile'>
  description: MessageKey<'profile'>
})[] = [
  { href: '/settings/email', icon: <AtSign />, title: 'links.email', description: 'links.emailHint' },
  {
    href: '/settings/notifications',
    icon: <Bell />,
    title: 'links.notifications',
    description: 'links.notificationsHint',
  },
  {
    href: '/settings/password',
    icon: <KeyRound />,
    title: 'links.password',
    description: 'links.passwordHint',
  },
  { href: '/settings/accounts', icon: <Link2 />, title: 'links.accounts', description: 'links.accountsHint' },
  {
    href: '/settings/sessions',
    icon: <MonitorSmartphone />,
    title: 'links.sessions',
    description: 'links.sessionsHint',
  },
  {
    href: '/settings/connected-apps',
    icon: <Plug />,
    title: 'links.connectedApps',
    description: 'links.connectedAppsHint',
  },
  { href: '/settings/data', icon: <Download />, title: 'links.data', description: 'links.dataHint' },
  {
    href: '/settings/delete-account',
    icon: <Trash2 />,
    title: 'links.deleteAccount',
    description: 'links.deleteAccountHint',
    danger: true,
  },
]

/** The account pages' rows, in the page's language. */
export function AccountLinkRows() {
  const t = useT('profile')
  return accountLinks.map((link) => (
    <SettingsRowLink key={link.href} {...link} title={t(link.title)} description={t(link.description)} />
  ))
}

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
      <ChevronRight className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" aria-hidden />
    </Link>
  )
}
