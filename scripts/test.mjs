// `npm test`: every suite, in order — unit + integration (vitest), then the production build, then the
// server tests and the browser journeys against it. Without Chromium the browser journeys are skipped,
// loudly; under CI=true a missing Chromium is a failure.
//
//   npm test                     everything
//   npm test -- --only=integration   unit + integration only (CI runs this again against PostgreSQL, with
//                                    the two-node live test when a build exists)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findChromium } from './chromium-path.mjs'

const root = path.resolve(import.meta.dirname, '..')
const onlyIntegration = process.argv.includes('--only=integration')
const isCI = process.env.CI === 'true' || process.env.CI === '1'
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-test-results-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
let failedSteps = 0
/** Each step's time, printed at the end (docs/testing.md keeps the table of a whole CI run). */
const stepTimes = []
const slowestFiles = []

/** The ten test files of a vitest JSON report that took longest, from their first test's start to their end. */
function slowest(report, base) {
  return report.testResults
    .map((file) => ({
      file: path.relative(base, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10)
}

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}\n`)
  const startedAt = performance.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  })
  // A step can fail with every test passed (an unhandled error, a crashed worker, a failing hook): its exit
  // status is kept and printed at the end, where a reader of a CI log looks first.
  const status = result.status ?? result.signal
  stepTimes.push({ label, seconds: Math.round((performance.now() - startedAt) / 1000), status })
  if (result.status !== 0) failedSteps++
  return result.status === 0
}

function vitest(label, args, extraEnv = {}) {
  const output = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`)
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${output}`]
  const ok = run(label, 'npx', ['vitest', 'run', ...args, ...reporters], extraEnv)
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    slowestFiles.push({ label, files: slowest(report, root) })
  } else if (!ok) {
    totals.failed++
  }
  return ok
}

function banner(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4
  const bar = '!'.repeat(width)
  console.log(`\n${bar}\n${lines.map((line) => `! ${line.padEnd(width - 4)} !`).join('\n')}\n${bar}\n`)
}

vitest('Unit and integration tests', onlyIntegration ? ['tests/integration', 'src'] : [])

// The S3 storage suite needs a real S3-compatible server: the helpers start Ceph's radosgw when it is installed.
const cephBinaries = ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'monmaptool', 'ceph']
const missingCeph = cephBinaries.filter(
  (binary) =>
    !['/usr/bin', '/usr/sbin', '/usr/local/bin'].some((dir) => fs.existsSync(path.join(dir, binary))),
)
if (missingCeph.length === 0) {
  vitest('S3 storage (Ceph radosgw)', ['-c', 'vitest.s3.config.ts'])
} else {
  banner([
    `S3 STORAGE TESTS SKIPPED: Ceph is not installed (missing ${missingCeph.join(', ')}).`,
    'Install it with:  sudo apt-get install -y ceph-mon ceph-osd radosgw ceph-common',
    'then run npm test again (the tests start and stop their own one-node cluster).',
  ])
  if (isCI) {
    console.error('CI=true: a missing S3 test server is a failure.')
    failedSteps++
    totals.failed++
  }
}

// On PostgreSQL the live-data proof with two app processes and the database-outage test can run too (they need
// the production build).
const serverEntry = path.join(root, '.output', 'server', 'index.mjs')
if (onlyIntegration && process.env.TEST_DATABASE_URL && fs.existsSync(serverEntry)) {
  vitest('Two app nodes on one PostgreSQL, and a database outage', [
    '-c',
    'vitest.e2e.config.ts',
    'tests/server/live-two-nodes.test.ts',
    'tests/server/database-outage.test.ts',
  ])
}

if (!onlyIntegration) {
  if (run('Production build', 'npm', ['run', 'build', '--silent'])) {
    const chromium = findChromium()
    if (chromium) {
      vitest('Server and browser tests (production build)', ['-c', 'vitest.e2e.config.ts'], {
        CHROMIUM_PATH: chromium,
      })
    } else {
      banner([
        'BROWSER TESTS SKIPPED: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium).',
        'Install it with:  sudo apt-get install -y chromium-headless-shell',
        'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
      ])
      if (isCI) {
        console.error('CI=true: a missing Chromium is a failure.')
        failedSteps++
        totals.failed++
      }
      vitest('Server tests (production build)', ['-c', 'vitest.e2e.config.ts', 'tests/server'])
    }
  } else {
    totals.failed++
  }
}

fs.rmSync(resultsDir, { recursive: true, force: true })
console.log('\ntest steps:')
for (const { label, seconds, status } of stepTimes) {
  const outcome = status === 0 ? '' : `  FAILED (exit ${status}: look above for its errors)`
  console.log(`  ${String(seconds).padStart(5)}s  ${label}${outcome}`)
}
for (const { label, files } of slowestFiles) {
  console.log(`\nslowest files of "${label}":`)
  for (const { file, seconds } of files) console.log(`  ${seconds.toFixed(1).padStart(6)}s  ${file}`)
}
console.log(`\ntest: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0)
