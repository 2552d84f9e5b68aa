import { and, asc, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { canInOrganization } from '~/lib/access-policy'
import { topicOf } from '~/lib/live-topics'
import { isWebhookEventType, type WebhookEventType } from '~/lib/webhook-events'
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_SECRET_OVERLAP_MS, type WebhookFormat } from '~/lib/webhook-rules'
import type { OrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { takeTurns } from '~/server/db/locks.server'
import { project, user, webhookDelivery, webhookEndpoint, webhookEvent } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { generateWebhookSecret, newWebhookMessageId } from '~/server/webhooks/signing.server'
import { type ResolveHost, resolveWebhookTarget, WebhookTargetError } from '~/server/webhooks/target.server'
import type { WebhookFormValues, WebhookPatch } from '../webhooks.schemas'
import { WEBHOOKS_CHANGED } from '../webhooks-events'
import { createDeliveries } from './webhook-deliveries.server'

/** How the server checks where URLs point: from the configuration (tests hand their own resolver). */
export type WebhookNetwork = { allowPrivateNetworks: boolean; resolve?: ResolveHost }

export type WebhookEndpointSummary = {
  id: string
  url: string
  description: string
  allEvents: boolean
  eventTypes: WebhookEventType[]
  /** Empty: every project of the organisation. */
  projectIds: string[]
  format: WebhookFormat
  enabled: boolean
  disabledAt: string | null
  /** 'manual' (someone disabled it) or 'failing' (three days of failed attempts), when disabled. */
  disabledReason: 'manual' | 'failing' | null
  /** Until when the previous secret still signs beside the current one after a rotation, if it does. */
  previousSecretExpiresAt: string | null
  /** The first failed attempt of the current run of failures, or null. */
  failingSince: string | null
  createdBy: { id: string; name: string } | null
  createdAt: string
  updatedAt: string
}

export type WebhookDeliverySummary = {
  id: string
  endpointId: string
  /** The event's `webhook-id`, the same on every attempt and resend. */
  eventId: string
  eventType: string
  status: 'pending' | 'succeeded' | 'failed'
  attempt: number
  httpStatus: number | null
  durationMs: number | null
  responseExcerpt: string | null
  error: string | null
  nextAttemptAt: string | null
  lastAttemptAt: string | null
  createdAt: string
}

export type CreatedWebhookEndpoint = { endpoint: WebhookEndpointSummary; secret: string }

/**
 * Owners and admins (and site admins) manage the organisation's webhooks; an API key does when it has the
 * webhooks:manage scope (the dispatcher checks it) and is not restricted to one project (endpoints are the
 * organisation's). Everyone else is told the organisation has nothing of the kind.
 */
export function assertMayManageWebhooks(access: OrganizationAccess): void {
  if (!mayManageWebhooks(access)) throw new AppError('NOT_FOUND', 'Organization not found')
}

export function mayManageWebhooks(access: OrganizationAccess): boolean {
  if (access.viewer?.apiKey?.projectId) return false
  return canInOrganization(access, 'webhooks.manage')
}

/** Only owners (and site admins) see a secret again after its creation; never through an API key. */
export function mayRevealWebhookSecret(access: OrganizationAccess): boolean {
  return !access.viewer?.apiKey && canInOrganization(access, 'webhooks.revealSecret')
}

const creator = alias(user, 'webhook_creator')

function selectEndpoints(db: Database) {
  return db
    .select({ endpoint: webhookEndpoint, creator: { id: creator.id, name: creator.name } })
    .from(webhookEndpoint)
    .leftJoin(creator, eq(creator.id, webhookEndpoint.createdBy))
}

type EndpointRow = Awaited<ReturnType<ReturnType<typeof selectEndpoints>['where']>>[number]

function endpointSummaryOf(row: EndpointRow, now: Date): WebhookEndpointSummary {
  const { endpoint } = row
  const overlap = endpoint.previousSecretExpiresAt
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    allEvents: endpoint.allEvents,
    eventTypes: endpoint.eventTypes.filter(isWebhookEventType),
    projectIds: endpoint.projectIds,
    format: endpoint.format,
    enabled: endpoint.enabled,
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    disabledReason: endpoint.enabled ? null : (endpoint.disabledReason ?? 'manual'),
    previousSecretExpiresAt: overlap && overlap.getTime() > now.getTime() ? overlap.toISOString() : null,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    createdBy: row.creator?.id ? row.creator : null,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  }
}

