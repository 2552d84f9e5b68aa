import { and, eq } from 'drizzle-orm'
import { decidedWorkAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { organization, project, projectUpdate, user } from '~/server/db/schema'
import { type JobHandler, runDueJobs } from '~/server/jobs/queue.server'
import { PUBLISH_JOB } from './publish-job.server'
import type { UpdatesAccess } from './updates-access.server'
import { publishInTransaction } from './write.server'

/**
 * Publishes one scheduled update whose time has come, in its own transaction under a row lock, acting as its
 * author. An update that is no longer scheduled is left alone; one moved later waits for its new time.
 */
async function publishScheduled(db: Database, updateId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ update: projectUpdate, project, organization })
      .from(projectUpdate)
      .innerJoin(project, eq(project.id, projectUpdate.projectId))
      .innerJoin(organization, eq(organization.id, project.organizationId))
      .where(and(eq(projectUpdate.id, updateId), eq(projectUpdate.state, 'scheduled')))
      .for('update', { of: projectUpdate })
    if (!row) return undefined
    if (row.update.publishAt && row.update.publishAt.getTime() > now.getTime()) {
      return { runAgainAt: row.update.publishAt }
    }
    const [author] = row.update.authorId
      ? await tx.select().from(user).where(eq(user.id, row.update.authorId))
      : []
    const authorViewer = author
      ? {
          userId: author.id,
          name: author.name,
          email: author.email,
          username: author.username ?? null,
          image: author.image ?? null,
          role: author.role ?? null,
        }
      : null
    // The scheduler carries out what an editor decided: it sees and may do what the project holds.
    const access: UpdatesAccess = {
      ...decidedWorkAccess(authorViewer, row.organization, row.project),
      isEditor: true,
    }
    await publishInTransaction(tx, access, row.update)
    return undefined
  })
}

export function updateJobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [PUBLISH_JOB]: (job, now) =>
      typeof job.payload.updateId === 'string'
        ? publishScheduled(db, job.payload.updateId, now)
        : Promise.resolve(undefined),
  }
}

/** Runs the publish jobs that are due (what the job worker does for them); returns how many it claimed. */
export function publishDueUpdates(db: Database, now = new Date()): Promise<number> {
  return runDueJobs(db, updateJobHandlers(db), { now, kinds: [PUBLISH_JOB] })
}
