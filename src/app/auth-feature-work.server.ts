import { claimAnonymousVisitor } from '~/features/feedback/server/anonymous.server'
import { forgetVotesOf } from '~/features/feedback/server/votes.server'
import { filesOfOrganizations, purgeBytesOfFiles } from '~/features/files/server/changes.server'
import { ORGANIZATION_LOGO_MAX_BYTES, organizationFormSchema } from '~/features/orgs/orgs.schemas'
import { readImageDataUrl } from '~/features/profile/avatar.server'
import type { AuthFeatureWork } from '~/server/auth/auth-feature-work'

/** The features' part of Better Auth's writes, handed to createAuth (the platform's hooks call it). */
export const authFeatureWork: AuthFeatureWork = {
  // A deleted user's votes would go with the row (the cascade), but the items would go on counting them.
  forgetUser: async (tx, userId) => {
    await forgetVotesOf(tx, userId)
  },
  claimAnonymousVisitor,
  purgeOrganizationFiles: async (tx, organizationIds, runAt) => {
    await purgeBytesOfFiles(tx, filesOfOrganizations(tx, organizationIds), runAt)
  },
  organizationNameProblem: (name) => {
    const parsed = organizationFormSchema.shape.name.safeParse(name)
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a name for the team')
  },
  organizationLogoProblem: (logo) => {
    const image = readImageDataUrl(logo, ORGANIZATION_LOGO_MAX_BYTES)
    return typeof image === 'string' ? image : null
  },
}
