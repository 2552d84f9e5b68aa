import { describe, expect, test } from 'vitest'
import { EMBED_CONFIG_ELEMENT_ID, EMBED_MESSAGES_ELEMENT_ID } from '../embed-config'
import { embedPageResponse } from './embed-page.server'

const settings = {
  orgSlug: 'acme',
  projectSlug: 'roadmap',
  projectName: 'Roadmap </script><script>alert(1)</script>',
  allowedOrigins: ['https://app.acme.test', 'http://localhost:5173'],
  tabs: ['feedback', 'updates'] as ('feedback' | 'updates')[],
  launcher: { position: 'left' as const, colour: '#112233' },
}
const options = {
  baseUrl: 'https://parley.example',
  assets: { script: '/embed/assets/embed-abc.js', style: '/embed/assets/embed-def.css' },
  development: false,
}
const page = (query: string, which: typeof settings | null = settings, locale?: 'en' | 'de' | 'ar') =>
  embedPageResponse(which, new URL(`https://parley.example/embed/@acme/roadmap?${query}`), {
    ...options,
    locale,
  })

/** The messages the page carries inline (the embed's language and words). */
function messagesOf(html: string): { locale: string; messages: Record<string, unknown> } {
  const json = new RegExp(
    `<script type="application/json" id="${EMBED_MESSAGES_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)
  return JSON.parse(json?.[1] ?? 'null')
}

describe('the embed page', () => {
  test('answers an allowed host with the app, framable by that host alone, never cached', async () => {
    const response = page('host=https%3A%2F%2Fapp.acme.test&theme=dark')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain('frame-ancestors https://app.acme.test')
    expect(csp).not.toContain('localhost')
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/)
    const html = await response.text()
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="dark">')
    expect(html).toContain('<script type="module" src="/embed/assets/embed-abc.js"></script>')
    expect(html).toContain('<link rel="stylesheet" href="/embed/assets/embed-def.css">')
    // The project's name cannot close the configuration's element.
    expect(html).not.toContain('</script><script>alert(1)')
    const json = new RegExp(
      `<script type="application/json" id="${EMBED_CONFIG_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html)
    const config = JSON.parse(json?.[1] ?? 'null')
    expect(config).toEqual({
      org: 'acme',
      project: 'roadmap',
      projectName: settings.projectName,
      projectUrl: 'https://parley.example/@acme/roadmap',
      host: 'https://app.acme.test',
      apiBase: '/api/embed/@acme/roadmap',
      tabs: ['feedback', 'updates'],
      launcher: { position: 'left', colour: '#112233' },
      theme: 'dark',
    })
  })

  test('speaks the visitor’s language: German words inline, English by default', async () => {
    const german = await page('host=https%3A%2F%2Fapp.acme.test', settings, 'de').text()
    expect(german).toContain('<html lang="de" dir="ltr" data-theme="auto">')
    const { locale, messages } = messagesOf(german)
    expect(locale).toBe('de')
    expect(messages['list.post']).toBe('Feedback geben')
    expect(messages['tab.updates']).toBe('Neuigkeiten')
    // Only the visitor's language travels with the page.
    expect(german).not.toContain('Post feedback')
    const english = await page('host=https%3A%2F%2Fapp.acme.test').text()
    expect(messagesOf(english).locale).toBe('en')
    expect(messagesOf(english).messages['list.post']).toBe('Post feedback')
    expect(english).toContain('<title>Feedback · Roadmap')
  })

  test('reads right to left in Arabic', async () => {
    const html = await page('host=https%3A%2F%2Fapp.acme.test&theme=light', settings, 'ar').text()
    expect(html).toContain('<html lang="ar" dir="rtl" data-theme="light">')
    expect(messagesOf(html).messages['tab.feedback']).toBe('الملاحظات')
  })

  test('an unknown theme is auto', async () => {
    expect(await page('host=http%3A%2F%2Flocalhost%3A5173&theme=sepia').text()).toContain('data-theme="auto"')
  })

  test.each([
    ['no host', ''],
    ['a host not in the list', 'host=https%3A%2F%2Fevil.test'],
    ['a look-alike of an allowed host', 'host=https%3A%2F%2Fapp.acme.test.evil.test'],
    ['an allowed host with a path', 'host=https%3A%2F%2Fapp.acme.test%2F'],
    ['another scheme', 'host=http%3A%2F%2Fapp.acme.test'],
  ])('answers 404 for %s', async (_, query) => {
    const response = page(query)
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Security-Policy')).toBeNull()
    expect(await response.text()).not.toContain('Roadmap')
  })

  test('answers 404 when the project has no widget to show (private, unknown, off)', () => {
    expect(page('host=https%3A%2F%2Fapp.acme.test', null).status).toBe(404)
  })
})
