import fs from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { type AppServer, makeDataDir, startAppServer } from '../helpers/app-server'

const SEED_MESSAGE = 'Demo content seeded'
const started: AppServer[] = []

async function start(options: Parameters<typeof startAppServer>[0] = {}) {
  const server = await startAppServer(options)
  started.push(server)
  return server
}

afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
    await server.exited
  }
  for (const dataDir of new Set(started.map((server) => server.dataDir))) {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

/** The exit code, or 'still running' when the process outlives `ms`. */
function exitWithin(server: AppServer, ms: number): Promise<number | null | 'still running'> {
  return Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms).unref()),
  ])
}

async function demoSignInStatus(server: AppServer): Promise<number> {
  const response = await fetch(`${server.url}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ username: 'demo', password: 'parley-demo' }),
  })
  await response.arrayBuffer()
  return response.status
}

describe('one DATA_DIR across starts, stops and crashes', () => {
  // These steps share one data directory and run in order.
  const dataDir = makeDataDir('parley-lifecycle-')
  let first: AppServer

  it('seeds the demo content on the first start and says so', async () => {
    first = await start({ dataDir })
    expect(first.output()).toContain(SEED_MESSAGE)
    expect(first.output()).toContain('Sign in as \\"demo\\"')
    expect(await demoSignInStatus(first)).toBe(200)
  })

  it('refuses a second server on the same DATA_DIR with a clear message, and the first keeps serving', async () => {
    const second = await start({ dataDir, waitForHealth: false })
    const code = await exitWithin(second, 20_000)
    expect(code).not.toBe('still running')
    expect(code).not.toBe(0)
    expect(second.output()).toContain('already in use')
    expect(second.output()).toContain(dataDir)
    const health = await fetch(`${first.url}/api/health`)
    expect(health.status).toBe(200)
  })

  it('exits with code 0 within 5 s of SIGTERM, even with a keep-alive connection open', async () => {
    // undici keeps this connection open in its pool after the response.
    const response = await fetch(`${first.url}/`, { headers: { Connection: 'keep-alive' } })
    await response.text()
    const stoppedAt = Date.now()
    first.child.kill('SIGTERM')
    const code = await exitWithin(first, 5000)
    expect(code).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(5000)
  })

  it('does not seed again on the next start, and the data is still there', async () => {
    const again = await start({ dataDir })
    expect(again.output()).not.toContain(SEED_MESSAGE)
    expect(await demoSignInStatus(again)).toBe(200)

    // A crash (kill -9) leaves the lock behind; the next start takes it over and serves the same data.
    again.child.kill('SIGKILL')
    expect(await exitWithin(again, 5000)).not.toBe('still running')
    const afterCrash = await start({ dataDir })
    expect(afterCrash.output()).not.toContain('already in use')
    expect(afterCrash.output()).not.toContain(SEED_MESSAGE)
    expect(await demoSignInStatus(afterCrash)).toBe(200)
    expect(await afterCrash.stop()).toBe(0)
  })
})

describe('SEED_DEMO=false', () => {
  it('seeds nothing: no message, and the demo account does not exist', async () => {
    const server = await start({ env: { SEED_DEMO: 'false' } })
    expect(server.output()).not.toContain(SEED_MESSAGE)
    expect(await demoSignInStatus(server)).toBe(401)
    expect(await server.stop()).toBe(0)
  })
})

describe('configuration errors fail fast with a clear message', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['BETTER_AUTH_SECRET', 'too-short'],
    ['BETTER_AUTH_URL', 'not a url'],
    ['RATE_LIMIT_ENABLED', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('%s=%s', async (name, value) => {
    const server = await start({ env: { [name]: value }, waitForHealth: false })
    const code = await exitWithin(server, 10_000)
    expect(code).not.toBe('still running')
    expect(code).not.toBe(0)
    const output = server.output()
    expect(output).toContain('Parley cannot start')
    expect(output).toContain(name)
    expect(output).toContain(value)
    // A message, not a crash: no uncaught-exception stack trace.
    expect(output).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m)
  })
})
