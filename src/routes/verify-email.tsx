import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { verifyEmailSearch } from '~/features/account/account.search'
import { VerifyEmailPage } from '~/features/account/components/verify-email-page'

/** Where GET /api/auth/verify-email lands: success, ?kind=change for a changed address, or ?error=CODE. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: verifyEmailSearch,
  staticData: { blankLayout: true },
  // The page's words in the viewer's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [t] = await Promise.all([
      loadTranslator(context.queryClient, locale, 'account'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { title: t('verify.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function VerifyEmailRoute() {
    const { error, kind, next } = Route.useSearch()
    const { viewer } = Route.useRouteContext()
    return <VerifyEmailPage signedIn={!!viewer.userId} error={error} kind={kind} next={next} />
  },
})
