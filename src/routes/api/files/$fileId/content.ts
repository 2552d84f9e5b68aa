import { createFileRoute } from '@tanstack/react-router'
import { serveFileContent } from '~/features/files/server/serve.server'
import { getAppContext } from '~/server/app-context.server'
import { getRequestViewer } from '~/server/request-context.server'
import { getFileStorage } from '~/server/storage/storage.server'

/** A project file's bytes (`?version=N`, `?download=1`), authorized on every request. */
export const Route = createFileRoute('/api/files/$fileId/content')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const { database } = await getAppContext()
        return serveFileContent({
          db: database.db,
          storage: await getFileStorage(),
          viewer: await getRequestViewer(),
          request,
          fileId: params.fileId,
        })
      },
    },
  },
})
