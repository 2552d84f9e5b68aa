import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { canInProject } from '~/lib/access-policy'
import { topicOf } from '~/lib/live-topics'
import {
  WIDGET_DEFAULT_COLOUR,
  WIDGET_SECRET_OVERLAP_MS,
  WIDGET_SECRET_PREFIX,
  WIDGET_TABS,
  type WidgetLauncherPosition,
  type WidgetTab,
} from '~/lib/widget-rules'
import type { ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { organizationWidgetPolicy, projectWidget } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { WIDGET_CHANGED } from '../widget-events'
import { endProjectWidgetSessions } from './identity.server'

/** What the settings section shows (never the secret: it is shown once, when made). */
export type WidgetSettings = {
  enabled: boolean
  allowedOrigins: string[]
  launcherPosition: WidgetLauncherPosition
  launcherColour: string
  tabs: WidgetTab[]
  /** Until when the secret before the last rotation still verifies tokens, if it does. */
  previousSecretExpiresAt: string | null
  /** The organisation's switch: a token's verified email links to the existing account. */
  linkVerifiedEmails: boolean
  /** A private project's widget never loads: the section says so. */
  projectIsPublic: boolean
}

export type WidgetSettingsInput = {
  allowedOrigins: string[]
  launcherPosition: WidgetLauncherPosition
  launcherColour: string
  tabs: WidgetTab[]
}

export const generateWidgetSecret = () => `${WIDGET_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`

/**
 * Owners and admins of the organisation (and site admins) manage a project's widget; to anyone else there is
 * no such thing (not found, never forbidden). An API key never does, whatever its rights.
 */
export function assertMayManageWidget(access: ProjectAccess): void {
  if (access.viewer?.apiKey || !canInProject(access, access.project.visibility, 'widget.manage')) {
    throw new AppError('NOT_FOUND', 'Project not found')
  }
}

async function changed(tx: Database, projectId: string) {
  await emitLiveEvent(tx, topicOf.widget(projectId), WIDGET_CHANGED, { projectId })
}

export async function readWidgetSettings(
  db: Database,
  access: ProjectAccess,
  now = new Date(),
): Promise<WidgetSettings> {
  assertMayManageWidget(access)
  const [row] = await db
    .select()
    .from(projectWidget)
    .where(eq(projectWidget.projectId, access.project.id))
    .limit(1)
  const [policy] = await db
    .select({ link: organizationWidgetPolicy.linkVerifiedEmails })
    .from(organizationWidgetPolicy)
    .where(eq(organizationWidgetPolicy.organizationId, access.organization.id))
    .limit(1)
  const overlapEnds =
    row?.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
      ? row.previousSecretExpiresAt.toISOString()
      : null
  return {
    enabled: Boolean(row),
    allowedOrigins: row?.allowedOrigins ?? [],
    launcherPosition: row?.launcherPosition ?? 'right',
    launcherColour: row?.launcherColour ?? WIDGET_DEFAULT_COLOUR,
    tabs: (row?.tabs ?? [...WIDGET_TABS]).filter((tab): tab is WidgetTab =>
      (WIDGET_TABS as readonly string[]).includes(tab),
    ),
    previousSecretExpiresAt: overlapEnds,
    linkVerifiedEmails: policy?.link ?? false,
    projectIsPublic: access.project.visibility === 'public',
  }
}

/**
 * Turns the widget on with its first secret, answered this once. Turning on a widget that is on is a conflict
 * (two admins at once: the second is told, and nobody's secret is replaced unseen).
 */
export async function turnOnWidget(
  db: Database,
  access: ProjectAccess,
  input?: Partial<WidgetSettingsInput>,
): Promise<{ secret: string }> {
  assertMayManageWidget(access)
  const secret = generateWidgetSecret()
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projectWidget)
      .values({ projectId: access.project.id, secret, ...(input ?? {}) })
      .onConflictDoNothing()
      .returning({ projectId: projectWidget.projectId })
    if (!created) throw new AppError('CONFLICT', 'The widget is already on')
    await changed(tx, access.project.id)
  })
  return { secret }
}

export async function updateWidgetSettings(
  db: Database,
  access: ProjectAccess,
  input: WidgetSettingsInput,
): Promise<void> {
  assertMayManageWidget(access)
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(projectWidget)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(projectWidget.projectId, access.project.id))
      .returning({ projectId: projectWidget.projectId })
    if (updated.length === 0) throw new AppError('NOT_FOUND', 'The widget is off')
    await changed(tx, access.project.id)
  })
}

/**
 * A new secret, answered this once; the one before keeps verifying tokens for 24 hours, so the host can deploy
 * the new one without refusing anyone meanwhile. A second rotation within those hours drops the oldest.
 */
export async function rotateWidgetSecret(
  db: Database,
  access: ProjectAccess,
  now = new Date(),
): Promise<{ secret: string; previousSecretExpiresAt: string }> {
  assertMayManageWidget(access)
  const secret = generateWidgetSecret()
  const previousSecretExpiresAt = new Date(now.getTime() + WIDGET_SECRET_OVERLAP_MS)
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ secret: projectWidget.secret })
      .from(projectWidget)
      .where(eq(projectWidget.projectId, access.project.id))
      .for('update')
    if (!current) throw new AppError('NOT_FOUND', 'The widget is off')
    await tx
      .update(projectWidget)
      .set({ secret, previousSecret: current.secret, previousSecretExpiresAt, updatedAt: now })
      .where(eq(projectWidget.projectId, access.project.id))
    await changed(tx, access.project.id)
  })
  return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() }
}

/** Turns the widget off: its row and every session it started go (the people and what they wrote stay). */
export async function turnOffWidget(db: Database, access: ProjectAccess): Promise<void> {
  assertMayManageWidget(access)
  await db.transaction(async (tx) => {
    await tx.delete(projectWidget).where(eq(projectWidget.projectId, access.project.id))
    await endProjectWidgetSessions(tx, access.project.id)
    await changed(tx, access.project.id)
  })
}

/** The organisation's "link verified emails" switch (for all its projects' widgets). */
export async function setLinkVerifiedEmails(db: Database, access: ProjectAccess, on: boolean): Promise<void> {
  assertMayManageWidget(access)
  await db.transaction(async (tx) => {
    await tx
      .insert(organizationWidgetPolicy)
      .values({ organizationId: access.organization.id, linkVerifiedEmails: on })
      .onConflictDoUpdate({
        target: organizationWidgetPolicy.organizationId,
        set: { linkVerifiedEmails: on, updatedAt: new Date() },
      })
    await changed(tx, access.project.id)
  })
}
