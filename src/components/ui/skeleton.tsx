import type * as React from 'react'
import { cn } from '~/lib/cn'

/**
 * A grey, pulsing placeholder for something still loading: a line of text, an avatar, a logo. The caller
 * gives its size (`h-4 w-48`, `size-8`) and its corners (`shape`), and names the whole placeholder once, on its
 * container, for screen readers (`role="status"` and a label); the bar itself is silent.
 *
 * The smallest member of the loading states' family (query-states.tsx builds ListSkeleton from it), in a module
 * of its own because the header's account placeholder uses it on every page: it costs every route a few bytes
 * instead of the family's chunk.
 */
export function Skeleton({
  as: Element = 'div',
  shape = 'line',
  className,
}: {
  as?: 'div' | 'span'
  /** A line of text (slightly rounded), an avatar (a circle) or a logo or icon (a rounded tile). */
  shape?: keyof typeof CORNERS
  className?: string
}): React.ReactElement {
  return <Element aria-hidden className={cn('animate-pulse bg-muted', CORNERS[shape], className)} />
}

const CORNERS = { line: 'rounded', circle: 'rounded-full', tile: 'rounded-lg' }
