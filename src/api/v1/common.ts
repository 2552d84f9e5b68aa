import { z } from 'zod'

/**
 * Schemas shared by the resources of the public API: a project named by its slug (as in the app's URLs), ids,
 * timestamps. Field names are snake_case; timestamps ISO 8601 in UTC.
 */
export const projectSlugParam = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(64)
  .describe('The project’s slug, as in its address (`/@org/<project>`).')

export const idParam = z.string().trim().min(1).max(64)

export const timestamp = z.iso.datetime().describe('ISO 8601, UTC')

export const projectParams = z.object({ project: projectSlugParam })

/** What an author wrote through when not Parley itself: the connected OAuth client acting for a person. */
export const viaField = z
  .string()
  .nullable()
  .describe(
    'The app the author wrote it through (a connected OAuth client such as Claude); null when written in Parley.',
  )
