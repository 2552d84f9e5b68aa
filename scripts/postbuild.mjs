// Ships the SQL migrations beside the server build, so `.output` alone is a deployable unit.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
fs.cpSync(path.join(root, 'drizzle'), path.join(root, '.output', 'drizzle'), { recursive: true })

// The JavaScript budget per route: a route that grows past it fails the build (scripts/js-budget.mjs).
const budget = spawnSync(process.execPath, [path.join(root, 'scripts', 'js-budget.mjs')], {
  stdio: 'inherit',
})
if (budget.status !== 0) process.exit(budget.status ?? 1)
