import { randomBytes } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser, type TestPage } from '../helpers/browser'
import { mailTo, setupAppServer, signInByApi, signUpVerifiedByApi, uniqueUser } from './support'

/**
 * No form ever sends what was typed into it in a URL (browser history, server logs, Referer headers), whether
 * it is submitted before the page is interactive or without JavaScript at all. The sign-in, sign-up,
 * forgot-password, reset-password and change-password forms must also work then (plain POST, answered with a
 * 303); every other form stays inert until hydrated.
 */

const ADMIN = {
  name: 'Safe Admin',
  email: 'safe-admin@example.com',
  username: 'safe_admin',
  password: 'safe-admin-password',
}
const server = setupAppServer({ ADMIN_EMAILS: ADMIN.email })
const browser = setupBrowser()

type Mode = 'without JavaScript' | 'before hydration'
const modes: Mode[] = ['without JavaScript', 'before hydration']

/**
 * A page in the given mode. "Before hydration" keeps JavaScript on but never delivers the app's scripts, so
 * the page stays exactly as the server rendered it: a slow phone or network, frozen at its worst moment.
 */
async function openPage(mode: Mode): Promise<{ page: TestPage; urls: string[] }> {
  const page = await browser.newPage(mode === 'without JavaScript' ? { javaScriptEnabled: false } : {})
  if (mode === 'before hydration') {
    await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => route.abort())
    page.allowConsoleErrors(/Failed to load resource|net::ERR_FAILED/, 'the app scripts this test withholds')
  }
  // The browser's own favicon probe (the app declares none): not what this test is about.
  await page.route(/\/favicon\.ico$/, (route) => route.fulfill({ status: 204 }))
  // Every URL the browser asks for: navigations, each hop of a redirect, assets and fetches.
  const urls: string[] = []
  page.on('request', (request) => {
    urls.push(request.url())
  })
  return { page, urls }
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' '))
  } catch {
    return url
  }
}

/** Fails, naming the URL, when any requested URL carries one of the typed values (raw or encoded). */
function expectNoValueInUrls(urls: string[], values: string[]) {
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) {
    for (const value of values) {
      const leaked =
        url.includes(value) || url.includes(encodeURIComponent(value)) || decoded(url).includes(value)
      expect(leaked, `"${value}" appeared in ${url}`).toBe(false)
    }
  }
}

const marker = () => `typed-${randomBytes(4).toString('hex')}`

