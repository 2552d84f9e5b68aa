import { randomBytes, randomUUID } from 'node:crypto'
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { isAppError } from '~/server/errors'
import { logger } from '~/server/logger.server'
import { securityHeadersFor, withHeaders } from '~/server/security-headers'

/** Server functions refuse cross-site POSTs (Sec-Fetch-Site, then Origin, then Referer must be ours). */
const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * Every page, server function and API route: a request id (echoed as X-Request-Id and on the log line), a
 * per-request CSP nonce for the scripts the router renders, and the security headers.
 */
const requestMiddleware = createMiddleware().server(async ({ request, next }) => {
  const startedAt = performance.now()
  const requestId = randomUUID()
  const nonce = randomBytes(16).toString('base64')
  const result = await next({ context: { cspNonce: nonce, requestId } })
  const url = new URL(request.url)
  const https = url.protocol === 'https:' || (process.env.BETTER_AUTH_URL ?? '').startsWith('https:')
  const headers = {
    ...securityHeadersFor({ nonce, https, development: process.env.NODE_ENV !== 'production' }),
    'X-Request-Id': requestId,
  }
  const status = result.response.status
  logger[status >= 500 ? 'error' : 'debug'](
    {
      requestId,
      method: request.method,
      path: url.pathname,
      status,
      ms: Math.round(performance.now() - startedAt),
    },
    'request',
  )
  return { ...result, response: withHeaders(result.response, headers) }
})

/** A server function that throws AppError answers with its HTTP status (403, 404…), not a generic 500. */
const appErrorStatusMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (isAppError(error)) setResponseStatus(error.status)
    throw error
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [requestMiddleware, csrfMiddleware],
  functionMiddleware: [appErrorStatusMiddleware],
}))
