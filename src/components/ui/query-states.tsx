import { Loader2 } from 'lucide-react'
import type * as React from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'

/**
 * The states of something loaded: loading, failed, empty. Every list, page part and dialog that loads shows
 * them with these, so they look and announce themselves alike; the words are the caller's.
 *
 * Where they stand (`variant`):
 * - `card`: the page's main area is a card of its own (a list page before its list).
 * - `block`: inside a container that is already there (a card, a section, a panel), centred in it.
 * - `line`: one line of text inside a section or dialog, where a larger block would push the layout around.
 * `className` adds spacing (margins, padding, `flex-1`); it does not replace the variant's classes.
 */
export type QueryStateVariant = 'card' | 'block' | 'line'

function Frame({
  variant,
  className,
  ...props
}: React.ComponentProps<'div'> & { variant: QueryStateVariant }) {
  return variant === 'card' ? (
    <Card className={cn('p-10', className)} {...props} />
  ) : (
    <div className={cn(variant === 'block' && 'px-4 py-8', className)} {...props} />
  )
}

/**
 * What is loading, announced once to screen readers (`role="status"`). `announce={false}` marks the area busy
 * instead, where a list's own announcement follows. A line has no spinner.
 */
export function Loading({
  children,
  variant = 'card',
  announce = true,
  className,
}: {
  children: React.ReactNode
  variant?: QueryStateVariant
  announce?: boolean
  className?: string
}) {
  const roles = announce ? { role: 'status' } : { 'aria-busy': true }
  return (
    <Frame
      variant={variant}
      {...roles}
      className={cn(
        'text-sm text-muted-foreground',
        variant !== 'line' && 'flex items-center justify-center gap-2',
        className,
      )}
    >
      {variant === 'line' ? null : <Loader2 aria-hidden className="size-4 animate-spin" />}
      {children}
    </Frame>
  )
}

/**
 * Grey bars while a list loads, named by `label` and announced once to screen readers. `announce={false}`: a
 * list of placeholders only marked busy, where the list's own announcement follows (as Loading).
 * `leading` is the rows' avatar or icon.
 */
export function ListSkeleton({
  rows = 5,
  label,
  leading = 'avatar',
  announce = true,
  className,
}: {
  rows?: number
  label: string
  leading?: 'avatar' | 'icon'
  announce?: boolean
  className?: string
}) {
  const placeholders = Array.from({ length: rows }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
    <SkeletonRow key={index} as={announce ? 'div' : 'li'} leading={leading} />
  ))
  const classes = cn('divide-y divide-border', className)
  return announce ? (
    <div role="status" aria-label={label} className={classes}>
      {placeholders}
    </div>
  ) : (
    <ul aria-busy="true" aria-label={label} className={classes}>
      {placeholders}
    </ul>
  )
}

function SkeletonRow({ as: Row, leading }: { as: 'div' | 'li'; leading: 'avatar' | 'icon' }) {
  return (
    <Row className="flex items-center gap-3 px-4 py-3">
      <div
        className={cn(
          'shrink-0 animate-pulse bg-muted',
          leading === 'avatar' ? 'size-8 rounded-full' : 'size-9 rounded',
        )}
      />
      <div className="grid flex-1 gap-2">
        <div className="h-3.5 w-40 max-w-full animate-pulse rounded bg-muted" />
        <div className="h-3 w-56 max-w-full animate-pulse rounded bg-muted" />
      </div>
    </Row>
  )
}

/**
 * A failed load: what failed (`title`, when the message alone would not say), the message, and a way to try
 * again (none without `onRetry`, where closing and reopening is the way). Announced at once (`role="alert"`).
 * A line says it in the colour of errors, as a form's field does.
 */
export function LoadError({
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  variant = 'card',
  className,
}: {
  title?: string
  message: React.ReactNode
  onRetry?: () => void
  retryLabel?: string
  variant?: QueryStateVariant
  className?: string
}) {
  const retry = onRetry ? (
    <Button type="button" variant="outline" size="sm" onClick={onRetry}>
      {retryLabel}
    </Button>
  ) : null
  if (variant === 'line') {
    return (
      <Frame
        variant="line"
        role="alert"
        className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
      >
        <p className="text-destructive">
          {title ? `${title} ` : null}
          {message}
        </p>
        {retry}
      </Frame>
    )
  }
  return (
    <Frame
      variant={variant}
      role="alert"
      className={cn('grid justify-items-center gap-3 text-center text-sm', className)}
    >
      {title ? <p className="font-medium">{title}</p> : null}
      <p className={title ? 'text-muted-foreground' : undefined}>{message}</p>
      {retry}
    </Frame>
  )
}

/**
 * Nothing to show yet: a title, a line of explanation and what to do about it. A line is its title alone,
 * quietly.
 */
export function EmptyState({
  title,
  children,
  icon,
  action,
  variant = 'card',
  dashed = false,
  className,
  'data-testid': testId,
}: {
  title: React.ReactNode
  /** The explanation under the title. */
  children?: React.ReactNode
  /** An aria-hidden icon above the title. */
  icon?: React.ReactNode
  action?: React.ReactNode
  variant?: QueryStateVariant
  /** A dashed border: a place waiting to be filled (a folder, a list one can add to). */
  dashed?: boolean
  className?: string
  'data-testid'?: string
}) {
  if (variant === 'line') return <p className={cn('text-sm text-muted-foreground', className)}>{title}</p>
  return (
    <Frame
      variant={variant}
      data-testid={testId}
      className={cn('grid justify-items-center gap-2 text-center', dashed && 'border-dashed', className)}
    >
      {icon}
      <p className="font-medium">{title}</p>
      {children ? <div className="max-w-md text-sm text-muted-foreground">{children}</div> : null}
      {action}
    </Frame>
  )
}
