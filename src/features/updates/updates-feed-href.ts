import type { QueryClient } from '@tanstack/react-query'
import { projectQuery } from '~/features/projects/projects.queries'

/**
 * The address of the project's Atom feed, for its updates pages to announce in their head; none for a private
 * project, whose feed answers 404. Reads the project its page's loader has already loaded (loaders load apart
 * from the main chunk, so this import costs a first visit nothing).
 */
export function updatesFeedHref(queryClient: QueryClient, params: { org: string; project: string }) {
  const project = queryClient.getQueryData(projectQuery(params.org, params.project).queryKey)
  if (!project || 'moved' in project || project.visibility !== 'public') return null
  return `/@${params.org}/${params.project}/updates/feed.xml`
}
