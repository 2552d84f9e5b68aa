import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  getDiscussionSetupFn,
  getDiscussionUnreadTotalFn,
  getThreadFn,
  listPostsFn,
  listPostVersionsFn,
  listThreadsFn,
} from './discussions.functions'

/** Hierarchical keys: invalidating `project(...)` refreshes everything discussions show for that project. */
export const discussionKeys = {
  all: ['discussions'] as const,
  project: (orgSlug: string, projectSlug: string) => [...discussionKeys.all, orgSlug, projectSlug] as const,
  setup: (orgSlug: string, projectSlug: string) =>
    [...discussionKeys.project(orgSlug, projectSlug), 'setup'] as const,
  list: (orgSlug: string, projectSlug: string, filters: ThreadFilters) =>
    [...discussionKeys.project(orgSlug, projectSlug), 'list', filters] as const,
  thread: (orgSlug: string, projectSlug: string, threadId: string) =>
    [...discussionKeys.project(orgSlug, projectSlug), 'thread', threadId] as const,
  posts: (orgSlug: string, projectSlug: string, threadId: string) =>
    [...discussionKeys.thread(orgSlug, projectSlug, threadId), 'posts'] as const,
  versions: (orgSlug: string, projectSlug: string, threadId: string, postId: string) =>
    [...discussionKeys.thread(orgSlug, projectSlug, threadId), 'versions', postId] as const,
  unread: (orgSlug: string, projectSlug: string) =>
    [...discussionKeys.project(orgSlug, projectSlug), 'unread'] as const,
}

export type ThreadFilters = { category?: string; q?: string }

/** Throws for { moved }: the project layout has already redirected renamed projects before these run. */
function settled<T>(value: T | { moved: string }): T {
  if (value && typeof value === 'object' && 'moved' in value) throw new Error('This project has moved')
  return value as T
}

export const discussionSetupQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: discussionKeys.setup(orgSlug, projectSlug),
    queryFn: async () => settled(await getDiscussionSetupFn({ data: { orgSlug, projectSlug } })),
  })

export const threadListQuery = (orgSlug: string, projectSlug: string, filters: ThreadFilters) =>
  infiniteQueryOptions({
    queryKey: discussionKeys.list(orgSlug, projectSlug, filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      listThreadsFn({ data: { orgSlug, projectSlug, ...filters, cursor: pageParam } }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export const threadQuery = (orgSlug: string, projectSlug: string, threadId: string) =>
  queryOptions({
    queryKey: discussionKeys.thread(orgSlug, projectSlug, threadId),
    queryFn: async () => settled(await getThreadFn({ data: { orgSlug, projectSlug, threadId } })),
  })

export const postsQuery = (orgSlug: string, projectSlug: string, threadId: string) =>
  infiniteQueryOptions({
    queryKey: discussionKeys.posts(orgSlug, projectSlug, threadId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => listPostsFn({ data: { orgSlug, projectSlug, threadId, after: pageParam } }),
    getNextPageParam: (page) => page.nextAfter ?? undefined,
  })

export const postVersionsQuery = (orgSlug: string, projectSlug: string, threadId: string, postId: string) =>
  queryOptions({
    queryKey: discussionKeys.versions(orgSlug, projectSlug, threadId, postId),
    queryFn: () => listPostVersionsFn({ data: { orgSlug, projectSlug, threadId, postId } }),
  })

export const discussionUnreadQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: discussionKeys.unread(orgSlug, projectSlug),
    queryFn: () => getDiscussionUnreadTotalFn({ data: { orgSlug, projectSlug } }),
  })
