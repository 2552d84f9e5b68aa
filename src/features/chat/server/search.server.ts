import type { z } from 'zod'
import type { Database } from '~/server/db/client.server'
import type { searchChatsSchema } from '../chat.schemas'
import type { ChatSearchPage } from '../chat.types'
import type { ChatAccess } from './chat-access.server'

export async function searchChats(
  _db: Database,
  _a: ChatAccess,
  _i: z.infer<typeof searchChatsSchema>,
): Promise<ChatSearchPage> {
  throw new Error('not implemented')
}
