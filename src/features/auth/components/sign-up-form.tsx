import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { authOrThrow, Form, FormAlert, SubmitButton, TextField, useZodForm } from '~/components/form'
import { richText, useT } from '~/components/i18n/use-t'
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
  const t = useT('auth')
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
      toast.success(t('signUp.welcome'))
      await goOn(redirectTo)
    },
  })

  if (awaitingVerification || verificationSent) {
    return (
      <div className="grid gap-3 text-center" role="status">
        <h2 className="text-lg font-semibold">{t('signUp.checkEmail')}</h2>
        <p className="text-sm text-muted-foreground">
          {awaitingVerification
            ? richText(t('signUp.sentTo'), {
                email: <span className="font-medium text-foreground">{awaitingVerification}</span>,
              })
            : t('signUp.sentToYourAddress')}
        </p>
        <Link
          to="/sign-in"
          search={{ redirect: redirectTo }}
          className="text-sm text-primary underline underline-offset-4"
        >
          {t('backToSignIn')}
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
      aria-label={t('signUp.submit')}
      onFocusCapture={preloadAuthClient}
    >
      <FormAlert message={submitted ? null : posted.message} />
      <TextField name="name" label={t('field.name')} autoComplete="name" autoFocus />
      <TextField name="email" label={t('field.email')} type="email" autoComplete="email" />
      <TextField
        name="username"
        label={t('field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        name="password"
        label={t('field.password')}
        type="password"
        autoComplete="new-password"
        hint={
          <span className="text-xs text-muted-foreground">
            {t('field.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          </span>
        }
      />
      <SubmitButton pendingLabel={t('signUp.pending')}>{t('signUp.submit')}</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        {t('signUp.haveAccount')}{' '}
        <Link
          to="/sign-in"
          search={{ redirect: redirectTo }}
          className="text-primary underline underline-offset-4"
        >
          {t('signIn.submit')}
        </Link>
      </p>
    </Form>
  )
}
