/**
 * Errors of the public API as RFC 9457 problem details (`application/problem+json`). Each kind of problem has a
 * stable `type`: a link to its explanation on the API reference page, so a client can branch on it and a person
 * can read what it means.
 */
import type { ErrorCode } from '../errors'

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

export const problemKinds = {
  'bad-request': { status: 400, title: 'Bad request' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  'not-found': { status: 404, title: 'Not found' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  conflict: { status: 409, title: 'Conflict' },
  'payload-too-large': { status: 413, title: 'Payload too large' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type' },
  'validation-failed': { status: 422, title: 'Validation failed' },
  'too-many-requests': { status: 429, title: 'Too many requests' },
  'internal-error': { status: 500, title: 'Internal server error' },
  'service-unavailable': { status: 503, title: 'Service unavailable' },
} as const

export type ProblemKind = keyof typeof problemKinds

/** The problem each of the app's error codes becomes (the API's and the embed's dispatchers both answer so). */
export const problemKindOfError: Record<ErrorCode, ProblemKind> = {
  BAD_REQUEST: 'bad-request',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not-found',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'payload-too-large',
  UNPROCESSABLE_ENTITY: 'validation-failed',
  TOO_MANY_REQUESTS: 'too-many-requests',
  SERVICE_UNAVAILABLE: 'service-unavailable',
}

/** One invalid input: where (a JSON pointer-like dotted path, `body.name`, `query.limit`) and what is wrong. */
export type ProblemFieldError = { path: string; message: string }

export type Problem = {
  type: string
  title: string
  status: number
  detail: string
  errors?: ProblemFieldError[]
}

/** The anchor of a problem kind on the reference page (`/api/docs#problem-not-found`). */
export const problemTypeUri = (kind: ProblemKind) => `/api/docs#problem-${kind}`

export function problemOf(kind: ProblemKind, detail: string, errors?: ProblemFieldError[]): Problem {
  const { status, title } = problemKinds[kind]
  return { type: problemTypeUri(kind), title, status, detail, ...(errors ? { errors } : {}) }
}

export function problemResponse(
  kind: ProblemKind,
  detail: string,
  options: { errors?: ProblemFieldError[]; headers?: Record<string, string> } = {},
): Response {
  const problem = problemOf(kind, detail, options.errors)
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store', ...options.headers },
  })
}

/** A problem a module deep in the API's own code (body reading, cursors, idempotency) ends a request with. */
export class ApiProblem extends Error {
  readonly kind: ProblemKind
  readonly errors: ProblemFieldError[] | undefined
  readonly headers: Record<string, string> | undefined

  constructor(
    kind: ProblemKind,
    detail: string,
    options: { errors?: ProblemFieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail)
    this.name = 'ApiProblem'
    this.kind = kind
    this.errors = options.errors
    this.headers = options.headers
  }

  toResponse(): Response {
    return problemResponse(this.kind, this.message, { errors: this.errors, headers: this.headers })
  }
}
