import { createFileRoute } from '@tanstack/react-router'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { SettingsIndexPage } from '~/features/profile/components/settings-index-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: SettingsIndexPage,
})
