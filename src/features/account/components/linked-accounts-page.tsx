import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { RelativeTime } from '~/components/ui/relative-time'
import { authClient } from '~/features/auth/auth-client'
import { SocialProviderMark } from '~/features/auth/components/social-provider-mark'
import { type LinkedAccount, linkedAccountsQuery, socialKeys } from '~/features/auth/social.functions'
import { describeAuthError } from '~/lib/auth-error-message'
import { toast } from '~/lib/toast'
import { Notice, SettingsCard, SettingsPage } from './account-layout'

const HERE = '/settings/accounts'

/** The OAuth callback's error codes, as the person linking an account reads them. */
const LINK_ERRORS: Record<string, string> = {
  account_already_linked_to_different_user: 'That account is already linked to another Parley user.',
  email_does_not_match: 'That account uses a different email address from yours, so it was not linked.',
  unable_to_link_account:
    'Parley could not link that account: the provider has not verified its email address. Verify it there and try again.',
  state_not_found: 'The linking request expired or was already used. Please try again.',
  state_mismatch: 'The linking request was started in another browser or has expired. Please try again.',
  invalid_code: 'The provider did not accept the sign-in. Please try again.',
  no_code: 'The provider did not complete the sign-in. Please try again.',
  access_denied: 'You cancelled at the provider; nothing was linked.',
  unable_to_get_user_info: 'Parley could not read your profile from the provider. Please try again.',
  email_not_found: 'The provider did not share an email address, so the account could not be linked.',
  oauth_provider_not_found: 'That provider is not available on this Parley.',
}

export type LinkedAccountsSearch = { error?: string; error_description?: string; linked?: string }

/** /settings/accounts: the ways the user signs in; link another configured provider; unlink one. */
export function LinkedAccountsPage({ search }: { search: LinkedAccountsSearch }) {
  const { data } = useSuspenseQuery(linkedAccountsQuery())
  const nameOf = (providerId: string) =>
    providerId === 'credential'
      ? 'Email and password'
      : (data.providers.find((provider) => provider.id === providerId)?.name ?? providerId)
  const linkedIds = new Set(data.accounts.map((account) => account.providerId))
  const available = data.providers.filter((provider) => !linkedIds.has(provider.id))

  return (
    <SettingsPage title="Linked accounts" intro="The ways you sign in to Parley.">
      {search.error ? (
        <Notice tone="error" title="The account was not linked">
          {LINK_ERRORS[search.error] ?? search.error_description ?? `The provider answered: ${search.error}.`}
        </Notice>
      ) : search.linked ? (
        <Notice tone="success" title={`${nameOf(search.linked)} is linked`}>
          You can now sign in with it.
        </Notice>
      ) : null}

      <SettingsCard
        title="Signed in with"
        description={
          data.allowUnlinkingAll
            ? undefined
            : 'Your last way of signing in cannot be removed: link another one or set a password first.'
        }
      >
        <ul className="divide-y divide-border" aria-label="Linked accounts">
          {data.accounts.map((account) => (
            <LinkedAccountRow key={account.id} account={account} name={nameOf(account.providerId)} />
          ))}
        </ul>
      </SettingsCard>

      <SettingsCard
        title="Link another account"
        description={
          data.providers.length === 0
            ? 'No social sign-in providers are configured on this Parley.'
            : 'You will be sent to the provider to confirm. Its email address must match yours.'
        }
      >
        {available.length > 0 ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {available.map((provider) => (
              <LinkButton key={provider.id} providerId={provider.id} name={provider.name} />
            ))}
          </div>
        ) : data.providers.length > 0 ? (
          <p className="text-sm text-muted-foreground">Every available provider is linked.</p>
        ) : null}
      </SettingsCard>
    </SettingsPage>
  )
}

function LinkedAccountRow({ account, name }: { account: LinkedAccount; name: string }) {
  const queryClient = useQueryClient()
  const [pending, setPending] = React.useState(false)

  const unlink = async () => {
    setPending(true)
    try {
      const result = await authClient.unlinkAccount({ accountId: account.id })
      if (result.error) {
        toast.error(
          result.error.code === 'SESSION_NOT_FRESH'
            ? 'For your security, sign in again before unlinking an account.'
            : describeAuthError(result.error).message,
        )
        return
      }
      toast.success(`${name} unlinked`)
      await queryClient.invalidateQueries({ queryKey: socialKeys.linkedAccounts() })
    } catch {
      toast.error('Could not reach Parley. Check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      {account.providerId === 'credential' ? (
        <KeyRound aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      ) : (
        <SocialProviderMark id={account.providerId} name={name} />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium">{name}</p>
        <p className="text-sm text-muted-foreground">
          Linked <RelativeTime iso={account.createdAt} />
        </p>
      </div>
      <Button type="button" variant="outline" size="sm" disabled={pending} onClick={unlink}>
        {pending ? 'Unlinking…' : 'Unlink'}
      </Button>
    </li>
  )
}

function LinkButton({ providerId, name }: { providerId: string; name: string }) {
  const [pending, setPending] = React.useState(false)
  const link = async () => {
    setPending(true)
    try {
      const result = await authClient.linkSocial({
        provider: providerId,
        callbackURL: `${HERE}?linked=${encodeURIComponent(providerId)}`,
        errorCallbackURL: HERE,
      })
      if (result.error) {
        toast.error(describeAuthError(result.error).message)
        setPending(false)
      }
      // On success the browser goes to the provider.
    } catch {
      toast.error('Could not reach Parley. Check your connection and try again.')
      setPending(false)
    }
  }
  return (
    <Button type="button" variant="outline" align="start" disabled={pending} onClick={link}>
      <SocialProviderMark id={providerId} name={name} />
      <span className="truncate">{pending ? 'Redirecting…' : `Link ${name}`}</span>
    </Button>
  )
}
