import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that time the server's own behaviour (a stop within 5 s of SIGTERM, a heartbeat within 20 s): they run
 * after the others, so that a journey's load cannot stretch what they measure. Side by side with each other: each
 * keeps at most one core busy (a first start's seeding), and one after the other they left a core idle for a
 * minute at the end of every run.
 */
const TIMING = [
  'tests/server/lifecycle.test.ts',
  'tests/server/live-sse.test.ts',
  'tests/server/live-two-nodes.test.ts',
]

/**
 * The browser phase's longest files, longest first (two runs of the whole phase on 2 cores, 2026-11-30;
 * docs/testing.md's table). Update it when that table changes; a file missing here only starts later.
 */
const SLOWEST_FILES = [
  'tests/e2e/hydration.test.ts',
  'tests/e2e/feedback.test.ts',
  'tests/e2e/feedback-team.test.ts',
  'tests/e2e/discussions.test.ts',
  'tests/e2e/form-safety.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/chat.test.ts',
  'tests/e2e/api-docs.test.ts',
  'tests/e2e/access.test.ts',
  'tests/e2e/feedback-boards.test.ts',
  'tests/e2e/org-teams.test.ts',
  'tests/e2e/i18n-pages.test.ts',
  'tests/e2e/projects.test.ts',
  'tests/e2e/notifications.test.ts',
  'tests/e2e/roadmap-updates.test.ts',
  'tests/e2e/admin.test.ts',
  'tests/server/fuzz.test.ts',
]

/**
 * Starts the longest files first, so that two workers finish together instead of one running a long file alone
 * at the end. Vitest does that by itself once it has timed a run (its cache under node_modules/.vite); a clean
 * clone has no cache, and vitest then starts the largest files first, which put a 130 s journey of 44 lines last
 * (a 100 s tail with one core idle). Files of the list go first in its order, then the rest in vitest's order.
 */
class SlowestFirstSequencer extends BaseSequencer {
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

/**
 * Tests against the production build (`npm run build` first): tests/server (HTTP, process lifecycle) and
 * tests/e2e (Playwright with Debian's Chromium). scripts/test.mjs decides which of them can run here.
 *
 * Each file starts its own server (its own data directory) and its own browser, so two files run at once: a
 * journey spends most of its time waiting for a page, and two of them keep both cores of a CI machine busy.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    pool: 'forks',
    // The browser helper checks each page's markup shape with axe once per run instead of once per file
    // (tests/helpers/browser.ts): the run's claims live in a directory this setup makes.
    globalSetup: ['tests/helpers/e2e-global-setup.ts'],
    // The longest files first, also on a clean clone (no timings cached): no long journey left alone at the end.
    sequence: { sequencer: SlowestFirstSequencer },

    // Journeys check every page with axe in both themes: give them room on a busy 2-core machine. Machines of the
    // class differ by more than two times (docs/testing.md): on a slow one a long journey took 105–130 s, where 120
    // s cut off a journey that was still going. A stuck one still fails, after 4 minutes.
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // expect.poll waits for what a page fetches after hydration (a session list, a refetch after a change). Its
    // default second failed under CI load (a list of 3 sessions not yet fetched after a reload); Playwright's own
    // waits allow 30 s.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'two at a time',
          include: ['tests/server/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          exclude: TIMING,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'timing, after the rest',
          include: TIMING,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
