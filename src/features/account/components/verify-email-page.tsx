import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { authOrThrow, Form, FormSubmitError, SubmitButton, TextField, useZodForm } from '~/components/form'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/lib/auth-error-message'
import type { MessageKey } from '~/lib/i18n/catalogue'
import { safeRedirectPath } from '~/lib/safe-redirect'
import { resendVerificationSchema } from '../account.schemas'
import { AuthCard, NETWORK_ERROR, Notice } from './account-layout'

/** Better Auth's verify-email error codes, as sentences (their messages' keys). */
const problems: Record<string, { title: MessageKey<'account'>; detail: MessageKey<'account'> }> = {
  TOKEN_EXPIRED: { title: 'verify.expiredTitle', detail: 'verify.expiredDetail' },
  INVALID_TOKEN: { title: 'verify.invalidTitle', detail: 'verify.invalidDetail' },
  USER_NOT_FOUND: { title: 'verify.goneTitle', detail: 'verify.goneDetail' },
  INVALID_USER: { title: 'verify.otherUserTitle', detail: 'verify.otherUserDetail' },
}

export function VerifyEmailPage(props: {
  signedIn: boolean
  error?: string
  kind?: 'change'
  next?: string
}) {
  const t = useT('account')
  const errorText = useErrorText()
  const { data: viewer } = useQuery({ ...currentUserQuery(), enabled: props.signedIn })
  const [resend, setResend] = React.useState<'idle' | 'sending' | 'sent'>('idle')
  const [resendProblem, setResendProblem] = React.useState<string | null>(null)

  if (!props.error) {
    const changed = props.kind === 'change'
    return (
      <AuthCard title={changed ? t('verify.changedTitle') : t('verify.verifiedTitle')}>
        <div className="mt-4 grid gap-4">
          <Notice tone="success" title={changed ? t('verify.changedNotice') : t('verify.verifiedNotice')}>
            {viewer?.email ? (
              <p>
                {richText(changed ? t('verify.nowSignInWith') : t('verify.thanks'), {
                  email: <span className="font-medium text-foreground">{viewer.email}</span>,
                })}
              </p>
            ) : (
              <p>{changed ? t('verify.newAddressFromNow') : t('verify.allSet')}</p>
            )}
          </Notice>
          {props.signedIn ? (
            <Button asChild>
              <a href={safeRedirectPath(props.next, changed ? '/settings/email' : '/home')}>
                {t('verify.continue')}
              </a>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/sign-in" search={{ redirect: safeRedirectPath(props.next, '/home') }}>
                {t('verify.signIn')}
              </Link>
            </Button>
          )}
        </div>
      </AuthCard>
    )
  }

  const known = problems[props.error]
  const problem = known
    ? { title: t(known.title), detail: t(known.detail) }
    : { title: t('verify.unknownTitle'), detail: t('verify.unknownDetail', { code: props.error }) }

  const sendAgain = async () => {
    if (!viewer?.email) return
    setResend('sending')
    setResendProblem(null)
    try {
      const result = await authClient.sendVerificationEmail({ email: viewer.email, callbackURL: '/home' })
      if (result.error) {
        setResend('idle')
        setResendProblem(describeAuthError(result.error).message)
        return
      }
      setResend('sent')
    } catch {
      setResend('idle')
      setResendProblem(NETWORK_ERROR)
    }
  }

  return (
    <AuthCard title={t('verify.notVerifiedTitle')}>
      <div className="mt-4 grid gap-4">
        <Notice tone="error" title={problem.title}>
          <p>{problem.detail}</p>
        </Notice>
        {resend === 'sent' ? (
          <Notice tone="success" title={t('verify.resentTitle')}>
            <p>
              {richText(t('verify.resentDetail'), {
                email: <span className="font-medium text-foreground">{viewer?.email}</span>,
              })}
            </p>
          </Notice>
        ) : null}
        {resendProblem ? <Notice tone="error" title={errorText(resendProblem)} /> : null}
        {props.signedIn && props.error !== 'INVALID_USER' ? (
          <>
            <Button onClick={sendAgain} disabled={resend !== 'idle' || !viewer?.email}>
              {resend === 'sending' ? t('common.sending') : t('verify.sendNew')}
            </Button>
            <Button variant="outline" asChild>
              <Link to="/settings/email">{t('verify.emailSettings')}</Link>
            </Button>
          </>
        ) : props.signedIn ? (
          <Button asChild>
            <Link to="/sign-out">{t('verify.signOut')}</Link>
          </Button>
        ) : (
          <AnonymousResend />
        )}
      </div>
    </AuthCard>
  )
}

/** Signed out: a new link for an address (answered the same way whether or not it has an account). */
function AnonymousResend() {
  const t = useT('account')
  const [sent, setSent] = React.useState(false)
  const form = useZodForm({
    schema: resendVerificationSchema,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => {
      try {
        await authOrThrow(authClient.sendVerificationEmail({ email, callbackURL: '/home' }))
      } catch (error) {
        // Every refusal of this form is about the address.
        if (error instanceof FormSubmitError) {
          throw new FormSubmitError(error.message, { fields: { email: error.message } })
        }
        throw error
      }
      setSent(true)
    },
  })
  if (sent) {
    return (
      <Notice tone="success" title={t('verify.anonSentTitle')}>
        <p>
          {richText(t('verify.anonSentDetail'), {
            signIn: (
              <Link to="/sign-in" className="text-primary underline underline-offset-4">
                {t('verify.signInLink')}
              </Link>
            ),
          })}
        </p>
      </Notice>
    )
  }
  return (
    <Form form={form} className="grid gap-3" aria-label={t('verify.formLabel')}>
      <TextField name="email" label={t('verify.email')} type="email" autoComplete="email" />
      <SubmitButton pendingLabel={t('common.sending')}>{t('verify.sendNew')}</SubmitButton>
      <Button variant="outline" asChild>
        <Link to="/sign-in">{t('verify.signIn')}</Link>
      </Button>
    </Form>
  )
}
