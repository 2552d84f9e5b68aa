import type { Logger } from 'pino'
import { noteIfDatabaseUnreachable } from '../db/unreachable.server'

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error'

/**
 * Better Auth's `logger.log`: its messages go to Parley's structured log, one JSON line each, instead of its
 * own multi-line console output. An error caused by an unreachable database is marked on the request (so that
 * it answers 503) and logged once per outage with a count of repeats, not once per request: during an outage
 * every signed-in request fails its session read.
 */
export function betterAuthLog(
  logger: Logger,
  logRepeating: (
    key: string,
    level: BetterAuthLevel,
    fields: Record<string, unknown>,
    message: string,
  ) => void,
) {
  return (level: BetterAuthLevel, message: string, ...args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error)
    const details = args.filter((arg) => arg !== err)
    const fields = { source: 'better-auth', err, ...(details.length > 0 ? { details } : {}) }
    if (args.some(noteIfDatabaseUnreachable)) {
      logRepeating('database-unreachable', 'warn', fields, 'The database cannot be reached')
      return
    }
    if (level === 'error' || level === 'warn') {
      // Distinct failures are logged apart; the same one repeating is counted.
      const key = `better-auth:${message}:${err instanceof Error ? err.message : ''}`
      logRepeating(key, level, fields, message)
      return
    }
    logger[level](fields, message)
  }
}
