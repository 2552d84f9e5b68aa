import { createFileRoute } from '@tanstack/react-router'
import { handleRegister, oauthPreflight, oauthRouteDeps } from '~/features/oauth/oauth-routes.server'

/** RFC 7591 dynamic client registration: JSON in, the client's id (and secret) out. */
export const Route = createFileRoute('/api/oauth/register')({
  server: {
    handlers: {
      POST: async ({ request }) => handleRegister(request, await oauthRouteDeps()),
      OPTIONS: () => oauthPreflight(),
    },
  },
})
