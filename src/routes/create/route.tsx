import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignedIn } from '~/lib/route-guards'

/** Everything under /create/ needs a signed-in user. */
export const Route = createFileRoute('/create')({
  beforeLoad: requireSignedIn,
  component: Outlet,
})
