import { randomUUID } from 'node:crypto'
import { ZodError } from 'zod'
import { MovedError } from '../authz.server'
import { noteIfDatabaseUnreachable } from '../db/unreachable.server'
import { runsInProduction } from '../env.server'
import { type ErrorCode, isAppError, RETRY_AFTER_SECONDS } from '../errors'
import { logFailure } from '../logger.server'
import { type ApiKeyViewer, authenticateApiKey } from './api-key-auth.server'
import { countApiRequest } from './api-rate-limit.server'
import { idempotencyKeyOf, requestHashOf, runIdempotently } from './idempotency.server'
import { hasBody, readJsonBody } from './json-body.server'
import type { ApiApp, ApiOperation } from './operation'
import { assertOperationScope, checkedResponse, fieldErrorsOf, parseInput } from './operation-input.server'
import { ApiProblem, type ProblemKind, problemKindOfError, problemResponse } from './problem'

export const API_BASE_PATH = '/api/v1'

type Match = { operation: ApiOperation; rawParams: Record<string, string> }

export type ApiDispatcher = (request: Request, app: ApiApp, requestId?: string) => Promise<Response>

/**
 * Answers every request under /api/v1 with the operation its method and path name. In order: the path (404
 * problem) and the method (405 with Allow), the key (401 with WWW-Authenticate; cookies are never looked at),
 * the key's rate limit (429), its scope (403), the input (params, query, body; 4xx problems), then the handler,
 * inside an idempotency record when a POST carries an Idempotency-Key. Errors become problem details; an
 * unexpected one is a 500 that says nothing more and is logged with the request id.
 */
export function createApiDispatcher(
  operations: readonly ApiOperation[],
  options: { validateResponses?: boolean } = {},
): ApiDispatcher {
  assertDistinct(operations)
  const validateResponses = options.validateResponses ?? !runsInProduction()

  return async (request, app, requestId = randomUUID()) => {
    try {
      return await dispatch(request, app, operations, validateResponses)
    } catch (error) {
      return errorResponse(error, request, app, requestId)
    }
  }
}

async function dispatch(
  request: Request,
  app: ApiApp,
  operations: readonly ApiOperation[],
  validateResponses: boolean,
): Promise<Response> {
  const url = new URL(request.url)
  const found = matchPath(operations, url.pathname)
  if (found.length === 0) throw new ApiProblem('not-found', 'There is no such endpoint in this API')
  const match = found.find((candidate) => candidate.operation.method === request.method)
  if (!match) {
    const allow = [...new Set(found.map((candidate) => candidate.operation.method))].join(', ')
    throw new ApiProblem('method-not-allowed', `This endpoint takes ${allow}`, { headers: { Allow: allow } })
  }

  const authentication = await authenticateApiKey(app.db, request.headers.get('authorization'))
  if (!authentication.ok) throw unauthorized(authentication.refusal)
  const { viewer } = authentication

  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (app.config.rateLimitEnabled) {
    const rate = await countApiRequest(app.db, viewer.apiKey.keyId, app.config.apiRateLimitPerMinute)
    for (const [name, value] of Object.entries(rate.headers)) headers.set(name, value)
    if (!rate.allowed) {
      throw new ApiProblem(
        'too-many-requests',
        'This API key made too many requests; retry after the reset',
        {
          headers: rate.headers,
        },
      )
    }
  }

  try {
    return await answerAuthorized(request, app, match, viewer, headers, validateResponses)
  } catch (error) {
    // Every answer after the key's count carries where the key stands, refusals included.
    throw withHeaders(error, headers)
  }
}

