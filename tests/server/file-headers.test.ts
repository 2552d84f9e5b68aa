import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staticSecurityHeaders } from '~/server/security-headers'
import { apiRouteUrls } from '../helpers/api-routes'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { SAMPLE_HTML, SAMPLE_PNG, SAMPLE_SVG } from '../helpers/files-world'
import { callServerFn, signIn } from '../helpers/live-http'

/**
 * The security headers the production build really sends: a file keeps the headers it chose (the sandboxing
 * CSP above all, which the page policy used to replace on the way out), and the app's defaults fill in only
 * what a route did not set. Exact: every security header of each response, no more, no fewer.
 */
let server: AppServer
let cookie: string
const files: Record<'png' | 'html' | 'svg' | 'attachment', string> = {
  png: '',
  html: '',
  svg: '',
  attachment: '',
}
let avatarUrl: string

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'strict-transport-security',
]
const DEFAULTS = Object.fromEntries(
  Object.entries(staticSecurityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
)
const SANDBOX = "default-src 'none'; sandbox"
/** A project file's bytes or thumbnail, and the S3 redirect to them. */
const FILE = {
  ...DEFAULTS,
  'content-security-policy': SANDBOX,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
}
/** The file handlers' not-found answer, and avatars. */
const SANDBOXED = { ...DEFAULTS, 'content-security-policy': SANDBOX }
const PAGE_POLICY = /^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/

function securityHeadersOf(response: Response): Record<string, string> {
  const found: Record<string, string> = {}
  for (const name of SECURITY_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) found[name] = value
  }
  return found
}

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, {
    headers: { Cookie: cookie, ...headers },
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return response
}

