import type { Viewer } from '~/lib/viewer'
import type { ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'

export type ChatAccess = ProjectAccess & { viewerId: string; isEditor: boolean }

export async function getChatAccess(
  _db: Database,
  _viewer: Viewer | null,
  _scope: { orgSlug: string; projectSlug: string },
): Promise<ChatAccess> {
  throw new Error('not implemented')
}