/** The rest of a request whose key is known and within its rate limit: scope, input, handler. */
async function answerAuthorized(
  request: Request,
  app: ApiApp,
  match: Match,
  viewer: ApiKeyViewer,
  headers: Headers,
  validateResponses: boolean,
): Promise<Response> {
  const { operation } = match
  const url = new URL(request.url)
  assertOperationScope(viewer, operation)

  // The schemas and rules of parseOperationInput, one part at a time: the body is read only once the path and
  // query are known to be good.
  const params = parseInput('params', operation.params, match.rawParams)
  const query = parseInput('query', operation.query, queryObject(url.searchParams))
  const json = operation.body ? await readJsonBody(request) : undefined
  const body = operation.body ? parseInput('body', operation.body, json) : undefined
  if (operation.rawBody && hasBody(request)) assertRawContentType(request, operation.rawBody.contentTypes)

  const run = async () => {
    try {
      const result = await operation.handler({
        db: app.db,
        viewer,
        params,
        query,
        body,
        request,
        headers,
        app,
      })
      return successResponse(operation, result, headers, validateResponses)
    } catch (error) {
      if (error instanceof MovedError && 'project' in match.rawParams) {
        return movedResponse(request, operation, match.rawParams, error.currentSlug, headers)
      }
      throw error
    }
  }

  const idempotencyKey = request.method === 'POST' ? idempotencyKeyOf(request) : null
  if (idempotencyKey === null) return run()
  const scope = {
    keyId: viewer.apiKey.keyId,
    idempotencyKey,
    // An upload's bytes are not hashed: its retries are told apart by method, path and query alone.
    requestHash: requestHashOf(request, json ?? null),
  }
  const answer = await runIdempotently(app.db, scope, run)
  // A replayed answer carries this request's rate-limit position, not the first one's.
  for (const [name, value] of headers) if (!answer.headers.has(name)) answer.headers.set(name, value)
  return answer
}

