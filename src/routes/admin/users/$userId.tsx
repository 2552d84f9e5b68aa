import { createFileRoute } from '@tanstack/react-router'
import { loadTranslator } from '~/components/i18n/use-t'
import { UserDetailPage } from '~/features/admin/components/user-detail-page'

export const Route = createFileRoute('/admin/users/$userId')({
  // The area's words are loaded by the admin layout's loader; the title in the request's language.
  loader: async ({ context }) => {
    const t = await loadTranslator(context.queryClient, context.viewer.locale, 'admin')
    return { title: t('pageTitle.user') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function AdminUserRoute() {
    const { userId } = Route.useParams()
    return <UserDetailPage key={userId} userId={userId} />
  },
})
