import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignedIn } from '~/lib/route-guards'

/** /settings and every account page under it are for signed-in users. */
export const Route = createFileRoute('/settings')({
  beforeLoad: requireSignedIn,
  component: Outlet,
})
