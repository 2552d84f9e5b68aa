import { createFileRoute } from '@tanstack/react-router'
import { verifyEmailSearch } from '~/features/account/account.search'
import { VerifyEmailPage } from '~/features/account/components/verify-email-page'

/** Where GET /api/auth/verify-email lands: success, ?kind=change for a changed address, or ?error=CODE. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: verifyEmailSearch,
  staticData: { blankLayout: true },
  head: () => ({ meta: [{ title: 'Verify email · Parley' }] }),
  component: function VerifyEmailRoute() {
    const { error, kind, next } = Route.useSearch()
    const { viewer } = Route.useRouteContext()
    return <VerifyEmailPage signedIn={!!viewer.userId} error={error} kind={kind} next={next} />
  },
})
