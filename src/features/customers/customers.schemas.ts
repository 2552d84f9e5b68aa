import { z } from 'zod'
import {
  ATTRIBUTE_KEY_MAX,
  ATTRIBUTE_KEYS_MAX,
  ATTRIBUTE_VALUE_MAX,
  COMPANY_NAME_MAX,
  EXTERNAL_ID_MAX,
  MONTHLY_SPEND_MAX,
  PLAN_MAX,
  SOURCE_NOTE_MAX,
  SOURCE_URL_MAX,
  WEIGHT_MAX,
} from '~/lib/customer-rules'

const slug = z.string().trim().toLowerCase().min(1).max(64)
const id = z.string().trim().min(1).max(100)

export const customersScopeSchema = z.object({ slug })

export const attributesSchema = z
  .record(
    z
      .string()
      .trim()
      .min(1)
      .max(ATTRIBUTE_KEY_MAX, `Attribute names have at most ${ATTRIBUTE_KEY_MAX} characters`),
    z.union([z.string().max(ATTRIBUTE_VALUE_MAX), z.number().finite(), z.boolean()]),
  )
  .refine(
    (value) => Object.keys(value).length <= ATTRIBUTE_KEYS_MAX,
    `At most ${ATTRIBUTE_KEYS_MAX} attributes`,
  )

export const externalIdSchema = z.string().trim().min(1).max(EXTERNAL_ID_MAX)
export const monthlySpendSchema = z
  .number('Enter an amount')
  .finite()
  .min(0, 'Spend cannot be negative')
  .max(MONTHLY_SPEND_MAX, 'This amount is too large')

/** A company's fields (spend in currency units, as the API and the token give it). */
export const companyFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Enter the company’s name').max(COMPANY_NAME_MAX),
  plan: z.string().trim().max(PLAN_MAX).nullable().optional(),
  monthlySpend: monthlySpendSchema.optional(),
  attributes: attributesSchema.default({}),
})

export const listCompaniesSchema = z.object({
  slug,
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(500).optional(),
})

export const companyRefSchema = z.object({ slug, companyId: id })

export const saveCompanySchema = companyFieldsSchema.extend({
  slug,
  id: id.optional(),
  externalId: z.string().trim().max(EXTERNAL_ID_MAX).nullable().optional(),
})

export const addPersonSchema = z.object({
  slug,
  companyId: id,
  email: z.email('Enter an email address').max(254),
  name: z.string().trim().max(100).optional(),
})

export const importCompaniesSchema = z.object({
  slug,
  csv: z.string().min(1, 'Choose a file').max(2_000_000),
})

export const demandWeightsSchema = z.object({
  votes: z.number().min(0).max(WEIGHT_MAX),
  companies: z.number().min(0).max(WEIGHT_MAX),
  revenue: z.number().min(0).max(WEIGHT_MAX),
  recency: z.number().min(0).max(WEIGHT_MAX),
})

/** A vote a member records for a company from a call or a ticket. */
export const companyVoteFields = z.object({
  companyId: id,
  email: z.email('Enter an email address').max(254).optional(),
  note: z.string().trim().max(SOURCE_NOTE_MAX).default(''),
  url: z
    .string()
    .trim()
    .max(SOURCE_URL_MAX)
    .refine((value) => value === '' || /^https?:\/\//i.test(value), 'Enter a link starting with https://')
    .default(''),
})
