import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The app a request acts through when it is not Parley itself: the name of the OAuth client (an MCP client such
 * as Claude) a person connected. Set once by the door the request came in by (the MCP route, for an OAuth
 * viewer), read where activity is recorded, so the features that record it need not pass it along. Kept on
 * globalThis for the same reason as the request scope: the nitro runtime and the SSR bundle are separate module
 * graphs in one process.
 */
const globalForActing = globalThis as unknown as { __parleyActingThrough?: AsyncLocalStorage<string> }
globalForActing.__parleyActingThrough ??= new AsyncLocalStorage<string>()
const actingStore = globalForActing.__parleyActingThrough

/** Runs `run` with every write inside it recorded as made through `clientName`. */
export function runActingThrough<T>(clientName: string, run: () => T): T {
  return actingStore.run(clientName, run)
}

/** The client the current request acts through, or null when it acts in Parley itself (or with an API key). */
export function actingThrough(): string | null {
  return actingStore.getStore() ?? null
}
