import { createFileRoute } from '@tanstack/react-router'
import { serveFileThumbnail } from '~/features/files/server/serve.server'
import { getAppContext } from '~/server/app-context.server'
import { getRequestViewer } from '~/server/request-context.server'
import { getFileStorage } from '~/server/storage/storage.server'

/** A project file's thumbnail (WebP), authorized like its bytes. */
export const Route = createFileRoute('/api/files/$fileId/thumbnail')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const { database } = await getAppContext()
        return serveFileThumbnail({
          db: database.db,
          storage: await getFileStorage(),
          viewer: await getRequestViewer(),
          fileId: params.fileId,
        })
      },
    },
  },
})
