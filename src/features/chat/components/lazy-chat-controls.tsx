import * as React from 'react'
import { lazyNamed } from '~/lib/lazy-named'
import type { ChatDetail } from '../chat.types'
import type { ViewMessage } from './chat-room-context'

/**
 * The chat room's controls load apart from the page's first load: its menus and popover (message actions with
 * the reaction picker, the chat's settings menu, who the chat is open to, following it), the box that edits a
 * message, and the Radix primitives under them. The server renders them in place and hydration picks them up
 * when the chunk arrives; the chat route's loader preloads it, so a client-side navigation shows them at once.
 */
const loadChatControls = () => import('./chat-controls')

const Actions = lazyNamed(loadChatControls, 'MessageActions')
const EditBox = lazyNamed(loadChatControls, 'MessageEditBox')
const ManageMenu = lazyNamed(loadChatControls, 'ChatManageMenu')
const Audience = lazyNamed(loadChatControls, 'ChatAudience')
const FollowButton = lazyNamed(loadChatControls, 'ChatFollowButton')

export function preloadChatControls(): Promise<unknown> {
  return loadChatControls()
}

export function MessageActions({ message }: { message: ViewMessage }) {
  return (
    <React.Suspense fallback={null}>
      <Actions message={message} />
    </React.Suspense>
  )
}

/** Shown in a message's place while its author edits it (chosen in its actions, or Up in an empty box). */
export function MessageEditBox({ message }: { message: ViewMessage }) {
  return (
    <React.Suspense fallback={null}>
      <EditBox message={message} />
    </React.Suspense>
  )
}

export function ChatManageMenu() {
  return (
    <React.Suspense fallback={null}>
      <ManageMenu />
    </React.Suspense>
  )
}

export function ChatAudience({ chat }: { chat: ChatDetail }) {
  return (
    <React.Suspense fallback={null}>
      <Audience chat={chat} />
    </React.Suspense>
  )
}

export function ChatFollowButton(props: { orgSlug: string; projectSlug: string; chatId: string }) {
  return (
    <React.Suspense fallback={null}>
      <FollowButton {...props} />
    </React.Suspense>
  )
}
