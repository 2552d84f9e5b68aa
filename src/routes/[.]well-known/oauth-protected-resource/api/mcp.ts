import { createFileRoute } from '@tanstack/react-router'
import { oauthPreflight, protectedResourceMetadataResponse } from '~/features/oauth/oauth-routes.server'
import { getAppContext } from '~/server/app-context.server'

/** RFC 9728, path-inserted for /api/mcp: what a 401 from the MCP endpoint points to. */
export const Route = createFileRoute('/.well-known/oauth-protected-resource/api/mcp')({
  server: {
    handlers: {
      GET: async () => protectedResourceMetadataResponse((await getAppContext()).config.baseUrl),
      OPTIONS: () => oauthPreflight(),
    },
  },
})
