import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { requireAdminPage } from '~/features/admin/admin.functions'
import { AdminLayout } from '~/features/admin/components/admin-layout'

/** Site admin: admins only; everyone else gets the not-found view with HTTP 404. */
export const Route = createFileRoute('/admin')({
  // The guard, then the area's words and its title in the request's language.
  loader: async ({ context }) => {
    const admin = await requireAdminPage()
    const locale = context.viewer.locale
    await ensureMessages(context.queryClient, locale, ['admin', 'errors'])
    const t = await loadTranslator(context.queryClient, locale, 'admin')
    return { ...admin, title: t('pageTitle.admin') }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }],
  }),
  notFoundComponent: () => <NotFoundView />,
  component: AdminLayout,
})
