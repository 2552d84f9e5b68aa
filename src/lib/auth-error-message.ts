/** Better Auth's client errors, as the sentence and the form field they belong to. */
export type AuthClientError = { code?: string; message?: string; status?: number }

const fieldOfCode: Record<string, string> = {
  USER_ALREADY_EXISTS: 'email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
  INVALID_EMAIL: 'email',
  USERNAME_IS_ALREADY_TAKEN: 'username',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'username',
  USERNAME_TOO_SHORT: 'username',
  USERNAME_TOO_LONG: 'username',
  INVALID_USERNAME: 'username',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
}

export function describeAuthError(error: AuthClientError): { message: string; field?: string } {
  if (error.status === 429) return { message: 'Too many attempts. Please wait a moment and try again.' }
  // Sign-in sends a fresh verification link when it refuses an unverified address (unless the mail failed,
  // in which case the server's own message says so).
  if (error.code === 'EMAIL_NOT_VERIFIED' && !/could not be sent/i.test(error.message ?? '')) {
    return { message: 'Your email address is not verified yet. We sent you a new link: check your inbox.' }
  }
  const message = error.message || 'Something went wrong!'
  return { message, field: error.code ? fieldOfCode[error.code] : undefined }
}
