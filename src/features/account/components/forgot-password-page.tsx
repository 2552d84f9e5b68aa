import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/features/auth/auth-error-message'
import { fieldErrorsOf } from '~/lib/form-errors'
import { forgotPasswordSchema } from '../account.schemas'
import { AuthCard, NETWORK_ERROR, Notice } from './account-layout'

/** SPEC §8: the same answer whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If this email exists in our system, check your email for the reset link'

export function ForgotPasswordPage({ email }: { email?: string }) {
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [problem, setProblem] = React.useState<string | null>(null)
  const [pending, setPending] = React.useState(false)
  const [sentTo, setSentTo] = React.useState<string | null>(null)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setProblem(null)
    setPending(true)
    try {
      const result = await authClient.requestPasswordReset({
        email: parsed.data.email,
        redirectTo: '/reset-password',
      })
      if (result.error) {
        setProblem(describeAuthError(result.error).message)
        return
      }
      setSentTo(parsed.data.email)
    } catch {
      setProblem(NETWORK_ERROR)
    } finally {
      setPending(false)
    }
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <div className="mt-4 grid gap-4">
          <Notice tone="success" title={RESET_REQUESTED_MESSAGE}>
            <p>
              We sent it to <span className="font-medium text-foreground">{sentTo}</span>. The link can be
              used once and is valid for 1 hour.
            </p>
          </Notice>
          <p className="text-sm text-muted-foreground">
            Nothing arrived? Check your spam folder, or{' '}
            <button
              type="button"
              className="cursor-pointer text-primary underline-offset-4 hover:underline"
              onClick={() => setSentTo(null)}
            >
              try again
            </button>
            .
          </p>
          <Button variant="outline" asChild>
            <Link to="/sign-in">Back to sign in</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Request a password reset">
        {problem ? <Notice tone="error" title={problem} /> : null}
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          defaultValue={email}
          error={errors.email}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Send reset link'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Remembered it?{' '}
          <Link to="/sign-in" className="text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
