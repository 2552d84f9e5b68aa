import { and, desc, eq, gte, isNull } from 'drizzle-orm'
import { type ApiScope, isApiScope } from '~/lib/api-scopes'
import type { Viewer } from '~/lib/viewer'
import type { Database } from '~/server/db/client.server'
import { member, oauthClient, oauthGrant, organization } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { revokeGrant } from './token-endpoint.server'

export type ConnectedApp = {
  id: string
  client: { id: string; name: string; uri: string | null }
  organization: { name: string; slug: string }
  scopes: ApiScope[]
  createdAt: string
  lastUsedAt: string | null
}

/**
 * Only the person themself, signed in with a session, sees and ends their connections: a request made with a
 * token (an API key or a connected app) is told there are none, so a connected app cannot list or end others.
 */
function personOf(viewer: Viewer | null): Viewer {
  if (!viewer || viewer.apiKey || viewer.external) throw new AppError('UNAUTHORIZED', 'Not authorized')
  return viewer
}

/** The apps the person connected and has not disconnected, in organisations they are still in, newest first. */
export async function listConnectedApps(db: Database, viewer: Viewer | null): Promise<ConnectedApp[]> {
  const person = personOf(viewer)
  const rows = await db
    .select({
      grant: oauthGrant,
      client: { id: oauthClient.id, name: oauthClient.name, uri: oauthClient.clientUri },
      organization: { name: organization.name, slug: organization.slug },
    })
    .from(oauthGrant)
    .innerJoin(oauthClient, eq(oauthClient.id, oauthGrant.clientId))
    .innerJoin(organization, eq(organization.id, oauthGrant.organizationId))
    // Only connections that still work: the person is still a member, since before the grant was made.
    .innerJoin(
      member,
      and(eq(member.organizationId, oauthGrant.organizationId), eq(member.userId, oauthGrant.userId)),
    )
    .where(
      and(
        eq(oauthGrant.userId, person.userId),
        isNull(oauthGrant.revokedAt),
        gte(oauthGrant.createdAt, member.createdAt),
      ),
    )
    .orderBy(desc(oauthGrant.createdAt), desc(oauthGrant.id))
  return rows.map((row) => ({
    id: row.grant.id,
    client: row.client,
    organization: row.organization,
    scopes: row.grant.scopes.filter(isApiScope),
    createdAt: row.grant.createdAt.toISOString(),
    lastUsedAt: row.grant.lastUsedAt?.toISOString() ?? null,
  }))
}

/** Ends one of the person's connections: the grant and all its tokens, so the app's next call is refused. */
export async function disconnectApp(
  db: Database,
  viewer: Viewer | null,
  grantId: string,
  now = new Date(),
): Promise<void> {
  const person = personOf(viewer)
  const [found] = await db
    .select({ id: oauthGrant.id })
    .from(oauthGrant)
    .where(
      and(eq(oauthGrant.id, grantId), eq(oauthGrant.userId, person.userId), isNull(oauthGrant.revokedAt)),
    )
    .limit(1)
  if (!found) throw new AppError('NOT_FOUND', 'Connected app not found')
  await revokeGrant(db, found.id, now)
}
