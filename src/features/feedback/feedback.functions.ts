import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { visitorIdOf } from '~/server/anonymous-visitor.server'
import { getAppContext } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { shareAnswerWithAnonymousVisitors } from '~/server/request-context.server'
import { forRoute } from '~/server/route-errors.server'
import {
  addCommentSchema,
  anonymousVotesSchema,
  boardRefSchema,
  commentRefSchema,
  companyVoteSchema,
  createBoardSchema,
  createFeedbackSchema,
  createStatusSchema,
  deleteBoardSchema,
  deleteStatusSchema,
  demandWeightsSchema,
  editCommentSchema,
  itemDemandSchema,
  itemScopeSchema,
  listFeedbackSchema,
  lockCommentsSchema,
  mergeSchema,
  moveItemSchema,
  moveRoadmapCardSchema,
  type ProjectScope,
  projectScopeSchema,
  reorderSchema,
  roadmapSchema,
  setStatusSchema,
  similarFeedbackSchema,
  updateBoardSchema,
  updateFeedbackSchema,
  updateStatusSchema,
  voteOnBehalfSchema,
  voteSchema,
} from './feedback.schemas'
import { getRoadmap, moveRoadmapCard } from './roadmap/roadmap.server'
import { listAnonymousVotes } from './server/anonymous.server'
import {
  createBoard,
  deleteBoard,
  getBoard,
  listBoards,
  reorderBoards,
  updateBoard,
} from './server/boards.server'
import { addComment, deleteComment, editComment } from './server/comments.server'
import {
  companiesToPick,
  demandWeightsOf,
  getItemDemand,
  listSegments,
  plansOf,
  quoteCandidates,
  recordCompanyVote,
  segmentScopeOf,
  setDemandWeights,
} from './server/demand.server'
import type { FeedbackAccess } from './server/feedback-access.server'
import { getFeedbackDetail, listTimeline } from './server/item-detail.server'
import {
  createFeedback,
  deleteFeedback,
  moveFeedback,
  setCommentsLocked,
  setFeedbackStatus,
  updateFeedback,
} from './server/items.server'
import { feedbackOverview, findSimilarFeedback, listFeedback } from './server/list.server'
import { mergeFeedback, unmergeFeedback } from './server/merge.server'
import {
  createStatus,
  deleteStatus,
  listStatuses,
  reorderStatuses,
  updateStatus,
} from './server/statuses.server'
import { addVoteOnBehalf, setVote } from './server/votes.server'
import { withFeedback } from './server/with-feedback.server'

/**
 * A read whose answer to an anonymous visitor depends only on its input and the data (no anonymous visitor
 * has a vote, a follow or an own comment): the page cache may give it to the next one. Every viewer of a public
 * project asks for these again after each live change, which also empties the cache.
 */
function readFeedback<T>(scope: ProjectScope, run: (db: Database, access: FeedbackAccess) => Promise<T>) {
  shareAnswerWithAnonymousVisitors()
  return withFeedback(scope, run)
}

// Reads. Route loaders call these: a missing or hidden thing becomes the route's not-found view (HTTP 404).

/** The boards (with item counts) and statuses of a project's feedback. */
export const getFeedbackSetupFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(({ data }) =>
    forRoute(() =>
      readFeedback(data, async (db, access) => ({
        boards: await listBoards(db, access),
        statuses: await listStatuses(db, access.project.id),
        projectId: access.project.id,
        isMember: access.isMember,
        // Members follow the organisation's topic (theirs only) for its segments and plans.
        organizationId: access.isMember ? access.organization.id : null,
        // The plans of the organisation's customers, for the members' filter; nobody else learns of them.
        plans: access.isMember ? await plansOf(db, access.organization.id) : [],
        // The organisation's saved segments, likewise for members only.
        segments: await listSegments(db, segmentScopeOf(access)),
      })),
    ),
  )

