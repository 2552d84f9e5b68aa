import { and, asc, gt, isNotNull, lt, max, sql } from 'drizzle-orm'
import pg from 'pg'
import type { Logger } from 'pino'
import type { LiveMessage } from '~/lib/live-topics'
import type { DatabaseHandle } from '../db/client.server'
import { appSetting, liveEvent } from '../db/schema'
import { logFailure } from '../logger.server'
import {
  LIVE_CHANNEL,
  PENDING_CHANNEL,
  parseLiveNotification,
  parseLiveSignal,
  SIGNAL_CHANNEL,
} from './emit.server'
import type { LiveHub } from './hub.server'
import { SEQUENCE_BATCH, sequenceCommittedEvents } from './sequencer.server'

const BATCH = 500
const RECONNECT_MIN_MS = 1000
const RECONNECT_MAX_MS = 16_000
/** How long events stay available for Last-Event-ID replay. */
export const LIVE_RETENTION_MS = 60 * 60 * 1000
const PRUNE_EVERY_MS = 10 * 60 * 1000
/** A read now and then even without NOTIFY: covers a half-open listener connection and a failed read. */
const SAFETY_READ_MS = 15_000
export const PRUNED_THROUGH_KEY = 'live_pruned_through'
/** How the listener connection (LISTEN and the sequencer's passes) shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'parley-live'

/** An outbox row as delivered: its position is the id clients see (SSE ids, Last-Event-ID). */
export const liveMessageColumns = {
  position: liveEvent.position,
  topic: liveEvent.topic,
  type: liveEvent.type,
  payload: liveEvent.payload,
  createdAt: liveEvent.createdAt,
}

export function toLiveMessage(row: {
  position: number | null
  topic: string
  type: string
  payload: Record<string, unknown>
  createdAt: Date
}): LiveMessage {
  return {
    id: Number(row.position),
    topic: row.topic,
    type: row.type,
    payload: row.payload,
    at: row.createdAt.getTime(),
  }
}

/**
 * One per node: listens for NOTIFY on its own connection (PGlite: in-process), sequences committed events
 * (sequenceCommittedEvents, woken by the emitters' NOTIFY) and hands them to the hub in position order. A live
 * NOTIFY carries its event: when it is the next position after the last one handed over, it goes straight to
 * the hub; otherwise (a gap: a position spent by a rolled-back pass, a NOTIFY missed while the connection was
 * down, an event too large to carry) the node reads the outbox from its last position. Positions commit in
 * increasing order, so "the next position" means nothing committed in between. After a dropped connection
 * it reconnects and catches up from the outbox, so a drop loses nothing.
 *
 * Every node sequences; their passes queue for one lock, and a pass that finds nothing to place is cheap.
 */
