/**
 * The organisation's segments on its Customers page (members only; anyone else is told there are none): the
 * list with the plans and projects to filter by, and saving, changing and deleting one. Apart from
 * customers.functions so that only the lazily loaded Segments section carries them.
 */
import { createServerFn } from '@tanstack/react-start'
import {
  organizationSegmentRefSchema,
  organizationSegmentsSchema,
  saveOrganizationSegmentSchema,
  updateOrganizationSegmentSchema,
} from './segments.schemas'
import {
  deleteOrganizationSegment,
  saveOrganizationSegment,
  segmentsPage,
  updateOrganizationSegment,
} from './server/segments.server'
import { withCustomers } from './server/with-customers.server'

export const getOrganizationSegmentsFn = createServerFn({ method: 'GET' })
  .validator(organizationSegmentsSchema)
  .handler(({ data }) => withCustomers(data.slug, (db, access) => segmentsPage(db, access)))

export const saveOrganizationSegmentFn = createServerFn({ method: 'POST' })
  .validator(saveOrganizationSegmentSchema)
  .handler(({ data: { slug, ...input } }) =>
    withCustomers(slug, (db, access) => saveOrganizationSegment(db, access, input)),
  )

export const updateOrganizationSegmentFn = createServerFn({ method: 'POST' })
  .validator(updateOrganizationSegmentSchema)
  .handler(({ data: { slug, segmentId, ...input } }) =>
    withCustomers(slug, (db, access) => updateOrganizationSegment(db, access, segmentId, input)),
  )

export const deleteOrganizationSegmentFn = createServerFn({ method: 'POST' })
  .validator(organizationSegmentRefSchema)
  .handler(({ data }) =>
    withCustomers(data.slug, (db, access) => deleteOrganizationSegment(db, access, data.segmentId)),
  )