/** The features.feedback({projectSlug}) query, with the list's filters and a keyset cursor. */
export const listFeedbackFn = createServerFn({ method: 'GET' })
  .validator(listFeedbackSchema)
  .handler(({ data: { orgSlug, projectSlug, ...input } }) =>
    forRoute(() => readFeedback({ orgSlug, projectSlug }, (db, access) => listFeedback(db, access, input))),
  )

/** The feedbackBoard.get({_id, projectSlug, orgSlug}) query. */
export const getBoardFn = createServerFn({ method: 'GET' })
  .validator(boardRefSchema)
  .handler(({ data }) => forRoute(() => readFeedback(data, (db, access) => getBoard(db, access, data._id))))

export const getFeedbackFn = createServerFn({ method: 'GET' })
  .validator(itemScopeSchema)
  .handler(({ data }) =>
    forRoute(() => readFeedback(data, (db, access) => getFeedbackDetail(db, access, data.feedbackId))),
  )

export const getFeedbackTimelineFn = createServerFn({ method: 'GET' })
  .validator(itemScopeSchema)
  .handler(({ data }) =>
    forRoute(() => readFeedback(data, (db, access) => listTimeline(db, access, data.feedbackId))),
  )

export const findSimilarFeedbackFn = createServerFn({ method: 'GET' })
  .validator(similarFeedbackSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => findSimilarFeedback(db, access, data.title)))

export const getFeedbackOverviewFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(({ data }) => forRoute(() => readFeedback(data, (db, access) => feedbackOverview(db, access))))

// Items, votes and comments.

export const createFeedbackFn = createServerFn({ method: 'POST' })
  .validator(createFeedbackSchema)
  .handler(({ data: { orgSlug, projectSlug, ...input } }) =>
    withFeedback({ orgSlug, projectSlug }, (db, access) => createFeedback(db, access, input)),
  )

export const updateFeedbackFn = createServerFn({ method: 'POST' })
  .validator(updateFeedbackSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) =>
      updateFeedback(db, access, data.feedbackId, { title: data.title, details: data.details }),
    ),
  )

export const deleteFeedbackFn = createServerFn({ method: 'POST' })
  .validator(itemScopeSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => deleteFeedback(db, access, data.feedbackId)))

export const voteFn = createServerFn({ method: 'POST' })
  .validator(voteSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => setVote(db, access, data.feedbackId, data.voted, data.importance)),
  )

/** The anonymous visitor's own votes among these items (never shared: it answers per visitor). */
export const anonymousVotesFn = createServerFn({ method: 'GET' })
  .validator(anonymousVotesSchema)
  .handler(async ({ data }) => {
    const app = await getAppContext()
    const visitorId = visitorIdOf(getRequest().headers, app.secret)
    return withFeedback(data, (db, access) => listAnonymousVotes(db, access, visitorId, data.itemIds))
  })

export const voteOnBehalfFn = createServerFn({ method: 'POST' })
  .validator(voteOnBehalfSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => addVoteOnBehalf(db, access, data.feedbackId, data.identifier)),
  )

/** Who stands behind an item: companies, spend, plans and the score (members only; never cached for visitors). */
export const getItemDemandFn = createServerFn({ method: 'GET' })
  .validator(itemDemandSchema)
  .handler(({ data }) =>
    withFeedback(data, async (db, access) => ({
      demand: await getItemDemand(db, access, data.feedbackId),
      companies: await companiesToPick(db, access),
      quoteCandidates: await quoteCandidates(db, access, data.feedbackId),
    })),
  )

export const recordCompanyVoteFn = createServerFn({ method: 'POST' })
  .validator(companyVoteSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) =>
      recordCompanyVote(db, access, data.feedbackId, {
        companyId: data.companyId,
        email: data.email || undefined,
        note: data.note,
        url: data.url,
      }),
    ),
  )

export const getDemandWeightsFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => demandWeightsOf(db, access.project.id)))

export const setDemandWeightsFn = createServerFn({ method: 'POST' })
  .validator(demandWeightsSchema)
  .handler(({ data: { orgSlug, projectSlug, ...weights } }) =>
    withFeedback({ orgSlug, projectSlug }, (db, access) => setDemandWeights(db, access, weights)),
  )

