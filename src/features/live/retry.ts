/** Token fetch retry — 100 ms doubling, capped at 1000 ms with random jitter; give up after 10 retries. */
export const TOKEN_RETRY = { baseMs: 100, capMs: 1000, maxRetries: 10 } as const

export function tokenRetryDelay(retry: number, random = Math.random): number {
  const backoff = Math.min(TOKEN_RETRY.baseMs * 2 ** retry, TOKEN_RETRY.capMs)
  return backoff / 2 + random() * (backoff / 2)
}

/** Reconnect back-off from 1000 ms, doubling, capped at 16000 ms, with jitter. */
export const RECONNECT = { minMs: 1000, maxMs: 16_000 } as const

export function reconnectDelay(attempt: number, random = Math.random): number {
  const backoff = Math.min(RECONNECT.minMs * 2 ** attempt, RECONNECT.maxMs)
  // ±20 % jitter spreads reconnecting clients out, never below the floor nor above the cap.
  return Math.min(RECONNECT.maxMs, Math.max(RECONNECT.minMs, backoff * (0.8 + random() * 0.4)))
}

/** Network failures (offline, fetch failed…) are worth retrying; anything else is an answer. */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'TypeError' ||
    /fetch failed|failed to fetch|network|offline|load failed|ECONNREFUSED|ECONNRESET/i.test(error.message)
  )
}

export class RetriesExhaustedError extends Error {
  constructor(cause: unknown) {
    super('Authentication failed: could not reach Parley after several attempts.', { cause })
    this.name = 'RetriesExhaustedError'
  }
}

/** Runs `attempt`, retrying network failures by the token rule; after more than 10 retries, gives up. */
export async function withTokenRetry<T>(
  attempt: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt()
    } catch (error) {
      if (!isNetworkFailure(error)) throw error
      if (retry >= TOKEN_RETRY.maxRetries) throw new RetriesExhaustedError(error)
      await sleep(tokenRetryDelay(retry))
    }
  }
}
