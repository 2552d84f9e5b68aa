import { createFileRoute } from '@tanstack/react-router'
import { CreateOrganizationPage } from '~/features/orgs/components/create-organization-page'
import { teamListQuery } from '~/features/orgs/orgs.queries'

/** SPEC §2: loads the user's team list and reads underLimit. */
export const Route = createFileRoute('/create/team/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teamListQuery()),
  component: CreateOrganizationPage,
})
