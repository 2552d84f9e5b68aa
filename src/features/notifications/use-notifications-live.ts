import { useLiveQueries } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { notificationKeys } from './notifications.queries'

/**
 * Keeps what the viewer's notifications show live: any event on the viewer's own topic (something new, read
 * elsewhere, settings or follows changed in another tab, a team joined or left) and any reconnect refresh them.
 * Several components may call it; the tab keeps one stream.
 */
export function useNotificationsLive(userId: string | null | undefined) {
  useLiveQueries([userId ? topicOf.user(userId) : null], [notificationKeys.all])
}
