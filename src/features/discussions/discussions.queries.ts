import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { discussionKeys, type ThreadFilters } from './discussion-keys'
import {
  getDiscussionSetupFn,
  getThreadFn,
  listPostsFn,
  listPostVersionsFn,
  listThreadsFn,
} from './discussions.functions'

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
