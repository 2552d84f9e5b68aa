import { createFileRoute } from '@tanstack/react-router'
import { CreateTeamPage } from '~/features/orgs/components/create-team-page'
import { teamListQuery } from '~/features/orgs/orgs.queries'

/** Loads the user's team list and reads underLimit (whether another team may be created). */
export const Route = createFileRoute('/create/team/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teamListQuery()),
  component: CreateTeamPage,
})
