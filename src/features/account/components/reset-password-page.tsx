import { Link } from '@tanstack/react-router'
import * as React from 'react'
import {
  CheckboxField,
  Form,
  FormAlert,
  FormSubmitError,
  SubmitButton,
  TextField,
  useZodForm,
} from '~/components/form'
import { Button } from '~/components/ui/button'
import { authClient } from '~/features/auth/auth-client'
import { formPostFeedback } from '~/features/auth/form-post-errors'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/account-rules'
import { describeAuthError } from '~/lib/auth-error-message'
import { AuthCard, Notice } from './account-layout'

type Outcome = 'form' | 'done' | 'invalid'

type ResetPasswordPageProps = {
  token?: string
  /** INVALID_TOKEN from the mailed link's check, or a plain POST's refusal code. */
  error?: string
  /** After a plain POST (before hydration or without JavaScript): the field refused, or done. */
  field?: string
  done?: boolean
}

export function ResetPasswordPage({ token, error, field, done }: ResetPasswordPageProps) {
  const [outcome, setOutcome] = React.useState<Outcome>(
    done ? 'done' : token && error !== 'INVALID_TOKEN' ? 'form' : 'invalid',
  )
  const posted = React.useMemo(
    () => formPostFeedback(error === 'INVALID_TOKEN' ? undefined : error, field),
    [error, field],
  )
  const [submitted, setSubmitted] = React.useState(false)

  const form = useZodForm({
    loadSchema: () => import('../account.schemas').then((schemas) => schemas.resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '', revokeOtherSessions: true },
    onSubmit: async (values) => {
      setSubmitted(true)
      // revokeOtherSessions is Parley's addition to the endpoint's body, hence $fetch.
      const result = await authClient.$fetch('/reset-password', {
        method: 'POST',
        body: { token, newPassword: values.newPassword, revokeOtherSessions: values.revokeOtherSessions },
      })
      if (result.error) {
        if ((result.error as { code?: string }).code === 'INVALID_TOKEN') {
          setOutcome('invalid')
          return
        }
        const described = describeAuthError(result.error)
        throw new FormSubmitError(described.message, {
          fields: described.field === 'password' ? { newPassword: described.message } : {},
        })
      }
      setOutcome('done')
    },
  })

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
      <Form
        form={form}
        action="/reset-password"
        initialErrors={posted.fields}
        className="grid gap-4"
        aria-label="Choose a new password"
      >
        <FormAlert message={submitted ? null : posted.message} />
        {/* For the plain POST: the token the mailed link carried (never typed by the user). */}
        <input type="hidden" name="token" value={token ?? ''} />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={
            <span className="text-xs text-muted-foreground">
              {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters
            </span>
          }
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <CheckboxField
          name="revokeOtherSessions"
          label="Sign out everywhere"
          description="End every session of this account, on all devices."
        />
        <SubmitButton pendingLabel="Saving…">Set new password</SubmitButton>
      </Form>
    </AuthCard>
  )
}
