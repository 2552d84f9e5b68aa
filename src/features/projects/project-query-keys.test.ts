import { expect, test } from 'vitest'
import { chatKeys } from '~/features/chat/chat.queries'
import { discussionKeys } from '~/features/discussions/discussion-keys'
import { feedbackKeys } from '~/features/feedback/feedback.queries'
import { fileKeys } from '~/features/files/files.queries'
import { importKeys } from '~/features/imports/imports.queries'
import { transferKeys } from '~/features/transfers/transfers.queries'
import { updateKeys } from '~/features/updates/updates.queries'
import { widgetKeys } from '~/features/widget/widget.queries'
import { isOfProject } from './project-query-scope'
import { projectKeys } from './projects.queries'

// A deleted project's queries are removed by this test's predicate: every feature's project-scoped key must
// match it, or that feature's query outlives the project and is refetched into a 404.
test.each([
  ['projects: details', projectKeys.details('acme', 'app')],
  ['projects: activity', projectKeys.activity('acme', 'app')],
  ['feedback', feedbackKeys.setup('acme', 'app')],
  ['chat', chatKeys.lists('acme', 'app')],
  ['files', fileKeys.project('acme', 'app')],
  ['discussions', discussionKeys.setup('acme', 'app')],
  ['updates', updateKeys.list('acme', 'app')],
  ['widget', widgetKeys.settings('acme', 'app')],
  ['imports', importKeys.project('acme', 'app')],
  ['transfers: exports', transferKeys.projectExports('acme', 'app')],
])('%s keys are of their project', (_name, key) => {
  expect(isOfProject(key, 'acme', 'app')).toBe(true)
  expect(isOfProject(key, 'acme', 'other')).toBe(false)
  expect(isOfProject(key, 'other', 'app')).toBe(false)
})

test("the organisation's project list is of no project", () => {
  expect(isOfProject(projectKeys.list('acme'), 'acme', 'app')).toBe(false)
  expect(isOfProject(projectKeys.recent(), 'acme', 'app')).toBe(false)
  expect(isOfProject(transferKeys.archiveImports('acme'), 'acme', 'app')).toBe(false)
})
