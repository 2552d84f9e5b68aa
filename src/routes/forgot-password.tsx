import { createFileRoute } from '@tanstack/react-router'
import { forgotPasswordSearchSchema } from '~/features/account/account.schemas'
import { ForgotPasswordPage } from '~/features/account/components/forgot-password-page'

export const Route = createFileRoute('/forgot-password')({
  validateSearch: forgotPasswordSearchSchema,
  staticData: { blankLayout: true },
  head: () => ({ meta: [{ title: 'Forgot password · Parley' }] }),
  component: function ForgotPasswordRoute() {
    const { email } = Route.useSearch()
    return <ForgotPasswordPage email={email} />
  },
})
