import { z } from 'zod'

const slug = z.string().trim().toLowerCase().min(1).max(64)

/** A project, by its organisation's and its own slug. */
export const projectTransfersSchema = z.object({ orgSlug: slug, projectSlug: slug })
/** An organisation, by its slug. */
export const organizationTransfersSchema = z.object({ slug })
/** One run, by its id. */
export const transferIdSchema = z.object({ id: z.string().uuid() })
