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
} as const

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
