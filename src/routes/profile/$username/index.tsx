import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '~/components/shell/not-found-view'
import { PublicProfilePage } from '~/features/profile/components/public-profile-page'
import { publicProfileQuery } from '~/features/profile/profile.queries'

export const Route = createFileRoute('/profile/$username/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicProfileQuery(params.username)),
  notFoundComponent: () => (
    <NotFoundView title="No such user" message="There is no one with this username." />
  ),
  component: function ProfileRoute() {
    const { username } = Route.useParams()
    return <PublicProfilePage username={username} />
  },
})
