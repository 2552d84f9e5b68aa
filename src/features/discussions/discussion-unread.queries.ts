import { queryOptions } from '@tanstack/react-query'
import { discussionKeys } from './discussion-keys'
import { getDiscussionUnreadTotalFn } from './discussion-unread.functions'

/** The project navigation's badge: apart from ./discussions.queries, which brings every discussions function. */
export const discussionUnreadQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: discussionKeys.unread(orgSlug, projectSlug),
    queryFn: () => getDiscussionUnreadTotalFn({ data: { orgSlug, projectSlug } }),
  })
