/** Updates' (changelog) constants, shared by the server, the forms and the tests. */

export const UPDATE_STATES = ['draft', 'scheduled', 'published'] as const
export type UpdateState = (typeof UPDATE_STATES)[number]

export const UPDATE_TITLE_MIN = 3
export const UPDATE_TITLE_MAX = 140
export const UPDATE_BODY_MAX = 20_000
export const UPDATE_LABEL_NAME_MAX = 30
export const UPDATE_FEEDBACK_MAX = 50
export const UPDATES_PAGE_SIZE = 10

export const DEFAULT_UPDATE_LABELS = [
  { name: 'New', color: 'green' },
  { name: 'Improved', color: 'blue' },
  { name: 'Fixed', color: 'amber' },
] as const

/** The fixed set of reactions readers can leave on an update. */
export const UPDATE_REACTIONS = ['👍', '🎉', '❤️', '🚀', '👀'] as const
export type UpdateReaction = (typeof UPDATE_REACTIONS)[number]
