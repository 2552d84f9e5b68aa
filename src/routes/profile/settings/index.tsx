import { createFileRoute } from '@tanstack/react-router'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { ProfileSettingsPage } from '~/features/profile/components/profile-settings-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/profile/settings/')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: ProfileSettingsPage,
})
