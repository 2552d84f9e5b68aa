import { createFileRoute } from '@tanstack/react-router'
import { forgotPasswordSearch } from '~/features/account/account.search'
import { ForgotPasswordPage } from '~/features/account/components/forgot-password-page'
import { postAuthForm } from '~/features/auth/auth-form-post.server'

export const Route = createFileRoute('/forgot-password')({
  validateSearch: forgotPasswordSearch,
  staticData: { blankLayout: true },
  head: () => ({ meta: [{ title: 'Forgot password · Parley' }] }),
  // The form also works as a plain POST to this page (before hydration, or without JavaScript).
  server: { handlers: { POST: ({ request }) => postAuthForm('forgot-password', request) } },
  component: function ForgotPasswordRoute() {
    const { email, sent, error, field } = Route.useSearch()
    return <ForgotPasswordPage email={email} sent={sent === '1'} postError={error} postField={field} />
  },
})
