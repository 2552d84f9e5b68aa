/**
 * Follows and mutes, in the shared follow table. Feedback: people who posted, voted
 * or commented follow by default; `ignoring` records an explicit unfollow. Chats: the people of a private chat
 * follow it by default; open chats only when asked. Projects: `ignoring` mutes everything but mentions.
 * Each checks first that the viewer may see the thing (the feature's own access rules).
 */
import { getChatAccess, loadChat } from '~/features/chat/server/chat-access.server'
import { CHAT_SUBJECT, chatFollowers } from '~/features/chat/server/readers.server'
import { getFeedbackAccess, loadItem } from '~/features/feedback/server/feedback-access.server'
import { FEEDBACK_SUBJECT, interestedIn } from '~/features/feedback/server/notify.server'
import { topicOf } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import { getProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { followLevelOf, setFollowLevel } from '~/server/follows.server'
import { emitLiveEvent } from '~/server/live/emit.server'
import type { FollowState, ProjectMuteState } from '../notifications.types'

type Scope = { orgSlug: string; projectSlug: string }
type Level = 'watching' | 'ignoring'

async function setLevel(
  db: Database,
  userId: string,
  subjectType: string,
  subjectId: string,
  level: Level | null,
) {
  await db.transaction(async (tx) => {
    await setFollowLevel(tx, { type: subjectType, id: subjectId }, userId, level)
    await emitLiveEvent(tx, topicOf.user(userId), 'notification.settings', {})
  })
}

export async function getFeedbackFollow(
  db: Database,
  viewer: Viewer,
  input: Scope & { itemId: string },
): Promise<FollowState> {
  const access = await getFeedbackAccess(db, viewer, input)
  const { item } = await loadItem(db, access, input.itemId)
  return { following: (await interestedIn(db, [item.id])).includes(viewer.userId) }
}

export async function setFeedbackFollow(
  db: Database,
  viewer: Viewer,
  input: Scope & { itemId: string; following: boolean },
): Promise<FollowState> {
  const access = await getFeedbackAccess(db, viewer, input)
  const { item } = await loadItem(db, access, input.itemId)
  await setLevel(db, viewer.userId, FEEDBACK_SUBJECT, item.id, input.following ? 'watching' : 'ignoring')
  return { following: input.following }
}

export async function getChatFollow(
  db: Database,
  viewer: Viewer,
  input: Scope & { chatId: string },
): Promise<FollowState> {
  const access = await getChatAccess(db, viewer, input)
  const row = await loadChat(db, access, input.chatId)
  return { following: (await chatFollowers(db, access, row)).includes(viewer.userId) }
}

export async function setChatFollow(
  db: Database,
  viewer: Viewer,
  input: Scope & { chatId: string; following: boolean },
): Promise<FollowState> {
  const access = await getChatAccess(db, viewer, input)
  const row = await loadChat(db, access, input.chatId)
  // Open chats: a row only for those who follow; private ones: a row only for those who left it quiet.
  const level: Level | null = row.isPrivate
    ? input.following
      ? null
      : 'ignoring'
    : input.following
      ? 'watching'
      : null
  await setLevel(db, viewer.userId, CHAT_SUBJECT, row.id, level)
  return { following: input.following }
}

export async function getProjectMuted(db: Database, viewer: Viewer, input: Scope): Promise<ProjectMuteState> {
  const access = await getProjectAccess(db, viewer, input.orgSlug, input.projectSlug)
  return {
    muted:
      (await followLevelOf(db, { type: 'project', id: access.project.id }, viewer.userId)) === 'ignoring',
  }
}

export async function setProjectMuted(
  db: Database,
  viewer: Viewer,
  input: Scope & { muted: boolean },
): Promise<ProjectMuteState> {
  const access = await getProjectAccess(db, viewer, input.orgSlug, input.projectSlug)
  await setLevel(db, viewer.userId, 'project', access.project.id, input.muted ? 'ignoring' : null)
  return { muted: input.muted }
}
