import { eq } from 'drizzle-orm'
import type { ApiScope } from '~/lib/api-scopes'
import { generateApiKeySecret } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'
import { apiKey } from '~/server/db/schema'
import { insertApiKey } from './server/api-keys.server'

const DAY_MS = 24 * 60 * 60 * 1000

/** The demo organisation's keys: one in use, one revoked, so the settings show both. */
export const DEMO_API_KEYS: { name: string; scopes: ApiScope[]; ageDays: number; revokedDaysAgo?: number }[] =
  [
    { name: 'Release pipeline', scopes: ['updates:read', 'updates:write', 'feedback:read'], ageDays: 21 },
    { name: 'Old import script', scopes: ['feedback:write'], ageDays: 60, revokedDaysAgo: 30 },
  ]

/**
 * Seeds the demo organisation's API keys, once (nothing when it has any). Each secret is made and thrown
 * away at once: only its hash is stored, so nobody knows a demo key and none can be used.
 */
export async function seedDemoApiKeys(
  db: Database,
  { organizationId, createdBy, now = new Date() }: { organizationId: string; createdBy: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: apiKey.id })
      .from(apiKey)
      .where(eq(apiKey.organizationId, organizationId))
      .limit(1)
    if (existing) return
    for (const demo of DEMO_API_KEYS) {
      await insertApiKey(tx, {
        organizationId,
        projectId: null,
        name: demo.name,
        scopes: demo.scopes,
        secret: generateApiKeySecret(),
        createdBy,
        createdAt: new Date(now.getTime() - demo.ageDays * DAY_MS),
        expiresAt: null,
        revokedAt: demo.revokedDaysAgo ? new Date(now.getTime() - demo.revokedDaysAgo * DAY_MS) : null,
      })
    }
  })
}
