import type { z } from 'zod'
import { getRoadmap } from '~/features/feedback/roadmap/roadmap.server'
import type { StatusCategory } from '~/lib/feedback-rules'
import type { roadmapQuery, roadmapSchema } from './feedback-api.schemas'
import { type FeedbackApiContext, feedbackAccessForProject } from './feedback-scope.server'

/** The project's roadmap as the app shows it: a column per status on the roadmap, in order, with its cards. */
export async function getProjectRoadmap(
  context: FeedbackApiContext,
  projectSlug: string,
  query: z.output<typeof roadmapQuery>,
): Promise<z.input<typeof roadmapSchema>> {
  const access = await feedbackAccessForProject(context, projectSlug)
  const columns = await getRoadmap(context.db, access, { board: query.board, q: query.q })
  return {
    columns: columns.map((column) => ({
      status: { ...column.status, category: column.status.category as StatusCategory },
      total: column.total,
      ordered: column.ordered,
      cards: column.cards.map((card) => ({
        id: card.id,
        title: card.title,
        board: { id: card.board.id, name: card.board.name },
        vote_count: card.voteCount,
        comment_count: card.commentCount,
      })),
    })),
  }
}
