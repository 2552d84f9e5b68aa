import { FormSubmitError } from '~/components/form'

/** Better Auth's refusal of a taken or invalid address, on the address field. */
export function placeSlugRefusal(error: unknown): never {
  if (
    error instanceof FormSubmitError &&
    (error.code === 'ORGANIZATION_ALREADY_EXISTS' || /slug/i.test(error.message))
  ) {
    const message = /taken|exists/i.test(error.message) ? 'This address is taken' : error.message
    throw new FormSubmitError(message, { fields: { slug: message } })
  }
  throw error
}
