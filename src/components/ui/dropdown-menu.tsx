import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import type * as React from 'react'
import { useReadyControl } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'
import { directionOf } from '~/lib/i18n/locales'
import { useSoftLocale } from './use-common-text'

/** A menu in the page's reading direction: right to left, `align="end"` is the left and the arrows swap. */
export function DropdownMenu(props: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  const locale = useSoftLocale()
  return <DropdownMenuPrimitive.Root dir={directionOf(locale)} {...props} />
}

/** The menu's button: disabled, saying "Loading…", until the page has hydrated (see useReadyControl). */
export function DropdownMenuTrigger({
  disabled,
  title,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  const ready = useReadyControl(disabled, title)
  return <DropdownMenuPrimitive.Trigger {...props} {...ready} />
}
export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  fitContent = false,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content> & {
  /** As narrow as its items (a grid of emoji), instead of a menu's usual least width. */
  fitContent?: boolean
}) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 overflow-hidden rounded-lg border border-border bg-card p-1 text-foreground shadow-lg',
          !fitContent && 'min-w-44',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  )
}

const itemClass =
  'relative flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4'

export function DropdownMenuItem({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return <DropdownMenuPrimitive.Item className={cn(itemClass, className)} {...props} />
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem className={cn(itemClass, 'ps-7', className)} {...props}>
      <DropdownMenuPrimitive.ItemIndicator className="absolute start-2 inline-flex">
        <span className="size-2 rounded-full bg-primary" />
      </DropdownMenuPrimitive.ItemIndicator>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  )
}

export function DropdownMenuLabel({
  className,
  heading = false,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label> & {
  /** A small muted heading over a group of items ("Your teams"), not the menu's title. */
  heading?: boolean
}) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn(
        'px-2 py-1.5',
        heading ? 'text-xs font-medium text-muted-foreground' : 'text-sm',
        className,
      )}
      {...props}
    />
  )
}

export function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
}
