/** Feedback's constants and pure rules, shared by the server, the forms and the tests. */

export const STATUS_CATEGORIES = ['open', 'active', 'done', 'closed'] as const
export type StatusCategory = (typeof STATUS_CATEGORIES)[number]

export const FEEDBACK_COMMENT_KINDS = ['comment', 'status', 'merge', 'shipped'] as const
export type FeedbackCommentKind = (typeof FEEDBACK_COMMENT_KINDS)[number]

/** How much an item matters to the person who voted for it; optional, changeable, never shown publicly. */
export const VOTE_IMPORTANCES = ['nice_to_have', 'important', 'critical'] as const
export type VoteImportance = (typeof VOTE_IMPORTANCES)[number]
export const VOTE_IMPORTANCE_LABELS: Record<VoteImportance, string> = {
  nice_to_have: 'Nice to have',
  important: 'Important',
  critical: 'Critical',
}

export const FEEDBACK_SORTS = ['trending', 'top', 'new'] as const
/**
 * The app's list also sorts by the demand behind each item, for the organisation's members only (the order
 * alone would tell outsiders which customers pay most): anyone else gets the top sort instead.
 */
export const LIST_SORTS = [...FEEDBACK_SORTS, 'revenue', 'companies'] as const
export type FeedbackSort = (typeof LIST_SORTS)[number]
export const isDemandSort = (sort: FeedbackSort | RoadmapSort) => sort === 'revenue' || sort === 'companies'
/**
 * Orders within a roadmap column: as editors placed the cards (then by votes), or, for members only, by the
 * demand behind each card, as the list sorts it.
 */
export const ROADMAP_SORTS = ['position', 'revenue', 'companies'] as const
export type RoadmapSort = (typeof ROADMAP_SORTS)[number]

export const TITLE_MIN = 3
export const TITLE_MAX = 140
export const DETAILS_MAX = 10_000
export const COMMENT_MAX = 5_000
export const BOARD_NAME_MAX = 50
export const BOARD_DESCRIPTION_MAX = 300
export const STATUS_NAME_MAX = 30
export const FEEDBACK_PAGE_SIZE = 20
export const SIMILAR_ITEMS_MAX = 5

/** Colours offered for boards and statuses; each has a light and a dark rendering in the UI. */
export const FEEDBACK_COLORS = [
  'gray',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const
export type FeedbackColor = (typeof FEEDBACK_COLORS)[number]

export const DEFAULT_BOARDS = [
  { name: 'Feature requests', description: 'Ideas for what we should build next.', color: 'blue' },
  { name: 'Bugs', description: 'Something does not work as it should.', color: 'red' },
] as const satisfies readonly { name: string; description: string; color: FeedbackColor }[]

export const DEFAULT_STATUSES = [
  { name: 'Open', color: 'gray', category: 'open', showOnRoadmap: false },
  { name: 'Under review', color: 'amber', category: 'open', showOnRoadmap: false },
  { name: 'Planned', color: 'blue', category: 'active', showOnRoadmap: true },
  { name: 'In progress', color: 'purple', category: 'active', showOnRoadmap: true },
  { name: 'Complete', color: 'green', category: 'done', showOnRoadmap: true },
  { name: 'Closed', color: 'red', category: 'closed', showOnRoadmap: false },
] as const satisfies readonly {
  name: string
  color: FeedbackColor
  category: StatusCategory
  showOnRoadmap: boolean
}[]

/**
 * Trending: each vote (weight 1) and comment (weight 2) of the last 30 days counts, halving in weight every
 * 7 days of age. Stored as log2 of the "forward-decayed" sum Σ w·2^((t − EPOCH)/HALF_LIFE): ordering by it is
 * the same as ordering by Σ w·2^(−age/HALF_LIFE) at any moment, so it only changes when an item's activity
 * does and can be indexed. The item's own creation counts as a half-weight event, so new items surface.
 */
export const TRENDING = {
  epochMs: Date.UTC(2024, 0, 1),
  halfLifeMs: 7 * 24 * 60 * 60 * 1000,
  windowMs: 30 * 24 * 60 * 60 * 1000,
  voteWeight: 1,
  commentWeight: 2,
  creationWeight: 0.5,
  /** Score of an item with no activity in the window: below any active item, newer ones first. */
  inactiveBase: -1_000_000,
} as const

/** The trending score from the times (epoch ms) of an item's weighted events, as of `now`. */
export function trendingScore(
  events: { at: number; weight: number }[],
  createdAt: number,
  now: number,
): number {
  const inWindow = [...events, { at: createdAt, weight: TRENDING.creationWeight }].filter(
    (event) => now - event.at <= TRENDING.windowMs,
  )
  if (inWindow.length === 0) return TRENDING.inactiveBase + createdAt / 1e12
  // log2(Σ w·2^x) computed as m + log2(Σ w·2^(x−m)) so that large exponents never overflow.
  const exponents = inWindow.map((event) => (event.at - TRENDING.epochMs) / TRENDING.halfLifeMs)
  const max = Math.max(...exponents)
  const sum = inWindow.reduce(
    (total, event, index) => total + event.weight * 2 ** ((exponents[index] ?? 0) - max),
    0,
  )
  return max + Math.log2(sum)
}
