import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { NOTIFICATION_UNREAD_CAP } from '~/lib/notification-rules'
import { notificationSummaryQuery } from '../notifications.queries'
import { useNotificationsLive } from '../use-notifications-live'
import { NotificationPanel } from './notification-panel'

export function formatUnreadCount(count: number): string {
  return count > NOTIFICATION_UNREAD_CAP ? `${NOTIFICATION_UNREAD_CAP}+` : String(count)
}

/**
 * The header's bell (signed-in viewers): the live unread count, and a panel of the latest notifications.
 * Enter or Space opens it, Escape closes it and focus goes back to the bell.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const t = useT('notifications')
  const [open, setOpen] = React.useState(false)
  const leaving = React.useRef(false)
  const summary = useQuery(notificationSummaryQuery())
  useNotificationsLive(userId)
  // The server renders no count (it does not load the summary). This bell is loaded apart and may hydrate
  // after the summary has arrived: its first render must still match the server's, or React throws #418.
  const hydrated = useHydrated()
  const unread = hydrated ? (summary.data?.unread ?? 0) : 0
  const count = formatUnreadCount(unread)

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" data-testid="notification-bell">
          <Bell aria-hidden />
          <span className="sr-only">{unread > 0 ? t('bell.unread', { count }) : t('title')}</span>
          {unread > 0 ? (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute -top-0.5 -end-0.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums dark:bg-red-600"
            >
              {count}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-[min(24rem,calc(100vw-1rem))]"
        aria-labelledby="notification-panel-title"
        onCloseAutoFocus={(event) => {
          // Leaving for a notification's page: focus belongs to that page, not to the bell.
          if (leaving.current) event.preventDefault()
          leaving.current = false
        }}
      >
        <NotificationPanel
          summary={summary}
          onLeave={() => {
            leaving.current = true
            setOpen(false)
          }}
        />
      </PopoverContent>
    </Popover>
  )
}
