import { createFileRoute } from '@tanstack/react-router'
import { transferDownloadRoute } from '~/features/transfers/server/transfer-routes.server'
import { getAppContext } from '~/server/app-context.server'
import { getRequestViewer } from '~/server/request-context.server'
import { getFileStorage } from '~/server/storage/storage.server'

/** A finished export's archive, for whoever may see the run (not found for anyone else). */
export const Route = createFileRoute('/api/transfers/$id/download')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const app = await getAppContext()
        return transferDownloadRoute({
          db: app.database.db,
          storage: await getFileStorage(),
          viewer: await getRequestViewer(app),
          id: params.id,
        })
      },
    },
  },
})
