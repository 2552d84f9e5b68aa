import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useLiveConnection } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { NOTIFICATION_EVENT } from './notification-events'
import { notificationKeys } from './notifications.queries'

/** Events on the viewer's own topic that change what notifications show (teams: what the viewer may see). */
const RELEVANT = new Set<string>([...Object.values(NOTIFICATION_EVENT), 'teams.changed'])

/**
 * Keeps what the viewer's notifications show live (the bell mounts it on every signed-in page): something new,
 * read elsewhere (here, another tab, or by reading the chat or thread itself), settings, follows or mutes
 * changed in another tab, a team joined or left; and everything after a reconnect.
 *
 * Like useLiveQueries, but when the session behind the stream ends it lets go of the topic at once and asks
 * nothing more: whoever the viewer is now may not read this user's topic or notifications, and the app is
 * about to re-read who that is (and drop the bell).
 */
export function useNotificationsLive(userId: string | null | undefined) {
  const connection = useLiveConnection()
  const queryClient = useQueryClient()

  React.useEffect(() => {
    if (!connection || !userId) return
    const topic = topicOf.user(userId)
    let release: (() => void) | null = connection.retain([topic])
    let ended = false
    const refresh = () => {
      if (!ended) void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
    }
    const stopChanges = connection.onChange((change) => {
      if (change.topic === topic && RELEVANT.has(change.type)) refresh()
    })
    const stopResync = connection.onResync(refresh)
    const stopEnded = connection.onSessionEnded(() => {
      ended = true
      release?.()
      release = null
    })
    return () => {
      release?.()
      stopChanges()
      stopResync()
      stopEnded()
    }
  }, [connection, userId, queryClient])
}
