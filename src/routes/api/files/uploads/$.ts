import { createFileRoute } from '@tanstack/react-router'
import { uploadHandlers } from '~/features/files/server/upload-route.server'

/** Resumable uploads (tus): one upload, resumed (HEAD), continued (PATCH) or cancelled (DELETE). */
export const Route = createFileRoute('/api/files/uploads/$')({
  server: { handlers: uploadHandlers },
})
