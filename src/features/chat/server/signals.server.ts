import type { Database } from '~/server/db/client.server'
import type { ChatSignalKind } from '../chat.schemas'
import type { ChatAccess } from './chat-access.server'

export async function sendChatSignal(
  _db: Database,
  _a: ChatAccess,
  _c: string,
  _k: ChatSignalKind,
): Promise<{ ok: true }> {
  throw new Error('not implemented')
}
