// Relative imports only: loaded through create-auth.ts, which Better Auth's CLI reads.
import { type LiveMessage, topicOf } from '../../lib/live-topics'
import type { Database } from '../db/client.server'
import { emitLiveEvent, emitLiveEventNow } from './emit.server'

/**
 * The outbox topic on which every node learns that who may read what has changed. No client can subscribe
 * to it (parseTopic knows no such kind), and replays only ever read the topics a client asked for.
 */
export const ACCESS_TOPIC = 'access'
const ACCESS_CHANGED = 'access.changed'

/** Whose open streams to re-authorize: these users' (membership, role, sessions, ban), or every stream. */
export type AccessChange = { userIds: string[] } | { everyone: true }

export type AccessScope = { userIds: string[] } | { topics: string[] } | 'everyone'

/** Inside the transaction that changes access: nodes re-check only if it commits. */
export function emitAccessChange(tx: Database, change: AccessChange): Promise<void> {
  return emitLiveEvent(tx, ACCESS_TOPIC, ACCESS_CHANGED, change)
}

/** After a change Better Auth committed by itself (its endpoints run their own writes). */
export async function announceAccessChange(db: Database, change: AccessChange): Promise<void> {
  if ('userIds' in change && change.userIds.length === 0) return
  await emitLiveEventNow(db, ACCESS_TOPIC, ACCESS_CHANGED, change)
}

/** Project events that can change who may read the project: it went private, or it is gone. */
const PROJECT_ACCESS_EVENTS = new Set(['project.updated', 'project.deleted'])
/** Chat events that change who may read a chat: its private members changed, or it is gone. */
const CHAT_ACCESS_EVENTS = new Set(['chat.access.changed', 'chat.deleted'])

/**
 * Which open streams a committed event asks to re-authorize, or null for an ordinary change. Besides the
 * explicit access signals, a project's update or deletion re-checks that project's topics, so that a
 * visibility change needs no extra call from the projects feature.
 */
export function accessScopeOf(message: LiveMessage): AccessScope | null {
  if (message.topic === ACCESS_TOPIC) {
    const payload = message.payload as { userIds?: unknown; everyone?: unknown }
    if (payload.everyone === true) return 'everyone'
    if (Array.isArray(payload.userIds)) {
      return { userIds: payload.userIds.filter((id): id is string => typeof id === 'string') }
    }
    return null
  }
  if (message.topic.startsWith('chat:') && CHAT_ACCESS_EVENTS.has(message.type)) {
    return { topics: [message.topic] }
  }
  if (message.topic.startsWith('project:') && PROJECT_ACCESS_EVENTS.has(message.type)) {
    const projectId = message.topic.slice('project:'.length)
    return { topics: [topicOf.project(projectId), topicOf.members(projectId), topicOf.transfers(projectId)] }
  }
  return null
}
