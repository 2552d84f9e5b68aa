import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { FeedbackSort } from '~/lib/feedback-rules'
import {
  anonymousVotesFn,
  findSimilarFeedbackFn,
  getBoardFn,
  getFeedbackFn,
  getFeedbackOverviewFn,
  getFeedbackSetupFn,
  getFeedbackTimelineFn,
  getRoadmapFn,
  listFeedbackFn,
} from './feedback.functions'
import type { RoadmapFilters } from './feedback.schemas'

/** Hierarchical keys: invalidating `project(...)` refreshes everything feedback shows for that project. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  project: (orgSlug: string, projectSlug: string) => [...feedbackKeys.all, orgSlug, projectSlug] as const,
  setup: (orgSlug: string, projectSlug: string) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'setup'] as const,
  lists: (orgSlug: string, projectSlug: string) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'list'] as const,
  list: (orgSlug: string, projectSlug: string, filters: ListFilters) =>
    [...feedbackKeys.lists(orgSlug, projectSlug), filters] as const,
  item: (orgSlug: string, projectSlug: string, id: string) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'item', id] as const,
  timeline: (orgSlug: string, projectSlug: string, id: string) =>
    [...feedbackKeys.item(orgSlug, projectSlug, id), 'timeline'] as const,
  board: (orgSlug: string, projectSlug: string, id: string) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'board', id] as const,
  overview: (orgSlug: string, projectSlug: string) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'overview'] as const,
  roadmap: (orgSlug: string, projectSlug: string, filters: RoadmapFilters) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'roadmap', filters] as const,
  anonymousVotes: (orgSlug: string, projectSlug: string, itemIds: readonly string[]) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'anonymous-votes', itemIds] as const,
  similar: (orgSlug: string, projectSlug: string, title: string) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'similar', title] as const,
}

export type ListFilters = {
  board: string
  sort: FeedbackSort
  status?: string
  q?: string
  plan?: string
  segment?: string
}

/** Throws for { moved }: the project layout has already redirected renamed projects before these run. */
function settled<T>(value: T | { moved: string }): T {
  if (value && typeof value === 'object' && 'moved' in value) throw new Error('This project has moved')
  return value as T
}

export const feedbackSetupQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: feedbackKeys.setup(orgSlug, projectSlug),
    queryFn: async () => settled(await getFeedbackSetupFn({ data: { orgSlug, projectSlug } })),
  })

export const feedbackListQuery = (orgSlug: string, projectSlug: string, filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.list(orgSlug, projectSlug, filters),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      settled(await listFeedbackFn({ data: { orgSlug, projectSlug, ...filters, cursor: pageParam } })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

/** An anonymous visitor's own votes among these items (read after the page, never from the page cache). */
export const anonymousVotesQuery = (orgSlug: string, projectSlug: string, itemIds: readonly string[]) =>
  queryOptions({
    queryKey: feedbackKeys.anonymousVotes(orgSlug, projectSlug, itemIds),
    queryFn: () => anonymousVotesFn({ data: { orgSlug, projectSlug, itemIds: [...itemIds] } }),
  })

export const feedbackItemQuery = (orgSlug: string, projectSlug: string, feedbackId: string) =>
  queryOptions({
    queryKey: feedbackKeys.item(orgSlug, projectSlug, feedbackId),
    queryFn: async () => settled(await getFeedbackFn({ data: { orgSlug, projectSlug, feedbackId } })),
  })

export const feedbackTimelineQuery = (orgSlug: string, projectSlug: string, feedbackId: string) =>
  queryOptions({
    queryKey: feedbackKeys.timeline(orgSlug, projectSlug, feedbackId),
    queryFn: async () => settled(await getFeedbackTimelineFn({ data: { orgSlug, projectSlug, feedbackId } })),
  })

export const feedbackBoardQuery = (orgSlug: string, projectSlug: string, boardId: string) =>
  queryOptions({
    queryKey: feedbackKeys.board(orgSlug, projectSlug, boardId),
    queryFn: async () => settled(await getBoardFn({ data: { orgSlug, projectSlug, _id: boardId } })),
  })

export const feedbackOverviewQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: feedbackKeys.overview(orgSlug, projectSlug),
    queryFn: async () => settled(await getFeedbackOverviewFn({ data: { orgSlug, projectSlug } })),
  })

export const similarFeedbackQuery = (orgSlug: string, projectSlug: string, title: string) =>
  queryOptions({
    queryKey: feedbackKeys.similar(orgSlug, projectSlug, title),
    queryFn: () => findSimilarFeedbackFn({ data: { orgSlug, projectSlug, title } }),
    staleTime: 30_000,
  })

export const roadmapQuery = (orgSlug: string, projectSlug: string, filters: RoadmapFilters) =>
  queryOptions({
    queryKey: feedbackKeys.roadmap(orgSlug, projectSlug, filters),
    queryFn: async () => settled(await getRoadmapFn({ data: { orgSlug, projectSlug, ...filters } })),
  })
