import { type AuthClientError, describeAuthError } from '~/lib/auth-error-message'

export const NETWORK_ERROR_MESSAGE = 'Could not reach Parley. Check your connection and try again.'

/**
 * A refusal that belongs to the form: field messages shown inline, or one message for a toast. Throw it from
 * a form's submit handler (or let `authOrThrow` throw it for Better Auth answers).
 */
export class FormSubmitError extends Error {
  readonly fields: Record<string, string>
  /** The refusal's machine code (Better Auth's `code`, say), for forms that treat one code specially. */
  readonly code: string | undefined

  constructor(message: string, options: { fields?: Record<string, string>; code?: string } = {}) {
    super(message)
    this.name = 'FormSubmitError'
    this.fields = options.fields ?? {}
    this.code = options.code
  }
}

/** What a failed submit shows: inline messages by field name, and a message for a toast when none fit. */
export type SubmitFailure = { fields: Record<string, string>; message: string | null }

type IssueLike = { path: unknown[]; message: string }

function isIssueList(value: unknown): value is IssueLike[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (issue) =>
        typeof issue === 'object' &&
        issue !== null &&
        Array.isArray((issue as IssueLike).path) &&
        typeof (issue as IssueLike).message === 'string',
    )
  )
}

/**
 * A server function's validator refusal reaches the client as an Error whose message is zod's issue list in
 * JSON (Start serialises only an error's message): read it back into field errors keyed by the path's end.
 */
function issuesInMessage(message: string): Record<string, string> | null {
  if (!message.startsWith('[')) return null
  try {
    const parsed: unknown = JSON.parse(message)
    if (!isIssueList(parsed)) return null
    const fields: Record<string, string> = {}
    for (const issue of parsed) {
      const key = String(issue.path[issue.path.length - 1] ?? '')
      fields[key] ??= issue.message
    }
    return fields
  } catch {
    return null
  }
}

/** Field messages of an error carrying `fields` as AppError does (`{ name: ['message', …] }`) or flat. */
function fieldsProperty(error: Error): Record<string, string> | null {
  const fields = (error as { fields?: unknown }).fields
  if (typeof fields !== 'object' || fields === null) return null
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(fields)) {
    const message = Array.isArray(value) ? value[0] : value
    if (typeof message === 'string' && message) flat[name] = message
  }
  return Object.keys(flat).length > 0 ? flat : null
}

/** Turns anything a submit handler threw into inline field errors or a toast message. */
export function submitFailureOf(error: unknown, fallback: string): SubmitFailure {
  // fetch() rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return { fields: {}, message: NETWORK_ERROR_MESSAGE }
  if (!(error instanceof Error)) return { fields: {}, message: fallback }
  // A refusal with fields of its own (FormSubmitError, AppError) is also worth a toast: the field may be
  // scrolled away. A validator's issue list is only inline.
  const own = fieldsProperty(error)
  if (own) return { fields: own, message: error.message || null }
  const issues = issuesInMessage(error.message)
  if (issues && Object.keys(issues).length > 0) return { fields: issues, message: null }
  return { fields: {}, message: error.message || fallback }
}

/**
 * Runs a Better Auth client call and returns its data, or throws its refusal as a FormSubmitError with the
 * field it belongs to (an address already taken → `email`) and the user-facing sentence.
 */
export async function authOrThrow<T>(
  call: Promise<{ data: T | null; error: AuthClientError | null }>,
  /** This form's names for Better Auth's fields, e.g. `{ password: 'newPassword' }`. */
  fieldNames: Record<string, string> = {},
): Promise<T> {
  const result = await call
  if (result.error) {
    const { message, field } = describeAuthError(result.error)
    const name = field ? (fieldNames[field] ?? field) : undefined
    throw new FormSubmitError(message, { fields: name ? { [name]: message } : {}, code: result.error.code })
  }
  return result.data as T
}
