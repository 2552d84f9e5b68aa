import type { z } from 'zod'
import type { Database } from '~/server/db/client.server'
import type { listMessagesSchema } from '../chat.schemas'
import type { ChatMessagePage } from '../chat.types'
import type { ChatAccess } from './chat-access.server'

export async function listMessages(
  _db: Database,
  _a: ChatAccess,
  _i: z.infer<typeof listMessagesSchema>,
): Promise<ChatMessagePage> {
  throw new Error('not implemented')
}
