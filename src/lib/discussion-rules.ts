/**
 * Discussions' constants and pure rules, shared by the server, the screens and the tests.
 */

export const DISCUSSION_TITLE_MIN = 3
export const DISCUSSION_TITLE_MAX = 200
export const DISCUSSION_BODY_MAX = 20_000
export const CATEGORY_NAME_MAX = 40
export const CATEGORY_DESCRIPTION_MAX = 200
export const CATEGORIES_MAX = 30
export const LOCK_REASON_MAX = 200
export const DISCUSSION_SEARCH_QUERY_MAX = 200
/** Threads per page of the list (keyset on last activity). */
export const DISCUSSION_PAGE_SIZE = 25
/** Posts per page of a thread (keyset on the post id). */
export const DISCUSSION_POSTS_PAGE_SIZE = 100
/** Pinned threads are few; the list shows at most this many above the rest. */
export const PINNED_MAX = 20
/** Participants' avatars shown per row. */
export const PARTICIPANTS_SHOWN = 5
/** Unread counts stop here; the screens show "99+". */
export const DISCUSSION_UNREAD_CAP = 99
/** Characters of a post quoted by "Quote reply", and of previews. */
export const QUOTE_LENGTH = 600

/** The fixed set of reactions on posts. */
export const DISCUSSION_REACTIONS = ['👍', '❤️', '🎉', '😂', '🚀', '👀'] as const
export type DiscussionReaction = (typeof DISCUSSION_REACTIONS)[number]

/** Every project starts with these (DESIGN: project defaults; migration 0008 for projects that existed). */
export const DEFAULT_CATEGORIES = [
  {
    name: 'General',
    description: 'Anything about the project.',
    emoji: '💬',
    editorsOnly: false,
    answerable: false,
  },
  {
    name: 'Announcements',
    description: 'News from the team. Only owners and admins start threads here.',
    emoji: '📣',
    editorsOnly: true,
    answerable: false,
  },
  {
    name: 'Q&A',
    description: 'Ask the team; the best reply is marked as the answer.',
    emoji: '🙋',
    editorsOnly: false,
    answerable: true,
  },
  {
    name: 'Ideas',
    description: 'Ideas worth talking through.',
    emoji: '💡',
    editorsOnly: false,
    answerable: false,
  },
] as const

export const THREAD_LIMIT = {
  max: 10,
  windowMs: 10 * 60 * 1000,
  message: 'You are starting discussions too quickly. Please wait a few minutes and try again.',
}
export const REPLY_LIMIT = {
  max: 30,
  windowMs: 10 * 60 * 1000,
  message: 'You are replying too quickly. Please wait a few minutes and try again.',
}

export function formatDiscussionUnread(count: number): string {
  return count > DISCUSSION_UNREAD_CAP ? `${DISCUSSION_UNREAD_CAP}+` : String(count)
}

/** Post ids are decimal strings of a database sequence: compare them as numbers, never as text. */
export function comparePostIds(a: string, b: string): number {
  const left = BigInt(a)
  const right = BigInt(b)
  return left < right ? -1 : left > right ? 1 : 0
}

/**
 * "Quote reply": the quoted post as a markdown blockquote naming its author, followed by an empty line for
 * the answer. Long posts are cut at QUOTE_LENGTH characters.
 */
export function quoteReply(body: string, authorUsername: string | null): string {
  const trimmed = body.trim()
  const cut = trimmed.length > QUOTE_LENGTH ? `${trimmed.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : trimmed
  const lines = cut.split('\n').map((line) => (line === '' ? '>' : `> ${line}`))
  const heading = authorUsername ? `> @${authorUsername} wrote:\n>\n` : ''
  return `${heading}${lines.join('\n')}\n\n`
}

/** Text that stands inside a markdown link's brackets as written (no markup, no early `]`). */
export function markdownLinkText(text: string): string {
  return text.replace(/[\\`*_[\]<>#!|~]/g, (character) => `\\${character}`)
}

/** Cuts a text to `max` characters, ending in "…" when cut. */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}
