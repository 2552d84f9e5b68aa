import { topicOf } from '~/lib/live-topics'
import type { Database } from '~/server/db/client.server'
import { publishLiveSignal } from '~/server/live/emit.server'
import type { ChatSignalKind } from '../chat.schemas'
import { CHAT_EVENT, type ChatSignalEvent } from '../chat-events'
import { type ChatAccess, loadChat } from './chat-access.server'

/**
 * A per-node guard on top of the clients' own throttle: a script calling in a loop cannot turn one person's
 * typing into a flood of NOTIFYs. Typing passes at most once per 2.5 s (clients send every 3 s), presence and
 * leaving once per second; extra ones are dropped quietly (the next one carries the same news). A "left" after
 * a "present" always passes, so someone who comes back and leaves again within the second is not shown as
 * still there.
 */
const MIN_GAP_MS: Record<ChatSignalKind, number> = { typing: 2500, present: 1000, left: 1000 }
const lastSent = new Map<string, number>()
const MAX_TRACKED = 50_000

function allowed(who: string, kind: ChatSignalKind, now: number): boolean {
  const key = `${who} ${kind}`
  const previous = lastSent.get(key) ?? 0
  const backSince = kind === 'left' && (lastSent.get(`${who} present`) ?? 0) > previous
  if (!backSince && now - previous < MIN_GAP_MS[kind]) return false
  if (lastSent.size >= MAX_TRACKED) lastSent.clear()
  lastSent.set(key, now)
  return true
}

/** Typing and presence: authorized like reading the chat, sent over NOTIFY, never stored. */
export async function sendChatSignal(
  db: Database,
  access: ChatAccess,
  chatId: string,
  kind: ChatSignalKind,
  now = Date.now(),
): Promise<{ ok: true; sent: boolean }> {
  const row = await loadChat(db, access, chatId)
  if (!allowed(`${access.viewerId} ${row.id}`, kind, now)) return { ok: true, sent: false }
  const payload: ChatSignalEvent = {
    chatId: row.id,
    kind,
    user: {
      id: access.viewerId,
      name: access.viewer.name,
      username: access.viewer.username,
      image: access.viewer.image,
    },
    at: now,
  }
  const type = kind === 'typing' ? CHAT_EVENT.typing : CHAT_EVENT.presence
  await publishLiveSignal(db, topicOf.chat(row.id), type, payload)
  return { ok: true, sent: true }
}
