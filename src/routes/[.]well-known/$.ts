import { createFileRoute } from '@tanstack/react-router'
import { answerWellKnown } from '~/features/oauth/oauth-routes.server'

/**
 * The well-known documents (RFC 8414, RFC 9728) that tell MCP clients how to connect (docs/oauth.md). One
 * catch-all route rather than one per document: every route costs each page's first load a little.
 */
export const Route = createFileRoute('/.well-known/$')({
  server: {
    handlers: {
      GET: ({ request }) => answerWellKnown(request),
      OPTIONS: ({ request }) => answerWellKnown(request),
    },
  },
})
