import { z } from 'zod'

const param = z.string().max(2000).optional()

/** The authorization request's parameters as the consent page passes them on (each checked by the server). */
export const authorizeParamsSchema = z.object({
  client_id: param,
  redirect_uri: param,
  response_type: param,
  code_challenge: param,
  code_challenge_method: param,
  state: param,
  scope: param,
  resource: param,
})
export type AuthorizeParamsInput = z.infer<typeof authorizeParamsSchema>

export const disconnectAppSchema = z.object({ grantId: z.string().trim().min(1).max(100) })
