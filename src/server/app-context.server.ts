import type { Logger } from 'pino'
import type { Viewer } from '~/lib/viewer'
import type { Auth } from './auth/create-auth'
import type { DatabaseHandle } from './db/client.server'
import type { AppConfig } from './env.server'
import type { LiveHandle } from './live/live-handle'
import type { Mailer } from './mail/mailer.server'
import type { PageCache } from './page-cache.server'
import type { PeriodicTask } from './periodic-task.server'

/** A portal visitor: the person a widget session names, as the confined viewer it acts as. */
export type PortalSession = {
  sessionId: string
  viewer: Viewer
  organizationId: string
  projectId: string
  /** The project's current slugs (the header's sign-out form). */
  scope: { orgSlug: string; projectSlug: string }
}

export type AppContext = {
  config: AppConfig
  database: DatabaseHandle
  auth: Auth
  /** Signs cookies (through Better Auth) and the live tokens. */
  secret: string
  mailer: Mailer
  live: LiveHandle
  /**
   * Everything the assembly keeps running in the background, stopped in this order at shutdown: the durable
   * job queue (mails, digests, scheduled updates, files' work), webhook deliveries and every feature's sweeps.
   * A feature adds its task in the assembly (src/app/app-start.server.ts), never here.
   */
  backgroundTasks: readonly PeriodicTask[]
  /**
   * The widget session a portal cookie names (`/@{org}/{project}/sso`), with its confined viewer
   * (`Viewer.external`), or null: the widget feature's, handed down by the app assembly. Read only by
   * `getPortalViewer`. Absent in contexts that have no portal.
   */
  resolvePortalSession?: (token: string) => Promise<PortalSession | null>
  /** Pages rendered for anonymous visitors, kept briefly (null when PAGE_CACHE_SECONDS is 0). */
  pageCache: PageCache | null
  logger: Logger
}

/**
 * The process's one app context: a plain holder. What goes into it (every feature's job handlers, sweeps and
 * Better Auth hooks) is the app assembly's knowledge, not the platform's: the assembly (src/app/) hands over
 * the function that starts it, and the first reader starts it. The nitro runtime (which starts and stops it)
 * and the SSR bundle are separate module graphs in one process, so the holder lives on globalThis.
 */
const globalForApp = globalThis as unknown as {
  __parleyApp?: Promise<AppContext>
  __parleyAppStarter?: () => Promise<AppContext>
}

/** Called at start-up by the app assembly, in every module graph that may read the context; the first one counts. */
export function provideAppContextStarter(start: () => Promise<AppContext>): void {
  globalForApp.__parleyAppStarter ??= start
}

export function getAppContext(): Promise<AppContext> {
  if (!globalForApp.__parleyApp) {
    const start = globalForApp.__parleyAppStarter
    if (!start)
      throw new Error('The app context was read before the app assembly (src/app/) provided its starter')
    globalForApp.__parleyApp = start()
  }
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
  for (const task of context?.backgroundTasks ?? []) await task.stop()
  context?.mailer.close()
  await context?.database.close()
  context?.logger.info('Database closed')
}
