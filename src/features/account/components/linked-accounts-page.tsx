import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { RelativeTime } from '~/components/ui/relative-time'
import { authClient } from '~/features/auth/auth-client'
import { SocialProviderMark } from '~/features/auth/components/social-provider-mark'
import { type LinkedAccount, linkedAccountsQuery, socialKeys } from '~/features/auth/social.functions'
import { describeAuthError } from '~/lib/auth-error-message'
import type { MessageKey } from '~/lib/i18n/catalogue'
import { toast } from '~/lib/toast'
import { NETWORK_ERROR, Notice, SettingsCard, SettingsPage } from './account-layout'

const HERE = '/settings/accounts'

/** The OAuth callback's error codes, as the person linking an account reads them (their messages' keys). */
const LINK_ERRORS: Record<string, MessageKey<'account'>> = {
  account_already_linked_to_different_user: 'linkError.linkedToOther',
  email_does_not_match: 'linkError.emailMismatch',
  unable_to_link_account: 'linkError.unverifiedEmail',
  state_not_found: 'linkError.stateNotFound',
  state_mismatch: 'linkError.stateMismatch',
  invalid_code: 'linkError.invalidCode',
  no_code: 'linkError.noCode',
  access_denied: 'linkError.accessDenied',
  unable_to_get_user_info: 'linkError.noUserInfo',
  email_not_found: 'linkError.noEmail',
  oauth_provider_not_found: 'linkError.noProvider',
}

export type LinkedAccountsSearch = { error?: string; error_description?: string; linked?: string }

/** /settings/accounts: the ways the user signs in; link another configured provider; unlink one. */
export function LinkedAccountsPage({ search }: { search: LinkedAccountsSearch }) {
  const t = useT('account')
  const { data } = useSuspenseQuery(linkedAccountsQuery())
  const nameOf = (providerId: string) =>
    providerId === 'credential'
      ? t('linked.emailAndPassword')
      : (data.providers.find((provider) => provider.id === providerId)?.name ?? providerId)
  const linkedIds = new Set(data.accounts.map((account) => account.providerId))
  const available = data.providers.filter((provider) => !linkedIds.has(provider.id))
  const linkError = search.error ? LINK_ERRORS[search.error] : undefined

  return (
    <SettingsPage title={t('linked.title')} intro={t('linked.intro')}>
      {search.error ? (
        <Notice tone="error" title={t('linked.notLinked')}>
          {linkError
            ? t(linkError)
            : (search.error_description ?? t('linked.providerAnswered', { error: search.error }))}
        </Notice>
      ) : search.linked ? (
        <Notice tone="success" title={t('linked.isLinked', { name: nameOf(search.linked) })}>
          {t('linked.canSignIn')}
        </Notice>
      ) : null}

      <SettingsCard
        title={t('linked.signedInWith')}
        description={data.allowUnlinkingAll ? undefined : t('linked.lastWay')}
      >
        <ul className="divide-y divide-border" aria-label={t('linked.title')}>
          {data.accounts.map((account) => (
            <LinkedAccountRow key={account.id} account={account} name={nameOf(account.providerId)} />
          ))}
        </ul>
      </SettingsCard>

      <SettingsCard
        title={t('linked.linkAnother')}
        description={data.providers.length === 0 ? t('linked.noProviders') : t('linked.linkHelp')}
      >
        {available.length > 0 ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {available.map((provider) => (
              <LinkButton key={provider.id} providerId={provider.id} name={provider.name} />
            ))}
          </div>
        ) : data.providers.length > 0 ? (
          <p className="text-sm text-muted-foreground">{t('linked.allLinked')}</p>
        ) : null}
      </SettingsCard>
    </SettingsPage>
  )
}

function LinkedAccountRow({ account, name }: { account: LinkedAccount; name: string }) {
  const t = useT('account')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [pending, setPending] = React.useState(false)

  const unlink = async () => {
    setPending(true)
    try {
      const result = await authClient.unlinkAccount({ accountId: account.id })
      if (result.error) {
        toast.error(
          result.error.code === 'SESSION_NOT_FRESH'
            ? t('linked.sessionNotFresh')
            : errorText(describeAuthError(result.error).message),
        )
        return
      }
      toast.success(t('linked.unlinked', { name }))
      await queryClient.invalidateQueries({ queryKey: socialKeys.linkedAccounts() })
    } catch {
      toast.error(errorText(NETWORK_ERROR))
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
          {richText(t('linked.since'), { time: <RelativeTime iso={account.createdAt} /> })}
        </p>
      </div>
      <Button type="button" variant="outline" size="sm" disabled={pending} onClick={unlink}>
        {pending ? t('linked.unlinking') : t('linked.unlink')}
      </Button>
    </li>
  )
}

function LinkButton({ providerId, name }: { providerId: string; name: string }) {
  const t = useT('account')
  const errorText = useErrorText()
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
        toast.error(errorText(describeAuthError(result.error).message))
        setPending(false)
      }
      // On success the browser goes to the provider.
    } catch {
      toast.error(errorText(NETWORK_ERROR))
      setPending(false)
    }
  }
  return (
    <Button type="button" variant="outline" align="start" disabled={pending} onClick={link}>
      <SocialProviderMark id={providerId} name={name} />
      <span className="truncate">{pending ? t('linked.redirecting') : t('linked.link', { name })}</span>
    </Button>
  )
}
