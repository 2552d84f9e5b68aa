import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { waitForHydration } from '../helpers/browser'
import { parseMail } from '../helpers/smtp-inbox'

/** The demo account the app seeds on first start with the embedded database. */
export const DEMO = {
  username: 'demo',
  email: 'demo@parley.local',
  password: 'parley-demo',
  name: 'Dana Demo',
} as const

/**
 * One production server per test file, with sign-in rate limits off (the journeys sign in far more often
 * than a person would). `server()` is valid inside tests.
 */
export function setupAppServer(env: Record<string, string> = {}) {
  let server: AppServer | undefined
  beforeAll(async () => {
    server = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false', ...env } })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
  })
  return () => {
    if (!server) throw new Error('The app server is not running')
    return server
  }
}

export function uniqueUser(prefix = 'user') {
  const suffix = randomBytes(4).toString('hex')
  return {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Tester`,
    email: `${prefix}-${suffix}@example.com`,
    username: `${prefix}_${suffix}`,
    password: `pw-${suffix}-long-enough`,
  }
}

/** Signs the page's browser context in through the auth API (the cookie lands in the context). */
export async function signInByApi(
  page: Page,
  baseUrl: string,
  username: string = DEMO.username,
  password: string = DEMO.password,
) {
  const response = await page.request.post(`${baseUrl}/api/auth/sign-in/username`, {
    data: { username, password },
    headers: { Origin: baseUrl },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Creates an account through the auth API and leaves the page's context signed in as it. */
export async function signUpByApi(page: Page, baseUrl: string, user = uniqueUser()) {
  const response = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: user,
    headers: { Origin: baseUrl },
  })
  expect(response.status(), await response.text()).toBe(200)
  return user
}

/**
 * Signs up by the API and verifies the address through the mail the server writes to DATA_DIR/mail, as its
 * owner would: what ADMIN_EMAILS needs before it makes the account a site admin.
 */
export async function signUpVerifiedByApi(
  page: Page,
  server: { url: string; dataDir: string },
  user = uniqueUser(),
) {
  await signUpByApi(page, server.url, user)
  const sent = await page.request.post(`${server.url}/api/auth/send-verification-email`, {
    data: { email: user.email },
    headers: { Origin: server.url },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const mail = await mailTo(server.dataDir, user.email, /Verify your email/)
  const link = mail.links.find((candidate) => candidate.includes('/api/auth/verify-email'))
  if (!link) throw new Error(`No verification link in:\n${mail.text}`)
  const verified = await page.request.get(link)
  expect(verified.ok(), await verified.text()).toBe(true)
  return user
}

/** Fills and submits the sign-in form on the current /sign-in page. */
export async function submitSignInForm(page: Page, identifier: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await waitForHydration(page, 'form[aria-label="Sign in"]')
  await form.getByLabel('Email or username').fill(identifier)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

/** Path and query of the page's URL, e.g. "/sign-in?redirect=%2Fhome". */
export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/**
 * The newest mail to `to` whose subject matches, from the .eml files a server without SMTP_URL writes under
 * DATA_DIR/mail, waiting up to 10 s for it to be written.
 */
export async function mailTo(dataDir: string, to: string, subject: RegExp) {
  const dir = path.join(dataDir, 'mail')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []
    for (const file of files) {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8')
      if (!raw.includes(`To: ${to}`)) continue
      const mail = parseMail(raw)
      if (subject.test(mail.subject)) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail to ${to} matching ${subject}`)
}
