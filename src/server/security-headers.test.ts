import { describe, expect, test } from 'vitest'
import {
  contentSecurityPolicy,
  HSTS_VALUE,
  mayBeFramed,
  securityHeadersFor,
  staticSecurityHeaders,
  withDefaultHeaders,
} from './security-headers'

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name as string, values.join(' ')]
    }),
  )
}

describe('content security policy', () => {
  test('production: scripts only from self and the nonce, no inline/eval, no framing', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc123', development: false }))
    expect(csp.get('script-src')).toBe("'self' 'nonce-abc123'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.get('connect-src')).toBe("'self'")
    expect(csp.get('base-uri')).toBe("'self'")
    expect(csp.get('form-action')).toBe("'self'")
  })

  test('development allows the dev server its inline scripts and websocket', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc123', development: true }))
    expect(csp.get('script-src')).toContain("'unsafe-eval'")
    expect(csp.get('connect-src')).toContain('ws:')
    expect(csp.get('frame-ancestors')).toBe("'none'")
  })
})

describe('framing: the widget embed page is the one page others may frame', () => {
  test('frame-ancestors names the origins given, and none otherwise', () => {
    const csp = directives(
      contentSecurityPolicy({ nonce: 'n', development: false, frameAncestors: ['https://app.example.com'] }),
    )
    expect(csp.get('frame-ancestors')).toBe('https://app.example.com')
    expect(csp.get('script-src')).toBe("'self' 'nonce-n'")
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', development: false, frameAncestors: [] })).get(
        'frame-ancestors',
      ),
    ).toBe("'none'")
  })

  test("mayBeFramed reads the response's own frame-ancestors", () => {
    expect(mayBeFramed(null)).toBe(false)
    expect(mayBeFramed("default-src 'none'; sandbox")).toBe(false)
    expect(mayBeFramed("default-src 'self'; frame-ancestors 'none'")).toBe(false)
    expect(mayBeFramed("default-src 'self'; frame-ancestors https://app.example.com")).toBe(true)
  })

  test('a response that lets an origin frame it gets every default but X-Frame-Options', () => {
    const csp = contentSecurityPolicy({
      nonce: 'n',
      development: false,
      frameAncestors: ['https://app.example.com'],
    })
    const embed = new Response('<!doctype html>', { headers: { 'Content-Security-Policy': csp } })
    const result = withDefaultHeaders(
      embed,
      securityHeadersFor({ nonce: 'x', https: true, development: false }),
    )
    expect(result.headers.get('X-Frame-Options')).toBeNull()
    expect(result.headers.get('Content-Security-Policy')).toBe(csp)
    expect(result.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(result.headers.get('Strict-Transport-Security')).toBe(HSTS_VALUE)
    // Every other page still refuses every frame.
    const page = withDefaultHeaders(
      new Response('<!doctype html>'),
      securityHeadersFor({ nonce: 'x', https: true, development: false }),
    )
    expect(page.headers.get('X-Frame-Options')).toBe('DENY')
  })
})

describe('securityHeadersFor', () => {
  test('static headers and the CSP are always present', () => {
    const headers = securityHeadersFor({ nonce: 'n0nce', https: false, development: false })
    expect(headers).toMatchObject(staticSecurityHeaders)
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Content-Security-Policy']).toContain("'nonce-n0nce'")
  })

  test('HSTS only over https', () => {
    expect(securityHeadersFor({ nonce: 'n', https: false, development: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    )
    expect(
      securityHeadersFor({ nonce: 'n', https: true, development: false })['Strict-Transport-Security'],
    ).toBe(HSTS_VALUE)
  })
})

describe('withDefaultHeaders', () => {
  test('sets headers on an ordinary response in place', () => {
    const response = new Response('hello', { status: 201, headers: { 'Content-Type': 'text/plain' } })
    const result = withDefaultHeaders(response, { 'X-Frame-Options': 'DENY' })
    expect(result).toBe(response)
    expect(result.headers.get('X-Frame-Options')).toBe('DENY')
    expect(result.headers.get('Content-Type')).toBe('text/plain')
  })

  test('never replaces a header the route set itself: a file keeps its sandbox and its referrer policy', () => {
    const file = new Response('<svg/>', {
      headers: {
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Referrer-Policy': 'no-referrer',
      },
    })
    const result = withDefaultHeaders(
      file,
      securityHeadersFor({ nonce: 'n0nce', https: true, development: false }),
    )
    expect(result.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
    expect(result.headers.get('Referrer-Policy')).toBe('no-referrer')
    // The defaults the file did not choose are added.
    expect(result.headers.get('X-Frame-Options')).toBe('DENY')
    expect(result.headers.get('Strict-Transport-Security')).toBe(HSTS_VALUE)
  })

  test('a copy of an immutable response also keeps the headers it had', () => {
    const redirect = Response.redirect('https://bucket.example/signed', 302)
    const result = withDefaultHeaders(redirect, { Location: 'https://elsewhere.example', 'X-Test': '1' })
    expect(result.headers.get('Location')).toBe('https://bucket.example/signed')
    expect(result.headers.get('X-Test')).toBe('1')
  })

  test('copies a response whose headers are immutable (Response.redirect), keeping status and location', async () => {
    const redirect = Response.redirect('https://parley.example/home', 302)
    expect(() => redirect.headers.set('X-Test', '1')).toThrow()
    const result = withDefaultHeaders(redirect, {
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
    })
    expect(result).not.toBe(redirect)
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('https://parley.example/home')
    expect(result.headers.get('X-Frame-Options')).toBe('DENY')
    expect(result.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  test('a copy keeps the status and body of the original', async () => {
    class ImmutableHeaders extends Headers {
      override set(): void {
        throw new TypeError('immutable')
      }
    }
    const original = new Response('not here', { status: 404, headers: { 'Content-Type': 'text/plain' } })
    Object.defineProperty(original, 'headers', { value: new ImmutableHeaders(original.headers) })
    const result = withDefaultHeaders(original, { 'X-Test': '1' })
    expect(result).not.toBe(original)
    expect(result.status).toBe(404)
    expect(result.headers.get('X-Test')).toBe('1')
    expect(result.headers.get('Content-Type')).toBe('text/plain')
    expect(await result.text()).toBe('not here')
  })
})
