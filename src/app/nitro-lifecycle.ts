import { definePlugin } from 'nitro'
import { closeLiveStreams, getAppContext, shutdownAppContext } from '~/server/app-context.server'
import { logger } from '~/server/logger.server'
import { provideAppContext } from './app-start.server'

/** After a stop signal, give in-flight requests this long before closing the database regardless. */
const GRACE_MS = 3000

/**
 * Starts Parley with the server (config check, database, migrations, demo seed) so that a bad configuration
 * fails at once with a clear message, and closes the database on shutdown so that SIGTERM exits promptly:
 * a file-backed PGlite otherwise keeps the process alive.
 */
export default definePlugin((nitroApp) => {
  provideAppContext()
  // Through a promise, so that a configuration error (thrown synchronously by loadConfig) is reported here as
  // a message too, not as an uncaught exception with a stack trace.
  Promise.resolve()
    .then(getAppContext)
    .catch((error: Error) => {
      logger.fatal(error.message)
      process.exit(1)
    })

  let stopping = false
  const stop = async (exitCode: number) => {
    await shutdownAppContext().catch((error) =>
      logger.error({ err: error }, 'Error while closing the database'),
    )
    if (stopping) process.exit(exitCode)
  }

  nitroApp.hooks.hook('close', () => stop(0))

  // srvx's own graceful shutdown is off under CI/TEST, and waits up to 5 s for open connections otherwise:
  // bound it either way.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true
      logger.info(`Received ${signal}, shutting down`)
      // Live streams never end by themselves: close them now so the server can drain the rest quickly.
      void closeLiveStreams()
      // Nobody else drains connections (srvx's shutdown is off): close at once.
      const othersDraining = process.listenerCount(signal) > 0
      setTimeout(() => void stop(0), othersDraining ? GRACE_MS : 0).unref()
    })
  }
})
