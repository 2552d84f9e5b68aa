import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX, USERNAME_MIN } from '~/lib/account-rules'
import { describeAuthError } from '~/lib/auth-error-message'

/**
 * The auth forms also work as plain HTML POSTs (before hydration, or without JavaScript). Their server
 * handler answers with a 303 back to the page carrying only an error code (`?error=`) and, for input the
 * server refused, the field (`&field=`): never a value the user typed. This turns that back into words.
 */

/** Field names the handlers may name in `&field=`, with what to tell the user about each. */
const fieldAdvice: Record<string, string> = {
  identifier: 'Enter your email address or username',
  currentPassword: 'Enter your current password',
  email: 'Enter a valid email address',
  name: 'Enter your name (at most 100 characters)',
  username: `Use ${USERNAME_MIN}–${USERNAME_MAX} lowercase letters, digits, _ and -, not a reserved name`,
  password: `Use ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters`,
  newPassword: `Use ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters`,
  confirmPassword: 'The passwords do not match',
}

export const INVALID_INPUT = 'INVALID_INPUT'

const codeMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  INVALID_USERNAME_OR_PASSWORD: 'Invalid username or password',
  BANNED_USER:
    'You have been banned from this application. Please contact support if you believe this is an error.',
  EMAIL_NOT_VERIFIED: 'Your email address is not verified yet. We sent you a new link: check your inbox.',
  USER_ALREADY_EXISTS: 'User already exists.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'User already exists. Use another email.',
  USERNAME_IS_ALREADY_TAKEN: 'Username is already taken. Please try another.',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'Username is already taken. Please try another.',
  PASSWORD_TOO_SHORT: 'Password too short',
  PASSWORD_TOO_LONG: 'Password too long',
  INVALID_EMAIL: 'Invalid email',
  INVALID_USERNAME: 'Username is invalid',
  USERNAME_TOO_SHORT: 'Username is too short',
  USERNAME_TOO_LONG: 'Username is too long',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
}

/** A form-post error code (from the page's URL) as the field it belongs to and the sentence to show. */
export function describeFormPostError(
  code: string | undefined,
  field?: string,
): { message: string; field?: string } | null {
  if (!code) return null
  if (code === INVALID_INPUT && field && fieldAdvice[field]) return { message: fieldAdvice[field], field }
  // Only the change-password form sends a current password.
  if (code === 'INVALID_PASSWORD')
    return { message: 'This is not your current password', field: 'currentPassword' }
  const known = codeMessages[code]
  const described = describeAuthError({ code, message: known ?? 'Something went wrong!' })
  return { message: described.message, field: described.field }
}

/** True when `field` is one the handlers report, so a URL cannot name arbitrary ones. */
export function isReportedField(field: string): boolean {
  return field in fieldAdvice
}

/** The page's `?error=&field=` as what its form shows: an inline field error, or a message over the form. */
export function formPostFeedback(
  code: string | undefined,
  field?: string,
): { fields: Record<string, string>; message: string | null } {
  const described = describeFormPostError(code, field)
  if (!described) return { fields: {}, message: null }
  if (described.field) return { fields: { [described.field]: described.message }, message: null }
  return { fields: {}, message: described.message }
}
