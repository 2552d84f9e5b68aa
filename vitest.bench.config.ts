import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/**
 * Benchmarks (`npm run bench:feedback`), never part of `npm test`: their files end in `.bench.test.ts` under
 * tests/bench, which the other configs do not include. One file at a time, so they do not time each other.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/bench/**/*.bench.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
})
