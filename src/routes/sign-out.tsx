import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { BlankLayout } from '~/components/shell/blank-layout'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { authClient } from '~/features/auth/auth-client'

export const Route = createFileRoute('/sign-out')({
  staticData: { blankLayout: true },
  component: SignOutPage,
})

type SignOutState = 'signing-out' | 'signed-out' | 'failed'

function SignOutPage() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const t = useT('common')
  const [state, setState] = React.useState<SignOutState>('signing-out')

  const signOut = React.useCallback(async () => {
    setState('signing-out')
    try {
      // A POST (never a GET side effect), so a link elsewhere cannot sign anyone out.
      const result = await authClient.signOut()
      if (result.error) throw new Error(result.error.message)
      queryClient.clear()
      await router.invalidate()
      setState('signed-out')
    } catch {
      setState('failed')
    }
  }, [queryClient, router])

  React.useEffect(() => {
    void signOut()
  }, [signOut])

  return (
    <BlankLayout>
      <Card className="w-full max-w-sm p-8 text-center" aria-live="polite">
        {state === 'signing-out' ? (
          <p className="text-muted-foreground">{t('signOut.signingOut')}</p>
        ) : state === 'signed-out' ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{t('signOut.title')}</h1>
            <p className="mt-2 text-sm text-muted-foreground">{t('signOut.seeYouSoon')}</p>
            <div className="mt-6 flex justify-center gap-2">
              <Button asChild>
                <Link to="/sign-in">{t('signOut.signInAgain')}</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/">{t('signOut.home')}</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{t('signOut.failedTitle')}</h1>
            <p className="mt-2 text-sm text-muted-foreground">{t('signOut.failedMessage')}</p>
            <Button className="mt-6" onClick={() => void signOut()}>
              {t('signOut.tryAgain')}
            </Button>
          </>
        )}
      </Card>
    </BlankLayout>
  )
}
