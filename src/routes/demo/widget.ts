import { createFileRoute } from '@tanstack/react-router'
import { demoHostPage } from '~/features/widget/server/demo-host-page.server'
import { getAppContext } from '~/server/app-context.server'
import { runsInProduction } from '~/server/env.server'

/** GET /demo/widget — the widget's demo host page (docs/widget.md), only where the demo is seeded. */
export const Route = createFileRoute('/demo/widget')({
  server: {
    handlers: {
      GET: async () => {
        const app = await getAppContext()
        const page = await demoHostPage(app.database.db, {
          baseUrl: app.config.baseUrl,
          development: !runsInProduction(),
          seedDemo: app.config.seedDemo,
        })
        return (
          page ??
          new Response('Not found', {
            status: 404,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          })
        )
      },
    },
  },
})
