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
import { useT } from '~/components/i18n/use-t'
import { authClient } from '~/features/auth/auth-client'
import { formPostFeedback } from '~/features/auth/form-post-errors'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/lib/account-rules'
import { toast } from '~/lib/toast'
import { setAccountPassword } from '../account.functions'
import { accountKeys, accountOverviewQuery } from '../account.queries'
import { changePasswordSchema, setPasswordSchema } from '../account.schemas'
import { Notice, SettingsCard, SettingsPage } from './account-layout'

function LengthHint() {
  const t = useT('account')
  return (
    <span className="text-xs text-muted-foreground">
      {t('password.lengthHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
    </span>
  )
}

/** What a plain form POST to the page came back with (before hydration, or without JavaScript). */
type PostedChange = { error?: string; field?: string; done?: 'kept' | 'revoked' }

export function PasswordSettingsPage({ posted = {} }: { posted?: PostedChange }) {
  const t = useT('account')
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  return (
    <SettingsPage title={t('password.title')} intro={t('password.intro')}>
      {overview.hasPassword ? (
        <ChangePasswordCard posted={posted} />
      ) : (
        <SetPasswordCard providers={overview.socialProviders} />
      )}
    </SettingsPage>
  )
}

function ChangePasswordCard({ posted }: { posted: PostedChange }) {
  const t = useT('account')
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
          // English, like every refusal: the field's error view translates it (the `errors` catalogue).
          const message = 'This is not your current password'
          throw new FormSubmitError(message, { fields: { currentPassword: message } })
        }
        throw error
      }
      form.reset()
      setDone({ revoked: revokeOtherSessions })
      toast.success(t('password.changed'))
    },
  })

  return (
    <SettingsCard title={t('password.changeTitle')} description={t('password.changeDescription')}>
      <Form
        form={form}
        action="/settings/password"
        initialErrors={postedFeedback.fields}
        className="grid gap-4"
        aria-label={t('password.changeTitle')}
      >
        <FormAlert message={submitted ? null : postedFeedback.message} />
        {done ? (
          <Notice tone="success" title={t('password.doneTitle')}>
            <p>{done.revoked ? t('password.othersSignedOut') : t('password.othersStay')}</p>
          </Notice>
        ) : null}
        <TextField
          name="currentPassword"
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          hint={
            <Link to="/forgot-password" className="text-xs text-primary underline underline-offset-4">
              {t('password.forgot')}
            </Link>
          }
        />
        <TextField
          name="newPassword"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={<LengthHint />}
        />
        <TextField
          name="confirmPassword"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
        />
        <CheckboxField
          name="revokeOtherSessions"
          label={t('password.revokeOthers')}
          description={t('password.revokeOthersHelp')}
        />
        <div>
          <SubmitButton pendingLabel={t('common.saving')}>{t('password.changeTitle')}</SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  )
}

const providerName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1)

function SetPasswordCard({ providers }: { providers: string[] }) {
  const t = useT('account')
  const queryClient = useQueryClient()
  const form = useZodForm({
    schema: setPasswordSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    onSubmit: async ({ newPassword }) => {
      await setAccountPassword({ data: { newPassword } })
      toast.success(t('password.setDone'))
      await queryClient.invalidateQueries({ queryKey: accountKeys.all })
    },
  })

  return (
    <SettingsCard
      title={t('password.setTitle')}
      description={
        providers.length > 0
          ? t('password.setWithProviders', { providers: providers.map(providerName).join(', ') })
          : t('password.setDescription')
      }
    >
      <Form form={form} className="grid gap-4" aria-label={t('password.setTitle')}>
        <TextField
          name="newPassword"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={<LengthHint />}
        />
        <TextField
          name="confirmPassword"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
        />
        <div>
          <SubmitButton pendingLabel={t('common.saving')}>{t('password.setSubmit')}</SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  )
}
