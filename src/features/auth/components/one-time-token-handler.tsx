import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from '~/lib/toast'
import { authKeys } from '../auth.queries'
import { loadAuthClient } from '../load-auth-client'
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
    void (async () => {
      // The token must not stay in the address bar, the history or a bookmark.
      await router.navigate({ href: visit.cleanHref, replace: true })
      // Someone already signed in is never switched to another account by a link (login CSRF).
      if (router.state.matches[0]?.context.viewer?.userId) return
      try {
        const authClient = await loadAuthClient()
        const { data, error } = await authClient.oneTimeToken.verify({ token: visit.token })
        if (error || !data) {
          toast.error('This sign-in link is invalid or has expired.')
          return
        }
        // Load the session the token stood for, bypassing any cached one, and tell every session hook.
        await authClient.getSession({ query: { disableCookieCache: true } })
        authClient.$store.notify('$sessionSignal')
        queryClient.removeQueries({ queryKey: authKeys.all })
        if (visit.next) await router.navigate({ href: visit.next, replace: true })
        else await router.invalidate()
      } catch {
        toast.error('Could not reach Parley. Check your connection and try again.')
      }
    })()
  }, [router, queryClient])

  return null
}
