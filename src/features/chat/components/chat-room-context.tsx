import * as React from 'react'
import type { MentionSource } from '~/components/rich-text'
import type { ChatDetail, ChatMessage, ChatReplyQuote } from '../chat.types'
import type { OutboxItem } from '../hooks/outbox'
import type { ChatActions } from '../hooks/use-chat-actions'

/** A message as the room shows it: stored, or still in the outbox (then `outboxItem` says how it is going). */
export type ViewMessage = ChatMessage & { outboxItem?: OutboxItem }

export type ChatRoomValue = {
  orgSlug: string
  projectSlug: string
  chat: ChatDetail
  viewerUsername: string | null
  actions: ChatActions
  mentionSource: MentionSource
  /** The message being edited in place (one at a time). */
  editingId: string | null
  setEditingId: (id: string | null) => void
  /** The permalinked message, highlighted. */
  highlightedId: string | null
  setReplyTo: (quote: ChatReplyQuote | null) => void
  /** Puts the caret back in the message box (after a reply is chosen or an edit ends). */
  focusComposer: () => void
}

const ChatRoomContext = React.createContext<ChatRoomValue | null>(null)

export const ChatRoomProvider = ChatRoomContext.Provider

export function useChatRoom(): ChatRoomValue {
  const value = React.useContext(ChatRoomContext)
  if (!value) throw new Error('useChatRoom is used inside <ChatRoomProvider>')
  return value
}

/** The address of a message: its chat with `?message=`, which scrolls to and highlights it. */
export function messagePath(orgSlug: string, projectSlug: string, chatId: string, messageId: string): string {
  return `/@${orgSlug}/${projectSlug}/chat/${chatId}/?message=${encodeURIComponent(messageId)}`
}
