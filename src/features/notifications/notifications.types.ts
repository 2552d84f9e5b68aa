/** What notifications' server functions return (JSON-safe: ids and dates are strings). */
import type { NotificationSettings, NotificationTypeId } from '~/lib/notification-rules'

export type NotificationPerson = { id: string; name: string; username: string | null; image: string | null }

export type NotificationEntry = {
  id: string
  /** A stored kind (`feedback.comment`, `chat.mention`…); see NOTIFICATION_TYPES. */
  kind: string
  actor: NotificationPerson | null
  /** "Rosa Alvarez commented", "Kenji Sato mentioned you": the actor's name first (in English). */
  text: string
  /** What the page needs to say `text` in its own language (notification-text.ts). */
  facts?: { status: string | null; organizationName: string | null; title: string | null }
  /** A short plain-text excerpt of what was said, when there is one. */
  excerpt: string
  /** Where the entry leads: the exact comment, reply or message (an app path). */
  path: string
  createdAt: string
  read: boolean
}

export type NotificationGroup = {
  /** The item the entries are about (`feedback:{id}`, `discussion:{id}`, `chat:{id}`, `update:{id}`…). */
  key: string
  /** The item's title (a feedback item, a thread, a chat's name, an update, a team). */
  title: string
  /** "3 new comments on Dark mode", "Rosa Alvarez mentioned you in #General" (in English; the page says it in its language). */
  summary: string
  /** Where the group leads: its latest entry. */
  path: string
  /** The project (or team, for invitations) it belongs to, for context. */
  context: string | null
  unreadCount: number
  totalCount: number
  latestAt: string
  /** The latest entries, newest first (at most NOTIFICATION_GROUP_ENTRIES). */
  entries: NotificationEntry[]
}

export type NotificationPage = { groups: NotificationGroup[]; nextCursor: string | null }

export type NotificationSummary = {
  /** Unread entries the viewer may still see, capped at 100 (the bell shows "99+"). */
  unread: number
  /** The latest groups, for the bell's panel. */
  groups: NotificationGroup[]
}

export type NotificationSettingsView = {
  settings: NotificationSettings
  /** The viewer's e-mail address (where mail goes). */
  email: string
  /** Which types mail at once and which wait for the digest (for the settings page's labels). */
  emailTiming: Record<NotificationTypeId, 'immediate' | 'digest'>
}

export type FollowState = { following: boolean }
export type ProjectMuteState = { muted: boolean }
