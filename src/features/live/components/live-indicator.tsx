import { useT } from '~/components/i18n/use-t'
import { cn } from '~/lib/cn'
import { useLiveStatus } from '../live-provider'

const labels = {
  connecting: 'live.connecting',
  live: 'live.live',
  reconnecting: 'live.reconnecting',
  offline: 'live.offline',
  failed: 'live.failed',
} as const

/** A small dot (and, when it matters, words) saying whether what you see updates by itself. */
export function LiveIndicator() {
  const status = useLiveStatus()
  const t = useT('common')
  if (status === 'idle') return null
  const label = t(labels[status])
  return (
    <span
      role="status"
      aria-live="polite"
      title={label}
      data-testid="live-indicator"
      data-status={status}
      className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-xs text-muted-foreground"
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          status === 'live' && 'bg-emerald-500',
          (status === 'connecting' || status === 'reconnecting') && 'animate-pulse bg-amber-500',
          (status === 'offline' || status === 'failed') && 'bg-destructive',
        )}
      />
      <span className={cn(status === 'live' || status === 'connecting' ? 'sr-only' : 'hidden sm:inline')}>
        {label}
      </span>
    </span>
  )
}
