import { Lock } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { cn } from '~/lib/cn'
import { badgeClass, dotClass } from './color-classes'

const base = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap'

export function StatusBadge({
  status,
  className,
}: {
  status: { name: string; color: string }
  className?: string
}) {
  return <span className={cn(base, badgeClass(status.color), className)}>{status.name}</span>
}

export function BoardBadge({
  board,
  className,
}: {
  board: { name: string; color: string; teamOnly?: boolean }
  className?: string
}) {
  const t = useT('common')
  return (
    <span className={cn(base, 'bg-muted text-muted-foreground', className)}>
      <span aria-hidden className={cn('size-2 rounded-full', dotClass(board.color))} />
      {board.name}
      {board.teamOnly ? (
        <>
          <Lock aria-hidden className="size-3" />
          <span className="sr-only">{t('badge.teamOnly')}</span>
        </>
      ) : null}
    </span>
  )
}

export function ColorDot({ color, large = false }: { color: string; large?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block rounded-full', large ? 'size-3' : 'size-2.5', dotClass(color))}
    />
  )
}
