import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { CompanyPage } from '~/features/customers/components/company-page'
import { requireOrganizationMember } from '~/features/orgs/orgs.functions'

/** A customer company, for members only. */
export const Route = createFileRoute('/@{$org}/customers/$companyId')({
  loader: async ({ context, params }) => {
    const locale = context.viewer.locale
    await Promise.all([
      requireOrganizationMember({ data: { slug: params.org } }),
      ensureMessages(context.queryClient, locale, ['customers', 'errors']),
    ])
    const t = await loadTranslator(context.queryClient, locale, 'customers')
    return { title: t('company.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  notFoundComponent: () => <NotFoundView />,
  component: function CompanyRoute() {
    const { org, companyId } = Route.useParams()
    return <CompanyPage slug={org} companyId={companyId} />
  },
})
