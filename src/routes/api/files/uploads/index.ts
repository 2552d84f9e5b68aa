import { createFileRoute } from '@tanstack/react-router'
import { uploadHandlers } from '~/features/files/server/upload-route.server'

/** Resumable uploads (tus): a new upload is created here. */
export const Route = createFileRoute('/api/files/uploads/')({
  server: { handlers: uploadHandlers },
})
