import { useQuery } from '@tanstack/react-query'
import { Search, X } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import type { ShippableItem } from '../server/read.server'
import { searchShippableFeedbackFn } from '../updates.functions'

type PickerProps = {
  orgSlug: string
  projectSlug: string
  selected: { id: string; title: string }[]
  onChange: (selected: { id: string; title: string }[]) => void
}

/** "Feedback shipped": search the project's feedback and pick the items this update ships. */
export function ShippedFeedbackPicker({ orgSlug, projectSlug, selected, onChange }: PickerProps) {
  const t = useT('updates')
  const [text, setText] = React.useState('')
  const [query, setQuery] = React.useState('')
  const inputId = React.useId()
  React.useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text])
  const results = useQuery({
    queryKey: ['updates', orgSlug, projectSlug, 'shippable', query],
    queryFn: () => searchShippableFeedbackFn({ data: { orgSlug, projectSlug, query } }),
  })
  const chosen = new Set(selected.map((item) => item.id))
  const add = (item: ShippableItem) => onChange([...selected, { id: item.id, title: item.title }])
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t('card.shipped')}</legend>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('picker.linked')}>
          {selected.map((item) => (
            <li
              key={item.id}
              className="inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm"
            >
              {item.title}
              <button
                type="button"
                className="cursor-pointer rounded-full p-0.5 hover:bg-muted"
                aria-label={t('picker.unlink', { title: item.title })}
                onClick={() => onChange(selected.filter((other) => other.id !== item.id))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('picker.none')}</p>
      )}
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          aria-label={t('picker.search')}
          placeholder={t('picker.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
          className="ps-9"
        />
      </div>
      <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label={t('picker.results')}>
        {(results.data ?? [])
          .filter((item) => !chosen.has(item.id))
          .map((item) => (
            <li key={item.id} className="flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-muted">
              <span className="w-8 shrink-0 text-end text-muted-foreground tabular-nums">
                {item.voteCount}
              </span>
              <span className="min-w-0 flex-1 truncate">{item.title}</span>
              <span className="text-xs text-muted-foreground">{item.status.name}</span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t('picker.link', { title: item.title })}
                onClick={() => add(item)}
              >
                {t('picker.linkButton')}
              </Button>
            </li>
          ))}
      </ul>
    </fieldset>
  )
}
