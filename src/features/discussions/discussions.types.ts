/**
 * The shapes discussions' server functions return (JSON-safe: ids and dates are strings). Post ids are a
 * database sequence as decimal strings: compare them with comparePostIds.
 */
import type { DiscussionReaction } from '~/lib/discussion-rules'

export type DiscussionPerson = {
  id: string
  name: string
  username: string | null
  image: string | null
  /** An API key wrote it: the name is the key's. */
  viaApiKey?: true
}

export type DiscussionCategory = {
  id: string
  name: string
  description: string
  emoji: string
  /** Only editors start threads here (Announcements). */
  editorsOnly: boolean
  /** Replies can be marked as the answer (Q&A). */
  answerable: boolean
  position: number
  threadCount: number
}

/** What the viewer may do in the project's discussions (the server checks each call again). */
export type DiscussionPermissions = {
  /** discussion.create: start threads (in categories that are not editorsOnly, unless also moderate). */
  canCreate: boolean
  /** discussion.moderate: pin, lock, move, delete any thread or post, manage categories, convert. */
  canModerate: boolean
}

export type DiscussionSetup = {
  projectId: string
  viewerId: string
  categories: DiscussionCategory[]
  permissions: DiscussionPermissions
}

export type ThreadSummary = {
  id: string
  title: string
  categoryId: string
  author: DiscussionPerson | null
  replyCount: number
  /** The thread's author first, then the latest repliers, at most PARTICIPANTS_SHOWN. */
  participants: DiscussionPerson[]
  createdAt: string
  lastActivityAt: string
  pinned: boolean
  locked: boolean
  /** In an answerable category with a marked answer. */
  answered: boolean
  /** Posts by others the viewer has not read, capped at DISCUSSION_UNREAD_CAP + 1 (shown as "99+"). */
  unreadCount: number
  /** The viewer never opened it (and it is newer than their membership). */
  isNew: boolean
}

export type ThreadListPage = {
  /** On the first page only: the pinned threads (matching the filter), before the rest. */
  pinned: ThreadSummary[]
  threads: ThreadSummary[]
  nextCursor: string | null
}

export type DiscussionReactionSummary = { emoji: DiscussionReaction; count: number; reacted: boolean }

export type DiscussionPost = {
  id: string
  threadId: string
  isOpening: boolean
  /** Null when the author's account is gone. */
  author: DiscussionPerson | null
  /** The app the author wrote it through ("Claude"), when not Parley itself. */
  via: string | null
  /** Markdown source; empty once deleted. */
  body: string
  createdAt: string
  editedAt: string | null
  /** Set: show "This reply was deleted" in its place. */
  deletedAt: string | null
  reactions: DiscussionReactionSummary[]
  /** The viewer may edit it (their own, not deleted, thread not locked). */
  canEdit: boolean
  /** The viewer may delete it (their own reply, or a moderator; the opening post goes with its thread). */
  canDelete: boolean
  /** Edited posts: how many earlier versions there are (editors can read them). */
  versionCount: number
}

export type FeedbackLink = { id: string; title: string }

export type ThreadDetail = ThreadSummary & {
  projectId: string
  category: DiscussionCategory
  lockReason: string
  lockedBy: DiscussionPerson | null
  /** The reply marked as the answer (shown under the question), when answered. */
  answer: DiscussionPost | null
  answeredBy: DiscussionPerson | null
  /** The viewer follows the thread. */
  following: boolean
  /** The viewer's last read post id when the thread was read (the "New" divider); null: never opened. */
  lastReadPostId: string | null
  convertedToFeedback: FeedbackLink | null
  startedFromFeedback: FeedbackLink | null
  permissions: DiscussionPermissions & {
    /** The viewer may reply (a member, and the thread is not locked). */
    canReply: boolean
    /** The thread's author or a moderator, in an answerable category. */
    canMarkAnswer: boolean
    /** A moderator, or the author while nobody else has replied. */
    canDelete: boolean
  }
}

export type PostPage = {
  /** Oldest first; the opening post is the first of the first page. */
  posts: DiscussionPost[]
  /** The last post's id when more follow, else null. */
  nextAfter: string | null
}

export type PostVersion = { title: string; body: string; writtenAt: string }

export type DiscussionUnreadTotal = { total: number }
