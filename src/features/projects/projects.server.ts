import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { purgeBytesOfFiles } from '~/features/files/index.server'
import { canInProject, type ProjectAction, projectPolicy } from '~/lib/access-policy'
import { type ActivityPhrase, activityPhrasesSchema } from '~/lib/activity-phrases'
import { topicOf } from '~/lib/live-topics'
import { recordActivity } from '~/server/activity.server'
import {
  assertOrganizationPermission,
  assertProjectPermission,
  type OrganizationAccess,
  type ProjectAccess,
} from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import {
  member,
  organization,
  project,
  projectActivity,
  projectFile,
  projectSlugRedirect,
  user,
} from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { organizationDefaultLanguage } from '~/server/locale.server'
import { countProjects, lockOrganization } from '~/server/organization-queries.server'
import { createProjectDefaults } from '~/server/project-defaults.server'
import type { CreateProjectInput, UpdateProjectInput } from './projects.schemas'

export type ProjectSummary = {
  id: string
  slug: string
  name: string
  description: string
  visibility: 'public' | 'private'
  createdAt: string
  updatedAt: string
  activityCount: number
}

export type ProjectDetails = ProjectSummary & {
  orgSlug: string
  orgName: string
  createdBy: { name: string; username: string | null } | null
  /** What the viewer may do here, straight from the permission table. */
  permissions: Record<ProjectAction, boolean>
}

function permissionsOf(access: ProjectAccess): Record<ProjectAction, boolean> {
  const entries = Object.keys(projectPolicy).map((action) => [
    action,
    canInProject(access, access.project.visibility, action as ProjectAction),
  ])
  return Object.fromEntries(entries) as Record<ProjectAction, boolean>
}

/** The projects of an organisation that the viewer may see, most recently changed first. */
export async function listVisibleProjects(
  db: Database,
  access: OrganizationAccess,
): Promise<ProjectSummary[]> {
  const canSeePrivate = canInProject(access, 'private', 'project.read')
  const activityCounts = db
    .select({ projectId: projectActivity.projectId, total: count().as('activity_total') })
    .from(projectActivity)
    .groupBy(projectActivity.projectId)
    .as('activity_counts')
  const rows = await db
    .select({ project, activityCount: activityCounts.total })
    .from(project)
    .leftJoin(activityCounts, eq(activityCounts.projectId, project.id))
    .where(
      canSeePrivate
        ? eq(project.organizationId, access.organization.id)
        : and(eq(project.organizationId, access.organization.id), eq(project.visibility, 'public')),
    )
    .orderBy(desc(project.updatedAt))
  return rows.map((row) => toSummary(row.project, row.activityCount ?? 0))
}

function toSummary(row: typeof project.$inferSelect, activityCount: number): ProjectSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    activityCount,
  }
}

/** The project.getDetails query. */
export async function getProjectDetails(db: Database, access: ProjectAccess): Promise<ProjectDetails> {
  // The creator and the activity count in one round trip: every project page asks.
  const activityCount = sql`(select count(*) from ${projectActivity}
    where ${projectActivity.projectId} = ${project.id})`.mapWith(Number)
  const [row] = await db
    .select({
      activityCount,
      creatorName: user.name,
      creatorUsername: user.username,
    })
    .from(project)
    .leftJoin(user, eq(user.id, project.createdBy))
    .where(eq(project.id, access.project.id))
    .limit(1)
  return {
    ...toSummary(access.project, row?.activityCount ?? 0),
    orgSlug: access.organization.slug,
    orgName: access.organization.name,
    createdBy: row?.creatorName != null ? { name: row.creatorName, username: row.creatorUsername } : null,
    permissions: permissionsOf(access),
  }
}

export type ActivityItem = {
  id: string
  kind: string
  /** The entry in English: what shows where it has no phrases (entries written before them). */
  summary: string
  /** What it says after the actor's name, for the reader's language; null on entries older than phrases. */
  phrases: ActivityPhrase[] | null
  /** Where the entry leads, relative to the project page, when it is about one thing. */
  path: string | null
  createdAt: string
  actor: { name: string; username: string | null } | null
  /** The app the actor acted through, when not Parley itself (an OAuth client such as Claude). */
  via: string | null
}

/** The project's latest activity; entries for members only are left out unless the viewer is one. */
export async function listRecentActivity(
  db: Database,
  projectId: string,
  limit = 20,
  membersToo = false,
): Promise<ActivityItem[]> {
  const rows = await db
    .select({ activity: projectActivity, actorName: user.name, actorUsername: user.username })
    .from(projectActivity)
    .leftJoin(user, eq(user.id, projectActivity.actorId))
    .where(
      membersToo
        ? eq(projectActivity.projectId, projectId)
        : and(eq(projectActivity.projectId, projectId), eq(projectActivity.audience, 'public')),
    )
    // The id breaks ties between events of the same millisecond, so the order is stable.
    .orderBy(desc(projectActivity.createdAt), desc(projectActivity.id))
    .limit(limit)
  return rows.map(({ activity, actorName, actorUsername }) => ({
    id: activity.id,
    kind: activity.kind,
    summary: activity.summary,
    phrases: activityPhrasesSchema.safeParse(activity.phrases).data ?? null,
    path: activity.path,
    createdAt: activity.createdAt.toISOString(),
    actor: actorName === null ? null : { name: actorName, username: actorUsername },
    via: activity.via,
  }))
}

async function assertSlugFree(db: Database, organizationId: string, slug: string, exceptProjectId?: string) {
  const [taken] = await db
    .select({ id: project.id })
    .from(project)
    .where(and(eq(project.organizationId, organizationId), eq(project.slug, slug)))
    .limit(1)
  if (taken && taken.id !== exceptProjectId) {
    throw new AppError('CONFLICT', 'This address is already used by another project', {
      slug: ['This address is already used by another project'],
    })
  }
}