async function signUpAs(
  page: Page,
  user: { name: string; email: string; username: string; password: string },
) {
  const response = await page.request.post(`${server().url}/api/auth/sign-up/email`, {
    data: user,
    headers: { Origin: server().url },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { user: { id: string } }).user.id
}

describe.each(modes)('the auth forms work %s', (mode) => {
  it('sign-in: a refusal comes back as an error code only, then signing in lands on the redirect', async () => {
    const { page, urls } = await openPage(mode)
    const user = uniqueUser('plain')
    await signUpAs(await browser.newPage(), user)
    const wrong = `wrong-${marker()}`

    await page.goto(`${server().url}/sign-in?redirect=%2Fsettings`)
    const form = page.getByRole('form', { name: 'Sign in' })
    expect(await form.getAttribute('method')).toBe('post')
    await form.getByLabel('Email or username').fill(user.email)
    await form.getByLabel('Password', { exact: true }).fill(wrong)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.searchParams.get('error') === 'INVALID_EMAIL_OR_PASSWORD')
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor()
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings')

    await form.getByLabel('Email or username').fill(user.username)
    await form.getByLabel('Password', { exact: true }).fill(user.password)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/settings')
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()

    expectNoValueInUrls(urls, [wrong, user.password, user.email, user.username])
  })

  it('sign-up: a refused field is marked inline, then the account is created and signed in', async () => {
    const { page, urls } = await openPage(mode)
    const taken = uniqueUser('taken')
    await signUpAs(await browser.newPage(), taken)
    const user = uniqueUser('fresh')

    await page.goto(`${server().url}/sign-in?mode=sign-up`)
    const form = page.getByRole('form', { name: 'Create account' })
    expect(await form.getAttribute('method')).toBe('post')
    await form.getByLabel('Name', { exact: true }).fill(user.name)
    await form.getByLabel('Email').fill(user.email)
    await form.getByLabel('Username').fill(taken.username)
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL((url) => url.searchParams.has('error'))
    const username = form.getByLabel('Username')
    expect(await username.getAttribute('aria-invalid')).toBe('true')
    await form
      .getByRole('alert')
      .filter({ hasText: /already taken/i })
      .waitFor()

    await form.getByLabel('Name', { exact: true }).fill(user.name)
    await form.getByLabel('Email').fill(user.email)
    await username.fill(user.username)
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL((url) => url.pathname === '/home')

    expectNoValueInUrls(urls, [user.password, user.email, user.username, taken.username, user.name])
  })

  it('forgot and reset password: the mailed link sets a new password that then signs in', async () => {
    const { page, urls } = await openPage(mode)
    const user = uniqueUser('forgot')
    await signUpAs(await browser.newPage(), user)
    const newPassword = `new-${marker()}`

    await page.goto(`${server().url}/forgot-password`)
    const request = page.getByRole('form', { name: 'Request a password reset' })
    expect(await request.getAttribute('method')).toBe('post')
    await request.getByLabel('Email').fill(user.email)
    await request.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('If this email exists in our system, check your email for the reset link').waitFor()

    const mail = await mailTo(server().dataDir, user.email, /Reset your Parley password/)
    const link = mail.links.find((candidate) => candidate.includes('/api/auth/reset-password/'))
    expect(link).toBeDefined()
    await page.goto(link as string)
    const form = page.getByRole('form', { name: 'Choose a new password' })
    expect(await form.getAttribute('method')).toBe('post')
    await form.getByLabel('New password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm new password').fill(`${newPassword}-typo`)
    await form.getByRole('button', { name: 'Set new password' }).click()
    await page.waitForURL((url) => url.searchParams.get('field') === 'confirmPassword')
    await form.getByRole('alert').filter({ hasText: 'The passwords do not match' }).waitFor()

    await form.getByLabel('New password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm new password').fill(newPassword)
    await form.getByRole('button', { name: 'Set new password' }).click()
    await page.getByText('Your password has been changed').waitFor()

    await page.goto(`${server().url}/sign-in`)
    const signIn = page.getByRole('form', { name: 'Sign in' })
    await signIn.getByLabel('Email or username').fill(user.email)
    await signIn.getByLabel('Password', { exact: true }).fill(newPassword)
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/home')

    expectNoValueInUrls(urls, [user.email, newPassword, `${newPassword}-typo`])
  })
})

describe.each(modes)('the change-password form works %s', (mode) => {
  it('a wrong current password is marked on its field, then the password changes and signs in', async () => {
    const { page, urls } = await openPage(mode)
    const user = uniqueUser('changer')
    await signUpAs(page, user)
    const wrong = `wrong-${marker()}`
    const newPassword = `new-${marker()}`

    await page.goto(`${server().url}/settings/password`)
    const form = page.getByRole('form', { name: 'Change password' })
    expect(await form.getAttribute('method')).toBe('post')
    const submit = form.getByRole('button', { name: 'Change password' })
    expect(await submit.isDisabled()).toBe(false)
    await form.getByLabel('Current password').fill(wrong)
    await form.getByLabel('New password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm new password').fill(newPassword)
    await submit.click()
    await page.waitForURL((url) => url.searchParams.get('error') === 'INVALID_PASSWORD')
    await form.getByText('This is not your current password').waitFor()

    await form.getByLabel('Current password').fill(user.password)
    await form.getByLabel('New password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm new password').fill(newPassword)
    await submit.click()
    await page.getByText('Your password has been changed').waitFor()
    // Still signed in here (the settings page, not the sign-in form), and the new password is the one.
    expect(new URL(page.url()).pathname).toBe('/settings/password')
    const signIn = await (await browser.newPage()).request.post(`${server().url}/api/auth/sign-in/email`, {
      data: { email: user.email, password: newPassword },
      headers: { Origin: server().url },
    })
    expect(signIn.status()).toBe(200)

    expectNoValueInUrls(urls, [wrong, newPassword, user.password, user.email])
  })
})

/** Fills every text control of the form with a fresh marker, returning the markers. */
async function fillEverything(form: Locator): Promise<string[]> {
  const typed: string[] = []
  const controls = form.locator(
    'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([type=submit]), textarea',
  )
  for (const control of await controls.all()) {
    if (!(await control.isVisible()) || !(await control.isEditable())) continue
    const value = marker()
    await control.fill(value)
    typed.push(value)
  }
  return typed
}

