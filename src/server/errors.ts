/**
 * The one typed error of the app. Server code throws it; server functions and routes turn it into the
 * matching HTTP status, and the client shows its message (inline for field errors, otherwise a toast).
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_ENTITY: 422,
  TOO_MANY_REQUESTS: 429,
  /** Something the request needs (the database) cannot be reached for now: answered with Retry-After. */
  SERVICE_UNAVAILABLE: 503,
} as const

/** How long a client is asked to wait (Retry-After, in seconds) before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5

export const DATABASE_UNREACHABLE_MESSAGE =
  'Parley cannot reach its database right now. Try again in a moment.'

export type ErrorCode = keyof typeof errorStatus

export type FieldErrors = Record<string, string[]>

export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: FieldErrors | undefined

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
  }

  get status(): number {
    return errorStatus[this.code]
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
