import pino from 'pino'
import pretty from 'pino-pretty'
import { isDatabaseUnreachable } from './db/unreachable.server'
import { jsonLogsRequested, requestedLogLevel, runsUnderTest } from './env.server'
import { type RepeatingLog, rateLimitedLog } from './rate-limited-log.server'

const globalForLogger = globalThis as unknown as {
  __parleyLogger?: pino.Logger
  __parleyRepeatingLogs?: WeakMap<pino.Logger, RepeatingLog>
}

function createLogger(): pino.Logger {
  const fallback = runsUnderTest() ? 'warn' : 'info'
  // An unknown LOG_LEVEL must not crash pino here: the configuration check reports it by name at start-up.
  const configured = requestedLogLevel()
  const level =
    configured && (configured === 'silent' || configured in pino.levels.values) ? configured : fallback
  const options: pino.LoggerOptions = { level, base: { app: 'parley' } }
  // Readable lines when a person watches a terminal; JSON lines for log collectors everywhere else.
  if (process.stdout.isTTY && !jsonLogsRequested()) {
    return pino(options, pretty({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname,app' }))
  }
  return pino(options)
}

/** One logger per process, shared by the nitro runtime and the SSR bundle through globalThis. */
export const logger: pino.Logger = globalForLogger.__parleyLogger ?? createLogger()
globalForLogger.__parleyLogger = logger

/**
 * For events that come in storms while a dependency is down (every request failing on the database): the
 * first occurrence is logged, then one summary line per interval with the count (rate-limited-log.server.ts).
 * One per logger and process (both module graphs share it), so that a storm is counted in one place.
 */
export function repeatingLogOf(log: pino.Logger): RepeatingLog {
  globalForLogger.__parleyRepeatingLogs ??= new WeakMap()
  const limiters = globalForLogger.__parleyRepeatingLogs
  let limiter = limiters.get(log)
  if (!limiter) {
    limiter = rateLimitedLog(log)
    limiters.set(log, limiter)
  }
  return limiter
}

export const logRepeating: RepeatingLog = repeatingLogOf(logger)

export const DATABASE_UNREACHABLE_LOG = 'The database cannot be reached'

/**
 * Logs a failure. One because the database cannot be reached is expected to repeat until it is back (every
 * request, the live listener, the job worker): it is logged once, with what was being done, and then counted,
 * as a warning with the error's gist (node-postgres hangs its whole client object on the error).
 */
export function logFailure(
  log: pino.Logger,
  error: unknown,
  message: string,
  fields: Record<string, unknown> = {},
): void {
  if (isDatabaseUnreachable(error)) {
    repeatingLogOf(log)(
      'database-unreachable',
      'warn',
      { ...fields, during: message, cause: gistOf(error) },
      DATABASE_UNREACHABLE_LOG,
    )
  } else {
    log.error({ ...fields, err: error }, message)
  }
}

/** The innermost cause's name, message and code: what an unreachable database's errors have to say. */
function gistOf(error: unknown): Record<string, unknown> {
  let innermost = error
  for (let depth = 0; depth < 10; depth++) {
    const cause = (innermost as { cause?: unknown } | null)?.cause
    if (!(cause instanceof Error)) break
    innermost = cause
  }
  if (!(innermost instanceof Error)) return { message: String(innermost) }
  const code = (innermost as { code?: unknown }).code
  return { type: innermost.name, message: innermost.message, ...(code ? { code } : {}) }
}