export const setFeedbackStatusFn = createServerFn({ method: 'POST' })
  .validator(setStatusSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) =>
      setFeedbackStatus(db, access, data.feedbackId, {
        statusId: data.statusId,
        comment: data.comment || undefined,
      }),
    ),
  )

export const moveFeedbackFn = createServerFn({ method: 'POST' })
  .validator(moveItemSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => moveFeedback(db, access, data.feedbackId, data.boardId)),
  )

export const lockCommentsFn = createServerFn({ method: 'POST' })
  .validator(lockCommentsSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => setCommentsLocked(db, access, data.feedbackId, data.locked)),
  )

export const mergeFeedbackFn = createServerFn({ method: 'POST' })
  .validator(mergeSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => mergeFeedback(db, access, data.feedbackId, data.targetId)),
  )

export const unmergeFeedbackFn = createServerFn({ method: 'POST' })
  .validator(itemScopeSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => unmergeFeedback(db, access, data.feedbackId)))

export const addCommentFn = createServerFn({ method: 'POST' })
  .validator(addCommentSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) =>
      addComment(db, access, data.feedbackId, { body: data.body, internal: data.internal }),
    ),
  )

export const editCommentFn = createServerFn({ method: 'POST' })
  .validator(editCommentSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => editComment(db, access, data.feedbackId, data.commentId, data.body)),
  )

export const deleteCommentFn = createServerFn({ method: 'POST' })
  .validator(commentRefSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => deleteComment(db, access, data.feedbackId, data.commentId)),
  )

// Boards and statuses (editors).

export const createBoardFn = createServerFn({ method: 'POST' })
  .validator(createBoardSchema)
  .handler(({ data: { orgSlug, projectSlug, ...input } }) =>
    withFeedback({ orgSlug, projectSlug }, (db, access) => createBoard(db, access, input)),
  )

export const updateBoardFn = createServerFn({ method: 'POST' })
  .validator(updateBoardSchema)
  .handler(({ data: { orgSlug, projectSlug, boardId, ...input } }) =>
    withFeedback({ orgSlug, projectSlug }, (db, access) => updateBoard(db, access, boardId, input)),
  )

export const reorderBoardsFn = createServerFn({ method: 'POST' })
  .validator(reorderSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => reorderBoards(db, access, data.ids)))

export const deleteBoardFn = createServerFn({ method: 'POST' })
  .validator(deleteBoardSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => deleteBoard(db, access, data)))

export const createStatusFn = createServerFn({ method: 'POST' })
  .validator(createStatusSchema)
  .handler(({ data: { orgSlug, projectSlug, ...input } }) =>
    withFeedback({ orgSlug, projectSlug }, (db, access) => createStatus(db, access, input)),
  )

export const updateStatusFn = createServerFn({ method: 'POST' })
  .validator(updateStatusSchema)
  .handler(({ data: { orgSlug, projectSlug, statusId, ...input } }) =>
    withFeedback({ orgSlug, projectSlug }, (db, access) => updateStatus(db, access, statusId, input)),
  )

export const reorderStatusesFn = createServerFn({ method: 'POST' })
  .validator(reorderSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => reorderStatuses(db, access, data.ids)))

export const deleteStatusFn = createServerFn({ method: 'POST' })
  .validator(deleteStatusSchema)
  .handler(({ data }) => withFeedback(data, (db, access) => deleteStatus(db, access, data)))

// The roadmap: statuses shown on it as columns.

export const getRoadmapFn = createServerFn({ method: 'GET' })
  .validator(roadmapSchema)
  .handler(({ data: { orgSlug, projectSlug, ...filters } }) =>
    forRoute(() => readFeedback({ orgSlug, projectSlug }, (db, access) => getRoadmap(db, access, filters))),
  )

export const moveRoadmapCardFn = createServerFn({ method: 'POST' })
  .validator(moveRoadmapCardSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) =>
      moveRoadmapCard(db, access, {
        itemId: data.feedbackId,
        statusId: data.statusId,
        beforeId: data.beforeId,
      }),
    ),
  )
