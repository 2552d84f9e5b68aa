import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { authOrThrow, Form, FormSubmitError, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/lib/auth-error-message'
import { safeRedirectPath } from '~/lib/safe-redirect'
import { resendVerificationSchema } from '../account.schemas'
import { AuthCard, NETWORK_ERROR, Notice } from './account-layout'

/** Better Auth's verify-email error codes, as sentences. */
const problems: Record<string, { title: string; detail: string }> = {
  TOKEN_EXPIRED: {
    title: 'This link has expired',
    detail: 'Verification links are valid for 1 hour. Ask for a new one.',
  },
  INVALID_TOKEN: {
    title: 'This link is invalid',
    detail: 'It may be incomplete or already replaced by a newer one. Ask for a new link.',
  },
  USER_NOT_FOUND: {
    title: 'This account no longer exists',
    detail: 'The account this link was sent for has been deleted or changed its address.',
  },
  INVALID_USER: {
    title: 'This link is for another account',
    detail: 'You are signed in as someone else. Sign out, then open the link again.',
  },
}

export function VerifyEmailPage(props: {
  signedIn: boolean
  error?: string
  kind?: 'change'
  next?: string
}) {
  const { data: viewer } = useQuery({ ...currentUserQuery(), enabled: props.signedIn })
  const [resend, setResend] = React.useState<'idle' | 'sending' | 'sent'>('idle')
  const [resendProblem, setResendProblem] = React.useState<string | null>(null)

  if (!props.error) {
    const changed = props.kind === 'change'
    return (
      <AuthCard title={changed ? 'Email address changed' : 'Email verified'}>
        <div className="mt-4 grid gap-4">
          <Notice
            tone="success"
            title={changed ? 'Your email address has been changed' : 'Your email address is verified'}
          >
            {viewer?.email ? (
              <p>
                {changed ? 'You now sign in with ' : 'Thanks for confirming '}
                <span className="font-medium text-foreground">{viewer.email}</span>.
              </p>
            ) : (
              <p>{changed ? 'Sign in with your new address from now on.' : 'You are all set.'}</p>
            )}
          </Notice>
          {props.signedIn ? (
            <Button asChild>
              <a href={safeRedirectPath(props.next, changed ? '/settings/email' : '/home')}>Continue</a>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/sign-in" search={{ redirect: safeRedirectPath(props.next, '/home') }}>
                Sign in
              </Link>
            </Button>
          )}
        </div>
      </AuthCard>
    )
  }

  const problem = problems[props.error] ?? {
    title: 'This link could not be used',
    detail: `Ask for a new link. (Error code: ${props.error})`,
  }

  const sendAgain = async () => {
    if (!viewer?.email) return
    setResend('sending')
    setResendProblem(null)
    try {
      const result = await authClient.sendVerificationEmail({ email: viewer.email, callbackURL: '/home' })
      if (result.error) {
        setResend('idle')
        setResendProblem(describeAuthError(result.error).message)
        return
      }
      setResend('sent')
    } catch {
      setResend('idle')
      setResendProblem(NETWORK_ERROR)
    }
  }

  return (
    <AuthCard title="Email not verified">
      <div className="mt-4 grid gap-4">
        <Notice tone="error" title={problem.title}>
          <p>{problem.detail}</p>
        </Notice>
        {resend === 'sent' ? (
          <Notice tone="success" title="A new link is on its way">
            <p>
              Check <span className="font-medium text-foreground">{viewer?.email}</span> and open the newest
              email.
            </p>
          </Notice>
        ) : null}
        {resendProblem ? <Notice tone="error" title={resendProblem} /> : null}
        {props.signedIn && props.error !== 'INVALID_USER' ? (
          <>
            <Button onClick={sendAgain} disabled={resend !== 'idle' || !viewer?.email}>
              {resend === 'sending' ? 'Sending…' : 'Send a new link'}
            </Button>
            <Button variant="outline" asChild>
              <Link to="/settings/email">Email settings</Link>
            </Button>
          </>
        ) : props.signedIn ? (
          <Button asChild>
            <Link to="/sign-out">Sign out</Link>
          </Button>
        ) : (
          <AnonymousResend />
        )}
      </div>
    </AuthCard>
  )
}

/** Signed out: a new link for an address (answered the same way whether or not it has an account). */
function AnonymousResend() {
  const [sent, setSent] = React.useState(false)
  const form = useZodForm({
    schema: resendVerificationSchema,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => {
      try {
        await authOrThrow(authClient.sendVerificationEmail({ email, callbackURL: '/home' }))
      } catch (error) {
        // Every refusal of this form is about the address.
        if (error instanceof FormSubmitError) {
          throw new FormSubmitError(error.message, { fields: { email: error.message } })
        }
        throw error
      }
      setSent(true)
    },
  })
  if (sent) {
    return (
      <Notice tone="success" title="If that address has an unverified account, a new link is on its way">
        <p>
          Open the newest email, or{' '}
          <Link to="/sign-in" className="text-primary underline underline-offset-4">
            sign in
          </Link>
          .
        </p>
      </Notice>
    )
  }
  return (
    <Form form={form} className="grid gap-3" aria-label="Send a new verification link">
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <SubmitButton pendingLabel="Sending…">Send a new link</SubmitButton>
      <Button variant="outline" asChild>
        <Link to="/sign-in">Sign in</Link>
      </Button>
    </Form>
  )
}
