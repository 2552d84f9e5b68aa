/**
 * Turns a chat's messages (oldest first) into the rows the virtual list draws: a day heading where the day
 * changes, the "New messages" divider before the first unread one, and each message marked as the start of a
 * group (avatar, name and time shown) or a continuation of the same author's run.
 */

import { GROUP_GAP_MS } from '~/lib/chat-rules'

export type RowMessage = {
  id: string
  /** Null when the author's account is gone: such a message never continues a group. */
  author: { id: string } | null
  /** The app it was sent through: a run through one app and the author's own messages are separate groups. */
  via?: string | null
  createdAt: string
  /** Set by the sender's browser: the optimistic row and the saved message share it, so the row stays put. */
  clientId?: string | null
}

export type MessageRow<M extends RowMessage> =
  | { kind: 'day'; key: string; label: string; iso: string }
  | { kind: 'unread'; key: 'unread' }
  | { kind: 'message'; key: string; message: M; groupStart: boolean }

/** The local calendar day of an instant, as a sortable key ("2026-11-22"). */
export function dayKey(iso: string): string {
  const date = new Date(iso)
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** The words of the day headings, in the page's language (the chat catalogue's `day.today`, `day.yesterday`). */
export type DayWords = { locale: string; today: string; yesterday: string }

// The English words are the default (the unit tests call without the page's words).
const ENGLISH_DAYS: DayWords = { locale: 'en', today: 'Today', yesterday: 'Yesterday' }

const dayFormats = new Map<string, { day: Intl.DateTimeFormat; withYear: Intl.DateTimeFormat }>()
function dayFormatsOf(locale: string) {
  let known = dayFormats.get(locale)
  if (!known) {
    known = {
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }),
      withYear: new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric' }),
    }
    dayFormats.set(locale, known)
  }
  return known
}

/** "Today", "Yesterday", "Friday, November 20", or with the year when it is not this year's. */
export function dayLabel(iso: string, now = new Date(), words: DayWords = ENGLISH_DAYS): string {
  const key = dayKey(iso)
  if (key === dayKey(now.toISOString())) return words.today
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (key === dayKey(yesterday.toISOString())) return words.yesterday
  const date = new Date(iso)
  const formats = dayFormatsOf(words.locale)
  return date.getFullYear() === now.getFullYear() ? formats.day.format(date) : formats.withYear.format(date)
}

/**
 * `firstUnreadId`: the message the "New messages" divider goes above (null for none). Keys are stable as
 * pages are prepended, so that the virtualizer keeps measured sizes and the scroll position holds.
 */
export function buildRows<M extends RowMessage>(
  messages: readonly M[],
  firstUnreadId: string | null,
  now = new Date(),
  words: DayWords = ENGLISH_DAYS,
): MessageRow<M>[] {
  const rows: MessageRow<M>[] = []
  let previous: M | null = null
  for (const message of messages) {
    const day = dayKey(message.createdAt)
    const newDay = !previous || dayKey(previous.createdAt) !== day
    if (newDay)
      rows.push({
        kind: 'day',
        key: `day-${day}`,
        label: dayLabel(message.createdAt, now, words),
        iso: message.createdAt,
      })
    const unreadHere = message.id === firstUnreadId
    if (unreadHere) rows.push({ kind: 'unread', key: 'unread' })
    const continues =
      previous !== null &&
      !newDay &&
      !unreadHere &&
      message.author !== null &&
      previous.author?.id === message.author.id &&
      (previous.via ?? null) === (message.via ?? null) &&
      Date.parse(message.createdAt) - Date.parse(previous.createdAt) < GROUP_GAP_MS
    rows.push({ kind: 'message', key: message.clientId ?? message.id, message, groupStart: !continues })
    previous = message
  }
  return rows
}
