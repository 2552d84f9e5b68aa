import { createFileRoute } from '@tanstack/react-router'
import { apiDocumentJson } from '~/api/v1/handle.server'
import { renderDocsPage } from '~/server/api/docs-page.server'
import { getAppContext } from '~/server/app-context.server'

/** The public API's reference, a page of its own made from the OpenAPI document (no app script, no key). */
export const Route = createFileRoute('/api/docs')({
  server: {
    handlers: {
      GET: async () => {
        const app = await getAppContext()
        return new Response(renderDocsPage(JSON.parse(apiDocumentJson(app.config.baseUrl))), {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
        })
      },
    },
  },
})
