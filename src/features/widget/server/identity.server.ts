import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Viewer } from '~/lib/viewer'
import {
  isWidgetPersonEmail,
  WIDGET_PERSON_EMAIL_DOMAIN,
  WIDGET_SESSION_PREFIX,
  WIDGET_SESSION_TTL_MS,
} from '~/lib/widget-rules'
import type { Database } from '~/server/db/client.server'
import { apiKey, externalIdentity, organizationWidgetPolicy, user, widgetSession } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { type PeriodicTask, startPeriodicTask } from '~/server/periodic-task.server'
import { newUserId, normalizedEmail } from '~/server/placeholder-accounts.server'
import type { WidgetClaims } from './token.server'

/** The name a host's user gets when its token names nobody. */
export const UNNAMED_WIDGET_PERSON = 'Customer'

export type MappedPerson = { userId: string; name: string; avatarUrl: string | null; created: boolean }

/**
 * The Parley person a host's user is, in one organisation: the same `sub` is always the same person there
 * (another organisation's widget makes another). A first visit makes a new person: a user row with no account
 * row (nobody can sign in as it), an address under `widget.parley.invalid`, and the token's name and avatar;
 * later visits refresh them. With the organisation's "link verified emails" on, a first visit whose email is an
 * existing account's verified address becomes that account instead (only then: an address the host vouches for
 * is not proof that Parley's account holder is the host's user, so the organisation decides). The token's email
 * is kept on the external identity, never on the new user (public pages show no address).
 *
 * Runs in the caller's transaction. Two first visits at once end with one identity: the second insert waits
 * for the first and yields to the primary key, reads the winner back and removes the user it had made.
 */
export async function mapExternalIdentity(
  tx: Database,
  organizationId: string,
  claims: WidgetClaims,
): Promise<MappedPerson> {
  const profile = {
    email: claims.email ? normalizedEmail(claims.email) : null,
    name: claims.name ?? null,
    avatarUrl: claims.avatar ?? null,
    company: claims.company ?? null,
  }
  const existing = await findIdentity(tx, organizationId, claims.sub)
  if (existing) {
    await tx
      .update(externalIdentity)
      .set({ ...profile, lastSeenAt: new Date() })
      .where(
        and(eq(externalIdentity.organizationId, organizationId), eq(externalIdentity.externalId, claims.sub)),
      )
    return { ...(await refreshPerson(tx, existing.userId, profile)), created: false }
  }

  const linked = profile.email ? await linkableAccount(tx, organizationId, profile.email) : null
  let userId = linked
  let createdUser = false
  if (!userId) {
    userId = newUserId()
    await tx.insert(user).values({
      id: userId,
      name: profile.name || UNNAMED_WIDGET_PERSON,
      email: `${randomBytes(16).toString('hex')}@${WIDGET_PERSON_EMAIL_DOMAIN}`,
      emailVerified: false,
      image: profile.avatarUrl,
      role: 'user',
    })
    createdUser = true
  }
  const [inserted] = await tx
    .insert(externalIdentity)
    .values({ organizationId, externalId: claims.sub, userId, ...profile })
    .onConflictDoNothing()
    .returning({ userId: externalIdentity.userId })
  if (!inserted) {
    // Another first visit of the same sub won: use its person, and drop the one made for this visit.
    if (createdUser) await tx.delete(user).where(eq(user.id, userId))
    const raced = await findIdentity(tx, organizationId, claims.sub)
    if (!raced) throw new Error('The external identity was neither found nor created')
    return { ...(await refreshPerson(tx, raced.userId, profile)), created: false }
  }
  const person = await readPerson(tx, userId)
  return { ...person, created: createdUser }
}

async function findIdentity(tx: Database, organizationId: string, externalId: string) {
  const [row] = await tx
    .select({ userId: externalIdentity.userId })
    .from(externalIdentity)
    .where(
      and(eq(externalIdentity.organizationId, organizationId), eq(externalIdentity.externalId, externalId)),
    )
    .limit(1)
  return row ?? null
}

/**
 * An account this address may link to: the organisation allows linking, the address is verified, and it is a
 * person (not an API key's service user, not another widget person).
 */
async function linkableAccount(tx: Database, organizationId: string, email: string): Promise<string | null> {
  if (isWidgetPersonEmail(email)) return null
  const [policy] = await tx
    .select({ link: organizationWidgetPolicy.linkVerifiedEmails })
    .from(organizationWidgetPolicy)
    .where(eq(organizationWidgetPolicy.organizationId, organizationId))
    .limit(1)
  if (!policy?.link) return null
  const [found] = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.email, email),
        eq(user.emailVerified, true),
        sql`not exists (select 1 from ${apiKey} where ${apiKey.serviceUserId} = ${user.id})`,
      ),
    )
    .limit(1)
  return found?.id ?? null
}

/**
 * The token's name and avatar become the person's, for people the widget made; an account of its own (linked by
 * its verified address) keeps the name and picture its holder chose.
 */
