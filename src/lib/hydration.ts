import { useHydrated } from '@tanstack/react-router'
import * as React from 'react'

export { useHydrated }

/**
 * What a control that needs the page's script says while that script is still loading, in English (the `common`
 * catalogue's `form.notReady` in the page's language: src/components/ui/use-ready-control.ts).
 */
export const NOT_READY_REASON = 'Loading…'

/**
 * `disabled` and `title` for a control that only works through the page's script (a button with a click
 * handler, a menu trigger, a filter that navigates). Until the page has hydrated it is disabled and its title
 * says why, so a press in the first seconds of a slow load is visibly refused instead of silently lost; then
 * it has its own `disabled` and `title`. A control rendered after hydration is ready from its first render.
 */
export function readyControl(
  hydrated: boolean,
  disabled?: boolean,
  title?: string,
  notReady = NOT_READY_REASON,
): { disabled?: boolean; title?: string } {
  return hydrated ? { disabled, title } : { disabled: true, title: notReady }
}

/**
 * A controlled text box adopts what was typed into it before the page hydrated: React keeps the typed text on
 * screen while hydrating but puts its own (empty) state back on the next render, so the text would vanish, or
 * stay on screen without being part of what is searched or sent.
 */
export function useAdoptTypedText(
  box: React.RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (typed: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the box hydrates; later changes are React's own
  React.useEffect(() => {
    const typed = box.current?.value
    if (typed && typed !== value) onChange(typed)
  }, [])
}
