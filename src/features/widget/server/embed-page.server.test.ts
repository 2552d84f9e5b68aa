import { describe, expect, test } from 'vitest'
import { EMBED_CONFIG_ELEMENT_ID } from '../embed-config'
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
const page = (query: string, which: typeof settings | null = settings) =>
  embedPageResponse(which, new URL(`https://parley.example/embed/@acme/roadmap?${query}`), options)

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
    expect(html).toContain('<html lang="en" data-theme="dark">')
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
