import { Loader2 } from 'lucide-react'
import type * as React from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { Skeleton } from './skeleton'
import { useCommonText } from './use-common-text'

/**
 * The states of something loaded: loading, failed, empty. Every list, page part and dialog that loads shows
 * them with these, so they look and announce themselves alike; the words are the caller's (bar LoadError's
 * default "Try again", in the page's language).
 *
 * Where they stand (`line`): by default a block centred in its container (a page's list shows it in a Card
 * of its own); `line` is one line of text inside a section or dialog, where a block would push the layout
 * around. `className` adds spacing or placement (`mt-4`, `flex-1`); it does not replace the block's classes.
 *
 * Kept small on purpose, in one module: the pages that show them carry it in their first load, as one chunk
 * shared by all of them (each chunk more costs every route an entry in the preload map; about 0.9 KiB of gzip).
 * Grey placeholders of a page's own shape are built from `Skeleton` (./skeleton.tsx), the family's smallest part.
 */
type Placement = { line?: boolean; className?: string }

const BLOCK = 'grid justify-items-center px-4 py-8 text-center text-sm'

/**
 * What is loading, announced once to screen readers (`role="status"`). `announce={false}` marks the area busy
 * instead, where a list's own announcement follows. A line has no spinner.
 */
export function Loading({
  children,
  announce = true,
  line,
  className,
}: Placement & { children: React.ReactNode; announce?: boolean }) {
  return (
    <div
      role={announce ? 'status' : undefined}
      aria-busy={announce ? undefined : true}
      className={cn(
        'text-sm text-muted-foreground',
        !line && 'flex items-center justify-center gap-2 px-4 py-8',
        className,
      )}
    >
      {line ? null : <Loader2 aria-hidden className="size-4 animate-spin" />}
      {children}
    </div>
  )
}

/**
 * A failed load, announced at once (`role="alert"`): what failed (`title`, when the message alone would not
 * say; blocks only), the message, and a way to try again (none without `onRetry`, where closing and reopening
 * is the way). A line says it in the colour of errors, as a form's field does.
 */
export function LoadError({
  title,
  message,
  onRetry,
  retryLabel,
  line,
  className,
}: Placement & { title?: string; message: React.ReactNode; onRetry?: () => void; retryLabel?: string }) {
  const { t } = useCommonText()
  return (
    <div
      role="alert"
      className={cn(line ? 'flex flex-wrap items-center justify-between text-sm' : BLOCK, 'gap-3', className)}
    >
      {title && !line ? <p className="font-medium">{title}</p> : null}
      <p className={line ? 'text-destructive' : title ? 'text-muted-foreground' : undefined}>{message}</p>
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {retryLabel ?? t('loadError.retry', 'Try again')}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * Nothing to show yet: an (aria-hidden) icon, a title, a line of explanation and what to do about it. A line is
 * its title alone, quietly.
 */
export function EmptyState({
  title,
  children,
  icon,
  action,
  line,
  className,
}: Placement & {
  title: React.ReactNode
  /** The explanation under the title. */
  children?: React.ReactNode
  icon?: React.ReactNode
  action?: React.ReactNode
}) {
  if (line) return <p className={cn('text-sm text-muted-foreground', className)}>{title}</p>
  return (
    <div className={cn(BLOCK, 'gap-2', className)}>
      {icon}
      <p className="text-base font-medium">{title}</p>
      {children ? <div className="max-w-md text-muted-foreground">{children}</div> : null}
      {action}
    </div>
  )
}

/**
 * Grey bars while a list whose rows have a known shape loads, named by `label` and announced once to screen
 * readers. `announce={false}`: a list of placeholders only marked
 * busy, where the list's own announcement follows. `leading` is the rows' avatar or icon.
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
      <Skeleton
        shape={leading === 'avatar' ? 'circle' : 'line'}
        className={cn('shrink-0', leading === 'avatar' ? 'size-8' : 'size-9')}
      />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-3.5 w-40 max-w-full" />
        <Skeleton className="h-3 w-56 max-w-full" />
      </div>
    </Row>
  )
}
