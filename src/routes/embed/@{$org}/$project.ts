import { createFileRoute } from '@tanstack/react-router'
import { readEmbedSettings } from '~/features/widget/index.server'
import { embedPageResponse } from '~/features/widget/server/embed-page.server'
import { getAppContext } from '~/server/app-context.server'
import { runsInProduction } from '~/server/env.server'
import { resolveRequestLocale } from '~/server/locale.server'

/**
 * GET /embed/@{org}/{project}?host=…&theme=… — the widget's iframe page: small server-written HTML with the
 * embed's own bundle (not a TanStack page: no shell, no framework), in the visitor's language. docs/widget.md, "Embedding".
 */
export const Route = createFileRoute('/embed/@{$org}/$project')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const app = await getAppContext()
        const settings = await readEmbedSettings(
          app.database.db,
          params.org.toLowerCase(),
          params.project.toLowerCase(),
        )
        const url = new URL(request.url)
        // The visitor's language: the frame has no Parley session, so no saved language (docs/i18n.md).
        const locale = await resolveRequestLocale({
          db: app.database.db,
          headers: request.headers,
          pageUrl: url,
          saved: null,
        })
        return embedPageResponse(settings, url, {
          baseUrl: app.config.baseUrl,
          locale,
          assets: __PARLEY_EMBED_ASSETS__,
          development: !runsInProduction(),
        })
      },
    },
  },
})
