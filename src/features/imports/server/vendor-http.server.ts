import { AppError } from '~/server/errors'

/** The source asked to wait longer than a run waits in place: the job comes back at `retryAt`. */
export class SourceRateLimited extends Error {
  constructor(readonly retryAt: Date) {
    super(`The source asked to wait until ${retryAt.toISOString()}`)
  }
}

export type VendorHttp = {
  fetch: typeof fetch
  /** Waits (tests pass a clock that does not). */
  sleep: (ms: number) => Promise<void>
  now: () => number
}

export const realVendorHttp = (): VendorHttp => ({
  fetch: (input, init) => fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
})

/** Waits shorter than this happen in place; longer ones end the attempt and the job runs again later. */
const MAX_WAIT_IN_PLACE_MS = 30_000
const MAX_TRIES = 5

/** Retry-After as seconds or as an HTTP date; a missing or odd one means a short pause. */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 2_000
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? 2_000 : Math.max(0, date - now)
}

/**
 * One request to a source's API, as its rate limit allows: a 429 waits what Retry-After says (in place when it
 * is short, else the run resumes later from its checkpoint), a refused key ends the run with a clear message,
 * a server error is thrown for the job to retry. The key never appears in an error or a log line.
 */
export async function vendorJson<T>(
  http: VendorHttp,
  source: string,
  url: string,
  init: RequestInit,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    let response: Response
    try {
      response = await http.fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
    } catch (error) {
      throw new Error(`${source} could not be reached: ${error instanceof Error ? error.name : 'error'}`)
    }
    if (response.status === 429) {
      void response.body?.cancel().catch(() => {})
      const wait = retryAfterMs(response.headers.get('retry-after'), http.now())
      if (wait > MAX_WAIT_IN_PLACE_MS || attempt >= MAX_TRIES)
        throw new SourceRateLimited(new Date(http.now() + wait))
      await http.sleep(wait)
      continue
    }
    if (response.status === 401 || response.status === 403) {
      void response.body?.cancel().catch(() => {})
      throw new AppError(
        'UNPROCESSABLE_ENTITY',
        `${source} refused the API key: check that it is an admin key`,
        {
          api_key: [`${source} refused the API key`],
        },
      )
    }
    if (response.status === 404) {
      void response.body?.cancel().catch(() => {})
      throw new AppError(
        'UNPROCESSABLE_ENTITY',
        `${source} has nothing at ${new URL(url).origin}: check the address`,
        {
          site_url: [`${source} has nothing at this address`],
        },
      )
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => {})
      throw new Error(`${source} answered ${response.status}`)
    }
    try {
      return (await response.json()) as T
    } catch {
      throw new Error(`${source} answered something that is not JSON`)
    }
  }
}
