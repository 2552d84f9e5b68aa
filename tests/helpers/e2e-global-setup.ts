import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the browser helper records the markup shapes axe has checked in this run (tests/helpers/browser.ts). */
    accessibilityChecksDir: string
  }
}

/** One directory per run (per vitest project) for the accessibility checks' claims, removed at the end. */
export default function setup(project: TestProject) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-axe-checked-'))
  project.provide('accessibilityChecksDir', directory)
  return () => fs.rmSync(directory, { recursive: true, force: true })
}
