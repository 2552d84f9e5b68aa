import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '~/components/shell/not-found-view'
import { requireAdminPage } from '~/features/admin/admin.functions'
import { AdminLayout } from '~/features/admin/components/admin-layout'

/** Site admin: admins only; everyone else gets the not-found view with HTTP 404. */
export const Route = createFileRoute('/admin')({
  loader: () => requireAdminPage(),
  head: () => ({ meta: [{ title: 'Site admin · Parley' }, { name: 'robots', content: 'noindex' }] }),
  notFoundComponent: () => <NotFoundView />,
  component: AdminLayout,
})
