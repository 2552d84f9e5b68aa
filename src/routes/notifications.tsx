import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { NotificationsPage } from '~/features/notifications/components/notifications-page'
import { notificationListQuery } from '~/features/notifications/notifications.queries'
import { requireSignedIn } from '~/lib/route-guards'
import { oneOf, searchParams } from '~/lib/search-params'

const notificationsSearch = searchParams({ filter: oneOf(['unread', 'all']) })

/** The inbox, Unread or All (`?filter=all`), grouped by item. */
export const Route = createFileRoute('/notifications')({
  validateSearch: notificationsSearch,
  beforeLoad: requireSignedIn,
  loaderDeps: ({ search }) => ({ filter: search.filter ?? 'unread' }),
  // A failed first page is the page's own error state (with "Try again"), not the route's error screen.
  loader: async ({ context, deps }) => {
    const locale = context.viewer.locale
    const [t] = await Promise.all([
      loadTranslator(context.queryClient, locale, 'notifications'),
      ensureMessages(context.queryClient, locale, ['notifications', 'errors']),
      context.queryClient.ensureInfiniteQueryData(notificationListQuery(deps.filter)).catch(() => undefined),
    ])
    return { title: t('title.page') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function NotificationsRoute() {
    const { filter } = Route.useSearch()
    return <NotificationsPage filter={filter ?? 'unread'} />
  },
})
