import { createFileRoute } from '@tanstack/react-router'
import { AccountDeletedPage } from '~/features/account/components/account-deleted-page'

export const Route = createFileRoute('/account-deleted')({
  staticData: { blankLayout: true },
  head: () => ({ meta: [{ title: 'Account deleted · Parley' }] }),
  component: AccountDeletedPage,
})
