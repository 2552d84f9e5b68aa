/** The error half of a Better Auth client answer. */
export type AuthClientError = { message?: string; statusText?: string; status: number; code?: string }

/** Better Auth's client answers { data, error }; queries read better when a refusal throws its message. */
export function dataOrThrow<T>(
  result: { data: T | null; error: AuthClientError | null },
  fallback: string,
): T {
  if (result.error) {
    const error = new Error(result.error.message || result.error.statusText || fallback) as Error & {
      status?: number
    }
    error.status = result.error.status
    throw error
  }
  if (result.data === null) throw new Error(fallback)
  return result.data
}

/** A thrown thing as a message for a toast or an error panel. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return 'Could not reach Parley. Check your connection and try again.'
  return error instanceof Error && error.message ? error.message : fallback
}

/** Runs a Better Auth client call and throws its refusal as an Error with the server's message. */
export async function orThrow<T>(
  call: Promise<{ data: T | null; error: AuthClientError | null }>,
  fallback: string,
): Promise<T> {
  return dataOrThrow(await call, fallback)
}
