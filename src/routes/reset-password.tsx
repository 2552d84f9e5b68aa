import { createFileRoute } from '@tanstack/react-router'
import { resetPasswordSearch } from '~/features/account/account.search'
import { ResetPasswordPage } from '~/features/account/components/reset-password-page'
import { postAuthForm } from '~/features/auth/auth-form-post.server'

/** Reached from the reset mail through GET /api/auth/reset-password/{token}: ?token=… or ?error=INVALID_TOKEN. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: resetPasswordSearch,
  staticData: { blankLayout: true },
  head: () => ({
    meta: [{ title: 'Reset password · Parley' }, { name: 'referrer', content: 'no-referrer' }],
  }),
  // The form also works as a plain POST to this page (before hydration, or without JavaScript).
  server: { handlers: { POST: ({ request }) => postAuthForm('reset-password', request) } },
  component: function ResetPasswordRoute() {
    const { token, error, field, done } = Route.useSearch()
    return <ResetPasswordPage token={token} error={error} field={field} done={done === '1'} />
  },
})
