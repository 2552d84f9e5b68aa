import { oneOf, searchParams, text } from '~/lib/search-params'

export const signInSearch = searchParams({
  redirect: text({ max: Number.MAX_SAFE_INTEGER }),
  mode: oneOf(['sign-in', 'sign-up']),
  /** A plain form POST's refusal (see auth-form-post.server.ts): a code and the field, never a value. */
  error: text({ max: 100 }),
  field: text({ max: 40 }),
  /** Sign-up by plain POST when the address must be verified first. */
  sent: oneOf(['verification']),
})
