/**
 * Chat's constants and pure rules, shared by the server, the screens and the tests.
 */

export const CHAT_MESSAGE_MAX = 4000
export const CHAT_NAME_MAX = 80
export const CHAT_TOPIC_MAX = 250
/** Messages per page of history, in either direction. */
export const CHAT_PAGE_SIZE = 50
export const CHAT_PAGE_MAX = 200
/** Unread counts stop here; the screens show "99+". Counting further would read the whole backlog. */
export const CHAT_UNREAD_CAP = 99
/** Members chosen for a private chat, at most. */
export const CHAT_PRIVATE_MEMBERS_MAX = 200
/** Teams chosen for a private chat, at most. */
export const CHAT_PRIVATE_TEAMS_MAX = 50
export const CHAT_SEARCH_QUERY_MAX = 200
export const CHAT_SEARCH_PAGE_SIZE = 20
/** Characters of a message shown as the chat list's preview and in a reply's quote. */
export const CHAT_PREVIEW_LENGTH = 140

/** The sender signals typing at most once per 3 s; receivers forget it after 6 s. */
export const TYPING_THROTTLE_MS = 3000
export const TYPING_EXPIRE_MS = 6000
/** Presence: each open chat says "here" this often; silent ones drop out after PRESENCE_EXPIRE_MS. */
export const PRESENCE_HEARTBEAT_MS = 15_000
export const PRESENCE_EXPIRE_MS = 40_000

/** The fixed set of reactions on messages. */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '👀'] as const
export type ChatReaction = (typeof CHAT_REACTIONS)[number]

/**
 * Per member, across all chats of all projects. A person types at most a message a second or so; the
 * window allows bursts of pasted lines but stops scripts flooding a room.
 */
export const CHAT_SEND_LIMIT = {
  max: 60,
  windowMs: 10_000,
  message: 'You are sending messages too quickly. Wait a few seconds and try again.',
}

export const DEFAULT_CHAT = { name: 'General', topic: 'Everything about this project' } as const

/** A new group starts when the author changes, the day changes, or the author paused this long. */
export const GROUP_GAP_MS = 5 * 60 * 1000

export function messageTooLongText(length: number): string {
  return `Messages can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en')} characters (this one has ${length.toLocaleString('en')})`
}

/** The calendar day of a timestamp in the viewer's time zone, as YYYY-MM-DD (server: UTC). */
export function dayKey(at: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at))
}

export type GroupableMessage = { id: string; createdAt: string; author: { id: string } | null }

export type MessageGroup<M extends GroupableMessage> = {
  /** The first message's id: stable while older pages load above. */
  key: string
  day: string
  /** True when this group starts a new day (the screen shows a date divider). */
  startsDay: boolean
  authorId: string | null
  messages: M[]
}

/** Messages (oldest first) grouped by author and day, as the chat shows them. */
export function groupMessages<M extends GroupableMessage>(
  messages: readonly M[],
  options: { timeZone?: string; gapMs?: number } = {},
): MessageGroup<M>[] {
  const gap = options.gapMs ?? GROUP_GAP_MS
  const groups: MessageGroup<M>[] = []
  let previous: M | null = null
  for (const message of messages) {
    const day = dayKey(message.createdAt, options.timeZone)
    const authorId = message.author?.id ?? null
    const last = groups.at(-1)
    const continues =
      last !== undefined &&
      previous !== null &&
      last.day === day &&
      last.authorId === authorId &&
      authorId !== null &&
      Date.parse(message.createdAt) - Date.parse(previous.createdAt) < gap
    if (continues) last.messages.push(message)
    else groups.push({ key: message.id, day, startsDay: last?.day !== day, authorId, messages: [message] })
    previous = message
  }
  return groups
}

/** Plain text of a markdown message for previews and quotes: markup stripped, whitespace folded, cut short. */
export function previewOf(body: string, length = CHAT_PREVIEW_LENGTH): string {
  const text = body
    .replace(/```[\s\S]*?```/g, ' [code] ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_~`>#]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text
}

/** Message ids are decimal strings of a database sequence: compare them as numbers, never as text. */
export function compareMessageIds(a: string, b: string): number {
  const left = BigInt(a)
  const right = BigInt(b)
  return left < right ? -1 : left > right ? 1 : 0
}

export function formatUnread(count: number): string {
  return count > CHAT_UNREAD_CAP ? `${CHAT_UNREAD_CAP}+` : String(count)
}
