import type * as React from 'react'
import { cn } from '~/lib/cn'

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'flex h-9 w-full rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs placeholder:text-muted-foreground disabled:opacity-50 aria-busy:opacity-60 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  )
}
