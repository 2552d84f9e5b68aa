import { queryOptions } from '@tanstack/react-query'
import { feedbackKeys } from './feedback.queries'
import { heldQueueFn, ownHeldFn } from './held.functions'

// Under the project's feedback key: every live feedback event of the project (a post held, one approved)
// refetches them with the rest.
export const heldKeys = {
  queue: (orgSlug: string, projectSlug: string) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'held'] as const,
  own: (orgSlug: string, projectSlug: string) =>
    [...feedbackKeys.project(orgSlug, projectSlug), 'own-held'] as const,
}

/** The moderators' "Held for review" queue. */
export const heldQueueQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: heldKeys.queue(orgSlug, projectSlug),
    queryFn: () => heldQueueFn({ data: { orgSlug, projectSlug } }),
  })

/** An anonymous visitor's own posts and comments waiting for review (read after the page, by their cookie). */
export const ownHeldQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: heldKeys.own(orgSlug, projectSlug),
    queryFn: () => ownHeldFn({ data: { orgSlug, projectSlug } }),
  })
