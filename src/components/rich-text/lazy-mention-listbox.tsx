import * as React from 'react'
import { lazyNamed } from '~/lib/lazy-named'
import type { MentionListboxProps } from './mention-listbox'

/**
 * The @mention list loads apart from the text boxes that offer it: `preloadMentionListbox()` starts it as soon
 * as an `@name` is being typed, so it is there before the people found for it come back.
 */
const loadMentionListbox = () => import('./mention-listbox')

const Listbox = lazyNamed(loadMentionListbox, 'MentionListbox')

export function preloadMentionListbox(): void {
  void loadMentionListbox()
}

export function MentionListbox(props: MentionListboxProps) {
  return (
    <React.Suspense fallback={null}>
      <Listbox {...props} />
    </React.Suspense>
  )
}
