import type { Logger } from 'pino'
import type { DatabaseHandle } from '../db/client.server'
import { LiveAccessGuard } from './access-guard.server'
import { LiveFanout } from './fanout.server'
import { LiveHub } from './hub.server'

/** Open live connections one user may hold on one node (tabs, devices). */
export const MAX_LIVE_CONNECTIONS_PER_USER = 20

export type LiveService = {
  hub: LiveHub
  fanout: LiveFanout
  guard: LiveAccessGuard
  stop: () => Promise<void>
}

export async function startLiveService(options: {
  database: DatabaseHandle
  logger: Logger
  connectionString?: string
}): Promise<LiveService> {
  const hub = new LiveHub()
  const guard = new LiveAccessGuard(options.database.db, hub, options.logger)
  guard.start()
  const fanout = new LiveFanout(options.database, hub, options.logger, options.connectionString)
  await fanout.start()
  return {
    hub,
    fanout,
    guard,
    stop: async () => {
      hub.closeAll()
      await guard.stop()
      await fanout.stop()
    },
  }
}
