import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Development builds, and a production build made with VITE_CHECK_CLASS_CONFLICTS=true, check every call with
 * tailwind-merge. Elsewhere this is a constant false and the bundler drops tailwind-merge (8.4 KiB of gzip on
 * every page).
 */
const checkConflicts = import.meta.env.DEV || import.meta.env.VITE_CHECK_CLASS_CONFLICTS === 'true'

/**
 * Joins class names. It does not resolve Tailwind conflicts: a component sets each CSS property in one place
 * (a variant, a `size` or `tone` prop) and a caller's `className` adds only what none of them sets. With both
 * `size-8` and `size-10` on an element, the one later in Tailwind's stylesheet would win, not the caller's.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs)
  if (checkConflicts) reportConflicts(joined)
  return joined
}

/** A console error, which fails the browser test that reaches it (tests/helpers/browser.ts). */
function reportConflicts(joined: string) {
  const classes = new Set(joined.split(' ').filter(Boolean))
  const kept = new Set(twMerge(joined).split(' '))
  const dropped = [...classes].filter((name) => !kept.has(name))
  if (dropped.length > 0) {
    console.error(
      `cn(): "${dropped.join(' ')}" conflicts with a later class in "${joined}". Choose with a prop instead.`,
    )
  }
}
