import type { QueryClient } from '@tanstack/react-query'
import { projectQuery } from '~/features/projects/projects.queries'

/**
 * Runs a project page's loads without leaving one behind. During SSR every query still pending when the page
 * is sent travels to the browser as a promise; one that rejects later (a private project, a missing item)
 * surfaces there as an uncaught error. So: the project first (the layout turns a missing one into not found
 * and a moved one into a redirect; nothing of the area starts before that is known), then every load settled
 * before the first failure is thrown.
 */
export async function loadProjectPage(
  queryClient: QueryClient,
  params: { org: string; project: string },
  loads: () => Promise<unknown>[],
): Promise<void> {
  const project = await queryClient.ensureQueryData(projectQuery(params.org, params.project))
  if ('moved' in project) return
  const results = await Promise.allSettled(loads())
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}
