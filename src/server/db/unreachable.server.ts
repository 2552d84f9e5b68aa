import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, a network cut), as
 * opposed to a query it refused. Such a failure is temporary and says nothing about the request: the request
 * answers 503 with Retry-After (src/start.ts) instead of a 500.
 *
 * Libraries wrap the driver's error (Drizzle's DrizzleQueryError, Better Auth's APIError), so the whole
 * `cause` chain is read, and a connection refused on every address of a host (AggregateError) too.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending = [error]
  while (pending.length > 0) {
    const candidate = pending.pop()
    if (!candidate || typeof candidate !== 'object' || seen.has(candidate)) continue
    seen.add(candidate)
    if (isUnreachableItself(candidate)) return true
    const { cause, errors } = candidate as { cause?: unknown; errors?: unknown }
    pending.push(cause)
    if (Array.isArray(errors)) pending.push(...errors)
  }
  return false
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL's SQLSTATEs for a server going away or not accepting connections: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
 * down, in recovery).
 */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03'])

/** node-postgres's and PGlite's own messages for a connection that ended or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i, // pg: "Connection terminated unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/i, // pg-pool: connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/i,
  /^Client was closed and is not queryable$/i,
  /^Cannot use a pool after calling end on the pool$/i,
  /^PGlite is closed$/i,
]

function isUnreachableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code)) return true
    if (/^08[0-9A-Z]{3}$/.test(code)) return true
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))
}

type Reach = { unreachable: boolean }

/**
 * Per request, whether any part of it found the database unreachable. Libraries that catch the driver's error
 * and answer their own 500 (Better Auth's session read) report it here through their logger, and a page whose
 * loader failed that way renders the route's error view with a 500: the request's answer becomes a 503 all
 * the same (src/start.ts). On globalThis: the nitro runtime and the SSR bundle each load this module.
 */
const globalForReach = globalThis as unknown as { __parleyDatabaseReach?: AsyncLocalStorage<Reach> }
globalForReach.__parleyDatabaseReach ??= new AsyncLocalStorage<Reach>()
const reachOfRequest = globalForReach.__parleyDatabaseReach

/** Runs a request, telling afterwards whether the database was found unreachable while it ran. */
export async function runNotingDatabaseReach<T>(run: () => Promise<T>): Promise<{ result: T } & Reach> {
  const reach: Reach = { unreachable: false }
  const result = await reachOfRequest.run(reach, run)
  return { result, unreachable: reach.unreachable }
}

/** Notes on the current request that the database could not be reached (when `error` says so). */
export function noteIfDatabaseUnreachable(error: unknown): boolean {
  if (!isDatabaseUnreachable(error)) return false
  const reach = reachOfRequest.getStore()
  if (reach) reach.unreachable = true
  return true
}
