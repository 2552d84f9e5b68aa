import type { Logger } from 'pino'
import { noteIfDatabaseUnreachable } from '../db/unreachable.server'
import { logFailure, repeatingLogOf } from '../logger.server'

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error'

/**
 * Better Auth's `logger.log`: its messages go to Parley's structured log, one JSON line each, instead of its
 * own multi-line console output. An error caused by an unreachable database is marked on the request (so that
 * it answers 503) and logged once per outage with a count of repeats (logFailure), not once per request:
 * during an outage every signed-in request fails its session read. Other warnings and errors that repeat are
 * counted too.
 */
export function betterAuthLog(logger: Logger) {
  return (level: BetterAuthLevel, message: string, ...args: unknown[]) => {
    const unreachable = args.find(noteIfDatabaseUnreachable)
    if (unreachable) {
      logFailure(logger, unreachable, `Better Auth: ${message}`, { source: 'better-auth' })
      return
    }
    const err = args.find((arg) => arg instanceof Error)
    const details = args.filter((arg) => arg !== err)
    const fields = { source: 'better-auth', err, ...(details.length > 0 ? { details } : {}) }
    if (level === 'error' || level === 'warn') {
      // The same failure repeating is counted; different ones are logged apart.
      const key = `better-auth:${message}:${err instanceof Error ? err.message : ''}`
      repeatingLogOf(logger)(key, level, fields, message)
      return
    }
    logger[level](fields, message)
  }
}
