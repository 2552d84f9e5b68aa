import { createFileRoute } from '@tanstack/react-router'
import { avatarResponse } from '~/features/profile/avatar.server'
import { getFileStorage } from '~/server/storage/storage.server'

/** Profile pictures, public like the profiles that show them. */
export const Route = createFileRoute('/api/files/avatars/$name')({
  server: {
    handlers: {
      GET: async ({ request, params }) => avatarResponse(await getFileStorage(), params.name, request),
    },
  },
})
