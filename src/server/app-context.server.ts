import path from 'node:path'
import type { Logger } from 'pino'
import { startTrendingSweep, type TrendingSweeper } from '~/features/feedback/server/trending-sweep.server'
import { fileJobHandlers, scheduleFileCleanup } from '~/features/files/server/file-jobs.server'
import { notificationJobHandlers } from '~/features/notifications/server/delivery.server'
import { updateJobHandlers } from '~/features/updates/server/scheduler.server'
import { startIdempotencySweep } from './api/idempotency.server'
import { grantAdminRoleByEmail } from './auth/admin-emails.server'
import { betterAuthLog } from './auth/auth-logger.server'
import { type Auth, createAuth } from './auth/create-auth'
import { type DatabaseHandle, openDatabase } from './db/client.server'
import { migrateDatabase } from './db/migrate.server'
import * as schema from './db/schema'
import { seedDemoContent } from './demo-seed.server'
import { type AppConfig, loadConfig } from './env.server'
import { startJobWorker } from './jobs/queue.server'
import { type LiveService, startLiveService } from './live/live-service.server'
import { logger as rootLogger } from './logger.server'
import { createMailer, type Mailer } from './mail/mailer.server'
import { PageCache } from './page-cache.server'
import type { PeriodicTask } from './periodic-task.server'
import { resolveAuthSecret } from './secret.server'
import { fileStorageFor, getFileStorage } from './storage/storage.server'

export type AppContext = {
  config: AppConfig
  database: DatabaseHandle
  auth: Auth
  /** Signs cookies (through Better Auth) and the live tokens. */
  secret: string
  mailer: Mailer
  live: LiveService
  /** Recomputes the trending score of feedback whose activity left the 30-day window (hourly). */
  trendingSweep: TrendingSweeper
  /** Runs the durable job queue: notification mails and digests, scheduled updates. */
  jobWorker: PeriodicTask
  /** Deletes the public API's idempotency records once they are 24 hours old (hourly). */
  apiIdempotencySweep: PeriodicTask
  /** Pages rendered for anonymous visitors, kept briefly (null when PAGE_CACHE_SECONDS is 0). */
  pageCache: PageCache | null
  logger: Logger
}

/**
 * The process's one database handle and auth instance. The nitro runtime (which starts and stops it) and the
 * SSR bundle are separate module graphs in one process, so the handle lives on globalThis.
 */
const globalForApp = globalThis as unknown as { __parleyApp?: Promise<AppContext> }

export function getAppContext(): Promise<AppContext> {
  globalForApp.__parleyApp ??= startAppContext(loadConfig())
  return globalForApp.__parleyApp
}

/** Ends every live stream at once, so that a stopping server is not held open by them. */
export async function closeLiveStreams(): Promise<void> {
  const context = await globalForApp.__parleyApp?.catch(() => undefined)
  context?.live.hub.closeAll()
}

export async function shutdownAppContext(): Promise<void> {
  const pending = globalForApp.__parleyApp
  globalForApp.__parleyApp = undefined
  if (!pending) return
  const context = await pending.catch(() => undefined)
  // Live streams first: they hold requests open, and the database must outlive their last read.
  await context?.live.stop()
  await context?.trendingSweep.stop()
  await context?.jobWorker.stop()
  await context?.apiIdempotencySweep.stop()
  context?.mailer.close()
  await context?.database.close()
  context?.logger.info('Database closed')
}

export async function startAppContext(config: AppConfig, logger: Logger = rootLogger): Promise<AppContext> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', directory: path.join(config.dataDir, 'pglite') },
  )
  try {
    await migrateDatabase(database)
    const secret = resolveAuthSecret({ configured: config.secret, dataDir: config.dataDir, logger })
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger,
    })
    const auth = createAuth({
      db: database.db,
      schema,
      baseUrl: config.baseUrl,
      secret,
      rateLimitEnabled: config.rateLimitEnabled,
      adminEmails: config.adminEmails,
      adminUserIds: config.adminUserIds,
      maxTeamsPerUser: config.maxTeamsPerUser,
      sendMail: mailer.send,
      requireEmailVerification: config.requireEmailVerification,
      env: process.env,
      log: betterAuthLog(logger),
    })
    await grantAdminRoleByEmail(database.db, config.adminEmails)
    if (config.seedDemo) {
      await seedDemoContent({ db: database.db, auth, logger, storage: await fileStorageFor(config) })
    }
    logger.info(
      { database: database.kind === 'postgres' ? 'postgresql' : `pglite (${config.dataDir}/pglite)` },
      `Parley is ready at ${config.baseUrl}`,
    )
    const live = await startLiveService({ database, logger, connectionString: config.databaseUrl })
    const trendingSweep = startTrendingSweep({ db: database.db, logger })
    const jobWorker = startJobWorker({
      db: database.db,
      logger,
      handlers: {
        ...notificationJobHandlers({ db: database.db, mailer, baseUrl: config.baseUrl, secret, logger }),
        ...updateJobHandlers(database.db),
        ...fileJobHandlers({ db: database.db, storage: getFileStorage, logger }),
      },
    })
    await scheduleFileCleanup(database.db)
    const apiIdempotencySweep = startIdempotencySweep({ db: database.db, logger })
    const pageCache =
      config.pageCacheSeconds > 0 ? new PageCache({ ttlMs: config.pageCacheSeconds * 1000 }) : null
    // Every committed change, on any node, reaches every node's hub as a live event.
    if (pageCache) live.hub.observe(() => pageCache.clear())
    return {
      config,
      database,
      auth,
      secret,
      mailer,
      live,
      trendingSweep,
      jobWorker,
      apiIdempotencySweep,
      pageCache,
      logger,
    }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}
