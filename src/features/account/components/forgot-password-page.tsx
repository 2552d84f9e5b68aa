import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { authOrThrow, Form, FormAlert, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { authClient } from '~/features/auth/auth-client'
import { formPostFeedback } from '~/features/auth/form-post-errors'
import { AuthCard, Notice } from './account-layout'

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If this email exists in our system, check your email for the reset link'

type ForgotPasswordPageProps = {
  email?: string
  /** After a plain POST (before hydration or without JavaScript): the link was asked for, or a refusal. */
  sent?: boolean
  postError?: string
  postField?: string
}

export function ForgotPasswordPage({ email, sent, postError, postField }: ForgotPasswordPageProps) {
  const posted = React.useMemo(() => formPostFeedback(postError, postField), [postError, postField])
  const [sentTo, setSentTo] = React.useState<string | null>(sent ? '' : null)
  const [submitted, setSubmitted] = React.useState(false)

  const form = useZodForm({
    loadSchema: () => import('../account.schemas').then((schemas) => schemas.forgotPasswordSchema),
    defaultValues: { email: email ?? '' },
    onSubmit: async (values) => {
      setSubmitted(true)
      await authOrThrow(
        authClient.requestPasswordReset({ email: values.email, redirectTo: '/reset-password' }),
      )
      setSentTo(values.email)
    },
  })

  if (sentTo !== null) {
    return (
      <AuthCard title="Check your email">
        <div className="mt-4 grid gap-4">
          <Notice tone="success" title={RESET_REQUESTED_MESSAGE}>
            <p>
              {sentTo ? (
                <>
                  We sent it to <span className="font-medium text-foreground">{sentTo}</span>.{' '}
                </>
              ) : null}
              The link can be used once and is valid for 1 hour.
            </p>
          </Notice>
          <p className="text-sm text-muted-foreground">
            Nothing arrived? Check your spam folder, or{' '}
            <Link
              to="/forgot-password"
              className="text-primary underline underline-offset-4"
              onClick={() => setSentTo(null)}
            >
              try again
            </Link>
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
      <Form
        form={form}
        action="/forgot-password"
        initialErrors={posted.fields}
        className="grid gap-4"
        aria-label="Request a password reset"
      >
        <FormAlert message={submitted ? null : posted.message} />
        <TextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <SubmitButton pendingLabel="Sending…">Send reset link</SubmitButton>
        <p className="text-center text-sm text-muted-foreground">
          Remembered it?{' '}
          <Link to="/sign-in" className="text-primary underline underline-offset-4">
            Sign in
          </Link>
        </p>
      </Form>
    </AuthCard>
  )
}
