import { TYPING_EXPIRE_MS, TYPING_THROTTLE_MS } from '~/lib/chat-rules'

/** The sender's side: whether a keystroke now should send a typing signal. */
export class TypingThrottle {
  private last = Number.NEGATIVE_INFINITY

  shouldSignal(now: number): boolean {
    if (now - this.last < TYPING_THROTTLE_MS) return false
    this.last = now
    return true
  }
}

export type Typist = { userId: string; name: string }

/** The receiver's side: who is typing, each until 6 s after their latest signal. */
export function addTypist(
  typists: ReadonlyMap<string, { name: string; until: number }>,
  typist: Typist,
  now: number,
): Map<string, { name: string; until: number }> {
  const next = new Map(typists)
  next.set(typist.userId, { name: typist.name, until: now + TYPING_EXPIRE_MS })
  return next
}

export function activeTypists(
  typists: ReadonlyMap<string, { name: string; until: number }>,
  now: number,
): string[] {
  return [...typists.values()].filter((typist) => typist.until > now).map((typist) => typist.name)
}

/** The sentences, in the page's language (the chat catalogue's `typing.*`). */
export type TypingWords = {
  one: (name: string) => string
  two: (first: string, second: string) => string
  several: string
}

// The English sentences are the default (the unit tests call without the page's words).
const ENGLISH_TYPING: TypingWords = {
  one: (name) => `${name} is typing…`,
  two: (first, second) => `${first} and ${second} are typing…`,
  several: 'Several people are typing…',
}

/** "Ada is typing…", "Ada and Bo are typing…", "Several people are typing…". */
export function typingText(names: readonly string[], words: TypingWords = ENGLISH_TYPING): string {
  if (names.length === 0) return ''
  if (names.length === 1) return words.one(names[0] ?? '')
  if (names.length === 2) return words.two(names[0] ?? '', names[1] ?? '')
  return words.several
}
