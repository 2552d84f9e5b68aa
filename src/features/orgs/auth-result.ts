/** The error half of a Better Auth client answer. */
export type AuthClientError = { message?: string; statusText?: string; status: number; code?: string }

/**
 * Better Auth's client answers { data, error } instead of throwing. Queries and mutations read better when a
 * refusal throws, with the server's own message (SPEC §6's denial texts, our hooks' rules) as the error text.
 */
export function dataOrThrow<T>(
  result: { data: T | null; error: AuthClientError | null },
  fallback: string,
): T {
  if (result.error) throw new Error(result.error.message || result.error.statusText || fallback)
  if (result.data === null) throw new Error(fallback)
  return result.data
}

/** A thrown thing as a message for a toast: ours carry the server's text; a failed fetch says so. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return 'Could not reach Parley. Check your connection and try again.'
  return error instanceof Error && error.message ? error.message : fallback
}
