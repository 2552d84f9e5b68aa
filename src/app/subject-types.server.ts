import { chatSubjectTypes } from '~/features/chat/server/subjects.server'
import { discussionSubjectTypes } from '~/features/discussions/server/subjects.server'
import { feedbackSubjectTypes } from '~/features/feedback/server/subjects.server'
import { orgSubjectTypes } from '~/features/orgs/org-subjects.server'
import { projectSubjectTypes } from '~/features/projects/project-subjects.server'
import { updateSubjectTypes } from '~/features/updates/server/subjects.server'
import { webhookSubjectTypes } from '~/features/webhooks/server/subjects.server'
import { registerSubjectType } from '~/server/subjects/registry.server'

let done = false

/**
 * Fills the subjects registry with every feature's subject types: at start-up (in each module graph that asks
 * for the app context) and in the tests' common set-up. Once per module graph; later calls do nothing.
 */
export function registerSubjectTypes(): void {
  if (done) return
  for (const definition of [
    ...feedbackSubjectTypes,
    ...updateSubjectTypes,
    ...discussionSubjectTypes,
    ...chatSubjectTypes,
    ...orgSubjectTypes,
    ...projectSubjectTypes,
    ...webhookSubjectTypes,
  ]) {
    registerSubjectType(definition)
  }
  done = true
}
