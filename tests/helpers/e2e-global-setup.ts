import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { disableFeaturesSwitch } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the browser helper records the markup shapes axe has checked in this run (tests/helpers/browser.ts). */
    accessibilityChecksDir: string
    /** Playwright's `--disable-features` list and the journeys' own (tests/helpers/chromium.ts), if it could be read. */
    chromiumDisableFeatures: string | undefined
  }
}

/**
 * Once per run (per vitest project): a directory for the accessibility checks' claims, removed at the end, and
 * the switch every journey's Chromium is launched with.
 */
export default async function setup(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-axe-checked-'))
  project.provide('accessibilityChecksDir', directory)
  project.provide('chromiumDisableFeatures', await disableFeaturesSwitch())
  return () => fs.rmSync(directory, { recursive: true, force: true })
}
