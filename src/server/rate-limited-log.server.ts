import type { Logger } from 'pino'

type Level = 'debug' | 'info' | 'warn' | 'error'

export type RepeatingLog = (
  key: string,
  level: Level,
  fields: Record<string, unknown>,
  message: string,
) => void

type Repeats = { count: number; timer: NodeJS.Timeout }

/**
 * Logs one line for the first occurrence of an event, then counts its repeats instead of logging them: at the
 * end of each interval in which it repeated, one summary line with the count. A database outage makes every
 * request fail the same way; the log says so once (and how often since), not once per request.
 * Events are told apart by `key`; a key that stays quiet for a whole interval is logged again on its next
 * occurrence.
 */
export function rateLimitedLog(logger: Logger, options: { intervalMs?: number } = {}): RepeatingLog {
  const intervalMs = options.intervalMs ?? 10_000
  const repeating = new Map<string, Repeats>()

  const summarize = (key: string, level: Level, message: string) => {
    const repeats = repeating.get(key)
    if (!repeats) return
    if (repeats.count === 0) {
      repeating.delete(key)
      return
    }
    logger[level](
      { event: key, repeated: repeats.count, intervalMs },
      `${message} (${repeats.count} more in the last ${intervalMs / 1000} s)`,
    )
    repeats.count = 0
    repeats.timer = later(() => summarize(key, level, message))
  }
  const later = (run: () => void) => {
    const timer = setTimeout(run, intervalMs)
    timer.unref()
    return timer
  }

  return function log(key: string, level: Level, fields: Record<string, unknown>, message: string) {
    const repeats = repeating.get(key)
    if (repeats) {
      repeats.count++
      return
    }
    logger[level]({ event: key, ...fields }, message)
    repeating.set(key, { count: 0, timer: later(() => summarize(key, level, message)) })
  }
}
