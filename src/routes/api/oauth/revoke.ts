import { createFileRoute } from '@tanstack/react-router'
import { handleRevoke, oauthPreflight, oauthRouteDeps } from '~/features/oauth/oauth-routes.server'

/** RFC 7009: a client ends an access token, or its whole connection with its refresh token. */
export const Route = createFileRoute('/api/oauth/revoke')({
  server: {
    handlers: {
      POST: async ({ request }) => handleRevoke(request, await oauthRouteDeps()),
      OPTIONS: () => oauthPreflight(),
    },
  },
})
