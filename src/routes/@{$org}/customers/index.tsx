import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { CustomersPage } from '~/features/customers/components/customers-page'
import { requireOrganizationMember } from '~/features/orgs/orgs.functions'

/** The organisation's customers, for members only (the server answers not found to anyone else). */
export const Route = createFileRoute('/@{$org}/customers/')({
  loader: async ({ context, params }) => {
    const locale = context.viewer.locale
    // The page's words (the segments' editor is feedbackAdmin's), in the request's language, and its title.
    await Promise.all([
      requireOrganizationMember({ data: { slug: params.org } }),
      ensureMessages(context.queryClient, locale, ['customers', 'feedbackAdmin', 'errors']),
    ])
    const t = await loadTranslator(context.queryClient, locale, 'customers')
    return { title: t('customers.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  notFoundComponent: () => <NotFoundView />,
  component: function CustomersRoute() {
    const { org } = Route.useParams()
    return <CustomersPage slug={org} />
  },
})
