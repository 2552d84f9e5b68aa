import { redirect } from '@tanstack/react-router'
import type { ViewerIdentity } from './viewer'

/**
 * An anonymous visitor on a signed-in page goes to /sign-in, which brings them back afterwards.
 * This only shapes the experience; the server functions behind the page check again.
 */
export function requireSignedIn({
  context,
  location,
}: {
  context: { viewer: ViewerIdentity }
  location: { href: string }
}) {
  if (!context.viewer.userId) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  return { userId: context.viewer.userId }
}
