import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressPieces, spliceGzip } from './spliced-gzip.server'

const page = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">boot()</script></head><body>${'<li>Dark mode</li>'.repeat(
    2000,
  )}<script nonce="${nonce}">hydrate()</script>é ✓</body></html>`

describe('spliceGzip', () => {
  it('gives a gzip body that any gunzip reads as the pieces joined with the new string', () => {
    const pieces = compressPieces(page('OLD').split('OLD'))
    for (const nonce of ['q1w2e3r4t5y6u7i8o9p0AA==', 'another+/nonce==', '']) {
      const body = spliceGzip(pieces, nonce)
      expect(zlib.gunzipSync(body).toString()).toBe(page(nonce))
    }
  })

  it('handles a text that starts or ends with the spliced string, and a text with no splice at all', () => {
    for (const texts of [['', 'middle', ''], ['only one piece'], ['', '']]) {
      const body = spliceGzip(compressPieces(texts), 'NONCE')
      expect(zlib.gunzipSync(body).toString()).toBe(texts.join('NONCE'))
    }
  })

  it('is compressed, not stored', () => {
    const text = page('OLD')
    expect(spliceGzip(compressPieces(text.split('OLD')), 'NEW').length).toBeLessThan(text.length / 10)
  })
})
