/**
 * The URL policy of rendered markdown. Links: http(s), mailto and relative URLs. Images: http(s) and
 * same-origin relative URLs. Anything else (javascript:, vbscript:, data:, protocol-relative `//host`, …)
 * is dropped. Browsers ignore tabs and newlines inside URLs and spaces around them, so the checks look at
 * the URL the browser would see.
 */
const linkSchemes = new Set(['http', 'https', 'mailto'])
const imageSchemes = new Set(['http', 'https'])

// Control characters (C0 and DEL): a URL that still holds one after cleaning is refused outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must be found
const controlCharacter = /[\u0000-\u001f\u007f]/

function asBrowserSees(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips these the same way
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
}

/** The scheme (lower case) when the URL has one, '' for a relative URL. */
function schemeOf(url: string): string {
  const colon = url.indexOf(':')
  if (colon === -1) return ''
  const firstDelimiter = url.search(/[/?#]/)
  if (firstDelimiter !== -1 && firstDelimiter < colon) return ''
  return url.slice(0, colon).toLowerCase()
}

function check(url: string, schemes: Set<string>): string | undefined {
  const cleaned = asBrowserSees(url)
  if (cleaned === '' || controlCharacter.test(cleaned)) return undefined
  // `//host` and `/\host` leave the site although they look relative; so does a leading backslash.
  if (/^[\\/]{2}/.test(cleaned) || cleaned.startsWith('\\')) return undefined
  const scheme = schemeOf(cleaned)
  if (scheme === '') return cleaned
  if (!schemes.has(scheme)) return undefined
  // An absolute URL needs a host; `http:evil` and `https:/x` are refused rather than guessed at.
  if (scheme !== 'mailto' && !/^[a-z]+:\/\/[^/\\?#]/i.test(cleaned)) return undefined
  return cleaned
}

/** The href to render, or undefined to render the link's text alone. */
export function safeLinkUrl(url: string): string | undefined {
  return check(url, linkSchemes)
}

/** The image source to render, or undefined to render no image. */
export function safeImageUrl(url: string): string | undefined {
  return check(url, imageSchemes)
}

/** Links that leave the site open in a new tab. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url)
}
