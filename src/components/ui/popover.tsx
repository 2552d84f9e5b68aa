import * as PopoverPrimitive from '@radix-ui/react-popover'
import type * as React from 'react'
import { useReadyControl } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'

export const Popover = PopoverPrimitive.Root

/** The panel's button: disabled, saying "Loading…", until the page has hydrated (see useReadyControl). */
export function PopoverTrigger({
  disabled,
  title,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  const ready = useReadyControl(disabled, title)
  return <PopoverPrimitive.Trigger {...props} {...ready} />
}
export const PopoverClose = PopoverPrimitive.Close

/**
 * A non-modal panel anchored to its trigger: Escape or a click outside closes it and focus goes back to the
 * trigger. Never wider than the screen.
 */
export function PopoverContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-card text-foreground shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  )
}
