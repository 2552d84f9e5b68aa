import { Search } from 'lucide-react'
import * as React from 'react'
import { useAdoptTypedText } from '~/lib/hydration'
import { Input } from './input'

type SearchBoxProps = {
  /** The search in force (usually from the URL); the box follows it when it changes elsewhere. */
  value: string
  onSearch: (query: string) => void
  label: string
  debounceMs?: number
}

/**
 * A search field that searches as one types (debounced) and at once on Enter. No form: there is nothing to
 * submit, so a press before hydration cannot send the text anywhere; what was typed then is searched once
 * the page is interactive.
 */
export function SearchBox({ value, onSearch, label, debounceMs = 300 }: SearchBoxProps) {
  const [text, setText] = React.useState(value)
  const box = React.useRef<HTMLInputElement>(null)
  useAdoptTypedText(box, text, setText)
  const onSearchRef = React.useRef(onSearch)
  onSearchRef.current = onSearch
  React.useEffect(() => setText(value), [value])
  React.useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearchRef.current(text.trim()), debounceMs)
    return () => clearTimeout(timer)
  }, [text, value, debounceMs])
  return (
    <search className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={box}
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim())
        }}
        className="ps-9"
      />
    </search>
  )
}
