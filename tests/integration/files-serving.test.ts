/**
 * Safe serving. Every file response — inline images, attachments, versions, ranges, 304s,
 * thumbnails, refusals — carries nosniff and the sandboxing CSP; only raster images (by their bytes) show
 * inline; HTML and SVG never do, whatever they are called; file names cannot break the headers.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serveFileContent, serveFileThumbnail } from '~/features/files/server/serve.server'
import { fileContentUrl } from '~/lib/file-rules'
import { securityHeadersFor, staticSecurityHeaders, withDefaultHeaders } from '~/server/security-headers'
import type { FileStorage } from '~/server/storage/file-storage'
import {
  createFilesWorld,
  type FilesWorld,
  SAMPLE_HTML,
  SAMPLE_PNG,
  SAMPLE_SVG,
} from '../helpers/files-world'

let w: FilesWorld
let png: string
let html: string
let svg: string
let text: string
beforeAll(async () => {
  w = await createFilesWorld()
  png = await w.upload('member', 'pixel.png', SAMPLE_PNG)
  html = await w.upload('member', 'cute-cat.png', SAMPLE_HTML)
  svg = await w.upload('member', 'logo.svg', SAMPLE_SVG)
  text = await w.upload(
    'member',
    'evil"\r\nSet-Cookie: a=b; ünïcødé.txt'.replace(/[\r\n]/g, ''),
    Buffer.from('0123456789'),
  )
  await w.makeThumbnails()
}, 120_000)
afterAll(() => w?.close())

const responses: Response[] = []
async function get(
  fileId: string,
  options: {
    version?: number
    download?: boolean
    headers?: Record<string, string>
    who?: 'member' | 'outsider' | 'anonymous'
  } = {},
) {
  const response = await serveFileContent({
    db: w.db,
    storage: w.storage,
    viewer: w.viewerOf(options.who ?? 'member'),
    request: new Request(`http://parley.test${fileContentUrl(fileId, options)}`, {
      headers: options.headers,
    }),
    fileId,
  })
  responses.push(response)
  return response
}

function expectSafe(response: Response) {
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
}

describe('what is shown inline and what is downloaded', () => {
  test('a real PNG is shown inline as image/png', async () => {
    const response = await get(png)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline/)
    expect(Buffer.from(await response.arrayBuffer()).equals(SAMPLE_PNG)).toBe(true)
  })

  test('HTML named .png is an attachment and never text/html inline or image/png', async () => {
    const response = await get(html)
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment/)
    expect(response.headers.get('Content-Type')).not.toMatch(/^image\//)
    expect(response.headers.get('Content-Type')).not.toMatch(/html/)
  })

  test('SVG is an attachment, never rendered inline', async () => {
    const response = await get(svg)
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment/)
    expect(response.headers.get('Content-Type')).not.toBe('image/svg+xml')
  })

  test('download=1 makes even an image an attachment', async () => {
    const response = await get(png, { download: true })
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="pixel\.png"/)
  })

  test('a hostile file name cannot add headers; non-ASCII names travel as filename*', async () => {
    const response = await get(text, { download: true })
    const disposition = response.headers.get('Content-Disposition') ?? ''
    expect(disposition).not.toMatch(/[\r\n]/)
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect(disposition).toContain("filename*=UTF-8''")
  })
})

describe('ranges, caching and versions', () => {
  test('a range answers 206 with exactly those bytes; an impossible one 416', async () => {
    const partial = await get(text, { headers: { Range: 'bytes=2-5' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('Content-Range')).toBe('bytes 2-5/10')
    expect(await partial.text()).toBe('2345')
    const suffix = await get(text, { headers: { Range: 'bytes=-3' } })
    expect(await suffix.text()).toBe('789')
    const impossible = await get(text, { headers: { Range: 'bytes=50-60' } })
    expect(impossible.status).toBe(416)
  })

  test('If-None-Match with the version answers 304', async () => {
    const first = await get(png)
    const etag = first.headers.get('ETag') as string
    expect(etag).toBeTruthy()
    const again = await get(png, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  test('older versions by number; a version that does not exist is not found', async () => {
    await w.upload('member', 'x', Buffer.from('second version!'), { replacesFileId: text })
    expect(await (await get(text, { version: 1 })).text()).toBe('0123456789')
    expect(await (await get(text)).text()).toBe('second version!')
    expect((await get(text, { version: 9 })).status).toBe(404)
  })
})

describe('who may read', () => {
  test('outsiders and anonymous visitors get not found, for public projects too', async () => {
    expect((await get(png, { who: 'outsider' })).status).toBe(404)
    expect((await get(png, { who: 'anonymous' })).status).toBe(404)
  })

  test('an unknown or malformed id is not found', async () => {
    expect((await get('00000000-0000-0000-0000-000000000000')).status).toBe(404)
    expect((await get('../../etc/passwd')).status).toBe(404)
  })

  test('the thumbnail is a WebP for members, not found for others', async () => {
    const thumb = await serveFileThumbnail({
      db: w.db,
      storage: w.storage,
      viewer: w.viewerOf('member'),
      fileId: png,
    })
    responses.push(thumb)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('Content-Type')).toBe('image/webp')
    const refused = await serveFileThumbnail({ db: w.db, storage: w.storage, viewer: null, fileId: png })
    responses.push(refused)
    expect(refused.status).toBe(404)
  })
})

describe('on S3', () => {
  test('a download is a redirect to a signed URL, under the same headers and no referrer', async () => {
    const signed = 'https://bucket.example/uploads/abc?X-Amz-Expires=120'
    const s3: FileStorage = Object.create(w.storage, {
      kind: { value: 's3' },
      signedUrl: { value: async () => signed },
    })
    const redirect = await serveFileContent({
      db: w.db,
      storage: s3,
      viewer: w.viewerOf('member'),
      request: new Request(`http://parley.test${fileContentUrl(html, { download: true })}`),
      fileId: html,
    })
    responses.push(redirect)
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('Location')).toBe(signed)
    expect(redirect.headers.get('Referrer-Policy')).toBe('no-referrer')
  })
})

test('every file response above carried nosniff and the sandboxing CSP', () => {
  expect(responses.length).toBeGreaterThan(15)
  for (const response of responses) expectSafe(response)
})

test('the headers the app adds to every response (src/start.ts) replace none of a file response’s own', () => {
  for (const response of responses) {
    const own = new Map(response.headers)
    const sent = withDefaultHeaders(
      response,
      securityHeadersFor({ nonce: 'n0nce', https: true, development: false }),
    )
    expectSafe(sent)
    for (const [name, value] of own) expect(sent.headers.get(name)).toBe(value)
    // What the file did not choose comes from the defaults.
    expect(sent.headers.get('X-Frame-Options')).toBe(staticSecurityHeaders['X-Frame-Options'])
    expect(sent.headers.get('Strict-Transport-Security')).toMatch(/^max-age=/)
  }
})
