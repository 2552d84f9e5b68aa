import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '~/components/shell/not-found-view'
import { CompanyPage } from '~/features/customers/components/company-page'
import { requireOrganizationMember } from '~/features/orgs/orgs.functions'

/** A customer company, for members only. */
export const Route = createFileRoute('/@{$org}/customers/$companyId')({
  loader: ({ params }) => requireOrganizationMember({ data: { slug: params.org } }),
  head: () => ({ meta: [{ title: 'Customer · Parley' }] }),
  notFoundComponent: () => <NotFoundView />,
  component: function CompanyRoute() {
    const { org, companyId } = Route.useParams()
    return <CompanyPage slug={org} companyId={companyId} />
  },
})
