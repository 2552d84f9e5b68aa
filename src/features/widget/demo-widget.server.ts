import { and, eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import type { Database } from '~/server/db/client.server'
import { organization, project, projectWidget } from '~/server/db/schema'
import { generateWidgetSecret } from './server/settings.server'

/** The person the demo host page (`/demo/widget`) signs in as: a customer of a made-up product. */
export const DEMO_WIDGET_PERSON = {
  sub: 'demo-customer-1',
  name: 'Casey Customer',
  email: 'casey@customer.example',
  company: { id: 'northwind', name: 'Northwind Traders', plan: 'Pro', monthly_spend: 490 },
} as const

/**
 * The demo's public project gets a widget allowed on the app's own address (the demo host page is served
 * there). Its secret is made here, at seed time, like any other: nothing in the code knows it, so a demo
 * database never shares a secret with another install. A project that has a widget already keeps it.
 */
export async function seedDemoWidget(
  db: Database,
  input: { projectId: string; baseUrl: string },
): Promise<void> {
  await db
    .insert(projectWidget)
    .values({
      projectId: input.projectId,
      secret: generateWidgetSecret(),
      allowedOrigins: [new URL(input.baseUrl).origin],
    })
    .onConflictDoNothing()
}

/**
 * An identify token for the demo person, signed with the project's current widget secret as a host product's
 * server would sign it (HS256, 10 minutes): for the demo host page, which runs only in dev and demo installs.
 * Null when the project has no widget (turned off, or not a demo database).
 */
export async function signDemoWidgetToken(
  db: Database,
  where: { orgSlug: string; projectSlug: string },
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ secret: projectWidget.secret })
    .from(projectWidget)
    .innerJoin(project, eq(project.id, projectWidget.projectId))
    .innerJoin(organization, eq(organization.id, project.organizationId))
    .where(and(eq(organization.slug, where.orgSlug), eq(project.slug, where.projectSlug)))
    .limit(1)
  if (!row) return null
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ ...DEMO_WIDGET_PERSON })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(DEMO_WIDGET_PERSON.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 600)
    .sign(new TextEncoder().encode(row.secret))
}
