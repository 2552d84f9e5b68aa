import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, useT } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { PublicProfilePage } from '~/features/profile/components/public-profile-page'
import { publicProfileQuery } from '~/features/profile/profile.queries'

export const Route = createFileRoute('/profile/$username/')({
  loader: async ({ context, params }) => {
    // The words first: the not-found view below needs them when the profile is not there.
    await ensureMessages(context.queryClient, context.viewer.locale, ['profile'])
    await context.queryClient.ensureQueryData(publicProfileQuery(params.username))
  },
  notFoundComponent: ProfileNotFound,
  component: function ProfileRoute() {
    const { username } = Route.useParams()
    return <PublicProfilePage username={username} />
  },
})

function ProfileNotFound() {
  const t = useT('profile')
  return <NotFoundView title={t('public.notFoundTitle')} message={t('public.notFoundMessage')} />
}
