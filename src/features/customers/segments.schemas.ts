import { z } from 'zod'
import { segmentFormSchema } from '~/features/feedback/demand.schemas'

// Apart from customers.schemas: only the Customers page's lazily loaded Segments section sends these.

const slug = z.string().trim().toLowerCase().min(1).max(64)
const id = z.string().trim().min(1).max(100)

export const organizationSegmentsSchema = z.object({ slug })
/** A segment from the Customers page: the same form as from the feedback list, in the organisation's scope. */
export const saveOrganizationSegmentSchema = z.object({ slug }).extend(segmentFormSchema.shape)
export const updateOrganizationSegmentSchema = saveOrganizationSegmentSchema.extend({ segmentId: id })
export const organizationSegmentRefSchema = z.object({ slug, segmentId: id })
