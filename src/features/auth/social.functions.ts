import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getAppContext } from '~/server/app-context.server'
import { configuredSocialProviders } from '~/server/auth/social-providers.server'
import { requireViewer } from '~/server/authz.server'

/** The social providers this deployment offers (ids and names only, never a secret): the sign-in buttons. */
export const getSocialProviders = createServerFn({ method: 'GET' }).handler(async () => {
  const { auth } = await getAppContext()
  return configuredSocialProviders(auth.options)
})

export type LinkedAccount = {
  /** The account row's id (what unlink-account takes). */
  id: string
  /** "credential" for email and password, else the provider's id. */
  providerId: string
  /** The provider's id for the user. */
  accountId: string
  createdAt: string
  scopes: string[]
}

/** GET /list-accounts for the signed-in user, with the providers that could be linked. */
export const getLinkedAccounts = createServerFn({ method: 'GET' }).handler(async () => {
  await requireViewer()
  const { auth } = await getAppContext()
  const accounts = await auth.api.listUserAccounts({ headers: getRequest().headers })
  return {
    accounts: accounts.map(
      (account): LinkedAccount => ({
        id: account.id,
        providerId: account.providerId,
        accountId: account.accountId,
        createdAt: new Date(account.createdAt).toISOString(),
        scopes: account.scopes,
      }),
    ),
    providers: configuredSocialProviders(auth.options),
    /** ACCOUNT_LINKING_ALLOW_UNLINKING_ALL: may the last sign-in method go? */
    allowUnlinkingAll: auth.options.account?.accountLinking?.allowUnlinkingAll === true,
  }
})

export const socialKeys = {
  all: ['social'] as const,
  providers: () => [...socialKeys.all, 'providers'] as const,
  linkedAccounts: () => ['auth', 'linked-accounts'] as const,
}

export const socialProvidersQuery = () =>
  queryOptions({ queryKey: socialKeys.providers(), queryFn: () => getSocialProviders(), staleTime: Infinity })

/** Under the auth keys: signing in or out (which clears them) forgets the previous user's accounts. */
export const linkedAccountsQuery = () =>
  queryOptions({ queryKey: socialKeys.linkedAccounts(), queryFn: () => getLinkedAccounts() })
