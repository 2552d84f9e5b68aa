import { and, eq, gt } from 'drizzle-orm'
import type { Logger } from 'pino'
import { seedDemoApiKeys } from '~/features/api-keys/demo-api-keys.server'
import { seedDemoConnectedApp } from '~/features/oauth/demo-oauth.server'
import { seedDemoWebhooks } from '~/features/webhooks/demo-webhooks.server'
import { seedDemoWidget } from '~/features/widget/demo-widget.server'
import { activityRow } from '~/server/activity.server'
import type { Auth } from '~/server/auth/create-auth'
import type { Database } from '~/server/db/client.server'
import { appSetting, member, organization, project, projectActivity, user } from '~/server/db/schema'
import { createProjectDefaults } from '~/server/project-defaults.server'
import type { FileStorage } from '~/server/storage/file-storage'
import { ensureDemoTeammates, seedProjectChat } from './demo-chat.server'
import { seedDemoCustomers } from './demo-customers.server'
import { seedProjectDiscussions } from './demo-discussions.server'
import { ensureDemoPeople, seedProjectFeedback } from './demo-feedback.server'
import {
  type DemoItem,
  PRIVATE_FEEDBACK,
  PUBLIC_FEEDBACK,
  PUBLIC_HELD_POSTS,
} from './demo-feedback-content.server'
import { seedProjectFiles } from './demo-files.server'
import { seedDemoNotifications } from './demo-notifications.server'
import { seedDemoTeams } from './demo-teams.server'
import { seedProjectUpdates } from './demo-updates.server'

export const DEMO_USER = {
  name: 'Dana Demo',
  email: 'demo@parley.local',
  username: 'demo',
  password: 'parley-demo',
} as const

export const DEMO_ORGANIZATION = { name: 'Demo Team', slug: 'demo' } as const

export const DEMO_PROJECTS = [
  {
    slug: 'public-roadmap',
    name: 'Public Roadmap',
    description:
      'Where our users tell us what to build next. Anyone can read along; signed-in people can post and vote.',
    visibility: 'public',
  },
  {
    slug: 'internal-tools',
    name: 'Internal Tools',
    description:
      'Plans and discussions for the tools we build for ourselves. Only the team can see this project.',
    visibility: 'private',
  },
] as const

/** The feedback each demo project gets, by slug. */
const DEMO_FEEDBACK: Partial<Record<string, DemoItem[]>> = {
  'public-roadmap': PUBLIC_FEEDBACK,
  'internal-tools': PRIVATE_FEEDBACK,
}

const SEEDED_KEY = 'demo_seeded_at'

/** The demo projects look as if they had been in use for two months, like the feedback on them. */
const DEMO_HISTORY_DAYS = 62

/**
 * Seeds the demo user and organisation, its projects and their feedback (with demo customers who posted,
 * voted and commented) on the first start. Each step checks what already exists, so a start that was
 * interrupted half-way finishes the job next time; once done, it is never repeated (a deleted demo user
 * stays deleted).
 */
