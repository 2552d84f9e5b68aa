import { ArrowDown, ArrowUp } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from './button'

/** The ids with the one at `index` moved by `delta` places (within bounds). */
export function moveInList<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [moved] = next.splice(index, 1)
  next.splice(target, 0, moved as T)
  return next
}

type ReorderButtonsProps = {
  /** What is moved, for the buttons' accessible names ("Move Bugs up"). */
  name: string
  index: number
  count: number
  onMove: (delta: -1 | 1) => void
  disabled?: boolean
}

/**
 * Move up / Move down for one row of an ordered list. The row keeps its key when it moves, so focus stays on
 * the pressed button; when the row reaches an end and that button turns disabled, focus moves to the other
 * one instead of falling back to the page.
 */
export function ReorderButtons({ name, index, count, onMove, disabled = false }: ReorderButtonsProps) {
  const t = useT('common')
  const upRef = React.useRef<HTMLButtonElement>(null)
  const downRef = React.useRef<HTMLButtonElement>(null)
  const lastMove = React.useRef<-1 | 1 | null>(null)
  const atTop = index === 0
  const atBottom = index === count - 1

  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run exactly when the row has moved.
  React.useEffect(() => {
    const moved = lastMove.current
    if (moved === null) return
    lastMove.current = null
    const pressed = moved === -1 ? upRef.current : downRef.current
    const other = moved === -1 ? downRef.current : upRef.current
    if (pressed?.disabled) other?.focus()
    else pressed?.focus()
  }, [index])

  const move = (delta: -1 | 1) => {
    lastMove.current = delta
    onMove(delta)
  }

  return (
    <span className="inline-flex gap-1">
      <Button
        ref={upRef}
        type="button"
        variant="outline"
        size="icon-sm"
        aria-label={t('reorder.moveNameUp', { name })}
        title={t('reorder.moveUp')}
        disabled={disabled || atTop}
        onClick={() => move(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        ref={downRef}
        type="button"
        variant="outline"
        size="icon-sm"
        aria-label={t('reorder.moveNameDown', { name })}
        title={t('reorder.moveDown')}
        disabled={disabled || atBottom}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </span>
  )
}
