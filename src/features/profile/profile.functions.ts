import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getAppContext } from '~/server/app-context.server'
import { findPublicProfile } from './profile.server'

export const getPublicProfile = createServerFn({ method: 'GET' })
  .validator(z.object({ username: z.string().trim().min(1).max(64) }))
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const profile = await findPublicProfile(database.db, data.username)
    if (!profile) throw notFound()
    return profile
  })
