import { createFileRoute } from '@tanstack/react-router'
import { resetPasswordSearchSchema } from '~/features/account/account.schemas'
import { ResetPasswordPage } from '~/features/account/components/reset-password-page'

/** Reached from the reset mail through GET /api/auth/reset-password/{token}: ?token=… or ?error=INVALID_TOKEN. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  staticData: { blankLayout: true },
  head: () => ({
    meta: [{ title: 'Reset password · Parley' }, { name: 'referrer', content: 'no-referrer' }],
  }),
  component: function ResetPasswordRoute() {
    const { token, error } = Route.useSearch()
    return <ResetPasswordPage token={token} error={error} />
  },
})
