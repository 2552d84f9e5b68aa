import * as React from 'react'
import type { MentionCandidate } from '~/lib/mentions'
import { preloadMentionListbox } from './lazy-mention-listbox'
import { type MentionQuery, mentionQueryAt } from './text-edits'

/** Where the editor's autocomplete finds people: called with the letters typed after `@`. */
export type MentionSource = (query: string) => Promise<MentionCandidate[]>

export const MENTION_DEBOUNCE_MS = 150

type Status = 'idle' | 'loading' | 'ready' | 'error'

/**
 * The state of the @mention autocomplete: which `@query` is being typed, the people found for it (debounced,
 * late answers to earlier queries ignored), the active option, and the keys that drive the list.
 */
export function useMentionAutocomplete(
  source: MentionSource | undefined,
  onPick: (candidate: MentionCandidate, mention: MentionQuery) => void,
) {
  const [mention, setMention] = React.useState<MentionQuery | null>(null)
  const [candidates, setCandidates] = React.useState<MentionCandidate[]>([])
  const [status, setStatus] = React.useState<Status>('idle')
  const [activeIndex, setActiveIndex] = React.useState(0)
  // Escape closes the list for this one `@`; typing another mention opens it again.
  const [dismissedAt, setDismissedAt] = React.useState<number | null>(null)
  const sourceRef = React.useRef(source)
  sourceRef.current = source
  const requestRef = React.useRef(0)

  const query =
    source && mention && mention.query.length > 0 && mention.start !== dismissedAt ? mention.query : null

  React.useEffect(() => {
    const request = ++requestRef.current
    if (query === null) {
      setCandidates([])
      setStatus('idle')
      return
    }
    setStatus('loading')
    preloadMentionListbox()
    const timer = setTimeout(() => {
      const find = sourceRef.current
      if (!find) return
      find(query).then(
        (found) => {
          if (requestRef.current !== request) return
          setCandidates(found)
          setActiveIndex(0)
          setStatus('ready')
        },
        () => {
          if (requestRef.current !== request) return
          setCandidates([])
          setStatus('error')
        },
      )
    }, MENTION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query])

  /** Call after every change of the text or the caret. */
  const track = React.useCallback((value: string, selectionStart: number, selectionEnd: number) => {
    const next = selectionStart === selectionEnd ? mentionQueryAt(value, selectionStart) : null
    setMention((previous) =>
      previous?.start === next?.start && previous?.query === next?.query ? previous : next,
    )
  }, [])

  const close = React.useCallback(() => setMention(null), [])

  const open = query !== null && candidates.length > 0

  const pick = (index: number) => {
    const candidate = candidates[index]
    if (!candidate || !mention) return
    setMention(null)
    setCandidates([])
    onPick(candidate, mention)
  }

  /** Handles the list's keys; true when the key was used (the caller then prevents its default). */
  const handleKey = (key: string): boolean => {
    if (!open) return false
    if (key === 'ArrowDown') setActiveIndex((index) => (index + 1) % candidates.length)
    else if (key === 'ArrowUp') setActiveIndex((index) => (index - 1 + candidates.length) % candidates.length)
    else if (key === 'Enter' || key === 'Tab') pick(activeIndex)
    else if (key === 'Escape') setDismissedAt(mention?.start ?? null)
    else return false
    return true
  }

  return {
    open,
    /** The letters being looked up, or null when no mention is being typed. */
    query,
    status,
    candidates,
    activeIndex: Math.min(activeIndex, Math.max(candidates.length - 1, 0)),
    setActiveIndex,
    track,
    close,
    pick,
    handleKey,
  }
}
