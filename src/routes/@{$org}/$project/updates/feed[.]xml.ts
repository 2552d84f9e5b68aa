import { createFileRoute } from '@tanstack/react-router'
import { updatesFeedResponse } from '~/features/updates/server/feed.server'
import { getAppContext } from '~/server/app-context.server'
import { resolveRequestLocale } from '~/server/locale.server'

/** GET /@{org}/{project}/updates/feed.xml — the Atom feed of a public project's updates (404 when private). */
export const Route = createFileRoute('/@{$org}/$project/updates/feed.xml')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const app = await getAppContext()
        // The request's language, as for pages; a feed reader has no session, so no saved language.
        const locale = await resolveRequestLocale({
          db: app.database.db,
          headers: request.headers,
          pageUrl: new URL(request.url),
          saved: null,
        })
        return updatesFeedResponse(
          { db: app.database.db, baseUrl: app.config.baseUrl },
          { orgSlug: params.org.toLowerCase(), projectSlug: params.project.toLowerCase() },
          locale,
        )
      },
    },
  },
})
