import type * as React from 'react'
import { cn } from '~/lib/cn'

/** The border and background a card takes; a caller's `className` sets neither (`cn` does not resolve conflicts). */
const TONES = {
  default: 'border-border bg-card',
  /** Irreversible actions: deleting, leaving. */
  danger: 'border-destructive/40 bg-card',
  /** Asks for attention: an unread notification. */
  highlight: 'border-primary/50 bg-card',
  /** Seen by the team only: an internal note. */
  internal: 'border-amber-400/70 bg-amber-50 dark:border-amber-500/40 dark:bg-amber-500/10',
} as const

export type CardTone = keyof typeof TONES

export function Card({
  className,
  tone = 'default',
  ...props
}: React.ComponentProps<'div'> & { tone?: CardTone }) {
  return <div className={cn('rounded-xl border shadow-sm', TONES[tone], className)} {...props} />
}
