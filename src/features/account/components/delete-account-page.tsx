import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Building2, LogOut, Trash2 } from 'lucide-react'
import * as React from 'react'
import { Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/lib/auth-error-message'
import type { MessageKey } from '~/lib/i18n/catalogue'
import { toast } from '~/lib/toast'
import { accountOverviewQuery } from '../account.queries'
import { deleteWithPasswordSchema } from '../account.schemas'
import type { AccountOverview } from '../account.server'
import { NETWORK_ERROR, Notice, SettingsCard, SettingsPage } from './account-layout'

const DELETED_PAGE = '/account-deleted'

/** A full page load: every query and the root's identity belong to an account that no longer exists. */
const leave = () => window.location.assign(DELETED_PAGE)

const linkProblems: Record<string, MessageKey<'account'>> = {
  INVALID_TOKEN: 'delete.invalidLink',
  SOLE_OWNER_OF_ORGANIZATION: 'delete.soleOwner',
}

export function DeleteAccountPage(props: { error?: string; token?: string }) {
  const t = useT('account')
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const blocked = overview.organizations.filter((org) => org.fate === 'blocked')
  const pendingLink = props.token && props.error === 'FAILED_TO_GET_USER_INFO' ? props.token : null
  const linkProblem = props.error ? linkProblems[props.error] : undefined

  return (
    <SettingsPage title={t('delete.title')} intro={t('delete.intro')}>
      {props.error && !pendingLink ? (
        <Notice tone="error" title={linkProblem ? t(linkProblem) : t('delete.notDeleted')}>
          <p>{t('delete.askNewLink')}</p>
        </Notice>
      ) : null}
      {pendingLink ? <ConfirmMailedLink token={pendingLink} blocked={blocked.length > 0} /> : null}
      <OrganizationsCard organizations={overview.organizations} />
      {blocked.length > 0 ? null : (
        <>
          {overview.hasPassword ? <DeleteWithPassword /> : null}
          <DeleteByEmail email={overview.email} primary={!overview.hasPassword} />
        </>
      )}
    </SettingsPage>
  )
}

function OrganizationsCard({ organizations }: { organizations: AccountOverview['organizations'] }) {
  const blocked = organizations.filter((org) => org.fate === 'blocked')
  const deleted = organizations.filter((org) => org.fate === 'deleted')
  const left = organizations.filter((org) => org.fate === 'left')
  const t = useT('account')
  return (
    <SettingsCard title={t('delete.orgsTitle')}>
      {organizations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('delete.noOrgs')}</p>
      ) : (
        <div className="grid gap-4 text-sm">
          {blocked.length > 0 ? (
            <Notice tone="error" title={t('delete.blockedTitle')}>
              <p>{t('delete.blockedHelp')}</p>
              <ul className="mt-2 grid gap-1">
                {blocked.map((org) => (
                  <li key={org.id} className="flex flex-wrap items-center gap-x-2">
                    <span className="font-medium text-foreground">{org.name}</span>
                    <span>({t('delete.members', { count: org.memberCount })})</span>
                    <Link
                      to="/@{$org}/settings"
                      params={{ org: org.slug }}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {t('delete.manageMembers')}
                    </Link>
                  </li>
                ))}
              </ul>
            </Notice>
          ) : null}
          {deleted.length > 0 ? (
            <OrganizationList
              icon={<Trash2 aria-hidden className="size-4 text-destructive" />}
              title={t('delete.deletedWith')}
              names={deleted.map((org) => org.name)}
            />
          ) : null}
          {left.length > 0 ? (
            <OrganizationList
              icon={<LogOut aria-hidden className="size-4 text-muted-foreground" />}
              title={t('delete.willLeave')}
              names={left.map((org) => org.name)}
            />
          ) : null}
        </div>
      )}
    </SettingsCard>
  )
}

