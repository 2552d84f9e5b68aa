import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { listStatuses } from '~/features/feedback/server/statuses.server'
import { STATUS_CATEGORIES } from '~/lib/feedback-rules'
import { afterTimeId, microsecondsOf, timeIdCursor } from '~/server/api/keyset.server'
import { decodeCursor, listOf, listQuery, pageOf } from '~/server/api/list'
import { defineOperation } from '~/server/api/operation'
import type { ProjectRow } from '~/server/authz.server'
import { project } from '~/server/db/schema'
import { feedbackAccessOf, organizationAccessOf, projectAccessOf } from './access.server'
import { projectParams, timestamp } from './common'

const projectSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    visibility: z.enum(['public', 'private']),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Project' })

function toProject(row: ProjectRow): z.input<typeof projectSchema> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export const listProjects = defineOperation({
  id: 'listProjects',
  method: 'GET',
  path: '/projects',
  scope: 'projects:read',
  tags: ['Projects'],
  summary: 'List the projects',
  description:
    'The projects of the key’s organisation, oldest first (only its one project for a key restricted to a project).',
  query: listQuery,
  response: listOf(projectSchema),
  status: 200,
  handler: async ({ db, viewer, query }) => {
    const access = await organizationAccessOf({ db, viewer })
    const cursor = decodeCursor(query.cursor, timeIdCursor)
    const only = viewer.apiKey.projectId
    const rows = await db
      .select({ project, at: microsecondsOf(project.createdAt) })
      .from(project)
      .where(
        and(
          eq(project.organizationId, access.organization.id),
          only ? eq(project.id, only) : undefined,
          afterTimeId(project.createdAt, project.id, cursor),
        ),
      )
      .orderBy(asc(project.createdAt), asc(project.id))
      .limit(query.limit + 1)
    return pageOf(
      rows,
      query.limit,
      (row) => [row.at, row.project.id],
      (row) => toProject(row.project),
    )
  },
})

export const getProject = defineOperation({
  id: 'getProject',
  method: 'GET',
  path: '/projects/{project}',
  scope: 'projects:read',
  tags: ['Projects'],
  summary: 'Get a project',
  params: projectParams,
  response: projectSchema,
  status: 200,
  handler: async ({ db, viewer, params }) =>
    toProject((await projectAccessOf({ db, viewer }, params.project)).project),
})

const statusSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    color: z.string(),
    category: z.enum(STATUS_CATEGORIES),
    position: z.number().int(),
    show_on_roadmap: z.boolean(),
  })
  .meta({ id: 'FeedbackStatus' })

export const listProjectStatuses = defineOperation({
  id: 'listProjectStatuses',
  method: 'GET',
  path: '/projects/{project}/statuses',
  scope: 'projects:read',
  tags: ['Projects'],
  summary: 'List the feedback statuses of a project',
  description: 'Every status, in the project’s order. The list is short, so it is always one page.',
  params: projectParams,
  response: listOf(statusSchema),
  status: 200,
  handler: async ({ db, viewer, params }) => {
    const access = await feedbackAccessOf({ db, viewer }, params.project)
    const statuses = await listStatuses(db, access.project.id)
    return {
      data: statuses.map((status) => ({
        id: status.id,
        name: status.name,
        color: status.color,
        category: status.category,
        position: status.position,
        show_on_roadmap: status.showOnRoadmap,
      })),
      next_cursor: null,
    }
  },
})

export const projectOperations = [listProjects, getProject, listProjectStatuses]