/**
 * Every form on the page: it posts (never a GET with its fields), its submit buttons are disabled, and
 * pressing Enter in a field or clicking submit sends nothing anywhere: the page does not move.
 */
async function expectInertForms(page: Page, urls: string[]) {
  await page.locator('form').first().waitFor()
  const forms = await page.locator('form').all()
  const typed: string[] = []
  const before = page.url()
  for (const form of forms) {
    if (!(await form.isVisible())) continue
    // The footer's language menu is a plain POST by design: it works before the script and without it, and it
    // sets nothing but the language cookie (tests/e2e/i18n.test.ts).
    if ((await form.getAttribute('data-plain-post')) !== null) continue
    expect(await form.getAttribute('method'), await form.evaluate((element) => element.outerHTML)).toBe(
      'post',
    )
    typed.push(...(await fillEverything(form)))
    for (const button of await form.locator('button[type=submit]').all()) {
      expect(await button.isDisabled(), (await button.textContent()) ?? 'submit').toBe(true)
    }
    const first = form.locator('input:not([type=hidden]), textarea').first()
    if (await first.isVisible()) await first.press('Enter')
  }
  await page.waitForTimeout(300)
  expect(page.url()).toBe(before)
  expectNoValueInUrls(urls, typed)
  return typed
}

describe.each(modes)('every other form is inert %s', (mode) => {
  /** `inBrowser`: the page draws its forms only once its script runs, so unhydrated it has none to send. */
  const pages: { path: string; as: 'demo' | 'fresh' | 'admin' | 'anonymous'; inBrowser?: true }[] = [
    { path: '/create/team', as: 'demo' },
    { path: '/@demo/settings', as: 'demo' },
    { path: '/@demo/create-project', as: 'demo' },
    { path: '/@demo/public-roadmap/settings', as: 'demo' },
    { path: '/profile/settings', as: 'demo' },
    { path: '/settings/email', as: 'demo' },
    // Not the demo account: it owns the demo team with other members, so it is asked to hand it over first.
    { path: '/settings/delete-account', as: 'fresh' },
    { path: '/admin', as: 'admin' },
    { path: '/admin/users/new', as: 'admin' },
    { path: '/admin/users/$other', as: 'admin', inBrowser: true },
    { path: '/verify-email?error=TOKEN_EXPIRED', as: 'anonymous' },
  ]

  it.each(pages)('$path', async ({ path, as, inBrowser }) => {
    const { page, urls } = await openPage(mode)
    let target = path
    if (as === 'demo') await signInByApi(page, server().url)
    if (as === 'fresh') await signUpAs(page, uniqueUser('leaver'))
    if (as === 'admin') {
      const other = await browser.newPage()
      const otherId = await signUpAs(other, uniqueUser('other'))
      const signIn = await page.request.post(`${server().url}/api/auth/sign-in/email`, {
        data: { email: ADMIN.email, password: ADMIN.password },
        headers: { Origin: server().url },
      })
      // ADMIN_EMAILS makes the account an admin once its address is verified.
      if (signIn.status() !== 200) await signUpVerifiedByApi(page, server(), ADMIN)
      target = path.replace('$other', otherId)
    }
    await page.goto(`${server().url}${target}`)
    if (inBrowser) {
      expect(await page.locator('form').count()).toBe(0)
      return
    }
    const typed = await expectInertForms(page, urls)
    expect(typed.length).toBeGreaterThan(0)
  })
})

describe('cross-site form posts', () => {
  it('a form on another site cannot sign the visitor in or ask for mail', async () => {
    const page = await browser.newPage()
    const user = uniqueUser('csrf')
    await signUpAs(await browser.newPage(), user)
    for (const path of [
      '/sign-in',
      '/sign-in?mode=sign-up',
      '/forgot-password',
      '/reset-password',
      '/settings/password',
    ]) {
      const response = await page.request.post(`${server().url}${path}`, {
        form: { identifier: user.username, password: user.password, email: user.email },
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        maxRedirects: 0,
      })
      expect(response.status(), path).toBe(403)
      expect(response.headers()['set-cookie'], path).toBeUndefined()
    }
  })
})
