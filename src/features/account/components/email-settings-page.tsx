import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { BadgeCheck, CircleAlert } from 'lucide-react'
import * as React from 'react'
import { authOrThrow, Form, FormSubmitError, SubmitButton, TextField, useZodForm } from '~/components/form'
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
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  return (
    <SettingsPage title="Email" intro="The address you sign in with and where Parley sends account mail.">
      <SettingsCard title="Email address">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="break-all font-medium" data-testid="current-email">
            {overview.email}
          </p>
          {overview.emailVerified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-600/10 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:text-emerald-300">
              <BadgeCheck aria-hidden className="size-3.5" /> Verified
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-medium text-amber-800 dark:text-amber-300">
              <CircleAlert aria-hidden className="size-3.5" /> Not verified
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
  const [state, setState] = React.useState<'idle' | 'sending' | 'sent'>('idle')
  const send = async () => {
    setState('sending')
    try {
      const result = await authClient.sendVerificationEmail({ email, callbackURL: '/settings/email' })
      if (result.error) {
        toast.error(describeAuthError(result.error).message)
        setState('idle')
        return
      }
      setState('sent')
    } catch {
      toast.error(NETWORK_ERROR)
      setState('idle')
    }
  }
  return (
    <div className="mt-4 grid gap-3">
      <p className="text-sm text-muted-foreground">
        Verify your address so that you can always get back into your account.
      </p>
      {state === 'sent' ? (
        <Notice tone="success" title="Verification email sent">
          <p>Open the link in the email we sent to {email}. It is valid for 1 hour.</p>
        </Notice>
      ) : null}
      <div>
        <Button variant="outline" onClick={send} disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : state === 'sent' ? 'Send again' : 'Send verification email'}
        </Button>
      </div>
    </div>
  )
}

function ChangeEmailCard({ currentEmail, verified }: { currentEmail: string; verified: boolean }) {
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
          title: `Check ${newEmail} for a confirmation link`,
          detail:
            'Your address changes when you open it (within 1 hour). Until then you keep signing in with the current one.',
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
              title: `Your email address is now ${newEmail}`,
              detail: 'We sent a verification link to the new address.',
            }
          : {
              tone: 'error',
              title: 'Your email address was not changed',
              detail: 'That address cannot be used. Try another one.',
            },
      )
    },
  })

  return (
    <SettingsCard
      title="Change email"
      description={
        verified
          ? 'We will send a confirmation link to the new address. Your address changes when you open it.'
          : 'Your address changes right away, and we send a verification link to the new one.'
      }
    >
      <Form form={form} className="grid gap-4" aria-label="Change email">
        {outcome ? (
          <Notice tone={outcome.tone} title={outcome.title}>
            <p>{outcome.detail}</p>
          </Notice>
        ) : null}
        <TextField name="newEmail" label="New email address" type="email" autoComplete="email" />
        <div>
          <SubmitButton pendingLabel="Sending…">
            {verified ? 'Send confirmation link' : 'Change email'}
          </SubmitButton>
        </div>
      </Form>
    </SettingsCard>
  )
}
