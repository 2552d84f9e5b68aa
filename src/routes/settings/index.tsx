import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { siteAdminStatusQuery } from '~/features/admin/admin.queries'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { SettingsIndexPage } from '~/features/profile/components/settings-index-page'

/** The account-level settings index. */
export const Route = createFileRoute('/settings/')({
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    await Promise.all([
      context.queryClient.ensureQueryData(currentUserQuery()),
      context.queryClient.ensureQueryData(siteAdminStatusQuery(context.viewer.userId)),
      // The language field's words are the common area's (loaded by the root); its errors are the form's.
      ensureMessages(context.queryClient, locale, ['profile', 'errors']),
    ])
    const t = await loadTranslator(context.queryClient, locale, 'profile')
    return { title: t('settings.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: SettingsIndexPage,
})
