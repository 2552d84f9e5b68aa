import { DEFAULT_CHAT } from '~/lib/chat-rules'
import { DEFAULT_CATEGORIES } from '~/lib/discussion-rules'
import { DEFAULT_BOARDS, DEFAULT_STATUSES } from '~/lib/feedback-rules'
import { DEFAULT_UPDATE_LABELS } from '~/lib/update-rules'
import type { Database } from './db/client.server'
import { chat, discussionCategory, feedbackBoard, feedbackStatus, updateLabel } from './db/schema'

/**
 * What every new project starts with, whichever feature owns it: its feedback boards and statuses, its
 * update labels, its "General" chat and its discussion categories. Runs in the transaction that creates the project (migrations gave
 * existing projects the same).
 */
export async function createProjectDefaults(tx: Database, projectId: string): Promise<void> {
  await tx
    .insert(feedbackBoard)
    .values(DEFAULT_BOARDS.map((board, position) => ({ projectId, position, ...board })))
  await tx
    .insert(feedbackStatus)
    .values(DEFAULT_STATUSES.map((status, position) => ({ projectId, position, ...status })))
  await tx
    .insert(updateLabel)
    .values(DEFAULT_UPDATE_LABELS.map((label, position) => ({ projectId, position, ...label })))
  await tx.insert(chat).values({ projectId, ...DEFAULT_CHAT })
  await tx
    .insert(discussionCategory)
    .values(DEFAULT_CATEGORIES.map((category, position) => ({ projectId, position, ...category })))
}