export function deliverySummaryOf(row: typeof webhookDelivery.$inferSelect): WebhookDeliverySummary {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempt: row.attempt,
    httpStatus: row.httpStatus,
    durationMs: row.durationMs,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listWebhookEndpoints(
  db: Database,
  access: OrganizationAccess,
  now = new Date(),
): Promise<WebhookEndpointSummary[]> {
  assertMayManageWebhooks(access)
  const rows = await selectEndpoints(db)
    .where(eq(webhookEndpoint.organizationId, access.organization.id))
    .orderBy(desc(webhookEndpoint.createdAt), desc(webhookEndpoint.id))
  return rows.map((row) => endpointSummaryOf(row, now))
}

export async function getWebhookEndpoint(
  db: Database,
  access: OrganizationAccess,
  endpointId: string,
  now = new Date(),
): Promise<WebhookEndpointSummary> {
  assertMayManageWebhooks(access)
  const [row] = await selectEndpoints(db).where(
    and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.organizationId, access.organization.id)),
  )
  if (!row) throw new AppError('NOT_FOUND', 'Webhook not found')
  return endpointSummaryOf(row, now)
}

/** The projects an endpoint may be restricted to: every project of the organisation, by name. */
export async function listWebhookProjects(
  db: Database,
  access: OrganizationAccess,
): Promise<{ id: string; name: string; slug: string; visibility: string }[]> {
  assertMayManageWebhooks(access)
  return db
    .select({ id: project.id, name: project.name, slug: project.slug, visibility: project.visibility })
    .from(project)
    .where(eq(project.organizationId, access.organization.id))
    .orderBy(asc(project.name), asc(project.id))
}

/** Refuses a URL that may not be used (its form, or where it points), as a field error of `url`. */
async function assertUsableUrl(url: string, network: WebhookNetwork): Promise<void> {
  try {
    await resolveWebhookTarget(url, network)
  } catch (error) {
    if (error instanceof WebhookTargetError) {
      throw new AppError('BAD_REQUEST', error.message, { url: [error.message] })
    }
    throw error
  }
}

/** The named projects, each once, checked to be the organisation's (inside the caller's transaction). */
async function checkedProjectIds(
  tx: Database,
  organizationId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return []
  const found = await tx
    .select({ id: project.id })
    .from(project)
    .where(and(eq(project.organizationId, organizationId), inArray(project.id, [...ids])))
    .for('key share')
  if (found.length !== new Set(ids).size) {
    throw new AppError('BAD_REQUEST', 'A chosen project is not in this organization', {
      projectIds: ['Choose the organization’s projects, or none for every project'],
    })
  }
  const known = new Set(found.map((row) => row.id))
  return [...new Set(ids)].filter((id) => known.has(id))
}

function changed(tx: Database, organizationId: string, endpointId: string) {
  return emitLiveEvent(tx, topicOf.webhooks(organizationId), WEBHOOKS_CHANGED, { endpointId })
}

async function endpointById(db: Database, endpointId: string, now: Date): Promise<WebhookEndpointSummary> {
  const [row] = await selectEndpoints(db).where(eq(webhookEndpoint.id, endpointId))
  if (!row) throw new AppError('NOT_FOUND', 'Webhook not found')
  return endpointSummaryOf(row, now)
}

/**
 * Adds an endpoint (at most MAX_WEBHOOK_ENDPOINTS per organisation) with a new signing secret, which the answer
 * carries: the creator copies it now. The URL is checked where it points before anything is written.
 */
