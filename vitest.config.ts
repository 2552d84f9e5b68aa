import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/**
 * Tests that must have a process of their own: they check what this process has loaded (the thumbnailer's
 * native libraries must never load in the server's process, which any other file importing sharp would do), or
 * mock a module the other files share (the portal's stands in for Start's request, which another file has
 * already loaded unmocked in a shared worker).
 */
const OWN_PROCESS = ['src/server/files/thumbnail.server.test.ts', 'tests/integration/widget-portal.test.ts']

/**
 * Unit tests (beside the code) and integration tests (real database, real auth) run by `npm test`.
 *
 * Test files share their worker's module graph (`isolate: false`): importing the server's code again for each
 * file cost a third of the suite's time. A file therefore must not leave state behind in modules it shares
 * with others: every integration file has a database of its own (tests/helpers/test-database.ts), and the few
 * that need a process of their own are listed above (docs/testing.md).
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/integration/**/*.test.ts',
            'tests/structure/**/*.test.ts',
          ],
          exclude: OWN_PROCESS,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, isolate: true } },
    ],
  },
})
