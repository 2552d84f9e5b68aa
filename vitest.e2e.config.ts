import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/**
 * Tests against the production build (`npm run build` first): tests/server (HTTP, process lifecycle) and
 * tests/e2e (Playwright with Debian's Chromium). scripts/test.mjs decides which of them can run here.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/server/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // Journeys check every page with axe in both themes: give them room on a busy 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 90_000,
    // expect.poll waits for what a page fetches after hydration (a session list, a refetch after a change). Its
    // default second failed under CI load (a list of 3 sessions not yet fetched after a reload); Playwright's own
    // waits allow 30 s.
    expect: { poll: { timeout: 10_000 } },
  },
})
