// Ships the SQL migrations and the thumbnailer's script beside the server build, so `.output` alone is a
// deployable unit.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
fs.cpSync(path.join(root, 'drizzle'), path.join(root, '.output', 'drizzle'), { recursive: true })

// The thumbnailer runs as a child process of the server (src/server/files/thumbnail.server.ts), from a plain
// script the bundle does not contain. Beside index.mjs, it goes wherever `.output` goes and resolves sharp and
// pdf.js from `.output/server/node_modules` (copied there by nitro: `traceDeps` in vite.config.ts).
fs.copyFileSync(
  path.join(root, 'src', 'server', 'files', 'thumbnail-child.mjs'),
  path.join(root, '.output', 'server', 'thumbnail-child.mjs'),
)

// The JavaScript budget per route: a route that grows past it fails the build (scripts/js-budget.mjs). A build
// that checks class conflicts (src/lib/cn.ts) carries tailwind-merge on every page: it is for testing, not
// shipping, and its sizes say nothing of the app's.
if (process.env.VITE_CHECK_CLASS_CONFLICTS === 'true') {
  console.log(
    'JavaScript budgets not checked: this build checks class conflicts (VITE_CHECK_CLASS_CONFLICTS).',
  )
} else {
  const budget = spawnSync(process.execPath, [path.join(root, 'scripts', 'js-budget.mjs')], {
    stdio: 'inherit',
  })
  if (budget.status !== 0) process.exit(budget.status ?? 1)
}
