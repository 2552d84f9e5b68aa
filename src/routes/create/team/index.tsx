import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { CreateOrganizationPage } from '~/features/orgs/components/create-organization-page'
import { teamListQuery } from '~/features/orgs/orgs.queries'

/** Loads the user's team list and reads underLimit (whether another team may be created); the page's words. */
export const Route = createFileRoute('/create/team/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(teamListQuery()),
      ensureMessages(context.queryClient, context.viewer.locale, ['orgs', 'errors']),
    ]),
  component: CreateOrganizationPage,
})
