/** The bell's and the inbox's caches after marking read: what the screen shows before the server answers. */
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { type NotificationFilter, notificationKeys } from './notifications.queries'
import type { NotificationGroup, NotificationPage, NotificationSummary } from './notifications.types'

/** What is marked read: one group (every entry about one item), some entries, or everything. */
export type MarkReadScope = { groupKey: string } | { ids: string[] } | { all: true }

export function readGroup(group: NotificationGroup, scope: MarkReadScope): NotificationGroup {
  const hit = (id: string) =>
    'all' in scope || ('groupKey' in scope ? scope.groupKey === group.key : scope.ids.includes(id))
  const entries = group.entries.map((entry) => (hit(entry.id) ? { ...entry, read: true } : entry))
  const marked = group.entries.filter((entry) => !entry.read && hit(entry.id)).length
  const wholeGroup = 'all' in scope || ('groupKey' in scope && scope.groupKey === group.key)
  return { ...group, entries, unreadCount: wholeGroup ? 0 : Math.max(0, group.unreadCount - marked) }
}

/** Shows the change at once in the bell and both tabs; the refetch that follows brings the server's view. */
export function applyMarkRead(queryClient: QueryClient, scope: MarkReadScope) {
  queryClient.setQueryData<NotificationSummary>(notificationKeys.summary(), (summary) => {
    if (!summary) return summary
    const groups = summary.groups.map((group) => readGroup(group, scope))
    const before = summary.groups.reduce((sum, group) => sum + group.unreadCount, 0)
    const after = groups.reduce((sum, group) => sum + group.unreadCount, 0)
    const unread = 'all' in scope ? 0 : Math.max(0, summary.unread - (before - after))
    return { unread, groups }
  })
  for (const filter of ['unread', 'all'] as NotificationFilter[]) {
    queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.list(filter), (data) => {
      if (!data) return data
      const pages = data.pages.map((page) => {
        const groups = page.groups.map((group) => readGroup(group, scope))
        // The Unread tab keeps a group while part of it is still unread.
        return { ...page, groups: filter === 'unread' ? groups.filter((g) => g.unreadCount > 0) : groups }
      })
      return { ...data, pages }
    })
  }
}
