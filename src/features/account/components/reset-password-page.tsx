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
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { authClient } from '~/features/auth/auth-client'
import { formPostFeedback } from '~/features/auth/form-post-errors'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_PASSWORD_TOKEN_SECONDS } from '~/lib/account-rules'
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
  const t = useT('auth')
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
      <AuthCard title={t('reset.invalidTitle')}>
        <div className="mt-4 grid gap-4">
          <Notice tone="error" title={token || error ? t('reset.invalidLink') : t('reset.noLink')}>
            {token || error ? (
              <p>{t('reset.invalidHelp', { hours: RESET_PASSWORD_TOKEN_SECONDS / 3600 })}</p>
            ) : (
              <p>{t('reset.noLinkHelp')}</p>
            )}
          </Notice>
          <Button asChild>
            <Link to="/forgot-password">{t('reset.askNew')}</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/sign-in">{t('backToSignIn')}</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  if (outcome === 'done') {
    return (
      <AuthCard title={t('reset.doneTitle')}>
        <div className="mt-4 grid gap-4">
          <Notice tone="success" title={t('reset.doneNotice')}>
            <p>{t('reset.doneHelp')}</p>
          </Notice>
          <Button asChild>
            <Link to="/sign-in">{t('signIn.submit')}</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <Form
        form={form}
        action="/reset-password"
        initialErrors={posted.fields}
        className="grid gap-4"
        aria-label={t('reset.title')}
      >
        <FormAlert message={submitted ? null : posted.message} />
        {/* For the plain POST: the token the mailed link carried (never typed by the user). */}
        <input type="hidden" name="token" value={token ?? ''} />
        <TextField
          name="newPassword"
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={
            <span className="text-xs text-muted-foreground">
              {t('field.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            </span>
          }
        />
        <TextField
          name="confirmPassword"
          label={t('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <CheckboxField
          name="revokeOtherSessions"
          label={t('reset.signOutEverywhere')}
          description={t('reset.signOutEverywhereHelp')}
        />
        <SubmitButton pendingLabel={t('reset.pending')}>{t('reset.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  )
}
