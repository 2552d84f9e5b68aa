import type * as React from 'react'
import { cn } from '~/lib/cn'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground disabled:opacity-50 aria-busy:opacity-60 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  )
}
