import { z } from 'zod'
import { PROJECT_VISIBILITIES } from '~/lib/project-visibility'
import { slugProblem, suggestSlug } from '~/lib/slug'

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

/**
 * A new project. An empty or missing address is derived from the name with the rule the form's Address field
 * follows as one types (`suggestSlug`), so a form that sent only a name (typed before the page was
 * interactive, or by a script) gets the address it would have shown.
 */
export const createProjectSchema = z
  .object({
    orgSlug: orgSlugSchema,
    name: projectNameSchema,
    slug: z.string().trim().default(''),
    description: projectDescriptionSchema.default(''),
    visibility: projectVisibilitySchema.default('private'),
  })
  .transform((input) => (input.slug ? input : { ...input, slug: suggestSlug(input.name) }))
  .pipe(
    z.object({
      orgSlug: z.string(),
      name: z.string(),
      slug: projectSlugSchema,
      description: z.string(),
      visibility: projectVisibilitySchema,
    }),
  )

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
