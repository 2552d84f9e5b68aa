import { and, eq } from 'drizzle-orm'
import type { WidgetLauncherPosition, WidgetTab } from '~/lib/widget-rules'
import type { Database } from '~/server/db/client.server'
import { organization, project, projectWidget } from '~/server/db/schema'

/** What the embed needs to know of a project's widget (no secret in it). */
export type EmbedSettings = {
  organizationId: string
  projectId: string
  orgSlug: string
  projectSlug: string
  projectName: string
  allowedOrigins: string[]
  tabs: WidgetTab[]
  launcher: { position: WidgetLauncherPosition; colour: string }
}

/**
 * The widget of `@orgSlug/projectSlug` as the embed sees it, or null when there is none to show: an unknown
 * organisation or project, a private project (its widget never loads, whatever its row says), or no widget row
 * (the widget is off). Current slugs only: an embed is pasted with the slugs of the day, and a renamed project's
 * old slug answers not found rather than loading by surprise.
 */
export async function readEmbedSettings(
  db: Database,
  orgSlug: string,
  projectSlug: string,
): Promise<EmbedSettings | null> {
  const [row] = await db
    .select({
      organizationId: organization.id,
      projectId: project.id,
      orgSlug: organization.slug,
      projectSlug: project.slug,
      projectName: project.name,
      visibility: project.visibility,
      allowedOrigins: projectWidget.allowedOrigins,
      tabs: projectWidget.tabs,
      position: projectWidget.launcherPosition,
      colour: projectWidget.launcherColour,
    })
    .from(project)
    .innerJoin(organization, eq(organization.id, project.organizationId))
    .innerJoin(projectWidget, eq(projectWidget.projectId, project.id))
    .where(and(eq(organization.slug, orgSlug), eq(project.slug, projectSlug)))
    .limit(1)
  if (row?.visibility !== 'public') return null
  return {
    organizationId: row.organizationId,
    projectId: row.projectId,
    orgSlug: row.orgSlug,
    projectSlug: row.projectSlug,
    projectName: row.projectName,
    allowedOrigins: row.allowedOrigins,
    tabs: row.tabs.filter((tab): tab is WidgetTab => tab === 'feedback' || tab === 'updates'),
    launcher: { position: row.position, colour: row.colour },
  }
}
