import { useLiveQueries } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { fileKeys } from './files.queries'

/**
 * Keeps the files page live: `files.changed` (an upload finished, a file or folder renamed, moved or
 * deleted) arrives on the project's members-only topic, and files are for members only, so everyone who sees
 * the page may listen to it. Any change refreshes every files query of the project.
 */
export function useFilesLive(scope: { orgSlug: string; projectSlug: string; projectId: string }) {
  useLiveQueries([topicOf.members(scope.projectId)], [fileKeys.project(scope.orgSlug, scope.projectSlug)])
}
