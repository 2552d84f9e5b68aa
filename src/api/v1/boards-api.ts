import { z } from 'zod'
import { boardFormSchema } from '~/features/feedback/feedback.schemas'
import {
  type BoardSummary,
  createBoard,
  deleteBoard,
  getBoard,
  listBoards,
  updateBoard,
} from '~/features/feedback/server/boards.server'
import { countOf } from '~/lib/count-of'
import { FEEDBACK_COLORS } from '~/lib/feedback-rules'
import { decodeCursor, listOf, listQuery, pageOf } from '~/server/api/list'
import { defineOperation } from '~/server/api/operation'
import { ApiProblem } from '~/server/api/problem'
import { AppError } from '~/server/errors'
import { feedbackAccessOf } from './access.server'
import { idParam, projectParams, projectSlugParam } from './common'

const boardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    color: z.enum(FEEDBACK_COLORS),
    position: z.number().int(),
    team_only: z.boolean().describe('Seen by the organisation’s members only.'),
    team_ids: z.array(z.string()).describe('A team-only board limited to these teams; empty: every member.'),
    item_count: z.number().int().describe('Feedback on the board (merged items not counted).'),
  })
  .meta({ id: 'Board' })

function toBoard(board: BoardSummary): z.input<typeof boardSchema> {
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    color: board.color as z.input<typeof boardSchema>['color'],
    position: board.position,
    team_only: board.teamOnly,
    team_ids: board.teamIds,
    item_count: board.itemCount,
  }
}

const form = boardFormSchema.shape
const boardFields = {
  name: form.name,
  description: form.description,
  color: form.color,
  team_only: form.teamOnly,
  team_ids: form.teamIds,
}

const createBoardBody = z.object({
  ...boardFields,
  description: form.description.default(''),
  color: form.color.default('blue'),
  team_only: form.teamOnly.default(false),
})

// No defaults here: a field left out stays as it is (teamIds' default would empty the board's teams).
const updateBoardBody = z
  .object({ ...boardFields, team_ids: form.teamIds.unwrap() })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Send at least one field to change')

const boardParams = z.object({ project: projectSlugParam, board: idParam })

const boardLocation = (project: string, boardId: string) =>
  `/api/v1/projects/${encodeURIComponent(project)}/boards/${encodeURIComponent(boardId)}`

export const listProjectBoards = defineOperation({
  id: 'listBoards',
  method: 'GET',
  path: '/projects/{project}/boards',
  scope: 'projects:read',
  tags: ['Boards'],
  summary: 'List the feedback boards of a project',
  description: 'In the project’s order (position), team-only boards included.',
  params: projectParams,
  query: listQuery,
  response: listOf(boardSchema),
  status: 200,
  handler: async ({ db, viewer, params, query }) => {
    const access = await feedbackAccessOf({ db, viewer }, params.project)
    const cursor = decodeCursor(query.cursor, z.tuple([z.number().int().min(0), z.string().min(1).max(64)]))
    // A project has a handful of boards: read them all (as the app does) and page through them by position.
    const boards = (await listBoards(db, access)).filter(
      (board) =>
        !cursor || board.position > cursor[0] || (board.position === cursor[0] && board.id > cursor[1]),
    )
    return pageOf(boards, query.limit, (board) => [board.position, board.id], toBoard)
  },
})

export const getProjectBoard = defineOperation({
  id: 'getBoard',
  method: 'GET',
  path: '/projects/{project}/boards/{board}',
  scope: 'projects:read',
  tags: ['Boards'],
  summary: 'Get a feedback board',
  params: boardParams,
  response: boardSchema,
  status: 200,
  handler: async ({ db, viewer, params }) => {
    const access = await feedbackAccessOf({ db, viewer }, params.project)
    return toBoard(await getBoard(db, access, params.board))
  },
})

export const createProjectBoard = defineOperation({
  id: 'createBoard',
  method: 'POST',
  path: '/projects/{project}/boards',
  scope: 'feedback:write',
  tags: ['Boards'],
  summary: 'Create a feedback board',
  description: 'Added after the project’s last board. A name already used in the project is a 409.',
  params: projectParams,
  body: createBoardBody,
  response: boardSchema,
  status: 201,
  handler: async ({ db, viewer, params, body, headers }) => {
    const access = await feedbackAccessOf({ db, viewer }, params.project)
    const created = await createBoard(db, access, {
      name: body.name,
      description: body.description,
      color: body.color,
      teamOnly: body.team_only,
      teamIds: body.team_ids,
    })
    headers.set('Location', boardLocation(access.project.slug, created.id))
    return toBoard(created)
  },
})

export const updateProjectBoard = defineOperation({
  id: 'updateBoard',
  method: 'PATCH',
  path: '/projects/{project}/boards/{board}',
  scope: 'feedback:write',
  tags: ['Boards'],
  summary: 'Change a feedback board',
  description: 'Only the fields sent change.',
  params: boardParams,
  body: updateBoardBody,
  response: boardSchema,
  status: 200,
  handler: async ({ db, viewer, params, body }) => {
    const access = await feedbackAccessOf({ db, viewer }, params.project)
    const current = await getBoard(db, access, params.board)
    const updated = await updateBoard(db, access, current.id, {
      name: body.name ?? current.name,
      description: body.description ?? current.description,
      color: body.color ?? (current.color as (typeof FEEDBACK_COLORS)[number]),
      teamOnly: body.team_only ?? current.teamOnly,
      teamIds: body.team_ids ?? current.teamIds,
    })
    return toBoard({ ...updated, itemCount: current.itemCount })
  },
})

export const deleteProjectBoard = defineOperation({
  id: 'deleteBoard',
  method: 'DELETE',
  path: '/projects/{project}/boards/{board}',
  scope: 'feedback:write',
  tags: ['Boards'],
  summary: 'Delete a feedback board',
  description:
    'A board with feedback needs to be told what becomes of it: `move_items_to` another board of the project, ' +
    'or `delete_items=true` to delete the feedback with the board. Without either, such a board is a 409.',
  params: boardParams,
  query: z.object({
    move_items_to: idParam.optional().describe('The board that receives this board’s feedback.'),
    delete_items: z
      .enum(['true', 'false'])
      .optional()
      .describe('`true` deletes the board’s feedback with it.'),
  }),
  status: 204,
  handler: async ({ db, viewer, params, query }) => {
    const access = await feedbackAccessOf({ db, viewer }, params.project)
    const board = await getBoard(db, access, params.board)
    const deleteItems = query.delete_items === 'true'
    if (query.move_items_to && deleteItems) {
      throw new ApiProblem('validation-failed', 'Either move the feedback or delete it, not both', {
        errors: [{ path: 'query.move_items_to', message: 'Leave out move_items_to or delete_items' }],
      })
    }
    if (board.itemCount > 0 && !query.move_items_to && !deleteItems) {
      throw new AppError(
        'CONFLICT',
        `The board has ${countOf(board.itemCount, { one: 'item', other: 'items' })}: pass move_items_to=<board id> or delete_items=true`,
      )
    }
    await deleteBoard(db, access, {
      boardId: board.id,
      moveItemsTo: query.move_items_to ?? null,
      // The explicit delete_items=true is the API's confirmation, as typing the name is the app's.
      confirmName: deleteItems ? board.name : undefined,
    })
  },
})

export const boardOperations = [
  listProjectBoards,
  getProjectBoard,
  createProjectBoard,
  updateProjectBoard,
  deleteProjectBoard,
]
