import { and, asc, eq, lte } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '~/server/db/client.server'
import { organization, project, projectUpdate, user } from '~/server/db/schema'
import { type PeriodicTask, startPeriodicTask } from '~/server/periodic-task.server'
import type { UpdatesAccess } from './updates-access.server'
import { publishInTransaction } from './write.server'

export const UPDATE_SCHEDULER = { intervalMs: 15_000, firstDelayMs: 2_000, batchSize: 20 } as const

/**
 * Publishes the scheduled updates whose time has come. The rows themselves are the jobs, so nothing is lost
 * across restarts; each is published in its own transaction under a row lock (SKIP LOCKED), so several nodes
 * can run this at once and each update is published exactly once. Publishing acts as the update's author.
 */
export async function publishDueUpdates(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: projectUpdate.id })
    .from(projectUpdate)
    .where(and(eq(projectUpdate.state, 'scheduled'), lte(projectUpdate.publishAt, now)))
    .orderBy(asc(projectUpdate.publishAt))
    .limit(UPDATE_SCHEDULER.batchSize)
  let published = 0
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ update: projectUpdate, project, organization })
        .from(projectUpdate)
        .innerJoin(project, eq(project.id, projectUpdate.projectId))
        .innerJoin(organization, eq(organization.id, project.organizationId))
        .where(and(eq(projectUpdate.id, id), eq(projectUpdate.state, 'scheduled')))
        .for('update', { of: projectUpdate, skipLocked: true })
      if (!row) return false
      const [author] = row.update.authorId
        ? await tx.select().from(user).where(eq(user.id, row.update.authorId))
        : []
      const access: UpdatesAccess = {
        viewer: author
          ? {
              userId: author.id,
              name: author.name,
              email: author.email,
              username: author.username ?? null,
              image: author.image ?? null,
              role: author.role ?? null,
            }
          : null,
        signedIn: true,
        // The scheduler carries out what an editor decided: it sees and may do what the project holds.
        siteAdmin: true,
        role: 'owner',
        isEditor: true,
        organization: row.organization,
        project: row.project,
      }
      await publishInTransaction(tx, access, row.update)
      return true
    })
    if (done) published++
  }
  return published
}

export function startUpdateScheduler(options: {
  db: Database
  logger: Logger
  intervalMs?: number
}): PeriodicTask {
  return startPeriodicTask({
    name: 'Update scheduler',
    logger: options.logger,
    intervalMs: options.intervalMs ?? UPDATE_SCHEDULER.intervalMs,
    firstDelayMs: UPDATE_SCHEDULER.firstDelayMs,
    task: async () => {
      const published = await publishDueUpdates(options.db)
      if (published > 0) options.logger.info({ published }, 'Scheduled updates published')
    },
  })
}