/** Uploads through tus as the files page does (POST, then one PATCH); the new file's id. */
async function upload(name: string, bytes: Buffer, purpose = 'file'): Promise<string> {
  const metadata = { orgSlug: 'demo', projectSlug: 'public-roadmap', filename: name, purpose }
  const common = { 'Tus-Resumable': '1.0.0', Origin: server.url, Cookie: cookie }
  const created = await fetch(`${server.url}/api/files/uploads`, {
    method: 'POST',
    headers: {
      ...common,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(','),
    },
  })
  if (created.status !== 201) throw new Error(`POST answered ${created.status}: ${await created.text()}`)
  const sent = await fetch(new URL(created.headers.get('Location')!, server.url), {
    method: 'PATCH',
    headers: { ...common, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  })
  if (sent.status !== 204) throw new Error(`PATCH answered ${sent.status}: ${await sent.text()}`)
  return sent.headers.get('Parley-File-Id')!
}

beforeAll(async () => {
  server = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
  cookie = await signIn(server.url)
  files.png = await upload('pixel.png', SAMPLE_PNG)
  files.html = await upload('cute-cat.png', SAMPLE_HTML)
  files.svg = await upload('logo.svg', SAMPLE_SVG)
  files.attachment = await upload('notes.txt', Buffer.from('an attachment'), 'feedback')
  const { image } = await callServerFn<{ image: string }>(
    server.url,
    'uploadAvatar',
    { dataUrl: `data:image/png;base64,${SAMPLE_PNG.toString('base64')}` },
    { cookie },
  )
  avatarUrl = image
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

describe('every file response keeps its own security headers', () => {
  const content = (key: keyof typeof files, query = '') => `/api/files/${files[key]}/content${query}`

  test.each([
    ['an image shown inline', () => content('png'), 200, /^inline/],
    ['an image downloaded (download=1)', () => content('png', '?download=1'), 200, /^attachment/],
    ['HTML named .png', () => content('html'), 200, /^attachment/],
    ['HTML named .png, downloaded', () => content('html', '?download=1'), 200, /^attachment/],
    ['an SVG', () => content('svg'), 200, /^attachment/],
    ['an attachment (uploaded for a feedback item)', () => content('attachment'), 200, /^attachment/],
    ['a version by number', () => content('svg', '?version=1'), 200, /^attachment/],
  ])('%s', async (_label, pathname, status, disposition) => {
    const response = await get(pathname())
    expect(response.status).toBe(status)
    expect(securityHeadersOf(response)).toEqual(FILE)
    expect(response.headers.get('content-disposition')).toMatch(disposition)
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })

  test('a range (206), an impossible range (416) and a revalidation (304)', async () => {
    const range = await get(content('svg'), { Range: 'bytes=0-3' })
    expect(range.status).toBe(206)
    expect(securityHeadersOf(range)).toEqual(FILE)
    const impossible = await get(content('svg'), { Range: 'bytes=9999-' })
    expect(impossible.status).toBe(416)
    expect(securityHeadersOf(impossible)).toEqual(FILE)
    const etag = range.headers.get('etag')!
    const revalidated = await get(content('svg'), { 'If-None-Match': etag })
    expect(revalidated.status).toBe(304)
    expect(securityHeadersOf(revalidated)).toEqual(FILE)
  })

  test('the thumbnail', async () => {
    // Made by the thumbnailer's child process right after the upload.
    await expect
      .poll(async () => (await get(`/api/files/${files.png}/thumbnail`)).status, { timeout: 30_000 })
      .toBe(200)
    const response = await get(`/api/files/${files.png}/thumbnail`)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(securityHeadersOf(response)).toEqual(FILE)
  })

  test('not found: an unknown file, its thumbnail, a file the visitor may not read', async () => {
    const unknown = '00000000-0000-0000-0000-000000000000'
    for (const response of [
      await get(`/api/files/${unknown}/content`),
      await get(`/api/files/${unknown}/content?download=1`),
      await get(`/api/files/${unknown}/thumbnail`),
      await get(`/api/files/${files.svg}/thumbnail`),
      await get(content('png'), { Cookie: '' }),
    ]) {
      expect(response.status).toBe(404)
      expect(securityHeadersOf(response)).toEqual(SANDBOXED)
    }
  })

  test('an avatar, its revalidation, and a missing one', async () => {
    expect(avatarUrl).toMatch(/^\/api\/files\/avatars\//)
    const avatar = await get(avatarUrl, { Cookie: '' })
    expect(avatar.status).toBe(200)
    expect(avatar.headers.get('content-type')).toBe('image/png')
    expect(securityHeadersOf(avatar)).toEqual(SANDBOXED)
    const revalidated = await get(avatarUrl, { Cookie: '', 'If-None-Match': avatar.headers.get('etag')! })
    expect(revalidated.status).toBe(304)
    expect(securityHeadersOf(revalidated)).toEqual(SANDBOXED)
    const missing = await get('/api/files/avatars/nobody-0000000000000000.png', { Cookie: '' })
    expect(missing.status).toBe(404)
    expect(securityHeadersOf(missing)).toEqual(SANDBOXED)
  })
})

describe('every /api route gets the complete set', () => {
  test('GET and POST of each, signed in: the route’s own headers, the defaults for the rest', async () => {
    // Every route file, plus the pages the auth catch-all serves itself.
    const routes = [...apiRouteUrls(), '/api/auth/ok', '/api/auth/error?error=x']
    // A new route file is covered without being listed here; finding none would prove nothing.
    expect(routes).toEqual(
      expect.arrayContaining(['/api/health', '/api/live', '/api/files/x/content', '/api/files/avatars/x']),
    )
    const problems: string[] = []
    for (const route of routes) {
      // A file route's not-found answer is a file handler's answer: sandboxed.
      const fileRoute = /^\/api\/files\/(x\/|avatars\/)/.test(route)
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${server.url}${route}`, {
          method,
          headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        })
        await response.body?.cancel()
        const headers = securityHeadersOf(response)
        const expected = fileRoute && method === 'GET' ? SANDBOXED : DEFAULTS
        const { 'content-security-policy': csp, ...rest } = headers
        const { 'content-security-policy': expectedCsp, ...expectedRest } = expected as Record<string, string>
        const cspOk = expectedCsp ? csp === expectedCsp : PAGE_POLICY.test(csp ?? '')
        if (!cspOk || JSON.stringify(sorted(rest)) !== JSON.stringify(sorted(expectedRest))) {
          problems.push(`${method} ${route} (${response.status}): ${JSON.stringify(headers)}`)
        }
        if (!response.headers.get('x-request-id')) problems.push(`${method} ${route}: no X-Request-Id`)
      }
    }
    expect(problems).toEqual([])
  }, 60_000)
})

const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort())
