import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { fieldErrorsOf } from '~/lib/form-errors'
import { signInSchema } from '../auth.schemas'
import { authClient } from '../auth-client'
import { describeAuthError } from '../auth-error-message'
import { useAuthNavigation } from '../use-auth-navigation'

export function SignInForm({ redirectTo }: { redirectTo?: string }) {
  const goOn = useAuthNavigation()
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)
  // A refusal that needs more than a toast: a ban, with the reason and end the admin gave (admin plugin).
  const [banned, setBanned] = React.useState<string | null>(null)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = signInSchema.safeParse({
      identifier: form.get('identifier'),
      password: form.get('password'),
      rememberMe: form.get('rememberMe') === 'on',
    })
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setBanned(null)
    setPending(true)
    const { identifier, password, rememberMe } = parsed.data
    try {
      const result = identifier.includes('@')
        ? await authClient.signIn.email({ email: identifier, password, rememberMe })
        : await authClient.signIn.username({ username: identifier.toLowerCase(), password, rememberMe })
      if (result.error) {
        if (result.error.code === 'BANNED_USER') setBanned(describeAuthError(result.error).message)
        else toast.error(describeAuthError(result.error).message)
        return
      }
      toast.success('Welcome back!')
      await goOn(redirectTo)
    } catch {
      toast.error('Could not reach Parley. Check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      <FormField
        label="Email or username"
        name="identifier"
        autoComplete="username"
        autoFocus
        error={errors.identifier}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        hint={
          <Link to="/forgot-password" className="text-xs text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        }
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="rememberMe" defaultChecked className="size-4 accent-[var(--primary)]" />
        Remember me
      </label>
      {banned ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          data-testid="sign-in-banned"
        >
          {banned}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New to Parley?{' '}
        <Link
          to="/sign-in"
          search={{ redirect: redirectTo, mode: 'sign-up' }}
          className="text-primary underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </form>
  )
}
