import { ChevronDown } from 'lucide-react'
import type * as React from 'react'
import { useReadyControl } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'

/**
 * A styled native <select>: keyboard, screen-reader and mobile pickers work as the platform intends. A
 * controlled one (a filter that acts on change, not a form's field) waits for the page's script, disabled and
 * saying so (see useReadyControl).
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  const needsScript = props.value !== undefined && Boolean(props.onChange)
  const ready = useReadyControl(props.disabled, props.title)
  return (
    <span className={cn('relative inline-flex', className)}>
      <select
        className="h-9 w-full cursor-pointer appearance-none rounded-md border border-input bg-card py-1 ps-3 pe-8 text-sm shadow-xs disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
        {...(needsScript ? ready : null)}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 end-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </span>
  )
}
