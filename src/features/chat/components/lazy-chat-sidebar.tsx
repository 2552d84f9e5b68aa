import * as React from 'react'
import { lazyNamed } from '~/lib/lazy-named'

/**
 * The open chat's sidebar (the other chats, shown on wide screens only) loads apart from the page's first load,
 * as the chat controls do (lazy-chat-controls.tsx): the server renders it in place, hydration picks it up when
 * its chunk arrives, and the chat route's loader preloads it for client-side navigations.
 */
const loadChatSidebar = () => import('./chat-sidebar')

const Sidebar = lazyNamed(loadChatSidebar, 'ChatSidebar')

export function preloadChatSidebar(): Promise<unknown> {
  return loadChatSidebar()
}

export function ChatSidebar(props: { orgSlug: string; projectSlug: string; activeChatId: string }) {
  return (
    <React.Suspense fallback={null}>
      <Sidebar {...props} />
    </React.Suspense>
  )
}
