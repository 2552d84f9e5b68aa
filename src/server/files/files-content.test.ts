import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { simplePdf } from '~/server/files/simple-pdf'
import { detectContent } from './content-type.server'
import { contentDisposition, fileResponseHeaders, safeFileName } from './file-headers.server'
import { makeThumbnail } from './thumbnail.server'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('detectContent reads the bytes, not the name', () => {
  test('an HTML page named .png is HTML, an SVG named .png is SVG, both only as code', async () => {
    expect(await detectContent(bytes('<!doctype html><script>alert(1)</script>'), 'cat.png')).toMatchObject({
      mime: 'text/html',
      kind: 'code',
    })
    expect(
      await detectContent(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'cat.png'),
    ).toMatchObject({
      mime: 'image/svg+xml',
      kind: 'code',
    })
  })
  test('a real PNG is a PNG whatever it is called; text by extension; binary junk is octets', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#f00' } })
      .png()
      .toBuffer()
    expect(await detectContent(new Uint8Array(png), 'notes.txt')).toEqual({
      mime: 'image/png',
      kind: 'image',
    })
    expect(await detectContent(bytes('# Title\n\nSome *words*'), 'README.md')).toMatchObject({
      kind: 'markdown',
    })
    expect(await detectContent(bytes('const a = 1\n'), 'a.ts')).toMatchObject({
      kind: 'code',
      language: 'typescript',
    })
    expect(await detectContent(bytes('plain words, naïve café'), 'notes')).toMatchObject({ kind: 'text' })
    expect(await detectContent(new Uint8Array([0, 159, 146, 150, 0, 1]), 'x.txt')).toEqual({
      mime: 'application/octet-stream',
      kind: 'other',
    })
  })
  test('a multi-byte character cut by the sample end is still text', async () => {
    const sample = bytes(`${'a'.repeat(10)}é`).subarray(0, 11)
    expect((await detectContent(sample, 'a.txt')).kind).toBe('text')
  })
})

describe('file response headers', () => {
  test('names are stripped of paths, control characters and quotes, never empty', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd')
    expect(safeFileName('..\\..\\boot.ini')).toBe('boot.ini')
    expect(safeFileName('a"b\r\nSet-Cookie: x')).toBe('abSet-Cookie: x')
    expect(safeFileName('...')).toBe('file')
    expect(contentDisposition('attachment', 'Résumé "final".pdf')).toBe(
      `attachment; filename="R_sum_ final.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.pdf`,
    )
  })
  test('anything but a raster image is an attachment under nosniff and a sandboxing CSP; markup loses its type', () => {
    const html = fileResponseHeaders({
      fileName: 'page.html',
      mime: 'text/html',
      inlineSafe: false,
      disposition: 'inline',
      cacheControl: 'no-store',
    })
    expect(html.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(html.get('Content-Type')).toBe('application/octet-stream')
    expect(html.get('X-Content-Type-Options')).toBe('nosniff')
    expect(html.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
    const png = fileResponseHeaders({
      fileName: 'a.png',
      mime: 'image/png',
      inlineSafe: true,
      disposition: 'inline',
      cacheControl: 'no-store',
    })
    expect(png.get('Content-Disposition')).toMatch(/^inline;/)
    expect(png.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
  })
})

describe('thumbnails', () => {
  test('an image is turned upright by its EXIF orientation and shrunk to a WebP', async () => {
    // 600×300 stored, orientation 6 (rotate 90° clockwise to view): upright it is 300×600.
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#36c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const thumbnail = await makeThumbnail(new Uint8Array(jpeg), 'image')
    expect(thumbnail).toMatchObject({ width: 300, height: 600 })
    expect((await sharp(thumbnail?.data).metadata()).format).toBe('webp')
  })
  test("a PDF's first page becomes a picture; what cannot be read gives none", async () => {
    const pdf = simplePdf('Quarterly plan', ['One line', 'Another line'])
    const thumbnail = await makeThumbnail(new Uint8Array(pdf), 'pdf')
    expect(thumbnail?.width).toBe(480)
    expect(thumbnail && thumbnail.height > thumbnail.width).toBe(true)
    expect(await makeThumbnail(bytes('not a pdf'), 'pdf')).toBeNull()
    expect(await makeThumbnail(bytes('not an image'), 'image')).toBeNull()
  })
})
