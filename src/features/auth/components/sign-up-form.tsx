import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { authOrThrow, Form, FormAlert, SubmitButton, TextField, useZodForm } from '~/components/form'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/account-rules'
import { toast } from '~/lib/toast'
import { formPostFeedback } from '../form-post-errors'
import { loadAuthClient, preloadAuthClient } from '../load-auth-client'
import { useAuthNavigation } from '../use-auth-navigation'
import { signInAction } from './sign-in-form'

type SignUpFormProps = {
  redirectTo?: string
  /** The page's `?error=&field=` after a plain POST (before hydration or without JavaScript). */
  postError?: string
  postField?: string
  /** A plain POST created the account and a verification link was mailed. */
  verificationSent?: boolean
}

export function SignUpForm({ redirectTo, postError, postField, verificationSent }: SignUpFormProps) {
  const goOn = useAuthNavigation()
  const posted = React.useMemo(() => formPostFeedback(postError, postField), [postError, postField])
  const [submitted, setSubmitted] = React.useState(false)
  const [awaitingVerification, setAwaitingVerification] = React.useState<string | null>(null)

  const form = useZodForm({
    loadSchema: () => import('../auth.schemas').then((schemas) => schemas.signUpSchema),
    defaultValues: { name: '', email: '', username: '', password: '' },
    onSubmit: async (values) => {
      setSubmitted(true)
      const authClient = await loadAuthClient()
      const created = await authOrThrow(authClient.signUp.email(values))
      if (!created?.token) {
        // REQUIRE_EMAIL_VERIFICATION: no session until the address is confirmed.
        setAwaitingVerification(values.email)
        return
      }
      toast.success('Welcome to Parley!')
      await goOn(redirectTo)
    },
  })

  if (awaitingVerification || verificationSent) {
    return (
      <div className="grid gap-3 text-center" role="status">
        <h2 className="text-lg font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          We sent a link to{' '}
          {awaitingVerification ? (
            <span className="font-medium text-foreground">{awaitingVerification}</span>
          ) : (
            'your address'
          )}
          . Open it to confirm your address and finish creating your account.
        </p>
        <Link
          to="/sign-in"
          search={{ redirect: redirectTo }}
          className="text-sm text-primary underline underline-offset-4"
        >
          Back to sign in
        </Link>
      </div>
    )
  }

  return (
    <Form
      form={form}
      action={signInAction(redirectTo, 'sign-up')}
      initialErrors={posted.fields}
      className="grid gap-4"
      aria-label="Create account"
      onFocusCapture={preloadAuthClient}
    >
      <FormAlert message={submitted ? null : posted.message} />
      <TextField name="name" label="Name" autoComplete="name" autoFocus />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={
          <span className="text-xs text-muted-foreground">
            {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters
          </span>
        }
      />
      <SubmitButton pendingLabel="Creating account…">Create account</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link
          to="/sign-in"
          search={{ redirect: redirectTo }}
          className="text-primary underline underline-offset-4"
        >
          Sign in
        </Link>
      </p>
    </Form>
  )
}
