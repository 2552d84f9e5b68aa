import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { forgotPasswordSearch } from '~/features/account/account.search'
import { ForgotPasswordPage } from '~/features/account/components/forgot-password-page'
import { postAuthForm } from '~/features/auth/auth-form-post.server'

export const Route = createFileRoute('/forgot-password')({
  validateSearch: forgotPasswordSearch,
  staticData: { blankLayout: true },
  // The page's words in the request's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    await ensureMessages(context.queryClient, locale, ['auth', 'errors'])
    const t = await loadTranslator(context.queryClient, locale, 'auth')
    return { title: t('forgot.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  // The form also works as a plain POST to this page (before hydration, or without JavaScript).
  server: { handlers: { POST: ({ request }) => postAuthForm('forgot-password', request) } },
  component: function ForgotPasswordRoute() {
    const { email, sent, error, field } = Route.useSearch()
    return <ForgotPasswordPage email={email} sent={sent === '1'} postError={error} postField={field} />
  },
})
