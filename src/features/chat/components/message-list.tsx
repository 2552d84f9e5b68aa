import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowDown, Loader2 } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import type { ViewMessage } from './chat-room-context'
import { MessageItem } from './message-item'
import type { MessageRow } from './message-rows'

/** Within this many pixels of the top (or bottom), the next page of history loads. */
const LOAD_MARGIN_PX = 600
/** "At the bottom" allows for sub-pixel rounding and a last line half in view. */
const AT_END_PX = 24

export type MessageListHandle = { scrollToEnd: () => void }

export type InitialScroll = { to: 'end' } | { to: 'row'; key: string; align: 'start' | 'center' }

type MessageListProps = {
  chatName: string
  rows: MessageRow<ViewMessage>[]
  hasOlder: boolean
  hasNewer: boolean
  loadingOlder: boolean
  loadingNewer: boolean
  loadOlder: () => void
  loadNewer: () => void
  /** Where the list opens: the bottom, the permalinked message, or the "New messages" divider. */
  initialScroll: InitialScroll
  /** The latest message is in view (and nothing newer is left to load). */
  onBottomVisible: (visible: boolean) => void
  /** History opened around an old message: leave it for the latest page. */
  onJumpToPresent: () => void
  ref?: React.Ref<MessageListHandle>
}

type ListRow = MessageRow<ViewMessage> | { kind: 'top'; key: 'top' } | { kind: 'bottom'; key: 'bottom' }

/**
 * The history, virtualized: only rows near the viewport are in the DOM, so 100,000 messages scroll like 10.
 * Anchored at the end: older pages prepended above keep what is on screen in place, and new messages follow
 * only when the reader is at the bottom.
 */
export function MessageList({
  chatName,
  rows,
  hasOlder,
  hasNewer,
  loadingOlder,
  loadingNewer,
  loadOlder,
  loadNewer,
  initialScroll,
  onBottomVisible,
  onJumpToPresent,
  ref,
}: MessageListProps) {
  const t = useT('chat')
  const scrollRef = React.useRef<HTMLDivElement>(null)
  const listRows = React.useMemo<ListRow[]>(
    () => [
      { kind: 'top', key: 'top' },
      ...rows,
      ...(hasNewer ? [{ kind: 'bottom', key: 'bottom' } as const] : []),
    ],
    [rows, hasNewer],
  )
  const virtualizer = useVirtualizer({
    count: listRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimate(listRows[index]),
    getItemKey: (index) => listRows[index]?.key ?? index,
    overscan: 10,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
  })

  const [awayFromEnd, setAwayFromEnd] = React.useState(false)
  const state = React.useRef({
    hasOlder,
    hasNewer,
    loadingOlder,
    loadingNewer,
    loadOlder,
    loadNewer,
    onBottomVisible,
  })
  state.current = { hasOlder, hasNewer, loadingOlder, loadingNewer, loadOlder, loadNewer, onBottomVisible }
  const ready = React.useRef(false)

  const check = React.useCallback(() => {
    const element = scrollRef.current
    if (!element || !ready.current) return
    const current = state.current
    const fromEnd = element.scrollHeight - element.clientHeight - element.scrollTop
    const atEnd = fromEnd <= AT_END_PX
    setAwayFromEnd(!atEnd || current.hasNewer)
    current.onBottomVisible(atEnd && !current.hasNewer)
    if (element.scrollTop < LOAD_MARGIN_PX && current.hasOlder && !current.loadingOlder) current.loadOlder()
    if (fromEnd < LOAD_MARGIN_PX && current.hasNewer && !current.loadingNewer) current.loadNewer()
  }, [])

  // Opens where asked, once the first rows are laid out; loading pages waits until then.
  const initial = React.useRef(initialScroll)
  React.useLayoutEffect(() => {
    if (ready.current) return
    const target = initial.current
    const index = target.to === 'row' ? listRows.findIndex((row) => row.key === target.key) : -1
    if (index >= 0 && target.to === 'row') virtualizer.scrollToIndex(index, { align: target.align })
    else virtualizer.scrollToEnd()
    const timer = setTimeout(() => {
      ready.current = true
      check()
    }, 150)
    return () => clearTimeout(timer)
  }, [virtualizer, listRows, check])

  // New rows (a page loaded, a message arrived) may leave the bottom in view, or the top near: look again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the rows on purpose
  React.useEffect(() => {
    check()
  }, [listRows, hasOlder, hasNewer, check])

  // The reader took over (sent a message): the opening position is not applied again when rows change.
  React.useImperativeHandle(
    ref,
    () => ({
      scrollToEnd: () => {
        ready.current = true
        virtualizer.scrollToEnd()
      },
    }),
    [virtualizer],
  )

  const items = virtualizer.getVirtualItems()

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <section
        ref={scrollRef}
        aria-label={t('history.label', { name: chatName })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
        tabIndex={0}
        onScroll={check}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = listRows[item.index]
            if (!row) return null
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 start-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Row row={row} chatName={chatName} hasOlder={hasOlder} />
              </div>
            )
          })}
        </div>
      </section>
      {awayFromEnd ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="absolute end-4 bottom-3 shadow-md"
          onClick={() => {
            if (hasNewer) onJumpToPresent()
            else virtualizer.scrollToEnd({ behavior: 'smooth' })
          }}
        >
          <ArrowDown aria-hidden /> {t('history.jumpToLatest')}
        </Button>
      ) : null}
      {loadingNewer ? (
        <span className="sr-only" role="status">
          {t('history.loadingNewer')}
        </span>
      ) : null}
      {loadingOlder ? (
        <span className="sr-only" role="status">
          {t('history.loadingOlder')}
        </span>
      ) : null}
    </div>
  )
}

function estimate(row: ListRow | undefined): number {
  if (!row) return 40
  if (row.kind === 'message') return row.groupStart ? 64 : 28
  if (row.kind === 'top') return 72
  return 40
}

function Row({ row, chatName, hasOlder }: { row: ListRow; chatName: string; hasOlder: boolean }) {
  const t = useT('chat')
  switch (row.kind) {
    case 'top':
      return hasOlder ? (
        <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" /> {t('history.loadingOlder')}
        </p>
      ) : (
        <div className="px-3 pt-6 pb-2">
          <p className="font-semibold">{t('history.start', { name: chatName })}</p>
          <p className="text-sm text-muted-foreground">{t('history.nothingBefore')}</p>
        </div>
      )
    case 'bottom':
      return (
        <p className="flex items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" /> {t('history.loadingNewer')}
        </p>
      )
    case 'day':
      return (
        <div className="flex items-center gap-3 px-3 pt-4 pb-1">
          <span aria-hidden className="h-px flex-1 bg-border" />
          <h4 className="text-xs font-medium text-muted-foreground">
            <time dateTime={row.iso.slice(0, 10)} suppressHydrationWarning>
              {row.label}
            </time>
          </h4>
          <span aria-hidden className="h-px flex-1 bg-border" />
        </div>
      )
    case 'unread':
      return (
        <div className="flex items-center gap-3 px-3 pt-2 pb-1" data-testid="unread-divider">
          <span aria-hidden className="h-px flex-1 bg-red-600 dark:bg-red-400" />
          <p className="text-xs font-semibold text-red-700 dark:text-red-300">{t('history.newMessages')}</p>
          <span aria-hidden className="h-px flex-1 bg-red-600 dark:bg-red-400" />
        </div>
      )
    case 'message':
      return <MessageItem message={row.message} groupStart={row.groupStart} />
  }
}
