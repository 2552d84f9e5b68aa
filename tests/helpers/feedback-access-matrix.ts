import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createBoard,
  deleteBoard,
  getBoard,
  reorderBoards,
  updateBoard,
} from '~/features/feedback/server/boards.server'
import { addComment, deleteComment, editComment } from '~/features/feedback/server/comments.server'
import { type BoardRow, getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { getFeedbackDetail, listTimeline } from '~/features/feedback/server/item-detail.server'
import {
  createFeedback,
  deleteFeedback,
  moveFeedback,
  setCommentsLocked,
  setFeedbackStatus,
  updateFeedback,
} from '~/features/feedback/server/items.server'
import { listFeedback } from '~/features/feedback/server/list.server'
import { mergeFeedback, unmergeFeedback } from '~/features/feedback/server/merge.server'
import {
  createStatus,
  deleteStatus,
  reorderStatuses,
  updateStatus,
} from '~/features/feedback/server/statuses.server'
import { addVoteOnBehalf, setVote } from '~/features/feedback/server/votes.server'
import type { Viewer } from '~/lib/viewer'
import { feedbackItem, feedbackStatus } from '~/server/db/schema'
import { AppError, type ErrorCode } from '~/server/errors'
import {
  createFeedbackWorld,
  type FeedbackWorld,
  PERSONAS,
  type Persona,
  type Visibility,
} from './feedback-world'
import { expectAppError, outcome } from './test-orgs'

/**
 * Every feedback operation × anonymous, outsider (signed in, not a member), member, admin,
 * owner and site admin × public/private project × normal/team-only board, through the server modules that
 * the server functions call, on a real database. Reading the tables: public → anyone reads, signed-in people
 * post, vote and comment; private or team-only → members only, everyone else NOT_FOUND (a refusal that does not
 * depend on the thing existing, like UNAUTHORIZED for anonymous writes or FORBIDDEN for moderation, cannot
 * confirm it exists: see the last describe); moderation and boards/statuses for editors.
 *
 * Run in two files, one per project visibility (tests/integration/feedback-access-matrix-*.test.ts), so that each
 * stays within an integration file's 20 s and the two run side by side.
 */

const OK = 'ok'
const NF = 'NOT_FOUND'
const UA = 'UNAUTHORIZED'
const FB = 'FORBIDDEN'
const BR = 'BAD_REQUEST'
/** Does not apply: this persona cannot have an item or comment of their own here. */
const NA = 'n/a'

type Op =
  | 'read the board list'
  | 'read an item'
  | 'read the timeline'
  | 'read the board'
  | 'post'
  | 'vote'
  | 'comment'
  | 'internal note'
  | 'edit own item'
  | "edit another's item"
  | 'delete own item'
  | "delete another's item"
  | 'edit own comment'
  | "edit another's comment"
  | "delete another's comment"
  | 'change status'
  | 'move to a board'
  | 'lock comments'
  | 'merge'
  | 'unmerge'
  | 'vote on behalf'
  | 'create a board'
  | 'edit the board'
  | 'reorder boards'
  | 'delete a board'
  | 'create a status'
  | 'edit a status'
  | 'reorder statuses'
  | 'delete a status'

type Row = [
  anonymous: string,
  outsider: string,
  member: string,
  admin: string,
  owner: string,
  siteAdmin: string,
]

// biome-ignore format: a table reads best aligned
const publicNormalBoard: Record<Op, Row> = {
  //                           anonymous outsider member admin owner siteAdmin
  'read the board list':       [OK, OK, OK, OK, OK, OK],
  'read an item':              [OK, OK, OK, OK, OK, OK],
  'read the timeline':         [OK, OK, OK, OK, OK, OK],
  'read the board':            [OK, OK, OK, OK, OK, OK],
  'post':                      [UA, OK, OK, OK, OK, OK],
  'vote':                      [UA, OK, OK, OK, OK, OK],
  'comment':                   [UA, OK, OK, OK, OK, OK],
  'internal note':             [UA, FB, OK, OK, OK, OK],
  'edit own item':             [NA, OK, OK, OK, OK, OK],
  "edit another's item":       [UA, FB, FB, OK, OK, OK],
  'delete own item':           [NA, OK, OK, OK, OK, OK],
  "delete another's item":     [UA, FB, FB, OK, OK, OK],
  'edit own comment':          [NA, OK, OK, OK, OK, OK],
  "edit another's comment":    [UA, FB, FB, FB, FB, FB],
  "delete another's comment":  [UA, FB, FB, OK, OK, OK],
  'change status':             [UA, FB, FB, OK, OK, OK],
  'move to a board':           [UA, FB, FB, OK, OK, OK],
  'lock comments':             [UA, FB, FB, OK, OK, OK],
  'merge':                     [UA, FB, FB, OK, OK, OK],
  'unmerge':                   [UA, FB, FB, OK, OK, OK],
  'vote on behalf':            [UA, FB, FB, OK, OK, OK],
  'create a board':            [UA, FB, FB, OK, OK, OK],
  'edit the board':            [UA, FB, FB, OK, OK, OK],
  'reorder boards':            [UA, FB, FB, OK, OK, OK],
  'delete a board':            [UA, FB, FB, OK, OK, OK],
  'create a status':           [UA, FB, FB, OK, OK, OK],
  'edit a status':             [UA, FB, FB, OK, OK, OK],
  'reorder statuses':          [UA, FB, FB, OK, OK, OK],
  'delete a status':           [UA, FB, FB, OK, OK, OK],
}

// A team-only board of a public project: hidden from non-members like a thing that does not exist. Checks
// that come before any lookup (sign in first; moderation is for editors) answer as they would for any id.
// biome-ignore format: a table reads best aligned
const publicTeamOnlyBoard: Record<Op, Row> = {
  //                           anonymous outsider member admin owner siteAdmin
  'read the board list':       [NF, NF, OK, OK, OK, OK],
  'read an item':              [NF, NF, OK, OK, OK, OK],
  'read the timeline':         [NF, NF, OK, OK, OK, OK],
  'read the board':            [NF, NF, OK, OK, OK, OK],
  'post':                      [UA, BR, OK, OK, OK, OK],
  'vote':                      [UA, NF, OK, OK, OK, OK],
  'comment':                   [UA, NF, OK, OK, OK, OK],
  'internal note':             [UA, FB, OK, OK, OK, OK],
  'edit own item':             [NA, NA, OK, OK, OK, OK],
  "edit another's item":       [NF, NF, FB, OK, OK, OK],
  'delete own item':           [NA, NA, OK, OK, OK, OK],
  "delete another's item":     [NF, NF, FB, OK, OK, OK],
  'edit own comment':          [NA, NA, OK, OK, OK, OK],
  "edit another's comment":    [UA, NF, FB, FB, FB, FB],
  "delete another's comment":  [UA, NF, FB, OK, OK, OK],
  'change status':             [UA, FB, FB, OK, OK, OK],
  'move to a board':           [UA, FB, FB, OK, OK, OK],
  'lock comments':             [UA, FB, FB, OK, OK, OK],
  'merge':                     [UA, FB, FB, OK, OK, OK],
  'unmerge':                   [UA, FB, FB, OK, OK, OK],
  'vote on behalf':            [UA, FB, FB, OK, OK, OK],
  'create a board':            [UA, FB, FB, OK, OK, OK],
  'edit the board':            [UA, FB, FB, OK, OK, OK],
  'reorder boards':            [UA, FB, FB, OK, OK, OK],
  'delete a board':            [UA, FB, FB, OK, OK, OK],
  'create a status':           [UA, FB, FB, OK, OK, OK],
  'edit a status':             [UA, FB, FB, OK, OK, OK],
  'reorder statuses':          [UA, FB, FB, OK, OK, OK],
  'delete a status':           [UA, FB, FB, OK, OK, OK],
}

/** In a private project, members and editors have the rights they have in a public one; others see nothing. */
function privateProject(table: Record<Op, Row>): Record<Op, Row> {
  const nothing = (row: Row): Row => [NF, NF, row[2], row[3], row[4], row[5]]
  return Object.fromEntries(Object.entries(table).map(([op, row]) => [op, nothing(row)])) as Record<Op, Row>
}

const scenarios: { name: string; visibility: Visibility; teamOnly: boolean; table: Record<Op, Row> }[] = [
  { name: 'public project, normal board', visibility: 'public', teamOnly: false, table: publicNormalBoard },
  {
    name: 'public project, team-only board',
    visibility: 'public',
    teamOnly: true,
    table: publicTeamOnlyBoard,
  },
  {
    name: 'private project, normal board',
    visibility: 'private',
    teamOnly: false,
    table: privateProject(publicNormalBoard),
  },
  {
    name: 'private project, team-only board',
    visibility: 'private',
    teamOnly: true,
    table: privateProject(publicNormalBoard),
  },
]

/**
 * One scenario of the matrix (a project's visibility, a normal or a team-only board), as a test file's whole
 * content: one file per scenario, so the four run side by side.
 */
export function describeFeedbackAccessMatrix(visibility: Visibility, board: 'normal' | 'team-only') {
  let w: FeedbackWorld
  /** A member who writes the items and comments that are "another's" for every persona. */
  let author: Viewer

  beforeAll(async () => {
    w = await createFeedbackWorld()
    author = await w.insertUser('author', { memberOfOrg: true })
  })
  afterAll(() => w.close())

  type Scene = { persona: Persona; visibility: Visibility; board: BoardRow; shared: { itemId: string } }

  const db = () => w.db
  const as = (scene: Scene) => w.access(scene.persona, scene.visibility)

  /** An item by the author (with one comment) on the scene's board. */
  async function authorsItem(scene: Pick<Scene, 'visibility' | 'board'>, title = 'Dark mode for the editor') {
    const { id } = await w.post(author, title, { visibility: scene.visibility, boardId: scene.board.id })
    const comment = await addComment(db(), await w.access(author, scene.visibility), id, {
      body: 'Please, my eyes hurt at night',
      internal: false,
    })
    return { itemId: id, commentId: comment.id }
  }

  /** An item (and a comment on it) by the persona itself. */
  async function ownItem(scene: Scene) {
    const { id } = await w.post(w.viewerOf(scene.persona) as Viewer, 'My own idea', {
      visibility: scene.visibility,
      boardId: scene.board.id,
    })
    return id
  }

  const ownerAccess = (scene: Scene) => w.access('owner', scene.visibility)

  const boardForm = (name: string, teamOnly: boolean) => ({
    name,
    description: '',
    color: 'teal' as const,
    teamOnly,
  })
  const statusForm = (name: string) => ({
    name,
    color: 'gray' as const,
    category: 'open' as const,
    showOnRoadmap: false,
  })

  /** Each operation: setup with rights of its own (the owner, the author), then the call as the persona. */
  const operations: Record<Op, (scene: Scene) => Promise<unknown>> = {
    'read the board list': async (scene) =>
      listFeedback(db(), await as(scene), { board: scene.board.id, sort: 'new' }),
    'read an item': async (scene) => getFeedbackDetail(db(), await as(scene), scene.shared.itemId),
    'read the timeline': async (scene) => listTimeline(db(), await as(scene), scene.shared.itemId),
    'read the board': async (scene) => getBoard(db(), await as(scene), scene.board.id),
    post: async (scene) =>
      createFeedback(db(), await as(scene), { boardId: scene.board.id, title: 'Export to CSV', details: '' }),
    vote: async (scene) => {
      const { itemId } = await authorsItem(scene)
      const result = await outcome(async () => setVote(db(), await as(scene), itemId, true))
      expect((await w.itemRow(itemId)).voteCount).toBe(result === OK ? 2 : 1)
      return rethrow(result)
    },
    comment: async (scene) => {
      const { itemId } = await authorsItem(scene)
      return addComment(db(), await as(scene), itemId, { body: 'Me too', internal: false })
    },
    'internal note': async (scene) => {
      const { itemId } = await authorsItem(scene)
      return addComment(db(), await as(scene), itemId, { body: 'Customer X asked too', internal: true })
    },
    'edit own item': async (scene) => {
      const id = await ownItem(scene)
      return updateFeedback(db(), await as(scene), id, { title: 'My own idea, clearer', details: 'more' })
    },
    "edit another's item": async (scene) => {
      const { itemId } = await authorsItem(scene)
      const result = await outcome(async () =>
        updateFeedback(db(), await as(scene), itemId, { title: 'Vandalised', details: '' }),
      )
      expect((await w.itemRow(itemId)).title).toBe(result === OK ? 'Vandalised' : 'Dark mode for the editor')
      return rethrow(result)
    },
    'delete own item': async (scene) => deleteFeedback(db(), await as(scene), await ownItem(scene)),
    "delete another's item": async (scene) => {
      const { itemId } = await authorsItem(scene)
      const result = await outcome(async () => deleteFeedback(db(), await as(scene), itemId))
      const rows = await db().select().from(feedbackItem).where(eq(feedbackItem.id, itemId))
      expect(rows).toHaveLength(result === OK ? 0 : 1)
      return rethrow(result)
    },
    'edit own comment': async (scene) => {
      const { itemId } = await authorsItem(scene)
      const access = await as(scene)
      const { id } = await addComment(db(), access, itemId, { body: 'First thought', internal: false })
      return editComment(db(), access, itemId, id, 'Second thought')
    },
    "edit another's comment": async (scene) => {
      const { itemId, commentId } = await authorsItem(scene)
      return editComment(db(), await as(scene), itemId, commentId, 'Rewritten')
    },
    "delete another's comment": async (scene) => {
      const { itemId, commentId } = await authorsItem(scene)
      return deleteComment(db(), await as(scene), itemId, commentId)
    },
    'change status': async (scene) => {
      const { itemId } = await authorsItem(scene)
      const planned = (await w.statusesOf(scene.visibility)).find((status) => status.name === 'Planned')
      return setFeedbackStatus(db(), await as(scene), itemId, { statusId: String(planned?.id) })
    },
    'move to a board': async (scene) => {
      const { itemId } = await authorsItem(scene)
      const other = (await w.boardsOf(scene.visibility)).find(
        (board) => board.id !== scene.board.id && board.teamOnly === scene.board.teamOnly,
      )
      return moveFeedback(db(), await as(scene), itemId, String(other?.id))
    },
    'lock comments': async (scene) => {
      const { itemId } = await authorsItem(scene)
      return setCommentsLocked(db(), await as(scene), itemId, true)
    },
    merge: async (scene) => {
      const source = await authorsItem(scene, 'Night mode')
      const target = await authorsItem(scene)
      return mergeFeedback(db(), await as(scene), source.itemId, target.itemId)
    },
    unmerge: async (scene) => {
      const source = await authorsItem(scene, 'Night mode')
      const target = await authorsItem(scene)
      await mergeFeedback(db(), await ownerAccess(scene), source.itemId, target.itemId)
      return unmergeFeedback(db(), await as(scene), source.itemId)
    },
    'vote on behalf': async (scene) => {
      const { itemId } = await authorsItem(scene)
      const customer = await w.insertUser('customer', { memberOfOrg: true })
      return addVoteOnBehalf(db(), await as(scene), itemId, customer.email)
    },
    'create a board': async (scene) =>
      createBoard(db(), await as(scene), boardForm(`Board ${crypto.randomUUID()}`, scene.board.teamOnly)),
    'edit the board': async (scene) =>
      updateBoard(db(), await as(scene), scene.board.id, boardForm(scene.board.name, scene.board.teamOnly)),
    'reorder boards': async (scene) => {
      const ids = (await w.boardsOf(scene.visibility)).map((board) => board.id)
      return reorderBoards(db(), await as(scene), ids)
    },
    'delete a board': async (scene) => {
      const doomed = await w.insertBoard(
        scene.visibility,
        `Doomed ${crypto.randomUUID()}`,
        scene.board.teamOnly,
      )
      return deleteBoard(db(), await as(scene), { boardId: doomed.id, moveItemsTo: null })
    },
    'create a status': async (scene) =>
      createStatus(db(), await as(scene), statusForm(`S ${crypto.randomUUID().slice(0, 8)}`)),
    'edit a status': async (scene) => {
      const [first] = await w.statusesOf(scene.visibility)
      return updateStatus(db(), await as(scene), String(first?.id), statusForm(String(first?.name)))
    },
    'reorder statuses': async (scene) => {
      const ids = (await w.statusesOf(scene.visibility)).map((status) => status.id)
      return reorderStatuses(db(), await as(scene), ids)
    },
    'delete a status': async (scene) => {
      const [doomed] = await db()
        .insert(feedbackStatus)
        .values({
          projectId: w.projects[scene.visibility].id,
          name: `Doomed ${crypto.randomUUID()}`,
          category: 'open',
        })
        .returning()
      return deleteStatus(db(), await as(scene), { statusId: String(doomed?.id), reassignTo: null })
    },
  }

  /** Turns an outcome back into the same refusal, for operations that check the stored state first. */
  function rethrow(result: string) {
    if (result !== OK) throw new AppError(result as ErrorCode, result)
  }

  const chosen = scenarios.filter(
    (scenario) => scenario.visibility === visibility && scenario.teamOnly === (board === 'team-only'),
  )
  describe.each(chosen)('$name', (scenario) => {
    let board: BoardRow
    let shared: { itemId: string }

    beforeAll(async () => {
      board = scenario.teamOnly
        ? await w.insertBoard(scenario.visibility, `Internal ${crypto.randomUUID().slice(0, 8)}`, true)
        : await w.defaultBoard(scenario.visibility)
      // A second board of the same kind, for "move to a board".
      if (scenario.teamOnly)
        await w.insertBoard(scenario.visibility, `Internal ${crypto.randomUUID().slice(0, 8)}`, true)
      shared = await authorsItem({ visibility: scenario.visibility, board })
    })

    describe.each(PERSONAS.map((persona, column) => ({ persona, column })))(
      '$persona',
      ({ persona, column }) => {
        const cases = (Object.entries(scenario.table) as [Op, Row][])
          .map(([op, row]) => ({ op, expected: row[column] as string }))
          .filter((entry) => entry.expected !== NA)

        test.each(cases)('$op → $expected', async ({ op, expected }) => {
          const scene: Scene = { persona, visibility: scenario.visibility, board, shared }
          expect(await outcome(() => operations[op](scene))).toBe(expected)
        })
      },
    )
  })

  // With the private project's normal board: refusals that hide whether a thing exists are about what is private.
  if (visibility === 'private' && board === 'normal')
    describe('refusals that cannot confirm that something exists', () => {
      test('a hidden item and a made-up id give an outsider the same answers', async () => {
        const hiddenBoard = await w.insertBoard('public', 'Roadmap drafts', true)
        const { itemId } = await authorsItem({ visibility: 'public', board: hiddenBoard })
        const access = await w.access('outsider')
        for (const id of [itemId, 'no-such-item']) {
          await expectAppError(getFeedbackDetail(db(), access, id), NF, 'Feedback not found')
          await expectAppError(setVote(db(), access, id, true), NF, 'Feedback not found')
          await expectAppError(
            setFeedbackStatus(db(), access, id, { statusId: 'x' }),
            FB,
            'You are not allowed to access resource: feedback',
          )
        }
        for (const boardId of [hiddenBoard.id, 'no-such-board']) {
          await expectAppError(getBoard(db(), access, boardId), NF, 'Board not found')
          await expectAppError(
            createFeedback(db(), access, {
              boardId,
              title: 'Sneaky',
              details: '',
            }),
            BR,
            'Choose a board',
          )
        }
      })

      test('a private project answers like a project that does not exist', async () => {
        for (const persona of ['anonymous', 'outsider'] as const) {
          await expectAppError(w.access(persona, 'private'), NF, 'Project not found')
        }
        await expectAppError(
          getFeedbackAccess(db(), null, { orgSlug: w.org.slug, projectSlug: 'no-such-project' }),
          NF,
          'Project not found',
        )
      })

      test("an item of another project is not found through this project's access", async () => {
        const { id } = await w.post('owner', 'Private thought', { visibility: 'private' })
        await expectAppError(getFeedbackDetail(db(), await w.access('owner', 'public'), id), NF)
        const [privateBoard] = await w.boardsOf('private')
        await expectAppError(getBoard(db(), await w.access('owner', 'public'), String(privateBoard?.id)), NF)
      })

      test('the detail tells each persona what it may do, as the matrix does', async () => {
        const { itemId } = await authorsItem({ visibility: 'public', board: await w.defaultBoard('public') })
        const expected: Record<
          Persona,
          { vote: boolean; internalNote: boolean; edit: boolean; moderate: boolean }
        > = {
          anonymous: { vote: false, internalNote: false, edit: false, moderate: false },
          outsider: { vote: true, internalNote: false, edit: false, moderate: false },
          member: { vote: true, internalNote: true, edit: false, moderate: false },
          admin: { vote: true, internalNote: true, edit: true, moderate: true },
          owner: { vote: true, internalNote: true, edit: true, moderate: true },
          siteAdmin: { vote: true, internalNote: true, edit: true, moderate: true },
        }
        for (const persona of PERSONAS) {
          const detail = await getFeedbackDetail(db(), await w.access(persona), itemId)
          expect('can' in detail && detail.can, persona).toMatchObject(expected[persona])
        }
      })
    })
}
