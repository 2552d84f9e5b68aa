import { type ChildProcess, spawn } from 'node:child_process'
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
 */
export async function startAppServer(
  options: { env?: Record<string, string>; dataDir?: string; waitForHealth?: boolean } = {},
): Promise<AppServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error('No production build: run `npm run build` first')
  const port = await freePort()
  const dataDir = options.dataDir ?? makeDataDir()
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
