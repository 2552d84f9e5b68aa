import { randomBytes, randomUUID } from 'node:crypto'
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { ZodError } from 'zod'
import { getAppContext } from '~/server/app-context.server'
import { MovedError } from '~/server/authz.server'
import { compressResponse } from '~/server/compression.server'
import { noteIfDatabaseUnreachable, runNotingDatabaseReach } from '~/server/db/unreachable.server'
import { configuredUrlIsHttps, runsInProduction } from '~/server/env.server'
import { AppError, DATABASE_UNREACHABLE_MESSAGE, isAppError, RETRY_AFTER_SECONDS } from '~/server/errors'
import { varyByLanguage } from '~/server/locale-request'
import { logFailure, logger, logRepeating } from '~/server/logger.server'
import { pageCacheKey } from '~/server/page-cache.server'
import { isAnswerShared, runInRequestScope } from '~/server/request-context.server'
import { securityHeadersFor, withDefaultHeaders } from '~/server/security-headers'
import { isUnknownServerFnError, serverFnPayloadProblem } from '~/server/server-fn-input.server'

/** Server functions refuse cross-site POSTs (Sec-Fetch-Site, then Origin, then Referer must be ours). */
const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * Server-function calls Start itself would answer with 500: an id no function has (404), a payload it
 * cannot decode (400) or one that is too large (400). Errors thrown here become Start's serialized error
 * response with the AppError's status, as a function's own errors do. An undecodable payload is still
 * handed to Start first, so that an unknown id answers 404 whatever its body: Start looks the id up before
 * it decodes, and fails the decoding before the function runs.
 */
const serverFnInputMiddleware = createMiddleware().server(async ({ request, handlerType, next }) => {
  if (handlerType !== 'serverFn') return next()
  const problem = await serverFnPayloadProblem(request)
  try {
    const result = await next()
    if (problem) throw problem
    return result
  } catch (error) {
    if (isUnknownServerFnError(error)) throw new AppError('NOT_FOUND', 'Not found')
    throw error
  }
})

/**
 * Every page, server function and API route: a request id (echoed as X-Request-Id and on the log line), a
 * per-request CSP nonce for the scripts the router renders, and the security headers that the route did not
 * set itself (a file keeps its sandboxing CSP and its own Referrer-Policy).
 */
const requestMiddleware = createMiddleware().server(async ({ request, next }) => {
  const startedAt = performance.now()
  const requestId = randomUUID()
  const nonce = randomBytes(16).toString('base64')
  let result: Awaited<ReturnType<typeof next>> | undefined
  const handle = async () => {
    result = await next({ context: { cspNonce: nonce, requestId } })
    return result.response
  }
  const cacheKey = pageCacheKey(request)
  const url = new URL(request.url)
  const answer = async () => {
    const app = cacheKey || isWrite(request) ? await getAppContext() : null
    const response = await runInRequestScope(
      () =>
        cacheKey && app?.pageCache
          ? app.pageCache.serve(request, cacheKey, nonce, handle, isAnswerShared)
          : handle(),
      { readOnly: !isWrite(request) },
    )
    // A write that went through is committed by now: this node's kept pages may show what it changed.
    if (app && isWrite(request) && response.status < 400) app.pageCache?.clear()
    return response
  }
  const response = await answerUnreachableDatabaseWith503(request, answer)
  const https = url.protocol === 'https:' || configuredUrlIsHttps()
  const headers = {
    ...securityHeadersFor({ nonce, https, development: !runsInProduction() }),
    'X-Request-Id': requestId,
  }
  const status = response.status
  const line = {
    requestId,
    method: request.method,
    path: url.pathname,
    status,
    ms: Math.round(performance.now() - startedAt),
  }
  // Every request fails alike while the database is down: their 503s are counted, not each logged.
  if (status === 503) logRepeating('request-503', 'warn', line, 'request')
  else logger[status >= 500 ? 'error' : 'debug'](line, 'request')
  const sent = compressResponse(request, varyByLanguage(withDefaultHeaders(response, headers)))
  // From the cache, the rest of the chain never ran: the answer is the response alone.
  return result ? { ...result, response: sent } : sent
})

const isWrite = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'

/**
 * A request that failed because the database cannot be reached answers 503 with Retry-After, wherever it
 * failed: an API route's handler that threw, a server function (errorStatusMiddleware), a page whose loader
 * failed (its error view keeps its text, with the status changed), or a library that turned the failure into
 * its own 500 (Better Auth's session read, noted through its logger).
 */
async function answerUnreachableDatabaseWith503(request: Request, answer: () => Promise<Response>) {
  let reached: Awaited<ReturnType<typeof runNotingDatabaseReach<Response>>>
  try {
    reached = await runNotingDatabaseReach(answer)
  } catch (error) {
    if (!noteIfDatabaseUnreachable(error)) throw error
    logFailure(logger, error, 'request', { method: request.method, path: new URL(request.url).pathname })
    return Response.json(
      { message: DATABASE_UNREACHABLE_MESSAGE },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    )
  }
  const response = reached.result
  const unavailable = response.status === 503 || (reached.unreachable && response.status >= 500)
  if (!unavailable || response.headers.has('Retry-After')) return response
  const headers = new Headers(response.headers)
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
  headers.set('Cache-Control', 'no-store')
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}

/** Better Auth's APIError, recognised by shape so that this module does not pull Better Auth into the client. */
function isBetterAuthError(error: unknown): error is Error & { statusCode: number } {
  return (
    error instanceof Error &&
    error.name === 'APIError' &&
    typeof (error as { statusCode?: unknown }).statusCode === 'number'
  )
}

/** Input refused by a server function's validator: zod's issues, serialised into the error message. */
function isValidationFailure(error: unknown): boolean {
  if (error instanceof ZodError) return true
  if (!(error instanceof Error)) return false
  try {
    const issues = JSON.parse(error.message)
    return Array.isArray(issues) && issues.every((issue) => issue && 'path' in issue && 'message' in issue)
  } catch {
    return false
  }
}

/**
 * A server function that fails for the user's reasons answers with a 4xx, not a generic 500: AppError with
 * its status, Better Auth's APIError with its own, invalid input with 400 (the issues keep their field paths),
 * a change (POST) for an organisation or project slug that has changed since the page was opened with 409.
 */
const errorStatusMiddleware = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof MovedError && getRequest().method !== 'GET') {
      // A page's loaders redirect to the new address (forRoute); a change sent from a page still open at the
      // old one is refused with a reason. (A read from such a page fails as before, quietly: the page is on
      // its way to the new address, and its queries follow.)
      const moved = new AppError('CONFLICT', 'This page has moved to a new address; reload it and try again')
      setResponseStatus(moved.status)
      throw moved
    }
    if (noteIfDatabaseUnreachable(error)) {
      logFailure(logger, error, 'server function')
      const unavailable = new AppError('SERVICE_UNAVAILABLE', DATABASE_UNREACHABLE_MESSAGE)
      setResponseStatus(unavailable.status)
      throw unavailable
    }
    if (isAppError(error)) setResponseStatus(error.status)
    else if (isBetterAuthError(error)) setResponseStatus(error.statusCode)
    else if (isValidationFailure(error)) setResponseStatus(400)
    throw error
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [requestMiddleware, csrfMiddleware, serverFnInputMiddleware],
  functionMiddleware: [errorStatusMiddleware],
}))
