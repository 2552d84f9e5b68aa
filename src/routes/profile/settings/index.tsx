import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { ProfileSettingsPage } from '~/features/profile/components/profile-settings-page'
import { ownProfileQuery } from '~/features/profile/profile.queries'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/profile/settings/')({
  beforeLoad: requireSignedIn,
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    await Promise.all([
      context.queryClient.ensureQueryData(ownProfileQuery()),
      ensureMessages(context.queryClient, locale, ['profile', 'errors']),
    ])
    const t = await loadTranslator(context.queryClient, locale, 'profile')
    return { title: t('edit.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: ProfileSettingsPage,
})
