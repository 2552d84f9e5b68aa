import path from 'node:path'
import type { Logger } from 'pino'
import { webhookDataBuilder } from '~/api/v1/webhooks/webhook-data.server'
import {
  demandDigestJobHandlers,
  scheduleDemandDigest,
} from '~/features/customers/server/demand-digest.server'
import { startTrendingSweep } from '~/features/feedback/server/trending-sweep.server'
import { fileJobHandlers, scheduleFileCleanup } from '~/features/files/server/file-jobs.server'
import { notificationJobHandlers } from '~/features/notifications/server/delivery.server'
import { startOAuthSweep } from '~/features/oauth/server/sweep.server'
import { scheduleTransferSweep, transferJobHandlers } from '~/features/transfers/server/runs.server'
import { transferFinishedMailer } from '~/features/transfers/server/transfers.server'
import { updateJobHandlers } from '~/features/updates/server/scheduler.server'
import {
  startWebhookLogSweep,
  startWebhookWorker,
  type WebhookEngineDeps,
  webhookJobHandlers,
} from '~/features/webhooks/server/delivery.server'
import { startWidgetSessionSweep } from '~/features/widget/server/identity.server'
import { resolvePortalSession } from '~/features/widget/server/portal.server'
import { startIdempotencySweep } from '~/server/api/idempotency.server'
import { type AppContext, provideAppContextStarter } from '~/server/app-context.server'
import { grantAdminRoleByEmail } from '~/server/auth/admin-emails.server'
import { betterAuthLog } from '~/server/auth/auth-logger.server'
import { createAuth } from '~/server/auth/create-auth'
import { openDatabase } from '~/server/db/client.server'
import { migrateDatabase } from '~/server/db/migrate.server'
import * as schema from '~/server/db/schema'
import { type AppConfig, loadConfig, socialProviderEnvironment } from '~/server/env.server'
import { startJobWorker } from '~/server/jobs/queue.server'
import { startLiveService } from '~/server/live/live-service.server'
import { logger as rootLogger } from '~/server/logger.server'
import { createMailer } from '~/server/mail/mailer.server'
import { PageCache } from '~/server/page-cache.server'
import { resolveAuthSecret } from '~/server/secret.server'
import { fileStorageFor, getFileStorage } from '~/server/storage/storage.server'
import { authFeatureWork } from './auth-feature-work.server'
import { seedDemoContent } from './demo/demo-seed.server'
import { registerSubjectTypes } from './subject-types.server'
import { everyTransferRunner } from './transfer-runners.server'

/**
 * Hands the platform's app context the function that starts it: called at start-up in each module graph that
 * may read the context (the nitro runtime's plugin and the SSR server entry).
 */
export function provideAppContext(): void {
  // The registry is per module graph too: each fills its own.
  registerSubjectTypes()
  provideAppContextStarter(() => startAppContext(loadConfig()))
}

/**
 * Starts the process's app context: the database (migrated), Better Auth with the features' hooks, the mailer,
 * the demo seed when asked for, the live service, and every feature's job handlers and sweeps.
 */
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
      featureWork: authFeatureWork,
      maxTeamsPerUser: config.maxTeamsPerUser,
      sendMail: mailer.send,
      requireEmailVerification: config.requireEmailVerification,
      env: socialProviderEnvironment(),
      log: betterAuthLog(logger),
    })
    await grantAdminRoleByEmail(database.db, config.adminEmails)
    if (config.seedDemo) {
      await seedDemoContent({
        db: database.db,
        auth,
        logger,
        storage: await fileStorageFor(config),
        baseUrl: config.baseUrl,
      })
    }
    logger.info(
      { database: database.kind === 'postgres' ? 'postgresql' : `pglite (${config.dataDir}/pglite)` },
      `Parley is ready at ${config.baseUrl}`,
    )
    const live = await startLiveService({ database, logger, connectionString: config.databaseUrl })
    const webhooks: WebhookEngineDeps = {
      db: database.db,
      buildData: webhookDataBuilder(config.baseUrl),
      allowPrivateNetworks: config.webhookAllowPrivateNetworks,
      logger,
    }
    const jobWorker = startJobWorker({
      db: database.db,
      logger,
      handlers: {
        ...notificationJobHandlers({ db: database.db, mailer, baseUrl: config.baseUrl, secret, logger }),
        ...updateJobHandlers(database.db),
        ...fileJobHandlers({ db: database.db, storage: getFileStorage, logger }),
        ...webhookJobHandlers(webhooks),
        ...demandDigestJobHandlers({ db: database.db, mailer, baseUrl: config.baseUrl, logger }),
        ...transferJobHandlers({
          db: database.db,
          storage: getFileStorage,
          logger,
          runners: everyTransferRunner({ appSecret: secret, logger }),
          onFinished: transferFinishedMailer({ db: database.db, mailer, baseUrl: config.baseUrl, logger }),
        }),
      },
    })
    await scheduleFileCleanup(database.db)
    await scheduleDemandDigest(database.db)
    await scheduleTransferSweep(database.db)
    const backgroundTasks = [
      jobWorker,
      startWebhookWorker({ ...webhooks, logger }),
      startTrendingSweep({ db: database.db, logger }),
      startWebhookLogSweep({ db: database.db, logger }),
      startIdempotencySweep({ db: database.db, logger }),
      startWidgetSessionSweep({ db: database.db, logger }),
      startOAuthSweep({ db: database.db, logger }),
    ]
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
      backgroundTasks,
      resolvePortalSession: (token) => resolvePortalSession(database.db, token),
      pageCache,
      logger,
    }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}
