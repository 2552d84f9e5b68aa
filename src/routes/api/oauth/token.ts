import { createFileRoute } from '@tanstack/react-router'
import { handleToken, oauthPreflight, oauthRouteDeps } from '~/features/oauth/oauth-routes.server'

/** The token endpoint: an authorization code (with its PKCE verifier) or a refresh token for a new pair. */
export const Route = createFileRoute('/api/oauth/token')({
  server: {
    handlers: {
      POST: async ({ request }) => handleToken(request, await oauthRouteDeps()),
      OPTIONS: () => oauthPreflight(),
    },
  },
})
