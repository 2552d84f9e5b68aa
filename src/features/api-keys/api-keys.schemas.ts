import { z } from 'zod'
import { API_KEY_EXPIRY_MAX_DAYS, API_KEY_NAME_MAX, apiKeyExpiryOf } from '~/lib/api-key-rules'
import { API_SCOPES } from '~/lib/api-scopes'

const DAY_MS = 24 * 60 * 60 * 1000

/** The organisation the keys belong to, by its slug. */
export const apiKeysScopeSchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(64) })

/**
 * An expiry day (`YYYY-MM-DD`, UTC) or '' for a key that does not expire. The key works through that day, so
 * today is the earliest choice; the server checks again against its own clock.
 */
export const apiKeyExpirySchema = z
  .string()
  .trim()
  .refine((day) => day === '' || apiKeyExpiryOf(day) !== null, 'Enter a date like 2027-01-31')
  .refine((day) => {
    const expiry = day === '' ? null : apiKeyExpiryOf(day)
    return expiry === null || expiry.getTime() > Date.now()
  }, 'Choose today or a later day')
  .refine((day) => {
    const expiry = day === '' ? null : apiKeyExpiryOf(day)
    return expiry === null || expiry.getTime() <= Date.now() + API_KEY_EXPIRY_MAX_DAYS * DAY_MS
  }, 'Choose a day within the next five years')

/** The create-key form's fields. */
export const apiKeyFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name, such as the integration that will use the key')
    .max(API_KEY_NAME_MAX, `Use at most ${API_KEY_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(API_SCOPES, 'Choose from the listed scopes'))
    .min(1, 'Choose at least one scope')
    .max(API_SCOPES.length)
    .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
  /** '' for every project of the organisation. */
  projectId: z.string().trim().max(100),
  expiresOn: apiKeyExpirySchema,
})
export type ApiKeyForm = z.input<typeof apiKeyFormSchema>

export const createApiKeySchema = apiKeysScopeSchema.extend(apiKeyFormSchema.shape)
export type CreateApiKeyInput = z.output<typeof createApiKeySchema>

export const revokeApiKeySchema = apiKeysScopeSchema.extend({ keyId: z.string().trim().min(1).max(100) })
