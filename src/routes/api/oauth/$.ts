import { createFileRoute } from '@tanstack/react-router'
import { answerOAuthEndpoint } from '~/features/oauth/oauth-routes.server'

/**
 * The OAuth endpoints: POST /api/oauth/register (RFC 7591), /api/oauth/token and /api/oauth/revoke (RFC 7009).
 * One catch-all route rather than one per endpoint: every route costs each page's first load a little.
 */
export const Route = createFileRoute('/api/oauth/$')({
  server: {
    handlers: {
      ANY: ({ request }) => answerOAuthEndpoint(request),
    },
  },
})
