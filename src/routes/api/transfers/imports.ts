import { createFileRoute } from '@tanstack/react-router'
import { archiveUploadRoute } from '~/features/transfers/server/transfer-routes.server'
import { getAppContext } from '~/server/app-context.server'
import { getRequestViewer } from '~/server/request-context.server'
import { getFileStorage } from '~/server/storage/storage.server'

/** POST ?org=<slug>, a project archive as the body: imports it as a new project of the organisation. */
export const Route = createFileRoute('/api/transfers/imports')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const app = await getAppContext()
        return archiveUploadRoute({
          db: app.database.db,
          storage: await getFileStorage(),
          viewer: await getRequestViewer(app),
          request,
        })
      },
    },
  },
})
