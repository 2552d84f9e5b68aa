import { and, asc, count, desc, eq, gt, isNull, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { canInOrganization } from '~/lib/access-policy'
import {
  API_KEY_EXPIRY_MAX_DAYS,
  API_KEY_SERVICE_ROLE,
  type ApiKeyStatus,
  apiKeyExpiryOf,
  apiKeyServiceEmail,
  apiKeyStatusOf,
  MAX_ACTIVE_API_KEYS,
} from '~/lib/api-key-rules'
import { API_SCOPES, type ApiScope, isApiScope } from '~/lib/api-scopes'
import { topicOf } from '~/lib/live-topics'
import { apiKeyStart, generateApiKeySecret, hashApiKeySecret } from '~/server/api/api-key-auth.server'
import type { OrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { takeTurns } from '~/server/db/locks.server'
import { apiKey, project, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import type { CreateApiKeyInput } from '../api-keys.schemas'

/** What the organisation's members with the right see on the org topic when a key is created or revoked. */
export const API_KEYS_CHANGED = 'org.apiKeys.changed'

export type ApiKeySummary = {
  id: string
  name: string
  /** The first characters of the secret, so that people can tell keys apart. */
  start: string
  scopes: ApiScope[]
  project: { id: string; name: string; slug: string } | null
  /** Null once the person who created it has deleted their account. */
  createdBy: { id: string; name: string } | null
  createdAt: string
  lastUsedAt: string | null
  expiresAt: string | null
  revokedAt: string | null
  status: ApiKeyStatus
}

export type CreatedApiKey = { key: ApiKeySummary; secret: string }

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Only the organisation's owners and admins (and site admins) manage its keys. Everyone else is told the keys
 * do not exist, and so is a request made with an API key, whatever its rights: a key never mints, lists or
 * revokes keys, so a leaked key cannot make itself a successor.
 */
export function assertMayManageApiKeys(access: OrganizationAccess): void {
  if (access.viewer?.apiKey || !canInOrganization(access, 'apiKeys.manage')) {
    throw new AppError('NOT_FOUND', 'Organization not found')
  }
}

export function mayManageApiKeys(access: OrganizationAccess): boolean {
  return !access.viewer?.apiKey && canInOrganization(access, 'apiKeys.manage')
}

const creator = alias(user, 'api_key_creator')

function selectKeys(db: Database) {
  return db
    .select({
      key: apiKey,
      project: { id: project.id, name: project.name, slug: project.slug },
      creator: { id: creator.id, name: creator.name },
    })
    .from(apiKey)
    .leftJoin(project, eq(project.id, apiKey.projectId))
    .leftJoin(creator, eq(creator.id, apiKey.createdBy))
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof selectKeys>['where']>>[number]

function summaryOf(row: KeyRow, now: Date): ApiKeySummary {
  const { key } = row
  return {
    id: key.id,
    name: key.name,
    start: key.start,
    scopes: key.scopes.filter(isApiScope),
    project: row.project?.id ? row.project : null,
    createdBy: row.creator?.id ? row.creator : null,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    status: apiKeyStatusOf(key, now),
  }
}

/** The organisation's keys, newest first: working ones and the revoked and expired ones kept for the record. */
export async function listApiKeys(
  db: Database,
  access: OrganizationAccess,
  now = new Date(),
): Promise<ApiKeySummary[]> {
  assertMayManageApiKeys(access)
  const rows = await selectKeys(db)
    .where(eq(apiKey.organizationId, access.organization.id))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id))
  return rows.map((row) => summaryOf(row, now))
}

/** The projects a key may be restricted to: every project of the organisation, by name. */
export async function listApiKeyProjects(
  db: Database,
  access: OrganizationAccess,
): Promise<{ id: string; name: string; slug: string }[]> {
  assertMayManageApiKeys(access)
  return db
    .select({ id: project.id, name: project.name, slug: project.slug })
    .from(project)
    .where(eq(project.organizationId, access.organization.id))
    .orderBy(asc(project.name), asc(project.id))
}

/** Keys that still let requests in: not revoked, and without an expiry or with one still ahead. */
function activeKeysOf(organizationId: string, now: Date) {
  return and(
    eq(apiKey.organizationId, organizationId),
    isNull(apiKey.revokedAt),
    or(isNull(apiKey.expiresAt), gt(apiKey.expiresAt, now)),
  )
}

/**
 * Creates a key and the service user it writes as, in one transaction (see insertApiKey). The service user is
 * not a member of the organisation: the key's rights come from the key (authz), and member lists and mentions,
 * which follow membership, never see it. The secret is in the answer, once.
 */
export async function createApiKey(
  db: Database,
  access: OrganizationAccess,
  input: Pick<CreateApiKeyInput, 'name' | 'scopes' | 'projectId' | 'expiresOn'>,
  now = new Date(),
): Promise<CreatedApiKey> {
  assertMayManageApiKeys(access)
  const organizationId = access.organization.id
  const expiresAt = input.expiresOn ? apiKeyExpiryOf(input.expiresOn) : null
  if (
    input.expiresOn &&
    (!expiresAt ||
      expiresAt.getTime() <= now.getTime() ||
      expiresAt.getTime() > now.getTime() + API_KEY_EXPIRY_MAX_DAYS * DAY_MS)
  ) {
    throw new AppError('BAD_REQUEST', 'Choose an expiry day from today to five years ahead', {
      expiresOn: ['Choose today or a later day, within the next five years'],
    })
  }
  // In the table's order, each once: the list shows every key's scopes alike.
  const scopes = API_SCOPES.filter((scope) => input.scopes.includes(scope))
  if (scopes.length === 0) {
    throw new AppError('BAD_REQUEST', 'Choose at least one scope', { scopes: ['Choose at least one scope'] })
  }
  const secret = generateApiKeySecret()
  const created = await db.transaction(async (tx) => {
    // Two admins creating keys at once must not both pass the limit.
    await takeTurns(tx, `api-keys.create:${organizationId}`)
    let projectId: string | null = null
    if (input.projectId) {
      const [found] = await tx
        .select({ id: project.id })
        .from(project)
        .where(and(eq(project.id, input.projectId), eq(project.organizationId, organizationId)))
        .for('key share')
      if (!found) {
        throw new AppError('BAD_REQUEST', 'That project is not in this organization', {
          projectId: ['Choose one of the organization’s projects, or all projects'],
        })
      }
      projectId = found.id
    }
    const [active] = await tx.select({ total: count() }).from(apiKey).where(activeKeysOf(organizationId, now))
    if ((active?.total ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError(
        'CONFLICT',
        `An organization can have at most ${MAX_ACTIVE_API_KEYS} working API keys. Revoke one you no longer use first.`,
      )
    }
    const keyId = await insertApiKey(tx, {
      organizationId,
      projectId,
      name: input.name,
      scopes,
      secret,
      createdBy: access.viewer?.userId ?? null,
      createdAt: now,
      expiresAt,
    })
    await emitLiveEvent(tx, topicOf.org(organizationId), API_KEYS_CHANGED, { keyId })
    return keyId
  })
  const [row] = await selectKeys(db).where(eq(apiKey.id, created))
  if (!row) throw new Error('The new API key was not found')
  return { key: summaryOf(row, now), secret }
}

/**
 * Writes a key and its service user (the caller's transaction): the user row has an address under `.invalid`,
 * no account row (no password, no provider) and a ban without end, so nobody can sign in as it, reset its
 * password or impersonate it; its role marks it as a key's, which the admin's user list and author reads know.
 * Only the secret's hash is stored.
 */
export async function insertApiKey(
  tx: Database,
  values: {
    organizationId: string
    projectId: string | null
    name: string
    scopes: ApiScope[]
    secret: string
    createdBy: string | null
    createdAt: Date
    expiresAt: Date | null
    revokedAt?: Date | null
  },
): Promise<string> {
  const keyId = crypto.randomUUID()
  const serviceUserId = crypto.randomUUID()
  await tx.insert(user).values({
    id: serviceUserId,
    name: values.name,
    email: apiKeyServiceEmail(keyId),
    emailVerified: false,
    role: API_KEY_SERVICE_ROLE,
    // A ban without end stops every way to a session (impersonation by a site admin included): the key's
    // secret is the only way to act as this user.
    banned: true,
    banReason: 'An API key’s author: it acts only through its key',
    createdAt: values.createdAt,
    updatedAt: values.createdAt,
  })
  await tx.insert(apiKey).values({
    id: keyId,
    organizationId: values.organizationId,
    projectId: values.projectId,
    name: values.name,
    tokenHash: hashApiKeySecret(values.secret),
    start: apiKeyStart(values.secret),
    // In the table's order, each once: the list shows every key's scopes alike.
    scopes: API_SCOPES.filter((scope) => values.scopes.includes(scope)),
    serviceUserId,
    createdBy: values.createdBy,
    createdAt: values.createdAt,
    expiresAt: values.expiresAt,
    revokedAt: values.revokedAt ?? null,
  })
  return keyId
}

/**
 * Revokes a key: from the next request on, it is refused. Its row and its service user stay, so that what it
 * wrote keeps its author. Revoking a revoked key changes nothing and succeeds.
 */
export async function revokeApiKey(
  db: Database,
  access: OrganizationAccess,
  keyId: string,
  now = new Date(),
): Promise<ApiKeySummary> {
  assertMayManageApiKeys(access)
  const organizationId = access.organization.id
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: apiKey.id, revokedAt: apiKey.revokedAt })
      .from(apiKey)
      .where(and(eq(apiKey.id, keyId), eq(apiKey.organizationId, organizationId)))
      .for('update')
    if (!found) throw new AppError('NOT_FOUND', 'API key not found')
    if (found.revokedAt) return
    await tx.update(apiKey).set({ revokedAt: now }).where(eq(apiKey.id, keyId))
    await emitLiveEvent(tx, topicOf.org(organizationId), API_KEYS_CHANGED, { keyId })
  })
  const [row] = await selectKeys(db).where(eq(apiKey.id, keyId))
  if (!row) throw new AppError('NOT_FOUND', 'API key not found')
  return summaryOf(row, now)
}
