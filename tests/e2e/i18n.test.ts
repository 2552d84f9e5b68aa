import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { setupAppServer } from './support'

const server = setupAppServer()
const browser = setupBrowser()

/** Latin-script words on the page outside the language menu's options (which name each language in its own words). */
const LATIN_WORDS = () => {
  const body = document.body.cloneNode(true) as HTMLElement
  for (const select of body.querySelectorAll('select, script, style')) select.remove()
  return [...new Set((body.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? [])]
}

describe('the sign-in page in the visitor’s language', () => {
  const cases = [
    { locale: 'de-DE', lang: 'de', dir: 'ltr', heading: 'Anmelden', scriptOnly: false },
    { locale: 'ja-JP', lang: 'ja', dir: 'ltr', heading: 'サインイン', scriptOnly: true },
    { locale: 'ar-EG', lang: 'ar', dir: 'rtl', heading: 'تسجيل الدخول', scriptOnly: true },
  ]
  for (const { locale, lang, dir, heading, scriptOnly } of cases) {
    it(`${lang}: from Accept-Language, translated, lang/dir set, no horizontal overflow at 375 px`, async () => {
      const page = await browser.newPage({ locale, viewport: { width: 375, height: 812 } })
      await page.goto(`${server().url}/sign-in`)
      await waitForHydration(page)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual([lang, dir])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      // In a script other than Latin, no English is left: the brand's name alone.
      if (scriptOnly) expect(await page.evaluate(LATIN_WORDS)).toEqual(['Parley'])
    })
  }

  it('the footer’s language menu switches the language, and keeps it on the next page', async () => {
    const page = await browser.newPage({ locale: 'en-US' })
    await page.goto(`${server().url}/sign-in?mode=sign-up`)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create your account')
    const menu = page.getByRole('form', { name: 'Choose a language' })
    await menu.getByLabel('Language', { exact: true }).selectOption('fr')
    await menu.getByRole('button', { name: 'Change' }).click()
    await page.getByRole('heading', { level: 1, name: 'Créez votre compte' }).waitFor()
    expect(new URL(page.url()).search).toBe('?mode=sign-up')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr')
    await page.goto(`${server().url}/forgot-password`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mot de passe oublié ?')
  })

  it('a shared link’s ?lang= stays with the person through the pages it leads to, until they choose', async () => {
    const page = await browser.newPage({ locale: 'en-US' })
    await page.goto(`${server().url}/sign-in?lang=de`)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Anmelden')
    // A client navigation (a link of the page): still German, the address still says so.
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
    await page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' }).waitFor()
    expect(new URL(page.url()).searchParams.get('lang')).toBe('de')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    // Their own choice in the menu wins, and the address forgets the link's.
    const menu = page.getByRole('form', { name: 'Sprache wählen' })
    await menu.getByLabel('Sprache', { exact: true }).selectOption('es')
    await menu.getByRole('button', { name: 'Ändern' }).click()
    await page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }).waitFor()
    expect(new URL(page.url()).searchParams.get('lang')).toBeNull()
  })

  it('the menu works without JavaScript', async () => {
    const page = await browser.newPage({ locale: 'en-US', javaScriptEnabled: false })
    await page.goto(`${server().url}/sign-in`)
    const menu = page.getByRole('form', { name: 'Choose a language' })
    await menu.getByLabel('Language', { exact: true }).selectOption('ja')
    await menu.getByRole('button', { name: 'Change' }).click()
    await page.getByRole('heading', { level: 1, name: 'サインイン' }).waitFor()
  })
})
