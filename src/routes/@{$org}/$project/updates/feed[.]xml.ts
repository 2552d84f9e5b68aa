import { createFileRoute } from '@tanstack/react-router'
import { updatesFeedResponse } from '~/features/updates/server/feed.server'
import { getAppContext } from '~/server/app-context.server'

/** GET /@{org}/{project}/updates/feed.xml — the Atom feed of a public project's updates (404 when private). */
export const Route = createFileRoute('/@{$org}/$project/updates/feed.xml')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const app = await getAppContext()
        return updatesFeedResponse(
          { db: app.database.db, baseUrl: app.config.baseUrl },
          { orgSlug: params.org.toLowerCase(), projectSlug: params.project.toLowerCase() },
        )
      },
    },
  },
})
