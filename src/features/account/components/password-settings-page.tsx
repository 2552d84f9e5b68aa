import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/features/auth/auth-error-message'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/account-rules'
import { fieldErrorsOf } from '~/lib/form-errors'
import { setAccountPassword } from '../account.functions'
import { accountKeys, accountOverviewQuery } from '../account.queries'
import { changePasswordSchema, setPasswordSchema } from '../account.schemas'
import { CheckboxField, NETWORK_ERROR, Notice, SettingsCard, SettingsPage } from './account-layout'

const lengthHint = (
  <span className="text-xs text-muted-foreground">
    {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters
  </span>
)

export function PasswordSettingsPage() {
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  return (
    <SettingsPage
      title="Password"
      intro="The password you sign in with, together with your email or username."
    >
      {overview.hasPassword ? (
        <ChangePasswordCard />
      ) : (
        <SetPasswordCard providers={overview.socialProviders} />
      )}
    </SettingsPage>
  )
}

function ChangePasswordCard() {
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)
  const [done, setDone] = React.useState<null | { revoked: boolean }>(null)
  const formRef = React.useRef<HTMLFormElement>(null)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = changePasswordSchema.safeParse({
      currentPassword: form.get('currentPassword'),
      newPassword: form.get('newPassword'),
      confirmPassword: form.get('confirmPassword'),
      revokeOtherSessions: form.get('revokeOtherSessions') === 'on',
    })
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setDone(null)
    setPending(true)
    try {
      const { currentPassword, newPassword, revokeOtherSessions } = parsed.data
      const result = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions })
      if (result.error) {
        const code = (result.error as { code?: string }).code
        if (code === 'INVALID_PASSWORD') setErrors({ currentPassword: 'This is not your current password' })
        else {
          const described = describeAuthError(result.error)
          if (described.field === 'password') setErrors({ newPassword: described.message })
          else toast.error(described.message)
        }
        return
      }
      formRef.current?.reset()
      setDone({ revoked: revokeOtherSessions })
      toast.success('Password changed')
    } catch {
      toast.error(NETWORK_ERROR)
    } finally {
      setPending(false)
    }
  }

  return (
    <SettingsCard title="Change password" description="Enter your current password, then the new one twice.">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
        {done ? (
          <Notice tone="success" title="Your password has been changed">
            <p>
              {done.revoked
                ? 'Every other session has been signed out; this one stays signed in.'
                : 'Your other sessions stay signed in.'}
            </p>
          </Notice>
        ) : null}
        <FormField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          hint={
            <Link to="/forgot-password" className="text-xs text-primary underline-offset-4 hover:underline">
              Forgot it?
            </Link>
          }
        />
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          hint={lengthHint}
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
          label="Sign out of other sessions"
          hint="Every other device and browser will have to sign in again."
        />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  )
}

const providerName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1)

function SetPasswordCard({ providers }: { providers: string[] }) {
  const queryClient = useQueryClient()
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = setPasswordSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setPending(true)
    try {
      await setAccountPassword({ data: { newPassword: parsed.data.newPassword } })
      toast.success('Password set. You can now sign in with your email and password.')
      await queryClient.invalidateQueries({ queryKey: accountKeys.all })
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : NETWORK_ERROR)
    } finally {
      setPending(false)
    }
  }

  return (
    <SettingsCard
      title="Set a password"
      description={
        providers.length > 0
          ? `You sign in with ${providers.map(providerName).join(', ')}. Set a password to also sign in with your email and password.`
          : 'Set a password to sign in with your email and password.'
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Set a password">
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          hint={lengthHint}
        />
        <FormField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Set password'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  )
}
