import { describe, expect, test } from 'vitest'
import { setupAppServer } from '../e2e/support'
import { callServerFn, signIn } from '../helpers/live-http'

/**
 * The request's language on the production build: chosen by the server, in the first HTML (`<html lang dir>`
 * and the words), and kept apart in the anonymous page cache. The cache lives long here, so a second visit
 * in the same language must be a hit, and one in another language never is.
 */
const server = setupAppServer({ PAGE_CACHE_SECONDS: '600' })

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server().url}${path}`, { redirect: 'manual', headers })
  const html = await response.text()
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    vary: response.headers.get('vary') ?? '',
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    dir: /<html[^>]*\sdir="([^"]+)"/.exec(html)?.[1],
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    html,
  }
}

describe('the language of a page', () => {
  test('follows Accept-Language, with lang and dir on <html> and the words translated', async () => {
    const german = await visit('/sign-in', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })
    expect(german).toMatchObject({ status: 200, lang: 'de', dir: 'ltr', heading: 'Anmelden' })
    const arabic = await visit('/sign-in', { 'accept-language': 'ar' })
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', heading: 'تسجيل الدخول' })
    const english = await visit('/sign-in', { 'accept-language': 'ko' })
    expect(english).toMatchObject({ lang: 'en', dir: 'ltr', heading: 'Sign in' })
    // A cache between Parley and its visitors keys on what chose the language.
    for (const page of [german, arabic, english]) {
      expect(page.vary).toMatch(/Accept-Language/)
      expect(page.vary).toMatch(/Cookie/)
    }
  })

  test('the anonymous page cache never gives one language’s page to another', async () => {
    const path = '/sign-in?cache=languages'
    const first = await visit(path, { 'accept-language': 'ja' })
    expect(first.heading).toBe('サインイン')
    const again = await visit(path, { 'accept-language': 'ja' })
    expect(again.cache).toBe('hit')
    expect(again.vary).toMatch(/Accept-Language/)
    expect(again.heading).toBe('サインイン')
    for (const [headers, heading] of [
      [{ 'accept-language': 'fr' }, 'Se connecter'],
      [{}, 'Sign in'],
      [{ 'accept-language': 'ja', cookie: 'parley_lang=es' }, 'Iniciar sesión'],
    ] as const) {
      const other = await visit(path, headers)
      expect(other.cache).not.toBe('hit')
      expect(other.heading).toBe(heading)
    }
    // Each is then kept for its own language.
    expect((await visit(path, { 'accept-language': 'fr' })).cache).toBe('hit')
    expect((await visit(path, { 'accept-language': 'fr' })).heading).toBe('Se connecter')
  })

  test('?lang= outranks the cookie and the browser for a shared link', async () => {
    const shared = await visit('/sign-in?lang=pt-BR', { 'accept-language': 'de', cookie: 'parley_lang=ja' })
    expect(shared).toMatchObject({ lang: 'pt-BR', heading: 'Entrar' })
  })

  test('the language menu sets the cookie and comes back; a cross-site post changes nothing', async () => {
    const body = new URLSearchParams({ lang: 'es', redirect: '/sign-in?mode=sign-up' })
    const posted = await fetch(`${server().url}/api/auth/language`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe('/sign-in?mode=sign-up')
    const cookie = posted.headers.getSetCookie().find((value) => value.startsWith('parley_lang='))
    expect(cookie).toMatch(/^parley_lang=es; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/)
    const page = await visit('/sign-in?mode=sign-up', { cookie: 'parley_lang=es', 'accept-language': 'de' })
    expect(page.heading).toBe('Crea tu cuenta')

    const crossSite = await fetch(`${server().url}/api/auth/language`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.getSetCookie()).toEqual([])
  })

  test('the auth error page speaks the visitor’s language', async () => {
    const page = await visit('/api/auth/error?error=access_denied', { 'accept-language': 'ar' })
    expect(page).toMatchObject({ lang: 'ar', dir: 'rtl', heading: 'خطأ في المصادقة' })
    expect(page.html).toContain('access_denied')
  })

  test('a person’s saved language outranks the cookie; the organisation’s default serves the rest', async () => {
    const cookie = await signIn(server().url)
    await callServerFn(server().url, 'setLanguageFn', { language: 'de' }, { cookie })
    const settings = await visit('/settings', {
      cookie: `${cookie}; parley_lang=fr`,
      'accept-language': 'ja',
    })
    expect(settings.lang).toBe('de')
    await callServerFn(server().url, 'setLanguageFn', { language: null }, { cookie })
    expect((await visit('/settings', { cookie, 'accept-language': 'ja' })).lang).toBe('ja')

    // The demo organisation's public pages: in its default language for a browser asking for none of ours.
    await callServerFn(
      server().url,
      'setOrganizationLanguageFn',
      { slug: 'demo', language: 'fr' },
      { cookie },
    )
    const page = '/@demo/public-roadmap/feedback'
    expect((await visit(page, { 'accept-language': 'ko' })).lang).toBe('fr')
    expect((await visit(page, { 'accept-language': 'de' })).lang).toBe('de')
    expect((await visit('/sign-in', { 'accept-language': 'ko' })).lang).toBe('en')
    await callServerFn(
      server().url,
      'setOrganizationLanguageFn',
      { slug: 'demo', language: null },
      { cookie },
    )
    expect((await visit(page, { 'accept-language': 'ko' })).lang).toBe('en')
  })
})
