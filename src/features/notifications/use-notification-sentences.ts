import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { entrySentence, groupSentence } from './notification-text'
import type { NotificationEntry, NotificationGroup } from './notifications.types'

/**
 * Notification rows' sentences in the page's language. The server returns them in English; the page says them
 * again from each entry's kind, actor and facts, the group's as the server makes it (the new entries, else the
 * latest one).
 */
export function useNotificationSentences() {
  const t = useT('notifications')
  return React.useMemo(() => {
    const entry = (item: NotificationEntry) =>
      entrySentence(t, item.kind, item.actor?.name ?? null, item.facts ?? undefined)
    const group = (item: NotificationGroup) => {
      const entries = item.entries.map((one) => ({ kind: one.kind, text: entry(one), read: one.read }))
      const fresh = entries.filter((one) => !one.read)
      return groupSentence(t, item.key, item.title, fresh.length > 0 ? fresh : entries.slice(0, 1))
    }
    return { entry, group }
  }, [t])
}
