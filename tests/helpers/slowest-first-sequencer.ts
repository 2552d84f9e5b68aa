import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The browser phase's longest files, longest first (a clean run on 2 cores, docs/testing.md's table). Update it
 * when that table changes; a file missing here only starts later than it should.
 */
export const SLOWEST_FILES = [
  'tests/e2e/feedback.test.ts',
  'tests/e2e/hydration.test.ts',
  'tests/e2e/form-safety.test.ts',
  'tests/e2e/chat.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/org-teams.test.ts',
  'tests/e2e/feedback-team.test.ts',
  'tests/e2e/discussions.test.ts',
  'tests/e2e/i18n-pages.test.ts',
  'tests/e2e/roadmap-updates.test.ts',
  'tests/e2e/feedback-boards.test.ts',
  'tests/e2e/projects.test.ts',
  'tests/e2e/access.test.ts',
  'tests/e2e/notifications.test.ts',
  'tests/e2e/api-docs.test.ts',
  'tests/e2e/admin.test.ts',
  'tests/server/fuzz.test.ts',
]

/**
 * Starts the longest files first, so that two workers finish together instead of one running a long file alone
 * at the end. Vitest does that by itself once it has timed a run (its cache under node_modules/.vite); a clean
 * clone has no cache, and vitest then starts the largest files first, which put a 130 s journey of 44 lines last
 * (a 100 s tail with one core idle). Files of the list go first in its order, then the rest in vitest's order.
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const timed = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))
    if (timed) return sorted
    const rank = (spec: TestSpecification) => {
      const index = SLOWEST_FILES.findIndex((file) => spec.moduleId.endsWith(file))
      return index === -1 ? SLOWEST_FILES.length : index
    }
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort(
        (a, b) =>
          a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder ||
          rank(a.spec) - rank(b.spec) ||
          a.position - b.position,
      )
      .map(({ spec }) => spec)
  }
}
