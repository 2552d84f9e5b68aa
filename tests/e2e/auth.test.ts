import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { DEMO, pathOf, setupAppServer, signInByApi, submitSignInForm, uniqueUser } from './support'

const server = setupAppServer()
const browser = setupBrowser()

describe('sign-up, sign-in and sign-out through the UI', () => {
  it('signs up from the landing page and lands on /home with the empty state', async () => {
    const page = await browser.newPage()
    const user = uniqueUser('signup')
    await page.goto(server().url)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Get started free' }).click()
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('mode') === 'sign-up')

    const form = page.getByRole('form', { name: 'Create account' })
    await waitForHydration(page, 'form[aria-label="Create account"]')
    await form.getByLabel('Name', { exact: true }).fill(user.name)
    await form.getByLabel('Email', { exact: true }).fill(user.email)
    await form.getByLabel('Username', { exact: true }).fill(user.username)
    await form.getByLabel('Password', { exact: true }).fill(user.password)
    await form.getByRole('button', { name: 'Create account' }).click()

    await page.waitForURL((url) => url.pathname === '/home')
    await page.getByRole('heading', { name: 'Your teams' }).waitFor()
    await page.getByRole('heading', { name: 'You are not in a team yet' }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hi Signup')
    expect(await page.getByRole('link', { name: 'Create a team' }).getAttribute('href')).toBe('/create/team')

    // The account really exists: it signs in on a fresh browser context.
    const other = await browser.newPage()
    await signInByApi(other, server().url, user.username, user.password)
  })

  it('shows an inline field error for an invalid email on sign-up and sends nothing', async () => {
    const page = await browser.newPage()
    const authCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) authCalls.push(request.url())
    })
    await page.goto(`${server().url}/sign-in?mode=sign-up`)
    const form = page.getByRole('form', { name: 'Create account' })
    await waitForHydration(page, 'form[aria-label="Create account"]')
    await form.getByLabel('Name', { exact: true }).fill('Bad Email')
    await form.getByLabel('Email', { exact: true }).fill('not-an-email')
    await form.getByLabel('Username', { exact: true }).fill('bad_email')
    await form.getByLabel('Password', { exact: true }).fill('a-long-enough-password')
    await form.getByRole('button', { name: 'Create account' }).click()

    const alert = form.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Enter a valid email address')
    const email = form.getByLabel('Email', { exact: true })
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    expect(await email.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'))
    expect(await form.getByRole('alert').count()).toBe(1)
    expect(authCalls).toEqual([])
    expect(pathOf(page)).toBe('/sign-in?mode=sign-up')
  })

  it('loads the form check with the first input; offline, the submit says so and keeps what was typed', async () => {
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`${server().url}/sign-in`)
    const form = page.getByRole('form', { name: 'Sign in' })
    await waitForHydration(page, 'form[aria-label="Sign in"]')
    // Everything the page loads by itself (the header's theme menu, say) has arrived.
    await page.waitForLoadState('networkidle')
    const loadedWithPage = scripts.length
    // Offline from here: the check's modules cannot load.
    page.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/, 'the modules are deliberately unreachable')
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'))
    await form.getByLabel('Email or username').fill(DEMO.username)
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await form.getByRole('button', { name: 'Sign in' }).click()
    const offline = page.getByText('Could not reach Parley. Check your connection and try again.')
    await offline.first().waitFor()
    expect(scripts.length).toBeGreaterThan(loadedWithPage)
    // Typing on re-checks the field, which tries the load again, quietly: still one message.
    const shown = await offline.count()
    const retried = page.waitForEvent('requestfailed')
    await form.getByLabel('Password', { exact: true }).fill(`${DEMO.password}!`)
    await retried
    expect(await offline.count()).toBe(shown)
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password)
    expect(pathOf(page)).toBe('/sign-in')
    expect(await form.getByLabel('Email or username').inputValue()).toBe(DEMO.username)

    // Back online, the same submit goes through.
    await page.unroute('**/assets/**')
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/home')
  })

  it('signs in by username (demo / parley-demo) and lands on /home', async () => {
    const page = await browser.newPage()
    await page.goto(`${server().url}/sign-in`)
    await submitSignInForm(page, DEMO.username, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/home')
    await page.getByRole('heading', { name: 'Hi Dana' }).waitFor()
    await page.getByTestId('organization-card').getByText('Demo Team').waitFor()
    expect(await page.getByTestId('organization-card').count()).toBe(1)
  })

  it('signs in by email', async () => {
    const page = await browser.newPage()
    await page.goto(`${server().url}/sign-in`)
    await submitSignInForm(page, DEMO.email, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/home')
    await page.getByRole('heading', { name: 'Hi Dana' }).waitFor()
  })

  it('shows an error toast at the top right for a wrong password and stays on /sign-in', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    // Chromium logs every non-2xx fetch; the 401 is the answer this test provokes.
    page.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 401.*/,
      'the deliberate wrong-password 401',
    )
    await page.goto(`${server().url}/sign-in`)
    await submitSignInForm(page, DEMO.username, 'not-the-password')

    const toaster = page.locator('[data-sonner-toaster][data-y-position="top"][data-x-position="right"]')
    const toast = toaster.locator('[data-sonner-toast][data-type="error"]')
    await toast.waitFor()
    expect(await toast.textContent()).toMatch(/invalid (username|email) or password/i)
    const box = await toast.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.y).toBeLessThan(200)
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 100)
    expect(box!.x).toBeGreaterThan(1280 / 2)
    expect(pathOf(page)).toBe('/sign-in')
    // Still signed out: no session cookie was set.
    const cookies = await page.context().cookies()
    expect(cookies.some((cookie) => cookie.name.includes('session_token'))).toBe(false)
  })

  it('signs out through the account menu', async () => {
    const page = await browser.newPage()
    await signInByApi(page, server().url)
    await page.goto(`${server().url}/home`)
    await waitForHydration(page)
    await waitForHydration(page, '[data-testid="user-menu"]')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/sign-out')
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor()

    // The session is gone on the server too: /home now sends the visitor to /sign-in.
    const cookies = await page.context().cookies()
    expect(cookies.some((cookie) => cookie.name.includes('session_token'))).toBe(false)
    await page.goto(`${server().url}/home`)
    expect(pathOf(page)).toBe('/sign-in?redirect=%2Fhome')
  })
})
