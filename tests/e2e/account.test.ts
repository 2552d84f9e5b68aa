import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import {
  pathOf,
  mailTo as readMail,
  setupAppServer,
  signUpByApi,
  submitSignInForm,
  uniqueUser,
} from './support'

/** Without SMTP_URL the app writes every mail as an .eml file under DATA_DIR/mail. */
const server = setupAppServer()
const browser = setupBrowser()

const mailTo = (to: string, subject: RegExp) => readMail(server().dataDir, to, subject)

describe('password reset in the browser', () => {
  it('forgot password → mail → reset → signs in with the new password; other sessions end', async () => {
    const signedIn = await browser.newPage()
    const user = await signUpByApi(signedIn, server().url, uniqueUser('forgetful'))

    const page = await browser.newPage()
    await page.goto(`${server().url}/sign-in`)
    await waitForHydration(page, 'form[aria-label="Sign in"]')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL((url) => url.pathname === '/forgot-password')
    const request = page.getByRole('form', { name: 'Request a password reset' })
    await waitForHydration(page, 'form[aria-label="Request a password reset"]')
    await request.getByLabel('Email').fill(user.email)
    await request.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor()
    await page.getByText('If this email exists in our system, check your email for the reset link').waitFor()

    const mail = await mailTo(user.email, /Reset your Parley password/)
    const link = mail.links.find((candidate) => candidate.includes('/api/auth/reset-password/'))
    expect(link).toBeDefined()
    await page.goto(link!)
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'))

    const form = page.getByRole('form', { name: 'Choose a new password' })
    await waitForHydration(page, 'form[aria-label="Choose a new password"]')
    const newPassword = 'a-brand-new-password'
    // The length rule first, inline, without a request.
    await form.getByLabel('New password', { exact: true }).fill('short')
    await form.getByLabel('Confirm new password').fill('short')
    await form.getByRole('button', { name: 'Set new password' }).click()
    await form.getByText('Use at least 8 characters').waitFor()
    await form.getByLabel('New password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm new password').fill(newPassword)
    expect(await form.getByLabel('Sign out everywhere').isChecked()).toBe(true)
    await form.getByRole('button', { name: 'Set new password' }).click()
    await page.getByText('Your password has been changed').waitFor()

    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/sign-in')
    await submitSignInForm(page, user.email, newPassword)
    await page.waitForURL((url) => url.pathname === '/home')

    // "Sign out everywhere": the session that existed before the reset is gone.
    await signedIn.goto(`${server().url}/settings`)
    await signedIn.waitForURL((url) => url.pathname === '/sign-in')

    // The link was single use: opening it again explains and offers a new one.
    await page.goto(link!)
    await page.waitForURL((url) => url.pathname === '/reset-password')
    expect(pathOf(page)).toBe('/reset-password?error=INVALID_TOKEN')
    await page.getByText('The link is invalid or has expired').waitFor()
    await waitForHydration(page, '#main > *')
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await page.waitForURL((url) => url.pathname === '/forgot-password')
  })

  it('an unknown address gets the same answer', async () => {
    const page = await browser.newPage()
    await page.goto(`${server().url}/forgot-password`)
    const request = page.getByRole('form', { name: 'Request a password reset' })
    await waitForHydration(page, 'form[aria-label="Request a password reset"]')
    await request.getByLabel('Email').fill(uniqueUser('nobody').email)
    await request.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByText('If this email exists in our system, check your email for the reset link').waitFor()
  })
})