function matchPath(operations: readonly ApiOperation[], pathname: string): Match[] {
  if (!pathname.startsWith(`${API_BASE_PATH}/`)) return []
  const parts = pathname.slice(API_BASE_PATH.length + 1).split('/')
  const matches: (Match & { literals: number })[] = []
  for (const operation of operations) {
    if (operation.segments.length !== parts.length) continue
    const rawParams: Record<string, string> = {}
    let literals = 0
    const fits = operation.segments.every((segment, index) => {
      const part = parts[index] ?? ''
      if ('literal' in segment) {
        literals += 1
        return segment.literal === part
      }
      const value = safeDecode(part)
      if (!value) return false
      rawParams[segment.param] = value
      return true
    })
    if (fits) matches.push({ operation, rawParams, literals })
  }
  // `/projects/{project}/boards` and a literal path of the same length: the more literal one wins.
  const best = Math.max(...matches.map((match) => match.literals))
  return matches.filter((match) => match.literals === best)
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

/** Query parameters as the schemas read them: one string each, or an array when the name repeats. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name)
    result[name] = values.length === 1 ? (values[0] ?? '') : values
  }
  return result
}

function assertRawContentType(request: Request, contentTypes: readonly string[]) {
  const declared = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!contentTypes.includes(declared)) {
    throw new ApiProblem('unsupported-media-type', `Send the body as ${contentTypes.join(' or ')}`)
  }
}

function successResponse(
  operation: ApiOperation,
  result: unknown,
  headers: Headers,
  validate: boolean,
): Response {
  if (operation.rawResponse) {
    if (!(result instanceof Response)) throw new Error(`${operation.id} declares a raw answer but gave none`)
    // The rate limit's headers join the answer's own; nothing that describes a JSON body.
    for (const [name, value] of headers) {
      if (!['content-type', 'content-length', 'cache-control'].includes(name)) result.headers.set(name, value)
    }
    return result
  }
  if (operation.status === 204 || !operation.response) {
    return new Response(null, { status: operation.status, headers })
  }
  // Outside production every answer is checked against the schema the OpenAPI document publishes.
  const body = validate ? checkedResponse(operation, result) : result
  headers.set('Content-Type', 'application/json')
  return new Response(JSON.stringify(body), { status: operation.status, headers })
}

/** A project's old slug: the same request at the project's new address (308 keeps the method and body). */
function movedResponse(
  request: Request,
  operation: ApiOperation,
  rawParams: Record<string, string>,
  currentSlug: string,
  headers: Headers,
): Response {
  const url = new URL(request.url)
  const path = operation.segments
    .map((segment) =>
      'literal' in segment
        ? segment.literal
        : encodeURIComponent(segment.param === 'project' ? currentSlug : (rawParams[segment.param] ?? '')),
    )
    .join('/')
  headers.set('Location', `${API_BASE_PATH}/${path}${url.search}`)
  return new Response(null, { status: 308, headers })
}

const REFUSALS = {
  missing: 'Send an API key in the Authorization header: Bearer parley_...',
  malformed: 'The Authorization header does not hold an API key (Bearer parley_...)',
  unknown: 'This API key is not valid',
  revoked: 'This API key has been revoked',
  expired: 'This API key has expired',
} as const

function unauthorized(refusal: keyof typeof REFUSALS): ApiProblem {
  const challenge =
    refusal === 'missing'
      ? 'Bearer realm="parley"'
      : `Bearer realm="parley", error="invalid_token", error_description="${REFUSALS[refusal]}"`
  return new ApiProblem('unauthorized', REFUSALS[refusal], { headers: { 'WWW-Authenticate': challenge } })
}

/** Carries the rate-limit headers onto an error answer. */
function withHeaders(error: unknown, headers: Headers): unknown {
  if (error && typeof error === 'object') Object.assign(error, { apiHeaders: Object.fromEntries(headers) })
  return error
}

/**
 * A key is always authenticated by the time an operation runs: a feature's UNAUTHORIZED ("sign in first") means
 * the key may not do it.
 */
const APP_ERROR_KINDS: Record<ErrorCode, ProblemKind> = { ...problemKindOfError, UNAUTHORIZED: 'forbidden' }

const camelToSnake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

function errorResponse(error: unknown, request: Request, app: ApiApp, requestId: string): Response {
  const extra = (error as { apiHeaders?: Record<string, string> } | null)?.apiHeaders ?? {}
  if (error instanceof ApiProblem) {
    return problemResponse(error.kind, error.message, {
      errors: error.errors,
      headers: { ...extra, ...error.headers },
    })
  }
  if (isAppError(error)) {
    // Field errors of the app's own forms name its fields; the API names them in snake_case, under body.
    const errors = error.fields
      ? Object.entries(error.fields).flatMap(([field, messages]) =>
          messages.map((message) => ({ path: `body.${camelToSnake(field)}`, message })),
        )
      : undefined
    const kind = error.code === 'BAD_REQUEST' && errors ? 'validation-failed' : APP_ERROR_KINDS[error.code]
    const headers: Record<string, string> = { ...extra }
    if (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'TOO_MANY_REQUESTS') {
      headers['Retry-After'] ??= String(RETRY_AFTER_SECONDS)
    }
    return problemResponse(kind ?? 'bad-request', error.message, { errors, headers })
  }
  if (error instanceof MovedError) {
    // An old address the operation cannot rewrite (the project's is answered with a 308 above).
    return problemResponse('not-found', `This has moved to ${error.currentSlug}`, { headers: extra })
  }
  if (error instanceof ZodError) {
    // A feature's own validation of what the handler passed on: still the client's input.
    return problemResponse('validation-failed', 'The request is not valid', {
      errors: fieldErrorsOf('body', error),
      headers: extra,
    })
  }
  const path = new URL(request.url).pathname
  if (noteIfDatabaseUnreachable(error)) {
    logFailure(app.logger, error, 'API request', { requestId, method: request.method, path })
    return problemResponse('service-unavailable', 'The service cannot reach its database; retry shortly', {
      headers: { ...extra, 'Retry-After': String(RETRY_AFTER_SECONDS) },
    })
  }
  logFailure(app.logger, error, 'API request failed', { requestId, method: request.method, path })
  return problemResponse('internal-error', `Something went wrong on our side (request ${requestId})`, {
    headers: extra,
  })
}

function assertDistinct(operations: readonly ApiOperation[]) {
  const ids = new Set<string>()
  const routes = new Set<string>()
  for (const operation of operations) {
    const route = `${operation.method} ${operation.segments.map((s) => ('literal' in s ? s.literal : '{}')).join('/')}`
    if (ids.has(operation.id)) throw new Error(`Two API operations are named ${operation.id}`)
    if (routes.has(route)) throw new Error(`Two API operations answer ${route}`)
    ids.add(operation.id)
    routes.add(route)
  }
}
