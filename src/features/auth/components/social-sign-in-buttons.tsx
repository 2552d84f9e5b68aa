import { useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { describeAuthError } from '~/lib/auth-error-message'
import { cn } from '~/lib/cn'
import { lazyNamed } from '~/lib/lazy-named'
import { safeRedirectPath } from '~/lib/safe-redirect'
import { toast } from '~/lib/toast'
import { loadAuthClient } from '../load-auth-client'
import { socialProvidersQuery } from '../social.functions'

// The marks (simple-icons, about 9 KiB of gzip) load only where a provider is configured.
const SocialProviderMark = lazyNamed(() => import('./social-provider-mark'), 'SocialProviderMark')

/**
 * One button per configured provider. The provider sends the browser back to the callback, which
 * signs in (the redirect target), signs up (the new-user page, unless a target was asked for), or lands on the
 * authentication error page with the callback's error code.
 */
export function SocialSignInButtons({ redirectTo, className }: { redirectTo?: string; className?: string }) {
  const { data: providers = [] } = useQuery(socialProvidersQuery())
  const t = useT('auth')
  const errorText = useErrorText()
  const [pending, setPending] = React.useState<string | null>(null)
  if (providers.length === 0) return null

  const signIn = async (provider: string) => {
    setPending(provider)
    try {
      const callbackURL = safeRedirectPath(redirectTo, '/home')
      const authClient = await loadAuthClient()
      const result = await authClient.signIn.social({
        provider,
        callbackURL,
        // New users pick a username first, unless they were heading somewhere (an invitation, say).
        newUserCallbackURL: redirectTo ? callbackURL : '/profile/settings',
        errorCallbackURL: '/api/auth/error',
      })
      if (result.error) {
        toast.error(errorText(describeAuthError(result.error).message))
        setPending(null)
      }
      // On success the client follows the provider's URL; the button stays busy until the page goes.
    } catch {
      toast.error(t('social.unreachable'))
      setPending(null)
    }
  }

  return (
    <div className={cn('grid gap-3', className)} data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('social.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <React.Suspense>
        <div className={providers.length > 1 ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
          {providers.map((provider) => (
            <Button
              key={provider.id}
              type="button"
              variant="outline"
              disabled={pending !== null}
              aria-busy={pending === provider.id}
              onClick={() => signIn(provider.id)}
              align="start"
            >
              {pending === provider.id ? (
                <Loader2 aria-hidden className="animate-spin" />
              ) : (
                <SocialProviderMark id={provider.id} name={provider.name} />
              )}
              {/* The provider's name is the button's accessible name, busy or not. */}
              <span className="truncate">{provider.name}</span>
            </Button>
          ))}
        </div>
      </React.Suspense>
    </div>
  )
}
