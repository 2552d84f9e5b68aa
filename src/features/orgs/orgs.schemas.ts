import { z } from 'zod'
import { LOCALES } from '~/lib/i18n/locales'
import { slugProblem } from '~/lib/slug'
import { TEAM_NAME_MAX, teamHandle } from '~/lib/team-rules'

/** An organisation's address: the slug rules of lib/slug (lowercase, length, reserved words). */
const organizationSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = slugProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/**
 * A team's logo is kept inline (a data URL of the 128 px square the browser makes, a few KiB) and sent with every
 * page that shows the team: the server refuses anything larger than this.
 */
export const ORGANIZATION_LOGO_MAX_BYTES = 64 * 1024

/** The create-team and general-settings forms (Better Auth's organisation endpoints take these). */
export const organizationFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name for the team').max(100, 'Use at most 100 characters'),
  slug: organizationSlugSchema,
  logo: z.string().nullable(),
})

export const inviteMemberSchema = z.object({
  email: z.email('Enter an email address like name@example.com').trim().toLowerCase(),
  role: z.enum(['owner', 'admin', 'member']),
  /** Teams inside the organisation the person joins on accepting. */
  teamIds: z.array(z.string()).default([]),
})

/**
 * A team inside an organisation (the UI calls organisations "teams" too, these are groups of their
 * members): the rules Parley's team plugin applies, checked before the request.
 */
export const orgTeamNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name for the team')
    .max(TEAM_NAME_MAX, `Team names are 1 to ${TEAM_NAME_MAX} characters`)
    .refine((value) => teamHandle(value) !== '', 'Team names need at least one letter or digit'),
})

/** The organisation's default language (organisation settings): one of ours, or null for English. */
export const organizationLanguageSchema = z.object({
  slug: z.string().trim().toLowerCase().min(1).max(64),
  language: z.enum(LOCALES).nullable(),
})
