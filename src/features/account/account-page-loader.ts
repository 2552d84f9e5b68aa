import type { QueryClient } from '@tanstack/react-query'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import type { MessageKey } from '~/lib/i18n/catalogue'
import type { Locale } from '~/lib/i18n/locales'
import { accountOverviewQuery } from './account.queries'

/**
 * The loader of an account page with a form (email, password, delete account): the account's overview, the
 * page's words and the forms' refusals in the viewer's language, and the page's title from them.
 */
export function accountPageLoader(titleKey: MessageKey<'account'>) {
  return async ({ context }: { context: { queryClient: QueryClient; viewer: { locale?: Locale } } }) => {
    const locale = context.viewer.locale
    const [, t] = await Promise.all([
      context.queryClient.ensureQueryData(accountOverviewQuery()),
      loadTranslator(context.queryClient, locale, 'account'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { title: t(titleKey) }
  }
}
