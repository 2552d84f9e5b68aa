import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { refetchForLive, useLiveConnection } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { NOTIFICATION_EVENT } from '~/lib/notification-live-events'
import { notificationKeys } from './notifications.queries'

/** Events on the viewer's own topic that change what notifications show (teams: what the viewer may see). */
const RELEVANT = new Set<string>([...Object.values(NOTIFICATION_EVENT), 'teams.changed'])

/**
 * Keeps what the viewer's notifications show live (the bell mounts it on every signed-in page): something new,
 * read elsewhere (here, another tab, or by reading the chat or thread itself), settings, follows or mutes
 * changed in another tab, a team joined or left; and everything after a reconnect.
 */
export function useNotificationsLive(userId: string | null | undefined) {
  const connection = useLiveConnection()
  const queryClient = useQueryClient()

  React.useEffect(() => {
    if (!connection || !userId) return
    const topic = topicOf.user(userId)
    const release = connection.retain([topic])
    const refresh = () => refetchForLive(queryClient, notificationKeys.all)
    const stopChanges = connection.onChange((change) => {
      if (change.topic === topic && RELEVANT.has(change.type)) refresh()
    })
    const stopResync = connection.onResync(refresh)
    return () => {
      release()
      stopChanges()
      stopResync()
    }
  }, [connection, userId, queryClient])
}
