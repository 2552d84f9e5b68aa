import { LIST_SORTS, ROADMAP_SORTS } from '~/lib/feedback-rules'
import { oneOf, searchParams, text, withDefault } from '~/lib/search-params'

const listParams = {
  sort: withDefault(oneOf(LIST_SORTS), 'trending'),
  status: text({ max: 64 }),
  q: text({ max: 200 }),
  plan: text({ max: 60 }),
  segment: text({ max: 64 }),
}

/** The list page's URL search params; invalid values fall back to the defaults instead of failing. */
export const feedbackSearch = searchParams({ board: withDefault(text({ max: 64 }), 'all'), ...listParams })
export type FeedbackSearch = ReturnType<typeof feedbackSearch>

/** A board's own list page: the board is in the path. */
export const boardFeedbackSearch = searchParams(listParams)

export const roadmapSearch = searchParams({
  board: withDefault(text({ max: 64 }), 'all'),
  q: text({ max: 200 }),
  sort: withDefault(oneOf(ROADMAP_SORTS), 'position'),
  plan: text({ max: 60 }),
  segment: text({ max: 64 }),
})
export type RoadmapSearch = ReturnType<typeof roadmapSearch>
