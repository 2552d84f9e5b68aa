import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { AVATAR_MAX_BYTES } from '~/lib/profile-rules'
import { getAppContext } from '~/server/app-context.server'
import { requireViewer } from '~/server/authz.server'
import { AppError } from '~/server/errors'
import { getFileStorage } from '~/server/storage/storage.server'
import { decodeAvatarUpload, ownAvatarKey, storeAvatar } from './avatar.server'
import { findOwnProfile, findPublicProfile } from './profile.server'

export const getPublicProfile = createServerFn({ method: 'GET' })
  .validator(z.object({ username: z.string().trim().min(1).max(64) }))
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const profile = await findPublicProfile(database.db, data.username)
    if (!profile) throw notFound()
    return profile
  })

/** The signed-in user's own profile, as the settings form edits it (name, username, bio, avatar). */
export const getOwnProfile = createServerFn({ method: 'GET' }).handler(async () => {
  const viewer = await requireViewer()
  const { database } = await getAppContext()
  const profile = await findOwnProfile(database.db, viewer.userId)
  if (!profile) throw new AppError('UNAUTHORIZED', 'Not authorized')
  return profile
})

// A base64 data URL of at most AVATAR_MAX_BYTES, plus its "data:image/…;base64," prefix.
const avatarInput = z.object({ dataUrl: z.string().max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 64) })

/**
 * Stores the avatar the browser squared and scaled down, with the app's storage, and points user.image at
 * it (through Better Auth, so that its session data follows). The previous uploaded avatar is removed.
 */
export const uploadAvatar = createServerFn({ method: 'POST' })
  .validator(avatarInput)
  .handler(async ({ data }) => {
    const viewer = await requireViewer()
    const upload = decodeAvatarUpload(data.dataUrl)
    const storage = await getFileStorage()
    const { auth } = await getAppContext()
    const stored = await storeAvatar(storage, viewer.userId, upload)
    try {
      await auth.api.updateUser({ headers: getRequest().headers, body: { image: stored.url } })
    } catch (error) {
      await storage.delete(stored.key).catch(() => {})
      throw error
    }
    const previous = ownAvatarKey(viewer.userId, viewer.image)
    if (previous && previous !== stored.key) await storage.delete(previous).catch(() => {})
    return { image: stored.url }
  })

/** Back to initials: clears user.image and removes the uploaded file. */
export const removeAvatar = createServerFn({ method: 'POST' }).handler(async () => {
  const viewer = await requireViewer()
  const { auth } = await getAppContext()
  await auth.api.updateUser({ headers: getRequest().headers, body: { image: null } })
  const previous = ownAvatarKey(viewer.userId, viewer.image)
  if (previous) await (await getFileStorage()).delete(previous).catch(() => {})
  return { image: null }
})
