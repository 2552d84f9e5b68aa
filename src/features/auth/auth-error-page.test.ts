import { describe, expect, test } from 'vitest'
import { renderAuthErrorPage } from './auth-error-page'

const render = (query: string) => renderAuthErrorPage(new URLSearchParams(query))
const codeOf = (html: string) => /data-testid="auth-error-code">([^<]*)<\/code>/.exec(html)?.[1]

describe('renderAuthErrorPage', () => {
  test('a complete HTML document titled Authentication Error with a link back to the app', () => {
    const html = render('error=state_not_found')
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toContain('<title>Authentication Error</title>')
    expect(html).toContain('<h1>Authentication Error</h1>')
    expect(html).toContain('<a href="/">Return to Application</a>')
  })

  test('shows the error code', () => {
    expect(codeOf(render('error=state_not_found'))).toBe('state_not_found')
    expect(codeOf(render('error=%20invalid_code%20'))).toBe('invalid_code')
  })

  test("'Unknown' when there is no code, or only blanks", () => {
    expect(codeOf(render(''))).toBe('Unknown')
    expect(codeOf(render('error='))).toBe('Unknown')
    expect(codeOf(render('error=%20%20'))).toBe('Unknown')
  })

  test('escapes the code and the description', () => {
    const html = render(
      `error=${encodeURIComponent('<script>alert("x")</script>')}&error_description=${encodeURIComponent("<img src=x onerror='y'>&")}`,
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(codeOf(html)).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;')
    expect(html).toContain('&#60;img src=x onerror=&#39;y&#39;&#62;&#38;')
  })

  test('shows the description only when there is one', () => {
    expect(render('error=x&error_description=Access%20denied')).toContain('<p>Access denied</p>')
    expect(render('error=x')).not.toContain('Access denied')
  })

  test('bounds the length of what it echoes', () => {
    const code = codeOf(render(`error=${'a'.repeat(1000)}`))
    expect(code).toHaveLength(200)
  })
})
