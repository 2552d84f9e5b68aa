import type { Logger } from 'pino'
import { logFailure } from './logger.server'

export type PeriodicTask = { stop: () => Promise<void> }

/**
 * Runs `task` after `firstDelayMs` and then every `intervalMs` on this node, never two at once. A failure is
 * logged and the next run still comes. `stop` cancels the timer and waits for a run in progress, so the
 * database is never closed under it. Pending timers do not keep the process alive.
 */
export function startPeriodicTask(options: {
  name: string
  logger: Logger
  intervalMs: number
  firstDelayMs: number
  task: () => Promise<void>
}): PeriodicTask {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = options
        .task()
        .catch((error: unknown) => logFailure(options.logger, error, `${options.name} failed`))
        .finally(() => schedule(options.intervalMs))
    }, delay)
    timer.unref()
  }
  schedule(options.firstDelayMs)

  return {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
