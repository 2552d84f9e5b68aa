import { createFileRoute } from '@tanstack/react-router'
import { CreateTeamPage } from '~/features/home/components/create-team-page'

export const Route = createFileRoute('/create/team/')({
  component: CreateTeamPage,
})