describe('account settings in the browser', () => {
  it('changes the password from settings (wrong current password first), then signs in with it', async () => {
    const page = await browser.newPage()
    const user = await signUpByApi(page, server().url, uniqueUser('changer'))
    await page.goto(`${server().url}/settings/password`)
    const form = page.getByRole('form', { name: 'Change password' })
    await waitForHydration(page, 'form[aria-label="Change password"]')

    page.allowConsoleErrors(/status of 400/, 'the wrong current password is refused with 400')
    await form.getByLabel('Current password').fill('not-the-password')
    await form.getByLabel('New password', { exact: true }).fill('changed-password-1')
    await form.getByLabel('Confirm new password').fill('changed-password-1')
    await form.getByRole('button', { name: 'Change password' }).click()
    await form.getByText('This is not your current password').waitFor()

    await form.getByLabel('Current password').fill(user.password)
    await form.getByLabel('Sign out of other sessions').check()
    await form.getByRole('button', { name: 'Change password' }).click()
    await form.getByText('Your password has been changed').waitFor()
    await form.getByText('Every other session has been signed out; this one stays signed in.').waitFor()

    // Still signed in here (a new session replaced the old one), and the new password works elsewhere.
    await page.goto(`${server().url}/settings/password`)
    expect(new URL(page.url()).pathname).toBe('/settings/password')
    const other = await browser.newPage()
    await other.goto(`${server().url}/sign-in`)
    await submitSignInForm(other, user.email, 'changed-password-1')
    await other.waitForURL((url) => url.pathname === '/home')
  })

  it('shows the email and its state, and resends the verification mail', async () => {
    const page = await browser.newPage()
    const user = await signUpByApi(page, server().url, uniqueUser('verifier'))
    await page.goto(`${server().url}/settings/email`)
    await waitForHydration(page)
    expect(await page.getByTestId('current-email').textContent()).toBe(user.email)
    await page.getByText('Not verified').waitFor()
    await page.getByRole('button', { name: 'Send verification email' }).click()
    await page.getByText('Verification email sent').waitFor()

    const mail = await mailTo(user.email, /Verify your email address/)
    const link = mail.links.find((candidate) => candidate.includes('/api/auth/verify-email'))
    await page.goto(link!)
    await page.waitForURL((url) => url.pathname === '/verify-email')
    await page.getByText('Your email address is verified').waitFor()
    await page.goto(`${server().url}/settings/email`)
    await page.getByText('Verified', { exact: true }).waitFor()
  })

  it('deletes the account with the password on a 375 px screen', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
    const user = await signUpByApi(page, server().url, uniqueUser('leaver'))
    await page.goto(`${server().url}/settings/delete-account`)
    await waitForHydration(page)
    await page.getByText('You are not a member of any organisation.').waitFor()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)

    const form = page.getByRole('form', { name: 'Delete account with password' })
    await form.getByLabel('Password').fill(user.password)
    await form.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    await page.waitForURL((url) => url.pathname === '/account-deleted')
    await page.getByText('Your account has been deleted').waitFor()

    const again = await page.request.post(`${server().url}/api/auth/sign-in/email`, {
      data: { email: user.email, password: user.password },
      headers: { Origin: server().url },
    })
    expect(again.status()).toBe(401)
  })

  it('deletes the account by mailed link, opened signed out: sign in, confirm, gone', async () => {
    const page = await browser.newPage()
    const user = await signUpByApi(page, server().url, uniqueUser('mailer'))
    await page.goto(`${server().url}/settings/delete-account`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Email me a deletion link' }).click()
    await page.getByText(`We sent a deletion link to ${user.email}.`).waitFor()

    const mail = await mailTo(user.email, /Confirm the deletion of your Parley account/)
    const link = mail.links.find((candidate) => candidate.includes('/api/auth/delete-user/callback'))
    expect(link).toBeDefined()

    // Another browser, signed out: the link sends it to sign in, then back to confirm.
    const other = await browser.newPage()
    // The live stream of a page whose account goes away may try once more with its (now void) live token just
    // before it hears that the session ended; the server refuses that attempt with 401.
    // And a tab that hears its session end re-reads who the viewer is at once: the signed-in shell's queries it
    // refetches meanwhile (the team switcher, the bell) are refused too, before the signed-out page replaces it.
    for (const tab of [page, other]) {
      tab.allowConsoleErrors(
        /api\/live\?.*status of 401|status of 401.*api\/live/,
        'a live reconnect racing the deletion',
      )
      tab.allowConsoleErrors(
        /status of 401.*\/_serverFn\//,
        'a signed-in query refetched as the session ends',
      )
    }
    await other.goto(link!)
    await other.waitForURL((url) => url.pathname === '/sign-in')
    await submitSignInForm(other, user.email, user.password)
    await other.waitForURL((url) => url.pathname === '/settings/delete-account')
    await other.getByRole('heading', { name: 'Confirm account deletion' }).waitFor()
    await waitForHydration(other)
    await other.getByRole('link', { name: 'Delete my account' }).click()
    await other.waitForURL((url) => url.pathname === '/account-deleted')
    await other.getByText('Your account has been deleted').waitFor()

    // The first browser's session went with the account.
    await page.goto(`${server().url}/settings`)
    await page.waitForURL((url) => url.pathname === '/sign-in')
  })
})
