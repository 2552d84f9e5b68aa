import { and, lt, notExists, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '~/server/db/client.server'
import { oauthAuthorizationCode, oauthClient, oauthGrant, oauthToken } from '~/server/db/schema'
import { type PeriodicTask, startPeriodicTask } from '~/server/periodic-task.server'

/**
 * How long a registered client may wait for its first consent. Registration is open to anyone (RFC 7591), so a
 * client nobody ever connected is an abandoned attempt or noise; a day covers a person who registers, then
 * signs up before consenting.
 */
const UNCONNECTED_CLIENT_HOURS = 24

/**
 * Deletes what the authorization server no longer needs: codes and tokens past their expiry (a used code or
 * refresh token is kept until then only to recognise a replay, which an expired one cannot be) and clients that
 * registered but were never connected. A grant is kept, revoked or not (the connected-apps record), and so is
 * its client.
 */
export async function sweepOAuthLeftovers(
  db: Database,
  now: Date = new Date(),
): Promise<{ codes: number; tokens: number; clients: number }> {
  const codes = await db
    .delete(oauthAuthorizationCode)
    .where(lt(oauthAuthorizationCode.expiresAt, now))
    .returning({ hash: oauthAuthorizationCode.codeHash })
  const tokens = await db
    .delete(oauthToken)
    .where(lt(oauthToken.expiresAt, now))
    .returning({ id: oauthToken.id })
  const registeredBefore = new Date(now.getTime() - UNCONNECTED_CLIENT_HOURS * 3600_000)
  const clients = await db
    .delete(oauthClient)
    .where(
      and(
        lt(oauthClient.createdAt, registeredBefore),
        notExists(
          db.select({ one: sql`1` }).from(oauthGrant).where(sql`${oauthGrant.clientId} = ${oauthClient.id}`),
        ),
      ),
    )
    .returning({ id: oauthClient.id })
  return { codes: codes.length, tokens: tokens.length, clients: clients.length }
}

export function startOAuthSweep(options: { db: Database; logger: Logger }): PeriodicTask {
  return startPeriodicTask({
    name: 'OAuth sweep',
    logger: options.logger,
    intervalMs: 60 * 60 * 1000,
    firstDelayMs: 120_000,
    task: async () => {
      const swept = await sweepOAuthLeftovers(options.db)
      if (swept.codes + swept.tokens + swept.clients > 0) options.logger.debug(swept, 'OAuth leftovers swept')
    },
  })
}
