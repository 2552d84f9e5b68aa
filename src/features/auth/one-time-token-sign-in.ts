import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { messagesQuery, translateSentence } from '~/components/i18n/use-t'
import { SOURCE_LOCALE } from '~/lib/i18n/locales'
import { toast } from '~/lib/toast'
import { authKeys } from './auth.queries'
import { loadAuthClient } from './load-auth-client'
import type { takeOneTimeToken } from './one-time-token'

type Visit = NonNullable<ReturnType<typeof takeOneTimeToken>>

/** Signs in with a link's one-time token (OneTimeTokenHandler), loaded only when a link carries one. */
export async function signInWithOneTimeToken(visit: Visit, router: AnyRouter, queryClient: QueryClient) {
  // The token must not stay in the address bar, the history or a bookmark.
  await router.navigate({ href: visit.cleanHref, replace: true })
  // Someone already signed in is never switched to another account by a link (login CSRF).
  const viewer = router.state.matches[0]?.context.viewer
  if (viewer?.userId) return
  // A refusal in the page's language (the errors catalogue, fetched if this page had not loaded it).
  const refuse = async (sentence: string) => {
    const messages = await queryClient
      .ensureQueryData(messagesQuery(viewer?.locale ?? SOURCE_LOCALE, 'errors'))
      .catch(() => undefined)
    toast.error(translateSentence(messages, sentence))
  }
  try {
    const authClient = await loadAuthClient()
    const { data, error } = await authClient.oneTimeToken.verify({ token: visit.token })
    if (error || !data) {
      await refuse('This sign-in link is invalid or has expired.')
      return
    }
    // Load the session the token stood for, bypassing any cached one, and tell every session hook.
    await authClient.getSession({ query: { disableCookieCache: true } })
    authClient.$store.notify('$sessionSignal')
    queryClient.removeQueries({ queryKey: authKeys.all })
    if (visit.next) await router.navigate({ href: visit.next, replace: true })
    else await router.invalidate()
  } catch {
    await refuse('Could not reach Parley. Check your connection and try again.')
  }
}
