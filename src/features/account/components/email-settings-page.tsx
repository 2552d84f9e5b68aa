import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { BadgeCheck, CircleAlert } from 'lucide-react'
import * as React from 'react'
import { authOrThrow, Form, FormSubmitError, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { authKeys } from '~/features/auth/auth.queries'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/lib/auth-error-message'
import { toast } from '~/lib/toast'
import { getAccountOverviewFn } from '../account.functions'
import { accountKeys, accountOverviewQuery } from '../account.queries'
import { changeEmailSchema } from '../account.schemas'
import { NETWORK_ERROR, Notice, SettingsCard, SettingsPage } from './account-layout'

export function EmailSettingsPage() {
  const t = useT('account')
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  return (
    <SettingsPage title={t('email.title')} intro={t('email.intro')}>
      <SettingsCard title={t('email.addressTitle')}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="break-all font-medium" data-testid="current-email">
            {overview.email}
          </p>
          {overview.emailVerified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-600/10 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:text-emerald-300">
              <BadgeCheck aria-hidden className="size-3.5" /> {t('email.verified')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-800 dark:text-amber-300">
              <CircleAlert aria-hidden className="size-3.5" /> {t('email.notVerified')}
            </span>
          )}
        </div>
        {overview.emailVerified ? null : <ResendVerification email={overview.email} />}
      </SettingsCard>
      <ChangeEmailCard currentEmail={overview.email} verified={overview.emailVerified} />
    </SettingsPage>
  )
}

function ResendVerification({ email }: { email: string }) {
  const t = useT('account')
  const errorText = useErrorText()
  const [state, setState] = React.useState<'idle' | 'sending' | 'sent'>('idle')
  const send = async () => {
    setState('sending')
    try {
      const result = await authClient.sendVerificationEmail({ email, callbackURL: '/settings/email' })
      if (result.error) {
        toast.error(errorText(describeAuthError(result.error).message))
        setState('idle')
        return
      }
      setState('sent')
    } catch {
      toast.error(errorText(NETWORK_ERROR))
      setState('idle')
    }
  }
  return (
    <div className="mt-4 grid gap-3">
      <p className="text-sm text-muted-foreground">{t('email.verifyHelp')}</p>
      {state === 'sent' ? (
        <Notice tone="success" title={t('email.verificationSent')}>
          <p>{t('email.verificationSentDetail', { email })}</p>
        </Notice>
      ) : null}
      <div>
        <Button variant="outline" onClick={send} disabled={state === 'sending'}>
          {state === 'sending'
            ? t('common.sending')
            : state === 'sent'
              ? t('email.sendAgain')
              : t('email.sendVerification')}
        </Button>
      </div>
    </div>
  )
}

function ChangeEmailCard({ currentEmail, verified }: { currentEmail: string; verified: boolean }) {
  const t = useT('account')
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = React.useState<{
    tone: 'success' | 'error'
    title: string
    detail: string
  } | null>(null)

  const form = useZodForm({
    schema: changeEmailSchema,
    defaultValues: { newEmail: '' },
    onSubmit: async ({ newEmail }) => {
      if (newEmail === currentEmail.toLowerCase()) {
        // English, like every refusal: the field's error view translates it (the `errors` catalogue).
        const message = 'This is already your email address'
        throw new FormSubmitError(message, { fields: { newEmail: message } })
      }
      setOutcome(null)
      try {
        await authOrThrow(authClient.changeEmail({ newEmail, callbackURL: '/settings/email' }))
      } catch (error) {
        // Every refusal of this form is about the new address.
        if (error instanceof FormSubmitError) {
          throw new FormSubmitError(error.message, { fields: { newEmail: error.message } })
        }
        throw error
      }
      form.reset()
      if (verified) {
        setOutcome({
          tone: 'success',
          title: t('email.checkNew', { email: newEmail }),
          detail: t('email.checkNewDetail'),
        })
        return
      }
      // Unverified addresses change at once, unless the new one cannot be used (the answer does not say why).
      const now = await queryClient.fetchQuery({
        queryKey: accountKeys.overview(),
        queryFn: () => getAccountOverviewFn(),
      })
      await queryClient.invalidateQueries({ queryKey: authKeys.all })
      setOutcome(
        now.email === newEmail
          ? {
              tone: 'success',
              title: t('email.nowAddress', { email: newEmail }),
              detail: t('email.nowAddressDetail'),
            }
          : {
              tone: 'error',
              title: t('email.notChanged'),
              detail: t('email.notChangedDetail'),
            },
      )
    },
  })

  return (
    <SettingsCard
      title={t('email.changeTitle')}
      description={verified ? t('email.changeVerified') : t('email.changeUnverified')}
    >
      <Form form={form} className="grid gap-4" aria-label={t('email.changeTitle')}>
        {outcome ? (
          <Notice tone={outcome.tone} title={outcome.title}>
            <p>{outcome.detail}</p>
          </Notice>
        ) : null}
        <TextField name="newEmail" label={t('email.newAddress')} type="email" autoComplete="email" />
        <div>
          <SubmitButton pendingLabel={t('common.sending')}>
            {verified ? t('email.sendConfirmation') : t('email.changeTitle')}
          </SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  )
}
