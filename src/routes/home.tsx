import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { HomePage } from '~/features/home/components/home-page'
import { teamListQuery } from '~/features/orgs/orgs.queries'
import { recentProjectsQuery } from '~/features/projects/projects.queries'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/home')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(currentUserQuery()),
      context.queryClient.ensureQueryData(teamListQuery()),
      context.queryClient.ensureQueryData(recentProjectsQuery()),
      // The page's words; its project badges' (VisibilityBadge) are the projects area's.
      ensureMessages(context.queryClient, context.viewer.locale, ['home', 'projects']),
    ]),
  component: HomePage,
})
