import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { authOrThrow, Form, FormAlert, SubmitButton, TextField, useZodForm } from '~/components/form'
import { richText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { authClient } from '~/features/auth/auth-client'
import { formPostFeedback } from '~/features/auth/form-post-errors'
import { RESET_PASSWORD_TOKEN_SECONDS } from '~/lib/account-rules'
import { AuthCard, Notice } from './account-layout'

type ForgotPasswordPageProps = {
  email?: string
  /** After a plain POST (before hydration or without JavaScript): the link was asked for, or a refusal. */
  sent?: boolean
  postError?: string
  postField?: string
}

export function ForgotPasswordPage({ email, sent, postError, postField }: ForgotPasswordPageProps) {
  const t = useT('auth')
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
      <AuthCard title={t('forgot.checkEmail')}>
        <div className="mt-4 grid gap-4">
          {/* The same answer whether or not the address has an account. */}
          <Notice tone="success" title={t('forgot.requested')}>
            <p>
              {sentTo ? (
                <>
                  {richText(t('forgot.sentTo'), {
                    email: <span className="font-medium text-foreground">{sentTo}</span>,
                  })}{' '}
                </>
              ) : null}
              {t('forgot.validity', { hours: RESET_PASSWORD_TOKEN_SECONDS / 3600 })}
            </p>
          </Notice>
          <p className="text-sm text-muted-foreground">
            {richText(t('forgot.nothingArrived'), {
              retry: (
                <Link
                  to="/forgot-password"
                  className="text-primary underline underline-offset-4"
                  onClick={() => setSentTo(null)}
                >
                  {t('forgot.tryAgain')}
                </Link>
              ),
            })}
          </p>
          <Button variant="outline" asChild>
            <Link to="/sign-in">{t('backToSignIn')}</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <Form
        form={form}
        action="/forgot-password"
        initialErrors={posted.fields}
        className="grid gap-4"
        aria-label={t('forgot.formLabel')}
      >
        <FormAlert message={submitted ? null : posted.message} />
        <TextField name="email" label={t('field.email')} type="email" autoComplete="email" autoFocus />
        <SubmitButton pendingLabel={t('forgot.pending')}>{t('forgot.submit')}</SubmitButton>
        <p className="text-center text-sm text-muted-foreground">
          {t('forgot.remembered')}{' '}
          <Link to="/sign-in" className="text-primary underline underline-offset-4">
            {t('signIn.submit')}
          </Link>
        </p>
      </Form>
    </AuthCard>
  )
}