async function refreshPerson(
  tx: Database,
  userId: string,
  profile: { name: string | null; avatarUrl: string | null },
): Promise<Omit<MappedPerson, 'created'>> {
  const person = await readPersonRow(tx, userId)
  if (!isWidgetPersonEmail(person.email)) return { userId, name: person.name, avatarUrl: person.image }
  const name = profile.name || person.name
  if (name !== person.name || profile.avatarUrl !== person.image) {
    await tx.update(user).set({ name, image: profile.avatarUrl }).where(eq(user.id, userId))
  }
  return { userId, name, avatarUrl: profile.avatarUrl }
}

async function readPersonRow(tx: Database, userId: string) {
  const [row] = await tx
    .select({ name: user.name, email: user.email, image: user.image, banned: user.banned })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  if (!row) throw new AppError('NOT_FOUND', 'Person not found')
  return row
}

async function readPerson(tx: Database, userId: string): Promise<Omit<MappedPerson, 'created'>> {
  const row = await readPersonRow(tx, userId)
  return { userId, name: row.name, avatarUrl: row.image }
}

/** Whether a person is banned from the site: a banned person gets no widget session either. */
export async function isBanned(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ banned: user.banned, banExpires: user.banExpires })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  if (!row?.banned) return false
  return !row.banExpires || new Date(row.banExpires).getTime() > Date.now()
}

// --- Widget sessions -------------------------------------------------------------------------------------------

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type WidgetSessionScope = {
  userId: string
  organizationId: string
  projectId: string
  externalId: string
}

/** Starts a widget session: the token goes to the frame once; only its hash is kept. */
export async function startWidgetSession(
  tx: Database,
  scope: WidgetSessionScope,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = `${WIDGET_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`
  const expiresAt = new Date(now.getTime() + WIDGET_SESSION_TTL_MS)
  await tx.insert(widgetSession).values({ id: hashSessionToken(token), ...scope, createdAt: now, expiresAt })
  return { token, expiresAt }
}

export type ResolvedWidgetSession = WidgetSessionScope & { sessionId: string; viewer: Viewer }

/**
 * The unexpired widget session a bearer token names, with the viewer it acts as (an external viewer of its
 * organisation and project), or null. A banned person's sessions stop working at once.
 */
export async function resolveWidgetSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ResolvedWidgetSession | null> {
  if (!token.startsWith(WIDGET_SESSION_PREFIX) || token.length > 200) return null
  const id = hashSessionToken(token)
  const [row] = await db
    .select({
      session: widgetSession,
      name: user.name,
      email: user.email,
      username: user.username,
      image: user.image,
      banned: user.banned,
      banExpires: user.banExpires,
    })
    .from(widgetSession)
    .innerJoin(user, eq(user.id, widgetSession.userId))
    .where(and(eq(widgetSession.id, id), gt(widgetSession.expiresAt, now)))
    .limit(1)
  if (!row) return null
  if (row.banned && (!row.banExpires || new Date(row.banExpires).getTime() > now.getTime())) return null
  const { session } = row
  return {
    sessionId: session.id,
    userId: session.userId,
    organizationId: session.organizationId,
    projectId: session.projectId,
    externalId: session.externalId,
    viewer: {
      userId: session.userId,
      name: row.name,
      email: row.email,
      username: row.username,
      image: row.image,
      // No site role: whoever the person is elsewhere, here they are the host's user.
      role: 'user',
      external: {
        organizationId: session.organizationId,
        projectId: session.projectId,
        externalId: session.externalId,
      },
    },
  }
}

/** Ends a widget session (the widget's logout). Unknown tokens are not an error. */
export async function endWidgetSession(db: Database, token: string): Promise<void> {
  await db.delete(widgetSession).where(eq(widgetSession.id, hashSessionToken(token)))
}

/** Ends every widget session of a project (its widget turned off). */
export async function endProjectWidgetSessions(tx: Database, projectId: string): Promise<void> {
  await tx.delete(widgetSession).where(eq(widgetSession.projectId, projectId))
}

/** Removes expired widget sessions; returns how many went. */
export async function sweepExpiredWidgetSessions(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(widgetSession)
    .where(lt(widgetSession.expiresAt, now))
    .returning({ id: widgetSession.id })
  return gone.length
}

/** Sweeps expired widget sessions hourly on this node (every node sweeps; the delete is harmless twice). */
export function startWidgetSessionSweep(options: { db: Database; logger: Logger }): PeriodicTask {
  return startPeriodicTask({
    name: 'widget session sweep',
    logger: options.logger,
    intervalMs: 60 * 60 * 1000,
    firstDelayMs: 90_000,
    task: async () => {
      const deleted = await sweepExpiredWidgetSessions(options.db)
      if (deleted > 0) options.logger.debug({ deleted }, 'Expired widget sessions swept')
    },
  })
}
