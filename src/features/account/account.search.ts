import { flag, oneOf, searchParams, text } from '~/lib/search-params'

/** Search parameters of the pages reached from mailed links. */
export const resetPasswordSearch = searchParams({
  token: text({ max: 200 }),
  error: text({ max: 100 }),
  field: text({ max: 40 }),
  /** The plain form POST set the new password. */
  done: flag(),
})

export const verifyEmailSearch = searchParams({
  error: text({ max: 100 }),
  kind: oneOf(['change']),
  next: text({ max: 2048 }),
})

export const deleteAccountSearch = searchParams({
  error: text({ max: 100 }),
  token: text({ max: 200 }),
})

export const forgotPasswordSearch = searchParams({
  email: text({ max: 320 }),
  error: text({ max: 100 }),
  field: text({ max: 40 }),
  /** The plain form POST asked for the link. */
  sent: flag(),
})

export const passwordSettingsSearch = searchParams({
  error: text({ max: 100 }),
  field: text({ max: 40 }),
  /** The plain form POST changed the password, keeping or signing out the other sessions. */
  done: oneOf(['kept', 'revoked']),
})
