import pino from 'pino'
import pretty from 'pino-pretty'
import { rateLimitedLog } from './rate-limited-log.server'

const globalForLogger = globalThis as unknown as {
  __parleyLogger?: pino.Logger
  __parleyRepeatingLog?: ReturnType<typeof rateLimitedLog>
}

function createLogger(): pino.Logger {
  const fallback = process.env.NODE_ENV === 'test' ? 'warn' : 'info'
  // An unknown LOG_LEVEL must not crash pino here: the configuration check reports it by name at start-up.
  const configured = process.env.LOG_LEVEL?.trim().toLowerCase()
  const level =
    configured && (configured === 'silent' || configured in pino.levels.values) ? configured : fallback
  const options: pino.LoggerOptions = { level, base: { app: 'parley' } }
  // Readable lines when a person watches a terminal; JSON lines for log collectors everywhere else.
  if (process.stdout.isTTY && process.env.LOG_FORMAT !== 'json') {
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
 */
export const logRepeating = globalForLogger.__parleyRepeatingLog ?? rateLimitedLog(logger)
globalForLogger.__parleyRepeatingLog = logRepeating
