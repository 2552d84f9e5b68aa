import { createFileRoute } from '@tanstack/react-router'
import { oauthPreflight, protectedResourceMetadataResponse } from '~/features/oauth/oauth-routes.server'
import { getAppContext } from '~/server/app-context.server'

/** RFC 9728, at the root: the one protected resource is the MCP endpoint. */
export const Route = createFileRoute('/.well-known/oauth-protected-resource/')({
  server: {
    handlers: {
      GET: async () => protectedResourceMetadataResponse((await getAppContext()).config.baseUrl),
      OPTIONS: () => oauthPreflight(),
    },
  },
})