export async function createWebhookEndpoint(
  db: Database,
  access: OrganizationAccess,
  input: WebhookFormValues,
  network: WebhookNetwork,
  now = new Date(),
): Promise<CreatedWebhookEndpoint> {
  assertMayManageWebhooks(access)
  await assertUsableUrl(input.url, network)
  const organizationId = access.organization.id
  const secret = generateWebhookSecret()
  const endpointId = crypto.randomUUID()
  await db.transaction(async (tx) => {
    // Two admins adding endpoints at once must not both pass the limit.
    await takeTurns(tx, `webhooks.create:${organizationId}`)
    const [existing] = await tx
      .select({ total: count() })
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.organizationId, organizationId))
    if ((existing?.total ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError(
        'CONFLICT',
        `An organization can have at most ${MAX_WEBHOOK_ENDPOINTS} webhooks. Delete one you no longer use first.`,
      )
    }
    const projectIds = await checkedProjectIds(tx, organizationId, input.projectIds)
    await tx.insert(webhookEndpoint).values({
      id: endpointId,
      organizationId,
      url: input.url,
      description: input.description,
      allEvents: input.allEvents,
      eventTypes: input.allEvents ? [] : input.eventTypes,
      projectIds,
      format: input.format,
      secret,
      createdBy: access.viewer?.userId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    await changed(tx, organizationId, endpointId)
  })
  return { endpoint: await endpointById(db, endpointId, now), secret }
}

/** Loads the organisation's endpoint with a row lock, or not found. */
async function lockEndpoint(tx: Database, access: OrganizationAccess, endpointId: string) {
  const [found] = await tx
    .select()
    .from(webhookEndpoint)
    .where(
      and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.organizationId, access.organization.id)),
    )
    .for('update')
  if (!found) throw new AppError('NOT_FOUND', 'Webhook not found')
  return found
}

/**
 * Changes an endpoint's URL, description, events, projects, format or enabled state (what the patch names).
 * Enabling clears the failure run that disabled it, so it gets three more days.
 */
export async function updateWebhookEndpoint(
  db: Database,
  access: OrganizationAccess,
  endpointId: string,
  patch: WebhookPatch,
  network: WebhookNetwork,
  now = new Date(),
): Promise<WebhookEndpointSummary> {
  assertMayManageWebhooks(access)
  if (patch.url !== undefined) await assertUsableUrl(patch.url, network)
  const organizationId = access.organization.id
  await db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, access, endpointId)
    const allEvents = patch.allEvents ?? current.allEvents
    const eventTypes = allEvents ? [] : (patch.eventTypes ?? current.eventTypes)
    if (!allEvents && eventTypes.length === 0) {
      throw new AppError('BAD_REQUEST', 'Choose at least one event, or all events', {
        eventTypes: ['Choose at least one event, or all events'],
      })
    }
    const values: Partial<typeof webhookEndpoint.$inferInsert> = { allEvents, eventTypes, updatedAt: now }
    if (patch.url !== undefined) values.url = patch.url
    if (patch.description !== undefined) values.description = patch.description
    if (patch.format !== undefined) values.format = patch.format
    if (patch.projectIds !== undefined) {
      values.projectIds = await checkedProjectIds(tx, organizationId, patch.projectIds)
    }
    if (patch.enabled !== undefined && patch.enabled !== current.enabled) {
      Object.assign(values, enabledValues(patch.enabled, now))
    }
    await tx.update(webhookEndpoint).set(values).where(eq(webhookEndpoint.id, endpointId))
    await changed(tx, organizationId, endpointId)
  })
  return endpointById(db, endpointId, now)
}

function enabledValues(enabled: boolean, now: Date): Partial<typeof webhookEndpoint.$inferInsert> {
  return enabled
    ? { enabled: true, disabledAt: null, disabledReason: null, failingSince: null }
    : { enabled: false, disabledAt: now, disabledReason: 'manual' }
}

