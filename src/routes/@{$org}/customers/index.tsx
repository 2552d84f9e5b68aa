import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '~/components/shell/not-found-view'
import { CustomersPage } from '~/features/customers/components/customers-page'
import { requireOrganizationMember } from '~/features/orgs/orgs.functions'

/** The organisation's customers, for members only (the server answers not found to anyone else). */
export const Route = createFileRoute('/@{$org}/customers/')({
  loader: ({ params }) => requireOrganizationMember({ data: { slug: params.org } }),
  head: () => ({ meta: [{ title: 'Customers · Parley' }] }),
  notFoundComponent: () => <NotFoundView />,
  component: function CustomersRoute() {
    const { org } = Route.useParams()
    return <CustomersPage slug={org} />
  },
})
