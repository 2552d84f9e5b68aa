import { oneOf, searchParams, text } from '~/lib/search-params'

export const signInSearch = searchParams({
  /** Where to go after signing in; only a path of ours is followed (safeRedirectPath). */
  redirect: text({ max: 2048 }),
  mode: oneOf(['sign-in', 'sign-up']),
  /** A plain form POST's refusal (see auth-form-post.server.ts): a code and the field, never a value. */
  error: text({ max: 100 }),
  field: text({ max: 40 }),
  /** Sign-up by plain POST when the address must be verified first. */
  sent: oneOf(['verification']),
})
