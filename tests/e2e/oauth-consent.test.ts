import { createHash, randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { expectToast, horizontalOverflow } from './org-support'
import { DEMO, setupAppServer, signInByApi, submitSignInForm } from './support'

/**
 * Connecting an app through OAuth, in the browser: a signed-out person opening an app's authorization link signs
 * in and comes back to the consent screen, allows (the app receives its code), then finds the app in Connected
 * apps on a phone and disconnects it (its refresh token stops working). Deny sends access_denied; with
 * JavaScript off the consent form still works. Both themes (axe) on every page opened.
 */
const server = setupAppServer()
const browser = setupBrowser()

const REDIRECT = 'http://127.0.0.1:33419/callback'
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

async function registerClient(name: string): Promise<string> {
  const response = await fetch(`${server().url}/api/oauth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_name: name,
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: 'none',
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { client_id: string }).client_id
}

function authorizationUrl(clientId: string, state: string) {
  const verifier = randomBytes(32).toString('base64url')
  const url = new URL(`${server().url}/oauth/authorize`)
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    scope: 'feedback:read feedback:write',
    resource: `${server().url}/api/mcp`,
  }).toString()
  return { url: url.toString(), verifier }
}

/** The app's redirect URI, answered in the browser: the test reads what the app would receive. */
async function catchCallback(page: Page): Promise<void> {
  await page.route(`${REDIRECT}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>App</title><main><h1>Back in the app</h1></main></html>',
    }),
  )
}

async function chooseTeamIfAsked(page: Page) {
  // One team is chosen already; several are a choice to make.
  if ((await page.locator('select[name="organization"]').count()) > 0) {
    await page.getByLabel('Team').selectOption({ value: 'demo' })
  }
}

describe('connecting an app', () => {
  test('sign in, allow, the app gets its code; Connected apps lists it on a phone; disconnect ends it', async () => {
    const clientId = await registerClient('E2E Assistant')
    const page = await browser.newPage(PHONE)
    await catchCallback(page)
    const { url, verifier } = authorizationUrl(clientId, 'e2e-state')

    await page.goto(url)
    await page.waitForURL(/\/sign-in\?redirect=/)
    await submitSignInForm(page, DEMO.username, DEMO.password)
    await page.getByRole('heading', { name: 'Connect E2E Assistant to Parley?' }).waitFor()
    await page.getByText('This app registered itself').waitFor()
    const can = page.getByRole('list', { name: 'What the app may do' })
    await can.getByText('Read feedback, votes and comments').waitFor()
    await can.getByText('Post and change feedback and comments').waitFor()
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375)

    await chooseTeamIfAsked(page)
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL(`${REDIRECT}**`)
    const callback = new URL(page.url())
    expect(callback.searchParams.get('state')).toBe('e2e-state')
    expect(callback.searchParams.get('iss')).toBe(server().url)
    const code = callback.searchParams.get('code')
    expect(code).toMatch(/^poc_/)

    const tokens = await fetch(`${server().url}/api/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        code_verifier: verifier,
        redirect_uri: REDIRECT,
        client_id: clientId,
      }).toString(),
    })
    expect(tokens.status).toBe(200)
    const { refresh_token: refreshToken } = (await tokens.json()) as { refresh_token: string }

    await page.goto(`${server().url}/settings`)
    await page.getByRole('link', { name: /Connected apps/ }).click()
    await page.waitForURL(/\/settings\/connected-apps$/)
    await waitForHydration(page)
    const row = page.getByTestId('connected-app').filter({ hasText: 'E2E Assistant' })
    await row.getByText('Post and change feedback and comments').waitFor()
    await row.getByText('never used').waitFor()
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375)

    await row.getByRole('button', { name: /Disconnect E2E Assistant/ }).click()
    await page
      .getByRole('dialog', { name: 'Disconnect E2E Assistant?' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expectToast(page, 'success', 'E2E Assistant was disconnected')
    await row.waitFor({ state: 'detached' })
    // The demo's own connection (seeded) stays: only the one disconnected goes.
    await page.getByTestId('connected-app').filter({ hasText: 'Claude' }).waitFor()

    const refreshed = await fetch(`${server().url}/api/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: clientId,
      }).toString(),
    })
    expect(refreshed.status).toBe(400)
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant')
  })

  test('Deny sends access_denied with the state; keyboard only', async () => {
    const clientId = await registerClient('Declined App')
    const page = await browser.newPage()
    await signInByApi(page, server().url)
    await catchCallback(page)
    await page.goto(authorizationUrl(clientId, 'deny-state').url)
    await page.getByRole('heading', { name: 'Connect Declined App to Parley?' }).waitFor()
    await page.getByRole('button', { name: 'Deny' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${REDIRECT}**`)
    const callback = new URL(page.url())
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe('deny-state')
    expect(callback.searchParams.get('code')).toBeNull()
  })

  test('without JavaScript, Allow still works (a plain form POST)', async () => {
    const clientId = await registerClient('No Script App')
    const page = await browser.newPage({ javaScriptEnabled: false })
    await signInByApi(page, server().url)
    await catchCallback(page)
    await page.goto(authorizationUrl(clientId, 'plain-state').url)
    await page.getByRole('heading', { name: 'Connect No Script App to Parley?' }).waitFor()
    await chooseTeamIfAsked(page)
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL(`${REDIRECT}**`)
    expect(new URL(page.url()).searchParams.get('code')).toMatch(/^poc_/)
  })

  test('an unknown app gets an error page, not a redirect', async () => {
    const page = await browser.newPage()
    await signInByApi(page, server().url)
    const { url } = authorizationUrl('pcl_nobody', 'x')
    await page.goto(url)
    await page.getByRole('heading', { name: 'This app cannot connect' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/oauth/authorize')
  })
})
