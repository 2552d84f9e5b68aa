import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/account-rules'
import { fieldErrorsOf } from '~/lib/form-errors'
import { signUpSchema } from '../auth.schemas'
import { authClient } from '../auth-client'
import { describeAuthError } from '../auth-error-message'
import { useAuthNavigation } from '../use-auth-navigation'

export function SignUpForm({ redirectTo }: { redirectTo?: string }) {
  const goOn = useAuthNavigation()
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)
  const [awaitingVerification, setAwaitingVerification] = React.useState<string | null>(null)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = signUpSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setPending(true)
    try {
      const result = await authClient.signUp.email(parsed.data)
      if (result.error) {
        const { message, field } = describeAuthError(result.error)
        if (field) setErrors({ [field]: message })
        toast.error(message)
        return
      }
      if (!result.data?.token) {
        // REQUIRE_EMAIL_VERIFICATION: no session until the address is confirmed.
        setAwaitingVerification(parsed.data.email)
        return
      }
      toast.success('Welcome to Parley!')
      await goOn(redirectTo)
    } catch {
      toast.error('Could not reach Parley. Check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  if (awaitingVerification) {
    return (
      <div className="grid gap-3 text-center" role="status">
        <h2 className="text-lg font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          We sent a link to <span className="font-medium text-foreground">{awaitingVerification}</span>. Open
          it to confirm your address and finish creating your account.
        </p>
        <Link
          to="/sign-in"
          search={{ redirect: redirectTo }}
          className="text-sm text-primary hover:underline"
        >
          Back to sign in
        </Link>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
      <FormField label="Name" name="name" autoComplete="name" autoFocus error={errors.name} />
      <FormField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={
          <span className="text-xs text-muted-foreground">
            {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters
          </span>
        }
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Creating account…' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link
          to="/sign-in"
          search={{ redirect: redirectTo }}
          className="text-primary underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </form>
  )
}
