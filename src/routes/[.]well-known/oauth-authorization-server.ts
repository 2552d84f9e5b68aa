import { createFileRoute } from '@tanstack/react-router'
import { authorizationServerMetadataResponse, oauthPreflight } from '~/features/oauth/oauth-routes.server'
import { getAppContext } from '~/server/app-context.server'

/** RFC 8414: where MCP clients learn how to connect (docs/oauth.md). */
export const Route = createFileRoute('/.well-known/oauth-authorization-server')({
  server: {
    handlers: {
      GET: async () => authorizationServerMetadataResponse((await getAppContext()).config.baseUrl),
      OPTIONS: () => oauthPreflight(),
    },
  },
})
