import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { resetPasswordSearch } from '~/features/account/account.search'
import { ResetPasswordPage } from '~/features/account/components/reset-password-page'
import { postAuthForm } from '~/features/auth/auth-form-post.server'

/** Reached from the reset mail through GET /api/auth/reset-password/{token}: ?token=… or ?error=INVALID_TOKEN. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: resetPasswordSearch,
  staticData: { blankLayout: true },
  // The page's words in the request's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    await ensureMessages(context.queryClient, locale, ['auth', 'errors'])
    const t = await loadTranslator(context.queryClient, locale, 'auth')
    return { title: t('reset.pageTitle') }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title }, { name: 'referrer', content: 'no-referrer' }],
  }),
  // The form also works as a plain POST to this page (before hydration, or without JavaScript).
  server: { handlers: { POST: ({ request }) => postAuthForm('reset-password', request) } },
  component: function ResetPasswordRoute() {
    const { token, error, field, done } = Route.useSearch()
    return <ResetPasswordPage token={token} error={error} field={field} done={done === '1'} />
  },
})
