import { z } from 'zod'
import { PROJECT_VISIBILITIES } from '~/lib/project-visibility'
import { slugProblem } from '~/lib/slug'

/** Segments of /@{org}/… that the app itself uses: no project may take them. */
const reservedProjectSlugs = new Set(['settings', 'create-project', 'members', 'projects'])

export const projectSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((slug, ctx) => {
    const problem = reservedProjectSlugs.has(slug) ? 'This address is reserved' : slugProblem(slug)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

export const projectNameSchema = z.string().trim().min(1, 'Enter a name').max(80, 'Use at most 80 characters')
export const projectDescriptionSchema = z.string().trim().max(2000, 'Use at most 2000 characters')
export const projectVisibilitySchema = z.enum(PROJECT_VISIBILITIES)

const orgSlugSchema = z.string().trim().toLowerCase().min(1).max(64)

export const projectRefSchema = z.object({
  orgSlug: orgSlugSchema,
  slug: z.string().trim().toLowerCase().min(1).max(64),
})

export const createProjectSchema = z.object({
  orgSlug: orgSlugSchema,
  name: projectNameSchema,
  slug: projectSlugSchema,
  description: projectDescriptionSchema.default(''),
  visibility: projectVisibilitySchema.default('private'),
})

export const updateProjectSchema = z.object({
  orgSlug: orgSlugSchema,
  slug: z.string().trim().toLowerCase().min(1).max(64),
  changes: z
    .object({
      name: projectNameSchema,
      slug: projectSlugSchema,
      description: projectDescriptionSchema,
      visibility: projectVisibilitySchema,
    })
    .partial(),
})

export type CreateProjectInput = z.infer<typeof createProjectSchema>
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>