function OrganizationList(props: { icon: React.ReactNode; title: string; names: string[] }) {
  return (
    <div>
      <p className="flex items-center gap-2 font-medium">
        {props.icon}
        {props.title}
      </p>
      <ul className="mt-1 grid gap-1 ps-6">
        {props.names.map((name) => (
          <li key={name} className="flex items-center gap-2 text-muted-foreground">
            <Building2 aria-hidden className="size-3.5" /> {name}
          </li>
        ))}
      </ul>
    </div>
  )
}

function DeleteWithPassword() {
  const t = useT('account')
  const errorText = useErrorText()
  const [password, setPassword] = React.useState<string | null>(null)
  // The password is checked when the dialog confirms: the form only asks for it first.
  const form = useZodForm({
    schema: deleteWithPasswordSchema,
    defaultValues: { password: '' },
    onSubmit: (values) => setPassword(values.password),
  })

  const confirm = async () => {
    if (password === null) return
    try {
      const result = await authClient.deleteUser({ password })
      if (result.error) {
        setPassword(null)
        const code = (result.error as { code?: string }).code
        // English, like every refusal: the field's error view translates it (the `errors` catalogue).
        const message =
          code === 'INVALID_PASSWORD' ? 'This is not your password' : describeAuthError(result.error).message
        form.setError('password', { type: 'server', message }, { shouldFocus: true })
        return
      }
      leave()
    } catch {
      setPassword(null)
      toast.error(errorText(NETWORK_ERROR))
    }
  }

  return (
    <SettingsCard title={t('delete.nowTitle')} tone="danger" description={t('delete.nowDescription')}>
      <Form form={form} className="grid gap-4" aria-label={t('delete.withPasswordLabel')}>
        <TextField
          name="password"
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
        />
        <div>
          <SubmitButton variant="destructive">
            <Trash2 aria-hidden /> {t('delete.deleteMine')}
          </SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        open={password !== null}
        onOpenChange={(open) => {
          if (!open) setPassword(null)
        }}
        title={t('delete.confirmTitle')}
        description={t('delete.confirmDescription')}
        confirmLabel={t('delete.title')}
        pendingLabel={t('delete.deleting')}
        onConfirm={confirm}
      />
    </SettingsCard>
  )
}

function DeleteByEmail({ email, primary }: { email: string; primary: boolean }) {
  const t = useT('account')
  const errorText = useErrorText()
  const [state, setState] = React.useState<'idle' | 'sending' | 'sent'>('idle')
  const send = async () => {
    setState('sending')
    try {
      const result = await authClient.deleteUser({ callbackURL: DELETED_PAGE })
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
    <SettingsCard
      title={primary ? t('delete.byEmailTitle') : t('delete.orByEmail')}
      tone={primary ? 'danger' : undefined}
      description={t('delete.byEmailDescription', { email })}
    >
      <div className="grid gap-4">
        {state === 'sent' ? (
          <Notice tone="success" title={t('delete.checkEmail')}>
            <p>{t('delete.sentTo', { email })}</p>
          </Notice>
        ) : null}
        <div>
          <Button variant={primary ? 'destructive' : 'outline'} onClick={send} disabled={state === 'sending'}>
            {state === 'sending'
              ? t('common.sending')
              : state === 'sent'
                ? t('delete.sendAgain')
                : t('delete.emailMe')}
          </Button>
        </div>
      </div>
    </SettingsCard>
  )
}

/** Opened a mailed link while signed out: after signing in, one more click confirms it. */
function ConfirmMailedLink({ token, blocked }: { token: string; blocked: boolean }) {
  const t = useT('account')
  const href = `/api/auth/delete-user/callback?${new URLSearchParams({ token, callbackURL: DELETED_PAGE })}`
  return (
    <SettingsCard title={t('delete.confirmMailedTitle')} tone="danger">
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('delete.confirmMailedHelp')}</p>
        <div>
          {blocked ? (
            <p className="text-sm">{t('delete.ownersFirst')}</p>
          ) : (
            <Button variant="destructive" asChild>
              <a href={href}>
                <Trash2 aria-hidden /> {t('delete.deleteMine')}
              </a>
            </Button>
          )}
        </div>
      </div>
    </SettingsCard>
  )
}
