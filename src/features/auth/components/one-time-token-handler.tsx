import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import * as React from 'react'
import { takeOneTimeToken } from '../one-time-token'

/**
 * When the page URL has ?ott=, the one-time token is verified (which sets
 * the session cookie), the parameter is removed from the URL, and the session is loaded and refreshed.
 * Mounted once in the root layout; renders nothing.
 */
export function OneTimeTokenHandler() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const handled = React.useRef(false)

  React.useEffect(() => {
    if (handled.current) return
    const visit = takeOneTimeToken(window.location.href)
    if (!visit) return
    handled.current = true
    // The sign-in itself (Better Auth's client, the toasts) loads only when a link carries a token.
    void import('../one-time-token-sign-in').then((module) =>
      module.signInWithOneTimeToken(visit, router, queryClient),
    )
  }, [router, queryClient])

  return null
}
