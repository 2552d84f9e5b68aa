import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/features/auth/auth-error-message'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/account-rules'
import { fieldErrorsOf } from '~/lib/form-errors'
import { resetPasswordSchema } from '../account.schemas'
import { AuthCard, CheckboxField, NETWORK_ERROR, Notice } from './account-layout'

type Outcome = 'form' | 'done' | 'invalid'

export function ResetPasswordPage({ token, error }: { token?: string; error?: string }) {
  const [outcome, setOutcome] = React.useState<Outcome>(token && !error ? 'form' : 'invalid')
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [problem, setProblem] = React.useState<string | null>(null)
  const [pending, setPending] = React.useState(false)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = resetPasswordSchema.safeParse({
      newPassword: form.get('newPassword'),
      confirmPassword: form.get('confirmPassword'),
      revokeOtherSessions: form.get('revokeOtherSessions') === 'on',
    })
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setProblem(null)
    setPending(true)
    try {
      // revokeOtherSessions is Parley's addition to the endpoint's body, hence $fetch.
      const result = await authClient.$fetch('/reset-password', {
        method: 'POST',
        body: {
          token,
          newPassword: parsed.data.newPassword,
          revokeOtherSessions: parsed.data.revokeOtherSessions,
        },
      })
      if (result.error) {
        const code = (result.error as { code?: string }).code
        if (code === 'INVALID_TOKEN') {
          setOutcome('invalid')
          return
        }
        const described = describeAuthError(result.error)
        if (described.field === 'password') setErrors({ newPassword: described.message })
        else setProblem(described.message)
        return
      }
      setOutcome('done')
    } catch {
      setProblem(NETWORK_ERROR)
    } finally {
      setPending(false)
    }
  }

  if (outcome === 'invalid') {
    return (
      <AuthCard title="This reset link cannot be used">
        <div className="mt-4 grid gap-4">
          <Notice
            tone="error"
            title={token || error ? 'The link is invalid or has expired' : 'No reset link'}
          >
            {token || error ? (
              <p>Reset links work once and for 1 hour. Ask for a new one and use the latest email.</p>
            ) : (
              <p>Open this page through the link in your password reset email.</p>
            )}
          </Notice>
          <Button asChild>
            <Link to="/forgot-password">Ask for a new link</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/sign-in">Back to sign in</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  if (outcome === 'done') {
    return (
      <AuthCard title="Password changed">
        <div className="mt-4 grid gap-4">
          <Notice tone="success" title="Your password has been changed">
            <p>Sign in with your new password.</p>
          </Notice>
          <Button asChild>
            <Link to="/sign-in">Sign in</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Choose a new password" intro="Pick a password you do not use anywhere else.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Choose a new password">
        {problem ? <Notice tone="error" title={problem} /> : null}
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          autoFocus
          error={errors.newPassword}
          hint={
            <span className="text-xs text-muted-foreground">
              {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters
            </span>
          }
        />
        <FormField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <CheckboxField
          name="revokeOtherSessions"
          label="Sign out everywhere"
          hint="End every session of this account, on all devices."
          defaultChecked
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  )
}