export async function setWebhookEndpointEnabled(
  db: Database,
  access: OrganizationAccess,
  endpointId: string,
  enabled: boolean,
  now = new Date(),
): Promise<WebhookEndpointSummary> {
  assertMayManageWebhooks(access)
  await db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, access, endpointId)
    if (current.enabled === enabled) return
    await tx
      .update(webhookEndpoint)
      .set({ ...enabledValues(enabled, now), updatedAt: now })
      .where(eq(webhookEndpoint.id, endpointId))
    await changed(tx, access.organization.id, endpointId)
  })
  return endpointById(db, endpointId, now)
}

/** Deletes an endpoint with its delivery log; its pending deliveries' jobs find nothing and end. */
export async function deleteWebhookEndpoint(
  db: Database,
  access: OrganizationAccess,
  endpointId: string,
): Promise<void> {
  assertMayManageWebhooks(access)
  await db.transaction(async (tx) => {
    await lockEndpoint(tx, access, endpointId)
    await tx.delete(webhookEndpoint).where(eq(webhookEndpoint.id, endpointId))
    await changed(tx, access.organization.id, endpointId)
  })
}

/** The endpoint's current signing secret, for an owner. Anyone else is told the webhook does not exist. */
export async function revealWebhookSecret(
  db: Database,
  access: OrganizationAccess,
  endpointId: string,
): Promise<{ secret: string }> {
  assertMayManageWebhooks(access)
  if (!mayRevealWebhookSecret(access)) throw new AppError('NOT_FOUND', 'Webhook not found')
  const [found] = await db
    .select({ secret: webhookEndpoint.secret })
    .from(webhookEndpoint)
    .where(
      and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.organizationId, access.organization.id)),
    )
  if (!found) throw new AppError('NOT_FOUND', 'Webhook not found')
  return { secret: found.secret }
}

/**
 * A new signing secret, in the answer once. The secret it replaces keeps signing beside it for 24 hours
 * (deliveries carry both signatures), so receivers can switch without dropping a delivery. Rotating again
 * within those hours ends the oldest secret at once.
 */
export async function rotateWebhookSecret(
  db: Database,
  access: OrganizationAccess,
  endpointId: string,
  now = new Date(),
): Promise<CreatedWebhookEndpoint> {
  assertMayManageWebhooks(access)
  const secret = generateWebhookSecret()
  await db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, access, endpointId)
    await tx
      .update(webhookEndpoint)
      .set({
        secret,
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS),
        updatedAt: now,
      })
      .where(eq(webhookEndpoint.id, endpointId))
    await changed(tx, access.organization.id, endpointId)
  })
  return { endpoint: await endpointById(db, endpointId, now), secret }
}

/**
 * Sends a `webhook.test` event to one endpoint (enabled or not: a test is how one checks a disabled endpoint
 * before enabling it again), through the queue like every delivery. Answers the new delivery.
 */
export async function sendWebhookTest(
  db: Database,
  access: OrganizationAccess,
  endpointId: string,
  appUrl: string,
  now = new Date(),
): Promise<WebhookDeliverySummary> {
  assertMayManageWebhooks(access)
  const deliveryId = await db.transaction(async (tx) => {
    await lockEndpoint(tx, access, endpointId)
    const eventId = newWebhookMessageId()
    await tx.insert(webhookEvent).values({
      id: eventId,
      organizationId: access.organization.id,
      projectId: null,
      type: 'webhook.test',
      actorId: access.viewer?.userId ?? null,
      endpointId,
      data: {
        message: 'This is a test event from Parley. Your endpoint received it.',
        webhook: { id: endpointId },
        organization: {
          id: access.organization.id,
          slug: access.organization.slug,
          name: access.organization.name,
        },
        actor: access.viewer ? { id: access.viewer.userId, name: access.viewer.name } : null,
        url: `${appUrl}/@${access.organization.slug}/settings`,
      },
      createdAt: now,
      dispatchedAt: now,
    })
    const [id] = await createDeliveries(tx, { id: eventId, type: 'webhook.test' }, [endpointId], now)
    await changed(tx, access.organization.id, endpointId)
    return id as string
  })
  return deliveryById(db, deliveryId)
}