/** Creates a project; the organisation row is locked so that concurrent creations cannot pass the limit. */
export async function createProject(
  db: Database,
  access: OrganizationAccess,
  input: Omit<CreateProjectInput, 'orgSlug'>,
  maxProjects: number,
) {
  assertOrganizationPermission(access, 'project.create')
  const organizationId = access.organization.id
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId)
    if ((await countProjects(tx, organizationId)) >= maxProjects) {
      throw new AppError(
        'FORBIDDEN',
        `This organization has reached its limit of ${maxProjects} projects. Delete a project to create another.`,
      )
    }
    await assertSlugFree(tx, organizationId, input.slug)
    // A new project takes its address back from any older project that used to have it.
    await tx
      .delete(projectSlugRedirect)
      .where(
        and(
          eq(projectSlugRedirect.organizationId, organizationId),
          eq(projectSlugRedirect.oldSlug, input.slug),
        ),
      )
    const [created] = await tx
      .insert(project)
      .values({ organizationId, createdBy: access.viewer?.userId ?? null, ...input })
      .returning()
    if (!created) throw new Error('The project was not created')
    // Its boards, statuses, chat and categories named in the organisation's default language.
    await createProjectDefaults(
      tx,
      created.id,
      await organizationDefaultLanguage(tx, access.organization.slug),
    )
    await recordActivity(tx, {
      projectId: created.id,
      actorId: access.viewer?.userId ?? null,
      kind: 'project.created',
      phrases: [{ phrase: 'projectCreated', values: { name: created.name } }],
    })
    await emitLiveEvent(tx, topicOf.org(organizationId), 'project.created', { projectId: created.id })
    return { slug: created.slug, orgSlug: access.organization.slug }
  })
}

export async function updateProject(
  db: Database,
  access: ProjectAccess,
  changes: UpdateProjectInput['changes'],
) {
  assertProjectPermission(access, 'project.manage')
  const current = access.project
  return db.transaction(async (tx) => {
    if (changes.slug && changes.slug !== current.slug) {
      // Serialised with createProject and other moves, so that two cannot both find the slug free.
      await lockOrganization(tx, current.organizationId)
      await assertSlugFree(tx, current.organizationId, changes.slug, current.id)
      await tx
        .delete(projectSlugRedirect)
        .where(
          and(
            eq(projectSlugRedirect.organizationId, current.organizationId),
            eq(projectSlugRedirect.oldSlug, changes.slug),
          ),
        )
      await tx
        .insert(projectSlugRedirect)
        .values({ organizationId: current.organizationId, oldSlug: current.slug, projectId: current.id })
        .onConflictDoUpdate({
          target: [projectSlugRedirect.organizationId, projectSlugRedirect.oldSlug],
          set: { projectId: current.id },
        })
    }
    const [updated] = await tx.update(project).set(changes).where(eq(project.id, current.id)).returning()
    if (!updated) throw new AppError('NOT_FOUND', 'Project not found')
    const notes: ActivityPhrase[] = []
    if (changes.name && changes.name !== current.name)
      notes.push({ phrase: 'projectRenamed', values: { name: updated.name } })
    if (changes.visibility && changes.visibility !== current.visibility)
      notes.push({ phrase: 'projectVisibility', values: { visibility: updated.visibility } })
    if (changes.slug && changes.slug !== current.slug)
      notes.push({ phrase: 'projectMoved', values: { slug: updated.slug } })
    if (changes.description !== undefined && changes.description !== current.description)
      notes.push({ phrase: 'projectDescription' })
    if (notes.length > 0) {
      await recordActivity(tx, {
        projectId: current.id,
        actorId: access.viewer?.userId ?? null,
        kind: 'project.updated',
        phrases: notes,
      })
    }
    await emitLiveEvent(tx, topicOf.org(current.organizationId), 'project.updated', { projectId: current.id })
    await emitLiveEvent(tx, topicOf.project(current.id), 'project.updated', { slug: updated.slug })
    return { slug: updated.slug, orgSlug: access.organization.slug }
  })
}

export async function deleteProject(db: Database, access: ProjectAccess) {
  assertProjectPermission(access, 'project.manage')
  await db.transaction(async (tx) => {
    // Its files go with it (the foreign key cascades); their bytes, after the commit.
    await purgeBytesOfFiles(tx, eq(projectFile.projectId, access.project.id))
    await tx.delete(project).where(eq(project.id, access.project.id))
    await emitLiveEvent(tx, topicOf.org(access.organization.id), 'project.deleted', {
      projectId: access.project.id,
    })
    await emitLiveEvent(tx, topicOf.project(access.project.id), 'project.deleted')
  })
  return { orgSlug: access.organization.slug }
}

export type RecentProject = {
  name: string
  slug: string
  orgSlug: string
  orgName: string
  visibility: 'public' | 'private'
  updatedAt: string
}

/** For /home: the latest-changed projects across the user's organisations. */
export async function listRecentProjectsOfUser(
  db: Database,
  userId: string,
  limit = 6,
): Promise<RecentProject[]> {
  const memberships = db
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(eq(member.userId, userId))
  const rows = await db
    .select({
      name: project.name,
      slug: project.slug,
      visibility: project.visibility,
      updatedAt: project.updatedAt,
      orgSlug: organization.slug,
      orgName: organization.name,
    })
    .from(project)
    .innerJoin(organization, eq(organization.id, project.organizationId))
    .where(inArray(project.organizationId, memberships))
    .orderBy(desc(project.updatedAt))
    .limit(limit)
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }))
}
