// `npm start`: build when the sources are newer than the last build, then serve the production server.
// Migrations and the demo seed run inside the server at start-up.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { serverEnvironment, serverNodeFlags } from './server-node-flags.mjs'

const root = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(root, '.output', 'server', 'index.mjs')
const inputs = ['src', 'public', 'drizzle', 'vite.config.ts', 'package.json', 'package-lock.json']

function newestModification(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestModification(path.join(target, entry)))
  return newest
}

function needsBuild() {
  if (!fs.existsSync(serverEntry)) return true
  const builtAt = fs.statSync(serverEntry).mtimeMs
  return inputs.some((input) => newestModification(path.join(root, input)) > builtAt)
}

if (process.env.PARLEY_SKIP_BUILD !== 'true' && needsBuild()) {
  console.log('Building Parley (first start, or the sources changed)…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// nitro's output does not set NODE_ENV; without it Better Auth and React run in development mode.
const server = spawn(process.execPath, [...serverNodeFlags(), serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment({ ...process.env, NODE_ENV: 'production' }),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
