/**
 * The shapes chat's server functions return and its live events carry (JSON-safe: ids and dates are
 * strings, so a live payload and a fetched row look alike). Pending/failed sends are client-only state.
 */
import type { ChatReaction } from '~/lib/chat-rules'

export type ChatPerson = {
  id: string
  name: string
  username: string | null
  image: string | null
  /** An API key wrote it: the name is the key's. */
  viaApiKey?: true
}

export type ChatLastMessage = {
  id: string
  authorName: string | null
  /** Plain text, cut to CHAT_PREVIEW_LENGTH; empty for a deleted message. */
  preview: string
  createdAt: string
  deleted: boolean
}

export type ChatSummary = {
  id: string
  name: string
  topic: string
  isPrivate: boolean
  archived: boolean
  createdAt: string
  /** Unread messages from others, capped at CHAT_UNREAD_CAP + 1 (shown as "99+"). */
  unreadCount: number
  /** Someone mentioned the viewer in an unread message. */
  mentioned: boolean
  /** The viewer's last read message id (null: never opened). */
  lastReadId: string | null
  lastMessage: ChatLastMessage | null
}

export type ChatListResult = {
  projectId: string
  /** May create, rename, archive, delete chats and choose members of private ones. */
  canManage: boolean
  chats: ChatSummary[]
}

export type ChatDetail = ChatSummary & {
  projectId: string
  canManage: boolean
  canPost: boolean
  /** The viewer's own user id: "own message" checks and the typing indicator leave the viewer out. */
  viewerId: string
  /** Private chats: who is in it. Null for chats open to every member of the organisation. */
  members: ChatPerson[] | null
  /** Private chats: the teams whose members are in it too. Null for open chats. */
  teams: { id: string; name: string }[] | null
}

export type ChatReactionSummary = { emoji: ChatReaction; count: number; reacted: boolean }

export type ChatReplyQuote = {
  id: string
  authorName: string | null
  /** Plain text, cut short; empty when the original was deleted. */
  excerpt: string
  deleted: boolean
}

export type ChatMessage = {
  /** A database sequence as a decimal string: newer messages have larger ids. */
  id: string
  chatId: string
  /** The sender's idempotency key: lets the sender's tabs replace their pending copy. */
  clientId: string | null
  /** Null when the author's account is gone. */
  author: ChatPerson | null
  /** The app the author sent it through ("Claude"), when not Parley itself. */
  via: string | null
  /** Markdown source; render with the shared pipeline (`<Markdown variant="lite">`). Empty once deleted. */
  body: string
  createdAt: string
  editedAt: string | null
  /** Set: show "message deleted" in its place. */
  deletedAt: string | null
  replyTo: ChatReplyQuote | null
  /** Counts of the fixed set, in order; `reacted` is the viewer's own (false in live payloads). */
  reactions: ChatReactionSummary[]
  /** Usernames mentioned (lower case), to highlight the viewer's own. */
  mentions: string[]
}

export type ChatMessagePage = {
  /** Oldest first. */
  messages: ChatMessage[]
  /** More exist before the first / after the last. */
  hasOlder: boolean
  hasNewer: boolean
  /** The viewer's last read message id when the page was read (the "New messages" divider). */
  lastReadId: string | null
}

export type ChatSearchResult = {
  message: ChatMessage
  chatId: string
  chatName: string
  /** Plain text around the match. */
  snippet: string
}

export type ChatSearchPage = { results: ChatSearchResult[]; nextCursor: string | null }

export type ChatUnreadTotal = { total: number; mentioned: boolean }

export type ChatCandidate = ChatPerson
