/**
 * The auth client, loaded on first use. For code that every page loads (the root layout and what it imports):
 * Better Auth's client is about 15 KiB of gzip JavaScript that a first visit should not pay for.
 */
export async function loadAuthClient() {
  const { authClient } = await import('./auth-client')
  return authClient
}

/**
 * Starts loading the client without waiting: forms call it when a field gets focus, so it is there on submit.
 * A failed load (offline) is left to the submit, which loads again and says what went wrong.
 */
export const preloadAuthClient = () => void loadAuthClient().catch(() => {})
