import { hashKey, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import * as React from 'react'
import { authRequestsSettled, authRequestsStarted } from '~/features/auth/auth-requests'
import { getViewerIdentity } from '~/features/auth/session.functions'
import { ACCESS_REFRESH_EVENT } from '~/lib/access-refresh'
import { topicOf } from '~/lib/live-topics'
import type { ViewerIdentity } from '~/lib/viewer'
import { type LiveChange, LiveConnection, type LiveSignal, type LiveStatus } from './live-connection'
import { installLeaveGuard, mutationQueue } from './mutation-queue'

/** The tab's connection (null while the server renders). Exported for the hooks' tests. */
export const LiveContext = React.createContext<LiveConnection | null>(null)

/** One live connection per tab, made in the browser only (the server renders without it). */
export function LiveProvider({
  identity,
  children,
}: {
  /**
   * Who the root layout read the viewer to be, with their live token and the live position the page was
   * rendered at (ViewerIdentity): the connection starts from them.
   */
  identity: ViewerIdentity
  children: React.ReactNode
}) {
  const userId = identity.userId
  // Made by the first render in the browser, not by an effect: a context that changed from null to the
  // connection right after hydration re-rendered every consumer at once (a whole feedback list, in one
  // blocking task). Constructing it does nothing; it connects when something retains a topic.
  const [connection] = React.useState(() =>
    typeof window === 'undefined'
      ? null
      : new LiveConnection({
          viewerId: userId,
          identity,
          fetchIdentity: async () => {
            // A sign-out started while the identity was being read may end the session its token names.
            for (;;) {
              await authRequestsSettled()
              const startedBefore = authRequestsStarted()
              const identity = await getViewerIdentity({
                data: { href: window.location.pathname + window.location.search },
              })
              if (authRequestsStarted() === startedBefore) return identity
            }
          },
          sessionChanges: authRequestsStarted,
        }),
  )
  const router = useRouter()

  React.useEffect(() => {
    const removeLeaveGuard = installLeaveGuard()
    return () => {
      connection?.close()
      removeLeaveGuard()
    }
  }, [connection])

  // Someone else is behind the cookie (signed out in another tab, revoked from another device): the root
  // route reads who the viewer is now, and the userId change below reconnects as them.
  React.useEffect(
    () =>
      connection?.onViewerChanged(async () => {
        await authRequestsSettled()
        void router.invalidate()
      }),
    [connection, router],
  )

  // What the viewer may read changed in a way no topic closure shows (they joined or left a team,
  // which opens or closes team-only boards inside topics they keep): everything on screen is read again.
  const queryClient = useQueryClient()
  React.useEffect(() => {
    if (!connection || !userId) return
    const topic = topicOf.user(userId)
    const release = connection.retain([topic])
    const stop = connection.onChange((change) => {
      if (change.topic === topic && change.type === ACCESS_REFRESH_EVENT) refetchForLive(queryClient)
    })
    return () => {
      release()
      stop()
    }
  }, [connection, userId, queryClient])

  // A different viewer needs a different token (and may see different topics).
  React.useEffect(() => {
    if (connection && connection.viewer !== userId) connection.restart(userId)
  }, [connection, userId])

  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>
}

/**
 * Refetches these queries (every query without a key) because a live change or a reconnect asks for it: once
 * the viewer's own mutations in flight have settled, not under them. Read while one is in flight, the answer
 * lacks it and puts the screen back as it was before its optimistic update (a reordered list jumping back, a
 * notification read showing unread) until the next refetch. Asked again meanwhile, it runs once.
 */
export function refetchForLive(queryClient: QueryClient, queryKey?: QueryKey): void {
  mutationQueue.whenSettled(
    () => void queryClient.invalidateQueries(queryKey ? { queryKey } : undefined),
    queryKey ? hashKey(queryKey) : ALL_QUERIES,
  )
}

const ALL_QUERIES = Symbol('all queries')

/**
 * Declares the live topics a component shows and the queries they refresh: any change on those topics, and
 * any reconnect (which may have missed some), invalidates the queries.
 */
export function useLiveQueries(
  topics: (string | null | undefined)[],
  queryKeys: QueryKey[],
  onChange?: (change: LiveChange) => void,
) {
  const connection = React.useContext(LiveContext)
  const queryClient = useQueryClient()
  const topicList = topics.filter((topic): topic is string => Boolean(topic))
  const topicsKey = topicList.join(',')
  const keysRef = React.useRef(queryKeys)
  keysRef.current = queryKeys
  const onChangeRef = React.useRef(onChange)
  onChangeRef.current = onChange

  React.useEffect(() => {
    if (!connection || !topicsKey) return
    const wanted = new Set(topicsKey.split(','))
    const refresh = () => {
      for (const queryKey of keysRef.current) refetchForLive(queryClient, queryKey)
    }
    const release = connection.retain([...wanted])
    const stopChanges = connection.onChange((change) => {
      if (!wanted.has(change.topic)) return
      onChangeRef.current?.(change)
      refresh()
    })
    const stopResync = connection.onResync(refresh)
    return () => {
      release()
      stopChanges()
      stopResync()
    }
  }, [connection, topicsKey, queryClient])
}

/**
 * The tab's live connection (null during SSR and before it starts), for views that patch their data from
 * events instead of refetching (chat) and so handle changes and resyncs themselves.
 */
export function useLiveConnection(): LiveConnection | null {
  return React.useContext(LiveContext)
}

export function useLiveStatus(): LiveStatus {
  const connection = React.useContext(LiveContext)
  const subscribe = React.useCallback(
    (onChange: () => void) => connection?.onStatus(onChange) ?? (() => {}),
    [connection],
  )
  // While hydrating, what the server rendered ('idle': it has no connection). The connection may have started
  // before this part of the page hydrates (a live list hydrated first): reading its status then would render
  // the indicator where the server's HTML has none, a hydration mismatch.
  return React.useSyncExternalStore(
    subscribe,
    () => connection?.status ?? 'idle',
    () => 'idle',
  )
}

/**
 * Listens to the ephemeral signals (typing, presence) of these topics, keeping the topics in the tab's
 * connection while mounted. Signals are not replayed: what a reconnect missed is simply gone.
 */
export function useLiveSignals(
  topics: (string | null | undefined)[],
  onSignal: (signal: LiveSignal) => void,
) {
  const connection = React.useContext(LiveContext)
  const topicsKey = topics.filter((topic): topic is string => Boolean(topic)).join(',')
  const onSignalRef = React.useRef(onSignal)
  onSignalRef.current = onSignal

  React.useEffect(() => {
    if (!connection || !topicsKey) return
    const wanted = new Set(topicsKey.split(','))
    const release = connection.retain([...wanted])
    const stop = connection.onSignal((signal) => {
      if (wanted.has(signal.topic)) onSignalRef.current(signal)
    })
    return () => {
      release()
      stop()
    }
  }, [connection, topicsKey])
}
