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
    // Navigating re-runs the root beforeLoad, which fetches the new identity. Invalidating first would re-run
    // /sign-in's own guard and flash the landing page on the way.
    await router.navigate({ href: safeRedirectPath(redirectTo, fallback), replace: true })
  }
}
