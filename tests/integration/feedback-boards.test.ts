import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createBoard,
  deleteBoard,
  getBoard,
  listBoards,
  reorderBoards,
  updateBoard,
} from '~/features/feedback/server/boards.server'
import { addComment } from '~/features/feedback/server/comments.server'
import { getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { createFeedback, moveFeedback, setFeedbackStatus } from '~/features/feedback/server/items.server'
import {
  createStatus,
  deleteStatus,
  listStatuses,
  reorderStatuses,
  updateStatus,
} from '~/features/feedback/server/statuses.server'
import { listRecentActivity } from '~/features/projects/projects.server'
import type { Viewer } from '~/lib/viewer'
import { feedbackBoard, feedbackComment, feedbackItem, feedbackStatus, rateLimit } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { createFeedbackWorld, type FeedbackWorld, type Persona } from '../helpers/feedback-world'
import { duringChange } from '../helpers/held-transaction'
import { expectAppError } from '../helpers/test-orgs'

/** Boards and statuses, managed by editors; each test on a fresh public project. */

let w: FeedbackWorld
beforeAll(async () => {
  w = await createFeedbackWorld()
})
afterAll(() => w.close())

const db = () => w.db

async function freshProject() {
  const row = await w.f.insertProject(w.org, 'public')
  const scope = { orgSlug: w.org.slug, projectSlug: row.slug }
  const accessAs = (who: Persona | Viewer) => getFeedbackAccess(db(), w.viewerOf(who), scope)
  const owner = await accessAs('owner')
  const post = async (boardId: string, title: string) => {
    await db().delete(rateLimit)
    return (await createFeedback(db(), owner, { boardId, title, details: '' })).id
  }
  return { row, accessAs, owner, post }
}

const board = (name: string, teamOnly = false) => ({
  name,
  description: `About ${name}`,
  color: 'green' as const,
  teamOnly,
})
const status = (name: string, category: 'open' | 'active' | 'done' | 'closed' = 'active') => ({
  name,
  color: 'blue' as const,
  category,
  showOnRoadmap: true,
})

/** The field errors of a refused call. */
async function fieldsOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`)
  return { code: error.code, fields: error.fields }
}

describe('boards', () => {
  test('a new project has "Feature requests" and "Bugs"; created boards go last', async () => {
    const { owner, accessAs } = await freshProject()
    expect((await listBoards(db(), owner)).map((each) => each.name)).toEqual(['Feature requests', 'Bugs'])
    const created = await createBoard(db(), owner, board('Integrations'))
    expect(created).toMatchObject({
      name: 'Integrations',
      description: 'About Integrations',
      position: 2,
      itemCount: 0,
    })
    await createBoard(db(), owner, board('Staff ideas', true))
    expect((await listBoards(db(), owner)).map((each) => each.name)).toEqual([
      'Feature requests',
      'Bugs',
      'Integrations',
      'Staff ideas',
    ])
    expect((await listBoards(db(), await accessAs('outsider'))).map((each) => each.name)).toEqual([
      'Feature requests',
      'Bugs',
      'Integrations',
    ])
  })

  test('a name in use (any case) is a CONFLICT with a field error, on create and on rename', async () => {
    const { owner } = await freshProject()
    expect(await fieldsOf(createBoard(db(), owner, board('bugs')))).toEqual({
      code: 'CONFLICT',
      fields: { name: ['A board with this name already exists'] },
    })
    const created = await createBoard(db(), owner, board('Mobile'))
    expect(await fieldsOf(updateBoard(db(), owner, created.id, board('FEATURE REQUESTS')))).toMatchObject({
      code: 'CONFLICT',
    })
    // Keeping its own name is fine.
    expect(await updateBoard(db(), owner, created.id, { ...board('Mobile'), color: 'purple' })).toMatchObject(
      {
        name: 'Mobile',
        color: 'purple',
      },
    )
  })

  test('item counts leave merged items out; the activity feed tells who created a board', async () => {
    const { owner, post, row } = await freshProject()
    const [features] = await listBoards(db(), owner)
    await post(String(features?.id), 'One')
    await post(String(features?.id), 'Two')
    expect((await getBoard(db(), owner, String(features?.id))).itemCount).toBe(2)
    await createBoard(db(), owner, board('Announced'))
    await createBoard(db(), owner, board('Quiet', true))
    const publicFeed = await listRecentActivity(db(), row.id, 20, false)
    expect(publicFeed.map((entry) => entry.summary)).toContain('created the board Announced')
    expect(publicFeed.map((entry) => entry.summary)).not.toContain('created the board Quiet')
  })

  test('reorder: the given order first, boards left out keep theirs after; strangers ids refused', async () => {
    const { owner } = await freshProject()
    const third = await createBoard(db(), owner, board('Third'))
    const [features, bugs] = await listBoards(db(), owner)
    await reorderBoards(db(), owner, [third.id, String(bugs?.id)])
    expect((await listBoards(db(), owner)).map((each) => each.name)).toEqual([
      'Third',
      'Bugs',
      'Feature requests',
    ])
    const other = await freshProject()
    const [foreign] = await listBoards(db(), other.owner)
    await expectAppError(reorderBoards(db(), owner, [String(foreign?.id)]), 'BAD_REQUEST')
    await expectAppError(reorderBoards(db(), owner, [third.id, third.id]), 'BAD_REQUEST')
    expect((await listBoards(db(), owner)).map((each) => each.id)).toEqual([third.id, bugs?.id, features?.id])
  })

  test('getBoard: a board of another project, or none, is not found', async () => {
    const { owner } = await freshProject()
    const other = await freshProject()
    const [foreign] = await listBoards(db(), other.owner)
    await expectAppError(getBoard(db(), owner, String(foreign?.id)), 'NOT_FOUND', 'Board not found')
    await expectAppError(getBoard(db(), owner, 'missing'), 'NOT_FOUND', 'Board not found')
    await expectAppError(updateBoard(db(), owner, String(foreign?.id), board('Hijack')), 'NOT_FOUND')
    await expectAppError(
      deleteBoard(db(), owner, { boardId: String(foreign?.id), moveItemsTo: null }),
      'NOT_FOUND',
    )
    expect((await getBoard(db(), other.owner, String(foreign?.id))).name).toBe('Feature requests')
  })

  test('deleting a board with items: move them to another board', async () => {
    const { owner, post } = await freshProject()
    const [features, bugs] = await listBoards(db(), owner)
    const ids = [await post(String(bugs?.id), 'Crash'), await post(String(bugs?.id), 'Freeze')]
    expect(
      await fieldsOf(deleteBoard(db(), owner, { boardId: String(bugs?.id), moveItemsTo: String(bugs?.id) })),
    ).toEqual({
      code: 'BAD_REQUEST',
      fields: { moveItemsTo: ['Choose another board for the items'] },
    })
    const other = await freshProject()
    const [foreign] = await listBoards(db(), other.owner)
    await expectAppError(
      deleteBoard(db(), owner, { boardId: String(bugs?.id), moveItemsTo: String(foreign?.id) }),
      'NOT_FOUND',
    )
    expect((await getBoard(db(), owner, String(bugs?.id))).itemCount).toBe(2)

    expect(
      await deleteBoard(db(), owner, { boardId: String(bugs?.id), moveItemsTo: String(features?.id) }),
    ).toEqual({
      deleted: bugs?.id,
      movedTo: features?.id,
    })
    const moved = await db()
      .select()
      .from(feedbackItem)
      .where(eq(feedbackItem.boardId, String(features?.id)))
    expect(moved.map((item) => item.id).sort()).toEqual([...ids].sort())
    expect((await listBoards(db(), owner)).map((each) => [each.name, each.itemCount])).toEqual([
      ['Feature requests', 2],
    ])
  })

  test('deleting a board with its items needs its name typed exactly', async () => {
    const { owner, post } = await freshProject()
    const [, bugs] = await listBoards(db(), owner)
    const id = await post(String(bugs?.id), 'Doomed')
    await addComment(db(), owner, id, { body: 'bye', internal: false })
    expect(
      await fieldsOf(deleteBoard(db(), owner, { boardId: String(bugs?.id), moveItemsTo: null })),
    ).toEqual({
      code: 'BAD_REQUEST',
      fields: { confirmName: ['Type "Bugs" to confirm'] },
    })
    await expectAppError(
      deleteBoard(db(), owner, { boardId: String(bugs?.id), moveItemsTo: null, confirmName: 'bugs' }),
      'BAD_REQUEST',
      "Type the board's name to delete it with its 1 item",
    )
    expect(await db().select().from(feedbackItem).where(eq(feedbackItem.id, id))).toHaveLength(1)

    await deleteBoard(db(), owner, { boardId: String(bugs?.id), moveItemsTo: null, confirmName: ' Bugs ' })
    expect(await db().select().from(feedbackItem).where(eq(feedbackItem.id, id))).toEqual([])
    expect(await db().select().from(feedbackComment).where(eq(feedbackComment.itemId, id))).toEqual([])
    await expectAppError(getBoard(db(), owner, String(bugs?.id)), 'NOT_FOUND')
  })

  test('an empty board is deleted without questions', async () => {
    const { owner } = await freshProject()
    const spare = await createBoard(db(), owner, board('Spare'))
    expect(await deleteBoard(db(), owner, { boardId: spare.id, moveItemsTo: null })).toEqual({
      deleted: spare.id,
      movedTo: null,
    })
  })
})

describe('statuses', () => {
  test('the six defaults in order; created ones go last; names are unique (any case)', async () => {
    const { owner, row } = await freshProject()
    expect(
      (await listStatuses(db(), row.id)).map((each) => [each.name, each.category, each.showOnRoadmap]),
    ).toEqual([
      ['Open', 'open', false],
      ['Under review', 'open', false],
      ['Planned', 'active', true],
      ['In progress', 'active', true],
      ['Complete', 'done', true],
      ['Closed', 'closed', false],
    ])
    expect(await createStatus(db(), owner, status('Beta'))).toMatchObject({ name: 'Beta', position: 6 })
    expect(await fieldsOf(createStatus(db(), owner, status('beta')))).toEqual({
      code: 'CONFLICT',
      fields: { name: ['A status with this name already exists'] },
    })
    const [open] = await listStatuses(db(), row.id)
    await expectAppError(updateStatus(db(), owner, String(open?.id), status('PLANNED')), 'CONFLICT')
    expect(await updateStatus(db(), owner, String(open?.id), status('New', 'open'))).toMatchObject({
      name: 'New',
      category: 'open',
      color: 'blue',
    })
  })

  test('reorder, as for boards', async () => {
    const { owner, row } = await freshProject()
    const before = await listStatuses(db(), row.id)
    const closed = before.find((each) => each.name === 'Closed')
    await reorderStatuses(db(), owner, [String(closed?.id)])
    expect((await listStatuses(db(), row.id)).map((each) => each.name)).toEqual([
      'Closed',
      'Open',
      'Under review',
      'Planned',
      'In progress',
      'Complete',
    ])
    await expectAppError(reorderStatuses(db(), owner, ['not-a-status']), 'BAD_REQUEST')
  })

  test('deleting a status in use needs a status to move its items to', async () => {
    const { owner, row, post } = await freshProject()
    const [features] = await listBoards(db(), owner)
    const id = await post(String(features?.id), 'Starts open')
    const statuses = await listStatuses(db(), row.id)
    const open = String(statuses[0]?.id)
    const review = String(statuses[1]?.id)
    expect(await fieldsOf(deleteStatus(db(), owner, { statusId: open, reassignTo: null }))).toEqual({
      code: 'BAD_REQUEST',
      fields: { reassignTo: ['Choose the status its items move to'] },
    })
    await expectAppError(deleteStatus(db(), owner, { statusId: open, reassignTo: open }), 'BAD_REQUEST')
    const other = await freshProject()
    const [foreign] = await listStatuses(db(), other.row.id)
    await expectAppError(
      deleteStatus(db(), owner, { statusId: open, reassignTo: String(foreign?.id) }),
      'NOT_FOUND',
      'Status not found',
    )
    expect((await w.itemRow(id)).statusId).toBe(open)

    expect(await deleteStatus(db(), owner, { statusId: open, reassignTo: review })).toEqual({ deleted: open })
    expect((await w.itemRow(id)).statusId).toBe(review)
    // An unused status goes without questions.
    const closed = String(statuses[5]?.id)
    await deleteStatus(db(), owner, { statusId: closed, reassignTo: null })
    expect((await listStatuses(db(), row.id)).map((each) => each.name)).toEqual([
      'Under review',
      'Planned',
      'In progress',
      'Complete',
    ])
  })

  test('the last status cannot be deleted', async () => {
    const { owner, row } = await freshProject()
    const statuses = await listStatuses(db(), row.id)
    for (const each of statuses.slice(1))
      await deleteStatus(db(), owner, { statusId: each.id, reassignTo: null })
    await expectAppError(
      deleteStatus(db(), owner, { statusId: String(statuses[0]?.id), reassignTo: null }),
      'CONFLICT',
      'A project needs at least one status',
    )
    expect(await listStatuses(db(), row.id)).toHaveLength(1)
  })

  test('a status of another project cannot be changed through this one', async () => {
    const { owner } = await freshProject()
    const other = await freshProject()
    const [foreign] = await listStatuses(db(), other.row.id)
    await expectAppError(updateStatus(db(), owner, String(foreign?.id), status('Stolen')), 'NOT_FOUND')
    await expectAppError(
      deleteStatus(db(), owner, { statusId: String(foreign?.id), reassignTo: null }),
      'NOT_FOUND',
    )
    expect((await listStatuses(db(), other.row.id))[0]?.name).toBe('Open')
  })
})

// On PostgreSQL (TEST_DATABASE_URL) the writes really wait for the deletion: they read the board or status
// without a lock, so the item's foreign key failed at the deletion's commit (a 500), or the item was deleted
// with the board after its author was told it was posted.
describe('writes racing a deletion', () => {
  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => 'ok',
      (error: unknown) => (isAppError(error) ? `${error.code}: ${error.message}` : String(error)),
    )

  test('posting to a board being deleted is refused as a board to choose', async () => {
    const { owner, row } = await freshProject()
    const { id: boardId } = await createBoard(db(), owner, board('Going away'))
    await db().delete(rateLimit)
    const result = await duringChange(
      db(),
      (tx) => tx.delete(feedbackBoard).where(eq(feedbackBoard.id, boardId)),
      () => outcome(createFeedback(db(), owner, { boardId, title: 'Just in time', details: '' })),
    )
    expect(result).toBe('BAD_REQUEST: Choose a board')
    expect(await db().select().from(feedbackItem).where(eq(feedbackItem.projectId, row.id))).toEqual([])
  })

  test('moving an item to a board being deleted, or to a status being deleted, is not found', async () => {
    const { owner, row, post } = await freshProject()
    const [features] = await listBoards(db(), owner)
    const id = await post(String(features?.id), 'Moves late')
    const { id: boardId } = await createBoard(db(), owner, board('Also going'))
    expect(
      await duringChange(
        db(),
        (tx) => tx.delete(feedbackBoard).where(eq(feedbackBoard.id, boardId)),
        () => outcome(moveFeedback(db(), owner, id, boardId)),
      ),
    ).toMatch(/^NOT_FOUND/)
    const { id: statusId } = await createStatus(db(), owner, status('Short-lived'))
    expect(
      await duringChange(
        db(),
        (tx) => tx.delete(feedbackStatus).where(eq(feedbackStatus.id, statusId)),
        () => outcome(setFeedbackStatus(db(), owner, id, { statusId })),
      ),
    ).toBe('NOT_FOUND: Status not found')
    const item = await w.itemRow(id)
    expect([item.boardId, item.statusId]).toEqual([features?.id, (await listStatuses(db(), row.id))[0]?.id])
  })

  test('a new item does not start in a status deleted meanwhile', async () => {
    const { owner, row, post } = await freshProject()
    const [features] = await listBoards(db(), owner)
    const [open] = await listStatuses(db(), row.id)
    const id = await duringChange(
      db(),
      async (tx) => {
        await tx
          .update(feedbackItem)
          .set({ statusId: String((await listStatuses(tx, row.id))[1]?.id) })
          .where(eq(feedbackItem.projectId, row.id))
        await tx.delete(feedbackStatus).where(eq(feedbackStatus.id, String(open?.id)))
      },
      () => post(String(features?.id), 'Born during a deletion'),
    )
    expect((await w.itemRow(id)).statusId).not.toBe(open?.id)
  })

  test('two boards, or two statuses, given one name at once: one is made, the other is a CONFLICT', async () => {
    const { owner, row, accessAs } = await freshProject()
    const admin = await accessAs('admin')
    const boards = await Promise.all([
      outcome(createBoard(db(), owner, board('Same time'))),
      outcome(createBoard(db(), admin, board('same TIME'))),
    ])
    expect(boards.map((result) => result.split(':')[0]).sort()).toEqual(['CONFLICT', 'ok'])
    const statuses = await Promise.all([
      outcome(createStatus(db(), owner, status('Same time'))),
      outcome(createStatus(db(), admin, status('same TIME'))),
    ])
    expect(statuses.map((result) => result.split(':')[0]).sort()).toEqual(['CONFLICT', 'ok'])
    const names = (await listStatuses(db(), row.id)).map((each) => each.name.toLowerCase())
    expect(names.filter((name) => name === 'same time')).toHaveLength(1)
  })

  test('two editors deleting the last two statuses at once leave one', async () => {
    const { owner, row, accessAs } = await freshProject()
    const statuses = await listStatuses(db(), row.id)
    for (const each of statuses.slice(2))
      await deleteStatus(db(), owner, { statusId: each.id, reassignTo: null })
    const adminHere = await accessAs('admin')
    const results = await Promise.all([
      outcome(deleteStatus(db(), owner, { statusId: String(statuses[0]?.id), reassignTo: null })),
      outcome(deleteStatus(db(), adminHere, { statusId: String(statuses[1]?.id), reassignTo: null })),
    ])
    expect(results.sort()).toEqual(['CONFLICT: A project needs at least one status', 'ok'])
    expect(await listStatuses(db(), row.id)).toHaveLength(1)
  })
})
