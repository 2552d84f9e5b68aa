import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'

/** The request's CSP nonce (set by the security middleware) for the scripts the router renders. */
export const getCspNonce = createIsomorphicFn()
  .server(() => (getGlobalStartContext() as { cspNonce?: string } | undefined)?.cspNonce)
  .client(() => undefined)
