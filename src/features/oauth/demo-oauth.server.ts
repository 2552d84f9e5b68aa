import { eq } from 'drizzle-orm'
import { OAUTH_CLIENT_ID_PREFIX, OAUTH_DEFAULT_SCOPES } from '~/lib/oauth-rules'
import type { Database } from '~/server/db/client.server'
import { oauthClient, oauthGrant } from '~/server/db/schema'
import { mcpResourceOf } from './server/metadata.server'
import { newSecret } from './server/tokens.server'

/**
 * The demo person's Connected apps: one assistant connected to the demo organisation, reading and posting
 * feedback, so the settings page shows a connection to inspect and disconnect. Once (nothing when the person
 * has any grant). No token is issued: nobody can act through it, as with the demo API keys.
 */
export async function seedDemoConnectedApp(
  db: Database,
  {
    organizationId,
    userId,
    baseUrl,
    now = new Date(),
  }: { organizationId: string; userId: string; baseUrl: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: oauthGrant.id })
      .from(oauthGrant)
      .where(eq(oauthGrant.userId, userId))
      .limit(1)
    if (existing) return
    const clientId = newSecret(OAUTH_CLIENT_ID_PREFIX)
    await tx.insert(oauthClient).values({
      id: clientId,
      name: 'Claude',
      redirectUris: ['https://claude.ai/api/mcp/auth_callback'],
      tokenEndpointAuthMethod: 'none',
      clientUri: 'https://claude.ai',
      createdAt: now,
    })
    await tx.insert(oauthGrant).values({
      userId,
      clientId,
      organizationId,
      scopes: [...OAUTH_DEFAULT_SCOPES, 'feedback:write'],
      resource: mcpResourceOf(baseUrl),
      // Connected Apps lists grants made since the membership began: the demo's began at this seeding.
      createdAt: now,
      lastUsedAt: now,
    })
  })
}
