import { eq } from 'drizzle-orm'
import { recordWidgetCustomer } from '~/features/customers/index.server'
import { claimAnonymousVisitor } from '~/features/feedback/index.server'
import type { WidgetTokenErrorCode } from '~/lib/widget-rules'
import type { Database } from '~/server/db/client.server'
import { projectWidget } from '~/server/db/schema'
import { enforceRateLimit, type RateRule } from '~/server/rate-limit.server'
import { isBanned, type MappedPerson, mapExternalIdentity, startWidgetSession } from './identity.server'
import { verifyWidgetToken, type WidgetClaims } from './token.server'

/** Identify attempts per client address, good tokens or not: guessing and replaying cost the same. */
export const IDENTIFY_IP_LIMIT: RateRule = {
  max: 60,
  windowMs: 10 * 60 * 1000,
  message: 'Too many sign-in attempts from this address. Please wait a few minutes and try again.',
}

/** Identify attempts per host user (`sub`) of a project: a page that loops on identify stops here. */
export const IDENTIFY_SUB_LIMIT: RateRule = {
  max: 20,
  windowMs: 10 * 60 * 1000,
  message: 'Too many sign-in attempts for this person. Please wait a few minutes and try again.',
}

/**
 * The secrets a project's identify tokens may be signed with now: the current one, and the one before it until
 * its overlap ends. Empty when the widget is off.
 */
export async function widgetSecretsOf(db: Database, projectId: string, now = new Date()): Promise<string[]> {
  const [row] = await db
    .select({
      secret: projectWidget.secret,
      previousSecret: projectWidget.previousSecret,
      previousSecretExpiresAt: projectWidget.previousSecretExpiresAt,
    })
    .from(projectWidget)
    .where(eq(projectWidget.projectId, projectId))
    .limit(1)
  if (!row) return []
  const secrets = [row.secret]
  if (row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) {
    secrets.push(row.previousSecret)
  }
  return secrets
}

export type IdentifyResult =
  | {
      ok: true
      session: string
      expiresAt: Date
      person: Pick<MappedPerson, 'name' | 'avatarUrl' | 'userId'>
      claims: WidgetClaims
    }
  | { ok: false; code: WidgetTokenErrorCode | 'person_banned'; message: string }

/**
 * Verifies a host's token for one project and maps its `sub` to a Parley person of the project's organisation,
 * then, when `startSession`, starts a widget session for them. Rate limited per client address (every attempt)
 * and per `sub` (verified attempts). A refused token gets a code and a sentence, never a session.
 *
 * `visitorId` (the verified anonymous visitor cookie of the request, if any): the person identified takes that
 * visitor's anonymous votes in this organisation's projects, in the same transaction as their session, as
 * signing up or in does (counted once). The cookie stays: the visitor's votes elsewhere are not this host's.
 */
export async function identifyWithToken(
  db: Database,
  target: { organizationId: string; projectId: string },
  token: string,
  options: {
    clientIp: string | null
    startSession?: boolean
    limits?: boolean
    now?: Date
    visitorId?: string | null
  } = {
    clientIp: null,
  },
): Promise<IdentifyResult> {
  const now = options.now ?? new Date()
  const limits = options.limits ?? true
  if (limits && options.clientIp) {
    await enforceRateLimit(db, `widget:identify:ip:${options.clientIp}`, IDENTIFY_IP_LIMIT)
  }
  const verified = await verifyWidgetToken(token, await widgetSecretsOf(db, target.projectId, now), now)
  if (!verified.ok) return verified
  const { claims } = verified
  if (limits)
    await enforceRateLimit(db, `widget:identify:sub:${target.projectId}:${claims.sub}`, IDENTIFY_SUB_LIMIT)
  return db.transaction(async (tx) => {
    const person = await mapExternalIdentity(tx, target.organizationId, claims)
    // The token's company feeds the organisation's customers (members see it; the widget never shows it).
    await recordWidgetCustomer(tx, target.organizationId, {
      userId: person.userId,
      externalId: claims.sub,
      email: claims.email ?? null,
      name: claims.name ?? null,
      company: claims.company ?? null,
    })
    if (await isBanned(tx, person.userId)) {
      return {
        ok: false as const,
        code: 'person_banned' as const,
        message: 'This person may not use the widget.',
      }
    }
    let session = ''
    let expiresAt = now
    if (options.startSession !== false) {
      const started = await startWidgetSession(
        tx,
        {
          userId: person.userId,
          organizationId: target.organizationId,
          projectId: target.projectId,
          externalId: claims.sub,
        },
        now,
      )
      session = started.token
      expiresAt = started.expiresAt
    }
    if (options.visitorId && options.startSession !== false) {
      await claimAnonymousVisitor(tx, options.visitorId, person.userId, {
        organizationId: target.organizationId,
      })
    }
    return {
      ok: true as const,
      session,
      expiresAt,
      person: { userId: person.userId, name: person.name, avatarUrl: person.avatarUrl },
      claims,
    }
  })
}
