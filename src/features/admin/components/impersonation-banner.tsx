import { useRouteContext } from '@tanstack/react-router'
import * as React from 'react'
import { lazyNamed } from '~/lib/lazy-named'

// Signed-in pages only, and rarely shown: its code (the query, the button, the auth client's call) loads apart
// from the first load every anonymous visitor pays for. The server renders it in place.
const Banner = lazyNamed(() => import('./impersonation-notice'), 'ImpersonationNotice')

/**
 * On every page while an admin impersonates someone: who, and 'Stop impersonating', which returns to the
 * admin's own session (POST /admin/stop-impersonating).
 */
export function ImpersonationBanner() {
  const userId = useRouteContext({ from: '__root__', select: (context) => context.viewer.userId })
  if (!userId) return null
  return (
    <React.Suspense fallback={null}>
      <Banner userId={userId} />
    </React.Suspense>
  )
}
