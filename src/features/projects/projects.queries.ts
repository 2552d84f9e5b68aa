import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { replaceProjectSlug } from '~/lib/slug-redirect'
import { getProjectActivityFn, getProjectFn, getRecentProjectsFn, listProjectsFn } from './projects.functions'
import type { ProjectDetails, ProjectSummary } from './projects.server'

export const projectKeys = {
  all: ['projects'] as const,
  ofOrg: (orgSlug: string) => [...projectKeys.all, orgSlug] as const,
  list: (orgSlug: string) => [...projectKeys.ofOrg(orgSlug), 'list'] as const,
  details: (orgSlug: string, slug: string) => [...projectKeys.ofOrg(orgSlug), slug, 'details'] as const,
  activity: (orgSlug: string, slug: string) => [...projectKeys.ofOrg(orgSlug), slug, 'activity'] as const,
  recent: () => [...projectKeys.all, 'recent'] as const,
}

/** An organisation's projects, or where the organisation has moved. */
export type ProjectList = ProjectSummary[] | { moved: string }

export const projectListQuery = (orgSlug: string) =>
  queryOptions({ queryKey: projectKeys.list(orgSlug), queryFn: () => listProjectsFn({ data: { orgSlug } }) })

export const projectQuery = (orgSlug: string, slug: string) =>
  queryOptions({
    queryKey: projectKeys.details(orgSlug, slug),
    queryFn: () => getProjectFn({ data: { orgSlug, slug } }),
  })

export const projectActivityQuery = (orgSlug: string, slug: string) =>
  queryOptions({
    queryKey: projectKeys.activity(orgSlug, slug),
    queryFn: () => getProjectActivityFn({ data: { orgSlug, slug } }),
  })

export const recentProjectsQuery = () =>
  queryOptions({ queryKey: projectKeys.recent(), queryFn: () => getRecentProjectsFn() })

export function useProjectList(orgSlug: string): ProjectSummary[] {
  const { data } = useSuspenseQuery(projectListQuery(orgSlug))
  return 'moved' in data ? [] : data
}

/** The project of the current /@{org}/{project} page (its layout's loader has already redirected moves). */
export function useProject(orgSlug: string, slug: string): ProjectDetails {
  const { data } = useSuspenseQuery(projectQuery(orgSlug, slug))
  const lastKnown = React.useRef<ProjectDetails | null>(null)
  if (!('moved' in data)) {
    lastKnown.current = data
    return data
  }
  // Renamed while on screen (a save here or a live event refetched the old address): ProjectNav takes the
  // page to the new address; until it gets there, the page keeps showing what it showed.
  if (lastKnown.current) return lastKnown.current
  throw new Error(`The project moved to /${data.moved}`)
}

/** Follows the project of the current page to its new address when it is renamed while on screen. */
export function useFollowProjectMove(orgSlug: string, slug: string) {
  const { data } = useSuspenseQuery(projectQuery(orgSlug, slug))
  const moved = 'moved' in data ? data.moved : null
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  React.useEffect(() => {
    if (moved) void navigate({ href: replaceProjectSlug(href, moved), replace: true })
  }, [moved, href, navigate])
}
