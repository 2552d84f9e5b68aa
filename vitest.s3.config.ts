import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

/** The S3 storage suite: a real S3-compatible server (Ceph radosgw) started for it (tests/helpers/ceph-s3.ts). */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/s3/**/*.test.ts'],
    globalSetup: ['tests/helpers/s3-global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
})
