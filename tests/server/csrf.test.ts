import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppServer, ROOT, startAppServer } from '../helpers/app-server'

let server: AppServer
/** Real server-function URLs: the ids the client bundle calls, confirmed by the server. */
const serverFunctionUrls: string[] = []

/** The ids the built client bundle passes to its server-function stubs (16 hex digits each: `generateFunctionId` in vite.config.ts). */
function serverFunctionIdsInBundle(): string[] {
  const assets = path.join(ROOT, '.output', 'public', 'assets')
  const ids = new Set<string>()
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(assets, file), 'utf8')
    for (const match of source.matchAll(/[`'"]([0-9a-f]{16})[`'"]/g)) ids.add(match[1]!)
  }
  return [...ids]
}

beforeAll(async () => {
  server = await startAppServer()
  for (const id of serverFunctionIdsInBundle()) {
    const url = `${server.url}/_serverFn/${id}`
    const response = await fetch(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    const body = await response.text()
    if (!body.includes('Server function info not found')) serverFunctionUrls.push(url)
  }
  if (serverFunctionUrls.length === 0) throw new Error('Found no server function in the client bundle')
})

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

const body = JSON.stringify({ data: {} })

describe('server functions refuse cross-site requests', () => {
  it('finds the server functions the client calls', () => {
    // getViewerIdentity, getCurrentUser, getMyOrganizations, getPublicProfile at least.
    expect(serverFunctionUrls.length).toBeGreaterThanOrEqual(4)
  })

  it('refuses a POST with Sec-Fetch-Site: cross-site (403)', async () => {
    for (const url of serverFunctionUrls) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Origin: server.url },
        body,
      })
      expect(response.status, url).toBe(403)
      await response.arrayBuffer()
    }
  })

  it('refuses a POST from another Origin without Sec-Fetch-Site (403)', async () => {
    for (const url of serverFunctionUrls) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
        body,
      })
      expect(response.status, url).toBe(403)
      await response.arrayBuffer()
    }
  })

  it('refuses a same-site but not same-origin POST, and a POST with a foreign Referer only', async () => {
    const url = serverFunctionUrls[0]!
    const sameSite = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-site' },
      body,
    })
    expect(sameSite.status).toBe(403)
    const referer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Referer: 'https://evil.example/page' },
      body,
    })
    expect(referer.status).toBe(403)
    // A look-alike origin that merely starts with ours.
    const lookAlike = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Referer: `${server.url}.evil.example/` },
      body,
    })
    expect(lookAlike.status).toBe(403)
  })

  it('refuses a cross-site POST to any /_serverFn/ path, known or not', async () => {
    const response = await fetch(`${server.url}/_serverFn/not-a-real-function`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body,
    })
    expect(response.status).toBe(403)
  })

  it('does not refuse same-origin requests with 403', async () => {
    for (const url of serverFunctionUrls) {
      for (const headers of [{ 'Sec-Fetch-Site': 'same-origin' }, { Origin: server.url }] as Record<
        string,
        string
      >[]) {
        const post = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body,
        })
        expect(post.status, `${url} ${JSON.stringify(headers)}`).not.toBe(403)
        await post.arrayBuffer()
      }
    }
    // The viewer-identity function answers a same-origin GET with data.
    const answers = await Promise.all(
      serverFunctionUrls.map(async (url) => {
        const response = await fetch(url, { headers: { Origin: server.url } })
        return { status: response.status, text: await response.text() }
      }),
    )
    expect(answers.every((answer) => answer.status !== 403)).toBe(true)
    expect(answers.some((answer) => answer.status === 200 && answer.text.includes('"token"'))).toBe(true)
  })
})
