import { useRouteContext } from '@tanstack/react-router'
import type { ViewerIdentity } from '~/lib/viewer'

/**
 * Who is viewing, from the root route's context. It selects the viewer rather than the whole context: the router
 * rebuilds the context object as the page hydrates, and every component that took it re-rendered then
 * (synchronously, through useSyncExternalStore: 20 vote buttons on a feedback page).
 */
export function useViewer(): ViewerIdentity {
  return useRouteContext({ from: '__root__', select: (context) => context.viewer })
}