async function deliveryById(db: Database, deliveryId: string): Promise<WebhookDeliverySummary> {
  const [row] = await db.select().from(webhookDelivery).where(eq(webhookDelivery.id, deliveryId))
  if (!row) throw new AppError('NOT_FOUND', 'Delivery not found')
  return deliverySummaryOf(row)
}

/** An endpoint's deliveries, newest first, a page at a time (`after`: the last id of the previous page). */
export async function listWebhookDeliveries(
  db: Database,
  access: OrganizationAccess,
  endpointId: string,
  page: { after?: string; limit: number },
): Promise<{ deliveries: WebhookDeliverySummary[]; next: string | null }> {
  assertMayManageWebhooks(access)
  const [endpoint] = await db
    .select({ id: webhookEndpoint.id })
    .from(webhookEndpoint)
    .where(
      and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.organizationId, access.organization.id)),
    )
  if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook not found')
  let before: SQL | undefined
  if (page.after) {
    const [cursor] = await db
      .select({ id: webhookDelivery.id, createdAt: webhookDelivery.createdAt })
      .from(webhookDelivery)
      .where(and(eq(webhookDelivery.id, page.after), eq(webhookDelivery.endpointId, endpointId)))
    if (!cursor) throw new AppError('BAD_REQUEST', 'That page cursor is not one of this webhook’s deliveries')
    before = or(
      lt(webhookDelivery.createdAt, cursor.createdAt),
      and(eq(webhookDelivery.createdAt, cursor.createdAt), lt(webhookDelivery.id, cursor.id)),
    )
  }
  const rows = await db
    .select()
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.endpointId, endpointId), before))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(page.limit + 1)
  const deliveries = rows.slice(0, page.limit).map(deliverySummaryOf)
  return { deliveries, next: rows.length > page.limit ? (deliveries.at(-1)?.id ?? null) : null }
}

/**
 * Sends a delivery's event to its endpoint again, as a new delivery with the same `webhook-id` (receivers
 * that already have it can tell), whatever became of the first.
 */
export async function resendWebhookDelivery(
  db: Database,
  access: OrganizationAccess,
  deliveryId: string,
  now = new Date(),
): Promise<WebhookDeliverySummary> {
  assertMayManageWebhooks(access)
  const newId = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ delivery: webhookDelivery, endpointId: webhookEndpoint.id })
      .from(webhookDelivery)
      .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
      .where(
        and(eq(webhookDelivery.id, deliveryId), eq(webhookEndpoint.organizationId, access.organization.id)),
      )
      .for('key share', { of: webhookEndpoint })
    if (!found) throw new AppError('NOT_FOUND', 'Delivery not found')
    const [id] = await createDeliveries(
      tx,
      { id: found.delivery.eventId, type: found.delivery.eventType },
      [found.endpointId],
      now,
    )
    await changed(tx, access.organization.id, found.endpointId)
    return id as string
  })
  return deliveryById(db, newId)
}

/**
 * Each endpoint's latest delivery (by endpoint id), for the list's "last delivery": one index lookup per
 * endpoint (a lateral join on webhook_delivery_endpoint_idx), however long the logs are.
 */
export async function listLastWebhookDeliveries(
  db: Database,
  access: OrganizationAccess,
): Promise<Record<string, WebhookDeliverySummary>> {
  assertMayManageWebhooks(access)
  const latest = db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.endpointId, webhookEndpoint.id))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(1)
    .as('latest_delivery')
  const rows = await db
    .select()
    .from(webhookEndpoint)
    .innerJoinLateral(latest, sql`true`)
    .where(eq(webhookEndpoint.organizationId, access.organization.id))
  return Object.fromEntries(
    rows.map(({ latest_delivery: delivery }) => [delivery.endpointId, deliverySummaryOf(delivery)]),
  )
}
