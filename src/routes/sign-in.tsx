import { createFileRoute, redirect } from '@tanstack/react-router'
import { ensureMessages, useT } from '~/components/i18n/use-t'
import { BlankLayout } from '~/components/shell/blank-layout'
import { Card } from '~/components/ui/card'
import { signInSearch } from '~/features/auth/auth.search'
import { postAuthForm } from '~/features/auth/auth-form-post.server'
import { SignInForm } from '~/features/auth/components/sign-in-form'
import { SignUpForm } from '~/features/auth/components/sign-up-form'
import { SocialSignInButtons } from '~/features/auth/components/social-sign-in-buttons'
import { socialProvidersQuery } from '~/features/auth/social.functions'

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearch,
  staticData: { blankLayout: true },
  beforeLoad: ({ context }) => {
    // A signed-in user on /sign-in goes to the root.
    if (context.viewer.userId) throw redirect({ to: '/' })
  },
  // The configured social providers, for their buttons (never fatal to the page); the page's words.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(socialProvidersQuery()),
      ensureMessages(context.queryClient, context.viewer.locale, ['auth', 'errors']),
    ]),
  // The forms also work as plain POSTs to this page (before hydration, or without JavaScript).
  server: {
    handlers: {
      POST: ({ request }) =>
        postAuthForm(
          new URL(request.url).searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in',
          request,
        ),
    },
  },
  component: SignInPage,
})

function SignInPage() {
  const { redirect: redirectTo, mode, error, field, sent } = Route.useSearch()
  const signingUp = mode === 'sign-up'
  const t = useT('auth')
  return (
    <BlankLayout>
      <Card className="w-full max-w-sm p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">
          {signingUp ? t('signUp.title') : t('signIn.title')}
        </h1>
        <p className="mb-6 mt-1 text-sm text-muted-foreground">
          {signingUp ? t('signUp.intro') : t('signIn.intro')}
        </p>
        {signingUp ? (
          <SignUpForm
            redirectTo={redirectTo}
            postError={error}
            postField={field}
            verificationSent={sent === 'verification'}
          />
        ) : (
          <SignInForm redirectTo={redirectTo} postError={error} postField={field} />
        )}
        <SocialSignInButtons redirectTo={redirectTo} className="mt-6" />
      </Card>
    </BlankLayout>
  )
}
