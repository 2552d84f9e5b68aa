import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useViewer } from '~/features/auth/use-viewer'
import { ACCESS_REVOKED } from '~/features/live/live-connection'
import { refetchForLive, useLiveConnection } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { chatKeys } from '../chat.queries'
import { CHAT_EVENT } from '../chat-events'

/** What changes a chat list's names, previews or counts (typing and presence do not). */
const LIST_EVENTS = new Set<string>([
  CHAT_EVENT.messageCreated,
  CHAT_EVENT.messageUpdated,
  CHAT_EVENT.chatChanged,
  CHAT_EVENT.chatDeleted,
  CHAT_EVENT.accessChanged,
  CHAT_EVENT.listed,
  CHAT_EVENT.read,
  ACCESS_REVOKED,
])

/**
 * Keeps chat lists and unread counts live: the project's members topic (a chat listed, changed or gone), the
 * viewer's own topic (read elsewhere) and, for a list on screen, each listed chat's topic (new messages).
 * Refetches are coalesced: a busy room refreshes the list at most every so often, not per message.
 */
export function useChatListLive(
  scope: { orgSlug: string; projectSlug: string; projectId: string },
  chatIds: readonly string[] = [],
  what: 'list' | 'unread' = 'list',
) {
  const connection = useLiveConnection()
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const { orgSlug, projectSlug, projectId } = scope
  const chatTopics = chatIds.map((id) => topicOf.chat(id)).join(',')

  React.useEffect(() => {
    // Without the project's id (its list still loading) there is no valid topic to ask for yet.
    if (!connection || !viewer.userId || !projectId) return
    const topics = [
      topicOf.members(projectId),
      topicOf.user(viewer.userId),
      ...chatTopics.split(',').filter(Boolean),
    ]
    const wanted = new Set(topics)
    let timer: ReturnType<typeof setTimeout> | null = null
    const refresh = () => {
      if (timer) return
      timer = setTimeout(() => {
        timer = null
        refetchForLive(queryClient, chatKeys.unread(orgSlug, projectSlug))
        if (what === 'list') refetchForLive(queryClient, chatKeys.lists(orgSlug, projectSlug))
      }, 250)
    }
    const release = connection.retain(topics)
    const stopChanges = connection.onChange((change) => {
      if (wanted.has(change.topic) && LIST_EVENTS.has(change.type)) refresh()
    })
    const stopResync = connection.onResync(refresh)
    return () => {
      if (timer) clearTimeout(timer)
      release()
      stopChanges()
      stopResync()
    }
  }, [connection, queryClient, viewer.userId, orgSlug, projectSlug, projectId, chatTopics, what])
}
