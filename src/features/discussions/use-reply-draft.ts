import * as React from 'react'

const keyOf = (threadId: string) => `parley:discussion-draft:${threadId}`

function read(threadId: string): string {
  try {
    return window.localStorage.getItem(keyOf(threadId)) ?? ''
  } catch {
    return ''
  }
}

/**
 * The reply being written, kept in this browser per thread so that it survives a reload (and a live refresh of
 * the thread). Cleared once the reply is posted.
 */
export function useReplyDraft(threadId: string) {
  const [draft, setDraftState] = React.useState('')
  // Read after hydration: the server renders an empty box. On the page's first thread, text typed into the box
  // before then (adopted by it as it hydrates) wins over an older stored draft.
  const firstLoad = React.useRef(true)
  React.useEffect(() => {
    const first = firstLoad.current
    firstLoad.current = false
    setDraftState((typed) => (first && typed) || read(threadId))
  }, [threadId])
  const setDraft = React.useCallback(
    (next: string | ((previous: string) => string)) => {
      setDraftState((previous) => {
        const value = typeof next === 'function' ? next(previous) : next
        try {
          if (value.trim() === '') window.localStorage.removeItem(keyOf(threadId))
          else window.localStorage.setItem(keyOf(threadId), value)
        } catch {}
        return value
      })
    },
    [threadId],
  )
  return [draft, setDraft] as const
}
