import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import {
  authOrThrow,
  CheckboxField,
  Form,
  FormAlert,
  FormSubmitError,
  SubmitButton,
  TextField,
  useZodForm,
} from '~/components/form'
import { authClient } from '~/features/auth/auth-client'
import { formPostFeedback } from '~/features/auth/form-post-errors'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/account-rules'
import { toast } from '~/lib/toast'
import { setAccountPassword } from '../account.functions'
import { accountKeys, accountOverviewQuery } from '../account.queries'
import { changePasswordSchema, setPasswordSchema } from '../account.schemas'
import { Notice, SettingsCard, SettingsPage } from './account-layout'

const lengthHint = (
  <span className="text-xs text-muted-foreground">
    {PASSWORD_MIN_LENGTH}–{PASSWORD_MAX_LENGTH} characters
  </span>
)

/** What a plain form POST to the page came back with (before hydration, or without JavaScript). */
type PostedChange = { error?: string; field?: string; done?: 'kept' | 'revoked' }

export function PasswordSettingsPage({ posted = {} }: { posted?: PostedChange }) {
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  return (
    <SettingsPage
      title="Password"
      intro="The password you sign in with, together with your email or username."
    >
      {overview.hasPassword ? (
        <ChangePasswordCard posted={posted} />
      ) : (
        <SetPasswordCard providers={overview.socialProviders} />
      )}
    </SettingsPage>
  )
}

function ChangePasswordCard({ posted }: { posted: PostedChange }) {
  const [done, setDone] = React.useState<null | { revoked: boolean }>(
    posted.done ? { revoked: posted.done === 'revoked' } : null,
  )
  const postedFeedback = React.useMemo(
    () => formPostFeedback(posted.error, posted.field),
    [posted.error, posted.field],
  )
  const [submitted, setSubmitted] = React.useState(false)
  const form = useZodForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: false },
    onSubmit: async ({ currentPassword, newPassword, revokeOtherSessions }) => {
      setDone(null)
      setSubmitted(true)
      try {
        await authOrThrow(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions }), {
          password: 'newPassword',
        })
      } catch (error) {
        if (error instanceof FormSubmitError && error.code === 'INVALID_PASSWORD') {
          const message = 'This is not your current password'
          throw new FormSubmitError(message, { fields: { currentPassword: message } })
        }
        throw error
      }
      form.reset()
      setDone({ revoked: revokeOtherSessions })
      toast.success('Password changed')
    },
  })

  return (
    <SettingsCard title="Change password" description="Enter your current password, then the new one twice.">
      <Form
        form={form}
        action="/settings/password"
        initialErrors={postedFeedback.fields}
        className="grid gap-4"
        aria-label="Change password"
      >
        <FormAlert message={submitted ? null : postedFeedback.message} />
        {done ? (
          <Notice tone="success" title="Your password has been changed">
            <p>
              {done.revoked
                ? 'Every other session has been signed out; this one stays signed in.'
                : 'Your other sessions stay signed in.'}
            </p>
          </Notice>
        ) : null}
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint={
            <Link to="/forgot-password" className="text-xs text-primary underline underline-offset-4">
              Forgot it?
            </Link>
          }
        />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={lengthHint}
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <CheckboxField
          name="revokeOtherSessions"
          label="Sign out of other sessions"
          description="Every other device and browser will have to sign in again."
        />
        <div>
          <SubmitButton pendingLabel="Saving…">Change password</SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  )
}

const providerName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1)

function SetPasswordCard({ providers }: { providers: string[] }) {
  const queryClient = useQueryClient()
  const form = useZodForm({
    schema: setPasswordSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    onSubmit: async ({ newPassword }) => {
      await setAccountPassword({ data: { newPassword } })
      toast.success('Password set. You can now sign in with your email and password.')
      await queryClient.invalidateQueries({ queryKey: accountKeys.all })
    },
  })

  return (
    <SettingsCard
      title="Set a password"
      description={
        providers.length > 0
          ? `You sign in with ${providers.map(providerName).join(', ')}. Set a password to also sign in with your email and password.`
          : 'Set a password to sign in with your email and password.'
      }
    >
      <Form form={form} className="grid gap-4" aria-label="Set a password">
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={lengthHint}
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <div>
          <SubmitButton pendingLabel="Saving…">Set password</SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  )
}