export async function seedDemoContent(deps: {
  db: Database
  auth: Auth
  logger: Logger
  /** Where the demo files go (without one, the demo has no files). */
  storage?: FileStorage
  /** The app's address: the demo widget is allowed there (without one, the demo has no widget). */
  baseUrl?: string
}): Promise<boolean> {
  const { db, auth, logger } = deps
  const [done] = await db.select().from(appSetting).where(eq(appSetting.key, SEEDED_KEY))
  if (done) return false

  let [demoUser] = await db.select().from(user).where(eq(user.email, DEMO_USER.email))
  if (!demoUser) {
    const created = await auth.api.signUpEmail({
      body: {
        name: DEMO_USER.name,
        email: DEMO_USER.email,
        password: DEMO_USER.password,
        username: DEMO_USER.username,
      },
    })
    ;[demoUser] = await db.select().from(user).where(eq(user.id, created.user.id))
  }
  if (!demoUser) throw new Error('The demo user could not be created')

  let [demoOrg] = await db.select().from(organization).where(eq(organization.slug, DEMO_ORGANIZATION.slug))
  if (!demoOrg) {
    await auth.api.createOrganization({
      body: { name: DEMO_ORGANIZATION.name, slug: DEMO_ORGANIZATION.slug, userId: demoUser.id },
    })
    ;[demoOrg] = await db.select().from(organization).where(eq(organization.slug, DEMO_ORGANIZATION.slug))
  }
  if (!demoOrg) throw new Error('The demo organization could not be created')

  const organizationId = demoOrg.id
  const existing = await db
    .select({ slug: project.slug })
    .from(project)
    .where(eq(project.organizationId, organizationId))
  const missing = DEMO_PROJECTS.filter((demo) => !existing.some((row) => row.slug === demo.slug))
  if (missing.length > 0) {
    const startedAt = new Date(Date.now() - DEMO_HISTORY_DAYS * 24 * 60 * 60 * 1000)
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(project)
        .values(
          missing.map((demo) => ({ ...demo, organizationId, createdBy: demoUser.id, createdAt: startedAt })),
        )
        .returning({ id: project.id, name: project.name })
      for (const row of created) await createProjectDefaults(tx, row.id)
      await tx.insert(projectActivity).values(
        created.map((row) =>
          activityRow({
            projectId: row.id,
            actorId: demoUser.id,
            kind: 'project.created',
            phrases: [{ phrase: 'projectCreated', values: { name: row.name } }],
            createdAt: startedAt,
          }),
        ),
      )
    })
  }

  // Feedback: each project's in one transaction, skipped once the project has any (see seedProjectFeedback).
  const people = await ensureDemoPeople(db, auth, demoUser.id)
  const projects = await db
    .select({ id: project.id, slug: project.slug })
    .from(project)
    .where(eq(project.organizationId, organizationId))
  for (const row of projects) {
    const items = DEMO_FEEDBACK[row.slug]
    const held = row.slug === 'public-roadmap' ? PUBLIC_HELD_POSTS : []
    if (items) await seedProjectFeedback(db, { projectId: row.id, items, people, held })
    // The changelog after the feedback: one update ships a demo item.
    if (row.slug === 'public-roadmap')
      await seedProjectUpdates(db, { projectId: row.id, authorId: demoUser.id })
  }
  // Customers behind the public roadmap's ideas, after its votes exist.
  const roadmapProject = projects.find((row) => row.slug === 'public-roadmap')
  if (roadmapProject) await seedDemoCustomers(db, { organizationId, projectId: roadmapProject.id, people })

  // Chat: Dana's colleagues join the team, and each General chat gets a few days of conversation.
  const team = await ensureDemoTeammates(db, auth, { organizationId, demoUserId: demoUser.id })
  await seedDemoTeams(db, { organizationId, people: team })
  for (const row of projects) await seedProjectChat(db, { projectId: row.id, projectSlug: row.slug, team })

  // Discussions: Dana has been on the team as long as the projects exist (older threads she never opened
  // count as unread only from the day she joined), then each project gets a few threads.
  const historyStart = new Date(Date.now() - DEMO_HISTORY_DAYS * 24 * 60 * 60 * 1000)
  await db
    .update(member)
    .set({ createdAt: historyStart })
    .where(
      and(
        eq(member.organizationId, organizationId),
        eq(member.userId, demoUser.id),
        gt(member.createdAt, historyStart),
      ),
    )
  for (const row of projects) {
    await seedProjectDiscussions(db, { projectId: row.id, projectSlug: row.slug, team })
  }
  // Files: a picture, a PDF and notes in each project, stored like any upload.
  if (deps.storage) {
    for (const row of projects) {
      await seedProjectFiles(db, deps.storage, {
        projectId: row.id,
        projectSlug: row.slug,
        organizationId,
        userIds: team,
      })
    }
  }
  await seedDemoApiKeys(db, { organizationId, createdBy: demoUser.id })
  // Webhooks: two disabled endpoints (nothing leaves the demo) with a few past deliveries in their logs.
  await seedDemoWebhooks(db, {
    organizationId,
    organizationSlug: DEMO_ORGANIZATION.slug,
    createdBy: demoUser.id,
  })
  // The widget: the public project's, allowed on the app's own address, where /demo/widget embeds it.
  const roadmap = projects.find((row) => row.slug === 'public-roadmap')
  if (roadmap && deps.baseUrl) await seedDemoWidget(db, { projectId: roadmap.id, baseUrl: deps.baseUrl })
  // Connected apps: an assistant Dana connected over OAuth (no token: nothing can act through it).
  if (deps.baseUrl) {
    await seedDemoConnectedApp(db, { organizationId, userId: demoUser.id, baseUrl: deps.baseUrl })
  }
  // Notifications: what the features would have told Dana about all this.
  await seedDemoNotifications(db, {
    demoUserId: demoUser.id,
    organizationSlug: DEMO_ORGANIZATION.slug,
    organizationId,
  })

  await db
    .insert(appSetting)
    .values({ key: SEEDED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing()
  logger.info(
    { email: DEMO_USER.email, username: DEMO_USER.username },
    `Demo content seeded. Sign in as "${DEMO_USER.username}" (or ${DEMO_USER.email}) with password "${DEMO_USER.password}".`,
  )
  return true
}
