import type { LiveFanout } from './fanout.server'
import type { LiveHub, LiveSubscriber } from './hub.server'

/**
 * The live service as the app context holds it: what requests use of it. Its access guard is named by what a
 * stream being admitted asks of it, not by its class, whose module reads access rules (authz), which read the
 * request's viewer, which reads the app context: the holder would otherwise sit in a circle of imports.
 */
export type LiveHandle = {
  hub: LiveHub
  fanout: LiveFanout
  guard: {
    /** Access changes seen so far. */
    readonly signalCount: number
    /** Checks a stream again when an access change arrived while it was being admitted. */
    recheckIfChanged(subscriber: LiveSubscriber, signalCountBefore: number): void
  }
  stop: () => Promise<void>
}