export class LiveFanout {
  private lastId = 0
  private pumping: Promise<void> | null = null
  private pumpAgain = false
  private sequencing: Promise<void> | null = null
  private sequenceAgain = false
  private sequenceFailures = 0
  private sequenceRetryTimer: NodeJS.Timeout | null = null
  private unlistenPending: (() => Promise<void>) | null = null
  private stopped = false
  private client: pg.Client | null = null
  private unlisten: (() => Promise<void>) | null = null
  private unlistenSignals: (() => Promise<void>) | null = null
  private reconnectTimer: NodeJS.Timeout | null = null
  private pruneTimer: NodeJS.Timeout | null = null
  private safetyTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly database: DatabaseHandle,
    private readonly hub: LiveHub,
    private readonly logger: Logger,
    private readonly connectionString?: string,
  ) {}

  async start(): Promise<void> {
    const [row] = await this.database.db.select({ last: max(liveEvent.position) }).from(liveEvent)
    this.lastId = Number(row?.last ?? 0)
    if (this.database.kind === 'pglite') {
      this.unlisten = await this.database.pglite!.listen(LIVE_CHANNEL, (payload) => this.notified(payload))
      this.unlistenPending = await this.database.pglite!.listen(PENDING_CHANNEL, () => void this.sequence())
      this.unlistenSignals = await this.database.pglite!.listen(SIGNAL_CHANNEL, (payload) =>
        this.signal(payload),
      )
    } else {
      await this.connectListener()
    }
    this.pruneTimer = setInterval(() => void this.prune().catch(() => {}), PRUNE_EVERY_MS)
    this.pruneTimer.unref()
    this.safetyTimer = setInterval(() => {
      this.pump()
      void this.sequence()
    }, SAFETY_READ_MS)
    this.safetyTimer.unref()
    // Events committed while no node was running.
    void this.sequence()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer)
    if (this.pruneTimer) clearInterval(this.pruneTimer)
    if (this.safetyTimer) clearInterval(this.safetyTimer)
    await this.unlisten?.().catch(() => {})
    await this.unlistenSignals?.().catch(() => {})
    await this.unlistenPending?.().catch(() => {})
    await this.client?.end().catch(() => {})
    if (this.sequenceRetryTimer) clearTimeout(this.sequenceRetryTimer)
    await this.sequencing?.catch(() => {})
    await this.pumping?.catch(() => {})
  }

  /** The highest event position this node has handed to its subscribers. */
  get lastDispatchedId(): number {
    return this.lastId
  }

  private async connectListener(attempt = 0): Promise<void> {
    // keepAlive lets the kernel notice a dead peer; the safety read covers the rest.
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    })
    client.on('notification', (message) => {
      if (message.channel === SIGNAL_CHANNEL) this.signal(message.payload)
      else if (message.channel === PENDING_CHANNEL) void this.sequence()
      else this.notified(message.payload)
    })
    client.on('error', (error) => logFailure(this.logger, error, 'Live listener connection failed'))
    client.on('end', () => {
      if (this.stopped || this.client !== client) return
      this.client = null
      this.scheduleReconnect(0)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${LIVE_CHANNEL}`)
      await client.query(`LISTEN ${SIGNAL_CHANNEL}`)
      await client.query(`LISTEN ${PENDING_CHANNEL}`)
      this.client = client
      if (attempt > 0) this.logger.info('Live listener reconnected; catching up from the outbox')
      this.pump()
      void this.sequence()
    } catch (error) {
      await client.end().catch(() => {})
      if (attempt === 0 && !this.client) throw error
      this.scheduleReconnect(attempt)
    }
  }

  private scheduleReconnect(attempt: number) {
    if (this.stopped) return
    const delay = Math.min(RECONNECT_MIN_MS * 2 ** attempt, RECONNECT_MAX_MS) * (0.75 + Math.random() * 0.5)
    this.reconnectTimer = setTimeout(() => void this.connectListener(attempt + 1), delay)
  }

  /** An ephemeral signal from any node (typing, presence): straight to this node's subscribers. */
  private signal(payload: string | undefined) {
    const signal = parseLiveSignal(payload)
    if (signal) this.hub.signal(signal)
  }

  /** Events handed to the hub straight from their NOTIFY, outbox reads, sequencer passes (tests, bench). */
  readonly stats = { notified: 0, reads: 0, sequencerPasses: 0 }

  /** A NOTIFY on the live channel: the next event goes to the hub at once; anything else reads the outbox. */
  private notified(text: string | undefined) {
    const event = parseLiveNotification(text)
    const id = typeof event === 'number' ? event : event?.id
    // Already handed over (by an outbox read that saw it committed before its NOTIFY arrived).
    if (id !== undefined && id <= this.lastId) return
    if (event !== null && typeof event === 'object' && !this.pumping && id === this.lastId + 1) {
      this.lastId = event.id
      this.stats.notified++
      this.hub.publish(event)
      return
    }
    this.pump()
  }

  /**
   * Runs sequencer passes until a pass places less than a full batch; concurrent calls coalesce into one more
   * pass (a commit during a pass may not have been seen by it). A failed pass is retried after 1 s, doubling to
   * 16 s. Resolves when done (tests).
   */
  sequence(): Promise<void> {
    if (this.sequencing) {
      this.sequenceAgain = true
      return this.sequencing
    }
    this.sequencing = (async () => {
      try {
        do {
          this.sequenceAgain = false
          const placed = await sequenceCommittedEvents(this.client ?? this.database.db)
          this.stats.sequencerPasses++
          if (placed === SEQUENCE_BATCH) this.sequenceAgain = true
        } while (this.sequenceAgain && !this.stopped)
        this.sequenceFailures = 0
      } catch (error) {
        if (this.stopped) return
        logFailure(this.logger, error, 'Sequencing live events failed')
        const delay = Math.min(RECONNECT_MIN_MS * 2 ** this.sequenceFailures++, RECONNECT_MAX_MS)
        this.sequenceRetryTimer = setTimeout(() => void this.sequence(), delay)
        this.sequenceRetryTimer.unref()
      } finally {
        this.sequencing = null
      }
    })()
    return this.sequencing
  }

  /** Reads everything after lastId; concurrent calls coalesce into one more round. */
  pump(): void {
    if (this.pumping) {
      this.pumpAgain = true
      return
    }
    this.pumping = (async () => {
      try {
        do {
          this.pumpAgain = false
          let rows: LiveMessage[]
          do {
            this.stats.reads++
            rows = (
              await this.database.db
                .select(liveMessageColumns)
                .from(liveEvent)
                .where(gt(liveEvent.position, this.lastId))
                .orderBy(asc(liveEvent.position))
                .limit(BATCH)
            ).map(toLiveMessage)
            for (const row of rows) {
              this.lastId = row.id
              this.hub.publish(row)
            }
          } while (rows.length === BATCH)
        } while (this.pumpAgain && !this.stopped)
      } catch (error) {
        if (!this.stopped) logFailure(this.logger, error, 'Reading live events failed')
      } finally {
        this.pumping = null
      }
    })()
  }

  /** Deletes events past the replay window and remembers how far, so replays that old get a reset. */
  async prune(now = Date.now()): Promise<void> {
    await this.database.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(liveEvent)
        .where(and(lt(liveEvent.createdAt, new Date(now - LIVE_RETENTION_MS)), isNotNull(liveEvent.position)))
        .returning({ position: liveEvent.position })
      const through = deleted.reduce((highest, row) => Math.max(highest, Number(row.position)), 0)
      if (through === 0) return
      await tx
        .insert(appSetting)
        .values({ key: PRUNED_THROUGH_KEY, value: through })
        .onConflictDoUpdate({
          target: appSetting.key,
          set: {
            value: sql`to_jsonb(GREATEST((${appSetting.value})::bigint, ${through}))`,
            updatedAt: new Date(),
          },
        })
    })
  }
}
