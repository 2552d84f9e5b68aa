import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')
/**
 * The production build to run. PARLEY_SERVER_ENTRY points at a private copy of `.output` when several people
 * build on one machine, so that someone else's rebuild cannot swap the assets under a running test server.
 */
export const SERVER_ENTRY =
  process.env.PARLEY_SERVER_ENTRY ?? path.join(ROOT, '.output', 'server', 'index.mjs')

export type AppServer = {
  url: string
  port: number
  dataDir: string
  child: ChildProcess
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string
  /** SIGTERM, resolving with the exit code once the process is gone. */
  stop: () => Promise<number | null>
  exited: Promise<number | null>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export function makeDataDir(prefix = 'parley-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

/**
 * Starts the production build (`npm run build` must have run) on a free port, with its own DATA_DIR unless
 * given one, and waits until /api/health answers. `waitForHealth: false` returns at once (for start-up
 * failures that tests expect).
 *
 * Without a `dataDir`, the server starts from a copy of a data directory the same build has already set up and
 * seeded with the demo content (unless `SEED_DEMO=false`): each server still has its own data, but none pays
 * again for creating the database, migrating and seeding (most of a start). Tests of a first start pass a
 * `dataDir` of their own.
 */
export async function startAppServer(
  options: { env?: Record<string, string>; dataDir?: string; waitForHealth?: boolean } = {},
): Promise<AppServer> {
  const dataDir =
    options.dataDir ??
    (options.env?.SEED_DEMO === 'false' ? makeDataDir() : copyOf(await seededDataDirOfThisBuild()))
  return startAppServerIn(dataDir, options)
}

async function startAppServerIn(
  dataDir: string,
  options: { env?: Record<string, string>; waitForHealth?: boolean },
): Promise<AppServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error('No production build: run `npm run build` first')
  const port = await freePort()
  const url = `http://localhost:${port}`
  let output = ''
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BETTER_AUTH_URL: url,
      LOG_LEVEL: 'info',
      // Node keeps the build's compiled modules between starts: about 0.35 s of a core less per start (a run
      // starts some forty servers). Keyed by each file's contents, so a new build cannot get stale code.
      NODE_COMPILE_CACHE: path.join(ROOT, 'node_modules', '.cache', 'parley-node-compile'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const server: AppServer = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
  if (options.waitForHealth === false) return server

  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return server
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`The server did not become healthy within 30 s:\n${output}`)
}

let seededDataDir: Promise<string> | undefined

/**
 * A data directory this build has created, migrated and seeded, then left by a clean stop: made by the first
 * server a run starts without a `dataDir`, and kept beside the build's other temporary files (named by the
 * build, so a new build makes a new one).
 */
function seededDataDirOfThisBuild(): Promise<string> {
  seededDataDir ??= (async () => {
    const build = fs.statSync(SERVER_ENTRY)
    const key = `${path.dirname(SERVER_ENTRY)}:${build.mtimeMs}:${build.size}`
    const template = path.join(
      os.tmpdir(),
      `parley-seeded-${crypto.createHash('sha256').update(key).digest('hex').slice(0, 16)}`,
    )
    if (fs.existsSync(template)) return template
    const dataDir = makeDataDir('parley-seeding-')
    const server = await startAppServerIn(dataDir, { env: { RATE_LIMIT_ENABLED: 'false' } })
    const code = await server.stop()
    if (code !== 0) throw new Error(`The seeding server exited with ${code}:\n${server.output()}`)
    try {
      fs.renameSync(dataDir, template)
    } catch (error) {
      // Another run of the same build made it first.
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (!fs.existsSync(template)) throw error
    }
    return template
  })()
  return seededDataDir
}

function copyOf(directory: string): string {
  const copy = makeDataDir()
  fs.cpSync(directory, copy, { recursive: true })
  return copy
}
