import type { SubjectType } from '~/server/subjects/registry.server'

/**
 * A project, in the follow table only: `ignoring` there mutes the project's notifications but mentions. Nothing
 * is shown about it (no notification names a project as its subject).
 */
const projectSubject: SubjectType = { name: 'project' }

export const projectSubjectTypes: readonly SubjectType[] = [projectSubject]
