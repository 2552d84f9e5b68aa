import { createFileRoute } from '@tanstack/react-router'
import { ProfileSettingsPage } from '~/features/profile/components/profile-settings-page'
import { ownProfileQuery } from '~/features/profile/profile.queries'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/profile/settings/')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(ownProfileQuery()),
  head: () => ({ meta: [{ title: 'Profile · Parley' }] }),
  component: ProfileSettingsPage,
})
