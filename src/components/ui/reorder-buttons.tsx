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

/** `rows` in the order of `ids`; rows the order does not name (added meanwhile) last, in their own order. */
export function arrangedBy<T extends { id: string }>(rows: readonly T[], ids: readonly string[]): T[] {
  const place = new Map(ids.map((id, index) => [id, index]))
  return [...rows].sort((a, b) => (place.get(a.id) ?? ids.length) - (place.get(b.id) ?? ids.length))
}

/**
 * A list the person reorders with ReorderButtons: `rows` in the order to show, and `move`, which shows a move at
 * once, saves it (`save` gets the new order of ids and reports a refusal itself) and, once no move of the list is
 * waiting for its answer, lets the caller refresh the list (`settle`). Until then the list keeps the order the
 * person made, whatever a refetch brings meanwhile: the answer to an earlier move, or a live event, carries the
 * order before the later moves and showed the row jumping back for a moment. After a refused move, `settle`
 * brings the order the server kept.
 */
export function useReorder<T extends { id: string }>(items: readonly T[]) {
  const [order, setOrder] = React.useState<readonly string[] | null>(null)
  // The order of the latest move, read by the next one before React has rendered this one.
  const latest = React.useRef<readonly string[] | null>(null)
  const inFlight = React.useRef(0)
  const rows = React.useMemo(() => (order ? arrangedBy(items, order) : [...items]), [items, order])

  const move = async (
    index: number,
    delta: -1 | 1,
    save: (ids: string[]) => Promise<unknown>,
    settle: () => Promise<unknown>,
  ) => {
    const shown = latest.current ? arrangedBy(items, latest.current) : items
    const ids = moveInList(shown, index, delta).map((row) => row.id)
    latest.current = ids
    setOrder(ids)
    inFlight.current += 1
    try {
      await save(ids)
    } finally {
      inFlight.current -= 1
      if (inFlight.current === 0) {
        await settle()
        // A move made while the list refreshed keeps its order until its own answer.
        if (inFlight.current === 0) {
          latest.current = null
          setOrder(null)
        }
      }
    }
  }

  return { rows, move }
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
