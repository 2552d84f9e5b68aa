// Apart from projects.queries.ts, which every project page loads: only the settings page (deleting) needs it.

/**
 * Whether a query holds one project's data, in any feature: their keys all start `[feature, orgSlug,
 * projectSlug, …]` (projects.queries.ts's `details` and `activity` too), so a deleted project's queries can all go at once.
 */
export function isOfProject(queryKey: readonly unknown[], orgSlug: string, projectSlug: string): boolean {
  return queryKey[1] === orgSlug && queryKey[2] === projectSlug
}
