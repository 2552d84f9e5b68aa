import { createFileRoute } from '@tanstack/react-router'
import { UserDetailPage } from '~/features/admin/components/user-detail-page'

export const Route = createFileRoute('/admin/users/$userId')({
  head: () => ({ meta: [{ title: 'User · Site admin · Parley' }] }),
  component: function AdminUserRoute() {
    const { userId } = Route.useParams()
    return <UserDetailPage key={userId} userId={userId} />
  },
})
