import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Building2, LogOut, Trash2 } from 'lucide-react'
import * as React from 'react'
import { Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/lib/auth-error-message'
import { countOf } from '~/lib/count-of'
import { toast } from '~/lib/toast'
import { accountOverviewQuery } from '../account.queries'
import { deleteWithPasswordSchema } from '../account.schemas'
import type { AccountOverview } from '../account.server'
import { NETWORK_ERROR, Notice, SettingsCard, SettingsPage } from './account-layout'

const DELETED_PAGE = '/account-deleted'

/** A full page load: every query and the root's identity belong to an account that no longer exists. */
const leave = () => window.location.assign(DELETED_PAGE)

const linkProblems: Record<string, string> = {
  INVALID_TOKEN: 'That deletion link is invalid, has expired (links last 24 hours) or was already used.',
  SOLE_OWNER_OF_ORGANIZATION: 'Your account was not deleted: an organisation still needs another owner.',
}

export function DeleteAccountPage(props: { error?: string; token?: string }) {
  const { data: overview } = useSuspenseQuery(accountOverviewQuery())
  const blocked = overview.organizations.filter((org) => org.fate === 'blocked')
  const pendingLink = props.token && props.error === 'FAILED_TO_GET_USER_INFO' ? props.token : null

  return (
    <SettingsPage
      title="Delete account"
      intro="Deleting your account removes your profile, sign-in methods and sessions. This cannot be undone."
    >
      {props.error && !pendingLink ? (
        <Notice tone="error" title={linkProblems[props.error] ?? 'Your account was not deleted.'}>
          <p>You can ask for a new link below.</p>
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
  return (
    <SettingsCard title="Your organisations">
      {organizations.length === 0 ? (
        <p className="text-sm text-muted-foreground">You are not a member of any organisation.</p>
      ) : (
        <div className="grid gap-4 text-sm">
          {blocked.length > 0 ? (
            <Notice tone="error" title="First, give these organisations another owner">
              <p>
                You are their only owner and they have other members. Make another member an owner (or remove
                the other members) before deleting your account, so that nobody is left without an owner.
              </p>
              <ul className="mt-2 grid gap-1">
                {blocked.map((org) => (
                  <li key={org.id} className="flex flex-wrap items-center gap-x-2">
                    <span className="font-medium text-foreground">{org.name}</span>
                    <span>({countOf(org.memberCount, { one: 'member', other: 'members' })})</span>
                    <Link
                      to="/@{$org}/settings"
                      params={{ org: org.slug }}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      Manage members
                    </Link>
                  </li>
                ))}
              </ul>
            </Notice>
          ) : null}
          {deleted.length > 0 ? (
            <OrganizationList
              icon={<Trash2 aria-hidden className="size-4 text-destructive" />}
              title="Deleted with your account, with their projects (you are their only member):"
              names={deleted.map((org) => org.name)}
            />
          ) : null}
          {left.length > 0 ? (
            <OrganizationList
              icon={<LogOut aria-hidden className="size-4 text-muted-foreground" />}
              title="You will leave (they keep their other owners):"
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
      <ul className="mt-1 grid gap-1 pl-6">
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
        const message =
          code === 'INVALID_PASSWORD' ? 'This is not your password' : describeAuthError(result.error).message
        form.setError('password', { type: 'server', message }, { shouldFocus: true })
        return
      }
      leave()
    } catch {
      setPassword(null)
      toast.error(NETWORK_ERROR)
    }
  }

  return (
    <SettingsCard
      title="Delete now"
      tone="danger"
      description="Enter your password to delete your account immediately."
    >
      <Form form={form} className="grid gap-4" aria-label="Delete account with password">
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <div>
          <SubmitButton variant="destructive">
            <Trash2 aria-hidden /> Delete my account
          </SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        open={password !== null}
        onOpenChange={(open) => {
          if (!open) setPassword(null)
        }}
        title="Delete your account?"
        description="Your account is deleted at once. This cannot be undone."
        confirmLabel="Delete account"
        pendingLabel="Deleting…"
        onConfirm={confirm}
      />
    </SettingsCard>
  )
}

function DeleteByEmail({ email, primary }: { email: string; primary: boolean }) {
  const [state, setState] = React.useState<'idle' | 'sending' | 'sent'>('idle')
  const send = async () => {
    setState('sending')
    try {
      const result = await authClient.deleteUser({ callbackURL: DELETED_PAGE })
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
    <SettingsCard
      title={primary ? 'Delete by email confirmation' : 'Or confirm by email'}
      tone={primary ? 'danger' : undefined}
      description={`We send a deletion link to ${email}. Open it within 24 hours, signed in on this browser, to delete your account.`}
    >
      <div className="grid gap-4">
        {state === 'sent' ? (
          <Notice tone="success" title="Check your email">
            <p>We sent a deletion link to {email}. Nothing happens until you open it.</p>
          </Notice>
        ) : null}
        <div>
          <Button variant={primary ? 'destructive' : 'outline'} onClick={send} disabled={state === 'sending'}>
            {state === 'sending'
              ? 'Sending…'
              : state === 'sent'
                ? 'Send the link again'
                : 'Email me a deletion link'}
          </Button>
        </div>
      </div>
    </SettingsCard>
  )
}

/** Opened a mailed link while signed out: after signing in, one more click confirms it. */
function ConfirmMailedLink({ token, blocked }: { token: string; blocked: boolean }) {
  const href = `/api/auth/delete-user/callback?${new URLSearchParams({ token, callbackURL: DELETED_PAGE })}`
  return (
    <SettingsCard title="Confirm account deletion" tone="danger">
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          You opened a deletion link while signed out. Now that you are signed in, confirm to delete your
          account.
        </p>
        <div>
          {blocked ? (
            <p className="text-sm">Give your organisations another owner first (see below).</p>
          ) : (
            <Button variant="destructive" asChild>
              <a href={href}>
                <Trash2 aria-hidden /> Delete my account
              </a>
            </Button>
          )}
        </div>
      </div>
    </SettingsCard>
  )
}
