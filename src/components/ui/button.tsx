import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { useReadyControl } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'

/**
 * Each CSS property is set by one variant only, so a caller picks a look with props and its `className` adds
 * only what none of them sets (margins, placement, width): `cn` joins classes, it does not resolve conflicts.
 */
export const buttonVariants = cva(
  'inline-flex items-center whitespace-nowrap font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        outline: 'border border-border bg-card hover:bg-muted',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        destructive:
          'bg-destructive text-white hover:bg-destructive/90 dark:bg-red-700 dark:hover:bg-red-800',
        /** A toggle that is on (following, say): the outline button, tinted. */
        toggled: 'border border-primary/50 bg-accent text-foreground hover:bg-accent/80',
        /** On the amber impersonation banner. */
        banner:
          'border border-amber-700/50 bg-transparent text-inherit hover:bg-amber-200 dark:hover:bg-amber-900',
      },
      size: {
        default: 'h-9 gap-2 px-4 py-2 text-sm',
        sm: 'h-8 gap-2 px-3 text-sm',
        /** A small button with little room: the header's team switcher. */
        compact: 'h-8 gap-1.5 px-2 text-sm',
        lg: 'h-11 gap-2 px-6 text-base',
        icon: 'size-9 gap-2 text-sm',
        'icon-sm': 'size-8 gap-2 text-sm',
        'icon-xs': 'size-7 gap-2 text-sm',
      },
      shape: {
        default: 'rounded-md',
        round: 'rounded-full',
      },
      /** `start` for a list of full-width choices with an icon each (social sign-in). */
      align: {
        center: 'justify-center',
        start: 'justify-start',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', shape: 'default', align: 'center' },
  },
)

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a Link, say) with the button's look. */
    asChild?: boolean
  }

/**
 * A button whose whole behaviour is script (a click handler, or a menu trigger's pointer handler, neither a
 * submit nor a link) is disabled, saying "Loading…", until the page has hydrated (see useReadyControl).
 */
export function Button({ className, variant, size, shape, align, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  const needsScript = !asChild && props.type !== 'submit' && Boolean(props.onClick || props.onPointerDown)
  const ready = useReadyControl(props.disabled, props.title)
  return (
    <Component
      className={cn(buttonVariants({ variant, size, shape, align }), className)}
      {...props}
      {...(needsScript ? ready : null)}
    />
  )
}
