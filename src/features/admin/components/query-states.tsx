import type * as React from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'

/** Grey bars while a list loads (announced once to screen readers). */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-border">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <div key={index} className="flex items-center gap-3 px-4 py-3">
          <div className="size-8 animate-pulse rounded-full bg-muted" />
          <div className="grid flex-1 gap-2">
            <div className="h-3.5 w-40 max-w-full animate-pulse rounded bg-muted" />
            <div className="h-3 w-56 max-w-full animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  )
}

/** A failed load, its message and a way to try again. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string
  onRetry: () => void
  className?: string
}) {
  return (
    <div role="alert" className={cn('grid justify-items-center gap-3 px-4 py-8 text-center', className)}>
      <p className="font-medium">Something went wrong!</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}

export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="grid justify-items-center gap-1 px-4 py-8 text-center">
      <p className="text-sm font-medium">{title}</p>
      {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
    </div>
  )
}
