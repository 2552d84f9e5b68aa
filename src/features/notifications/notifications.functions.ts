/**
 * Notifications' server functions: the signed-in viewer's inbox, settings, follows and project
 * mutes. Everything here concerns the viewer's own notifications; follows check the viewer may see the item.
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { requireViewer } from '~/server/authz.server'
import {
  chatFollowSchema,
  feedbackFollowSchema,
  listNotificationsSchema,
  markReadSchema,
  notificationSettingsSchema,
  projectScopeSchema,
  setChatFollowSchema,
  setFeedbackFollowSchema,
  setProjectMutedSchema,
} from './notifications.schemas'
import {
  getChatFollow,
  getFeedbackFollow,
  getProjectMuted,
  setChatFollow,
  setFeedbackFollow,
  setProjectMuted,
} from './server/follows.server'
import { listNotifications, markNotificationsRead, notificationSummary } from './server/inbox.server'
import { getSettingsView, saveSettings } from './server/settings.server'

async function context() {
  const { database } = await getAppContext()
  return { db: database.db, viewer: await requireViewer() }
}

/** The bell: unread count and the latest groups. */
export const getNotificationSummaryFn = createServerFn({ method: 'GET' }).handler(async () => {
  const { db, viewer } = await context()
  return notificationSummary(db, viewer.userId)
})

/** The inbox: groups by item, newest first, keyset pages. */
export const listNotificationsFn = createServerFn({ method: 'GET' })
  .validator(listNotificationsSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return listNotifications(db, viewer.userId, data)
  })

export const markNotificationsReadFn = createServerFn({ method: 'POST' })
  .validator(markReadSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return markNotificationsRead(db, viewer.userId, data)
  })

export const getNotificationSettingsFn = createServerFn({ method: 'GET' }).handler(async () => {
  const { db, viewer } = await context()
  return getSettingsView(db, viewer.userId)
})

export const updateNotificationSettingsFn = createServerFn({ method: 'POST' })
  .validator(notificationSettingsSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return saveSettings(db, viewer.userId, data)
  })

export const getProjectMutedFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return getProjectMuted(db, viewer, data)
  })

/** Muting a project silences everything from it but mentions. */
export const setProjectMutedFn = createServerFn({ method: 'POST' })
  .validator(setProjectMutedSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return setProjectMuted(db, viewer, data)
  })

export const getFeedbackFollowFn = createServerFn({ method: 'GET' })
  .validator(feedbackFollowSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return getFeedbackFollow(db, viewer, data)
  })

export const setFeedbackFollowFn = createServerFn({ method: 'POST' })
  .validator(setFeedbackFollowSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return setFeedbackFollow(db, viewer, data)
  })

export const getChatFollowFn = createServerFn({ method: 'GET' })
  .validator(chatFollowSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return getChatFollow(db, viewer, data)
  })

export const setChatFollowFn = createServerFn({ method: 'POST' })
  .validator(setChatFollowSchema)
  .handler(async ({ data }) => {
    const { db, viewer } = await context()
    return setChatFollow(db, viewer, data)
  })
