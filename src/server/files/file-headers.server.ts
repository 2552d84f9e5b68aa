/**
 * The headers on every file response. A file is someone else's bytes served from our origin, so nothing in
 * it may run here: nosniff, a CSP that allows nothing and sandboxes the document, and an attachment
 * disposition for everything but raster images.
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"

/**
 * A file name safe to put in a header or on disk: no path (no slashes, no `..`), no control characters,
 * no quotes or characters a header cannot carry; never empty.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 255)
  return cleaned || 'file'
}

/** RFC 6266: an ASCII fallback in `filename`, the exact name in `filename*` (RFC 8187 UTF-8). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const safe = safeFileName(fileName)
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%;]/g, '_')
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

export function fileResponseHeaders(options: {
  fileName: string
  mime: string
  /** Only raster images: anything else is never shown from our origin. */
  inlineSafe: boolean
  disposition: 'inline' | 'attachment'
  size?: number
  etag?: string
  cacheControl: string
}): Headers {
  const disposition = options.inlineSafe ? options.disposition : 'attachment'
  // Markup is described as what it is nowhere: as an attachment, plain octets are the honest type.
  const mime = options.inlineSafe ? options.mime : downloadType(options.mime)
  const headers = new Headers({
    'Content-Type': mime,
    'Content-Disposition': contentDisposition(disposition, options.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': options.cacheControl,
    'Accept-Ranges': 'bytes',
  })
  if (options.size !== undefined) headers.set('Content-Length', String(options.size))
  if (options.etag) headers.set('ETag', options.etag)
  return headers
}

const RENDERABLE = /^(text\/html|image\/svg\+xml|application\/xhtml\+xml|text\/xml|application\/xml)/i

function downloadType(mime: string): string {
  if (RENDERABLE.test(mime)) return 'application/octet-stream'
  if (mime.startsWith('text/')) return `${mime.split(';')[0]}; charset=utf-8`
  return mime
}
