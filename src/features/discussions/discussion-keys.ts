/** Hierarchical keys: invalidating `project(...)` refreshes everything discussions show for that project. */
export const discussionKeys = {
  all: ['discussions'] as const,
  project: (orgSlug: string, projectSlug: string) => [...discussionKeys.all, orgSlug, projectSlug] as const,
  setup: (orgSlug: string, projectSlug: string) =>
    [...discussionKeys.project(orgSlug, projectSlug), 'setup'] as const,
  lists: (orgSlug: string, projectSlug: string) =>
    [...discussionKeys.project(orgSlug, projectSlug), 'list'] as const,
  list: (orgSlug: string, projectSlug: string, filters: ThreadFilters) =>
    [...discussionKeys.lists(orgSlug, projectSlug), filters] as const,
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
