import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { safeRedirectPath } from '~/lib/safe-redirect'
import { authKeys } from './auth.queries'

/** After signing in or out: forget the previous viewer's data and go where the user was heading. */
export function useAuthNavigation() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return async (redirectTo: string | undefined, fallback = '/home') => {
    queryClient.removeQueries({ queryKey: authKeys.all })
    await router.invalidate()
    await router.navigate({ href: safeRedirectPath(redirectTo, fallback), replace: true })
  }
}
