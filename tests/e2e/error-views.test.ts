import type { Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import { pathOf, setupAppServer, signInByApi } from './support'

const server = setupAppServer()
const browser = setupBrowser()

const NOT_FOUND_TEXT = 'The page you are looking for does not exist.'

/** Blocking server functions makes the browser log the failed fetches, and the router logs the error. */
function allowBlockedServerFunctionErrors(page: TestPage) {
  page.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/, 'the deliberately aborted requests')
  page.allowConsoleErrors(/^TypeError: Failed to fetch/, 'the router logging the aborted server function')
}

describe('not-found view', () => {
  it('answers an unknown URL with HTTP 404 and the not-found view', async () => {
    const page = await browser.newPage()
    // Chromium logs the 404 document itself as a failed resource: the very status this test asks for.
    page.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 404/,
      'the 404 page',
    )
    await page.goto(server().url)
    await waitForHydration(page)
    const response = await page.goto(`${server().url}/no/such/page`)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    const main = page.locator('main')
    expect(await main.getByText('404', { exact: true }).isVisible()).toBe(true)
    expect(await main.getByText(NOT_FOUND_TEXT).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')

    // 'Back' returns to the previous page.
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('link', { name: 'Get started free' }).waitFor()
  })

  it('renders /404 as the blank not-found page with HTTP 404, and Home leads to /', async () => {
    const page = await browser.newPage()
    page.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 404/,
      'the 404 page',
    )
    const response = await page.goto(`${server().url}/404`)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByText(NOT_FOUND_TEXT).isVisible()).toBe(true)
    // The blank layout: no app header with its Sign in button.
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('link', { name: 'Get started free' }).waitFor()
  })
})

describe('route-error view', () => {
  it('shows the root error view when server functions fail, toggles the error, and recovers with Try Again', async () => {
    const page = await browser.newPage()
    allowBlockedServerFunctionErrors(page)
    await signInByApi(page, server().url)
    await page.goto(server().url)
    await waitForHydration(page)

    const block = (route: Route) => route.abort()
    await page.route('**/_serverFn/**', block)
    await page.getByRole('link', { name: 'Go to your teams' }).click()

    const view = page.getByRole('alert').filter({ hasText: 'Something went wrong!' })
    await view.waitFor()
    expect(await view.getByRole('heading', { name: 'Something went wrong!' }).isVisible()).toBe(true)
    // The root's error view offers 'Home', not 'Go Back'.
    expect(await view.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    expect(await view.getByRole('button', { name: 'Go Back' }).count()).toBe(0)

    const toggle = view.getByRole('button', { name: 'Show Error' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await view.locator('pre').count()).toBe(0)
    await toggle.click()
    const details = view.locator('pre')
    await details.waitFor()
    expect(await details.textContent()).toContain('Failed to fetch')
    const hide = view.getByRole('button', { name: 'Hide Error' })
    expect(await hide.getAttribute('aria-expanded')).toBe('true')
    await hide.click()
    await details.waitFor({ state: 'detached' })
    expect(await view.getByRole('button', { name: 'Show Error' }).isVisible()).toBe(true)

    await page.unroute('**/_serverFn/**', block)
    await view.getByRole('button', { name: 'Try Again' }).click()
    await page.getByRole('heading', { name: 'Your teams' }).waitFor()
    await page.getByTestId('organization-card').getByText('Demo Team').waitFor()
    expect(await page.getByText('Something went wrong!').count()).toBe(0)
    expect(pathOf(page)).toBe('/home')
  })

  it("shows 'Go Back' when a page's own loader fails, and it returns to the previous page", async () => {
    const page = await browser.newPage()
    allowBlockedServerFunctionErrors(page)
    await signInByApi(page, server().url)
    await page.goto(server().url)
    await waitForHydration(page)

    // Let the root's viewer-identity call through (it answers with a token); fail every other server function,
    // so the error comes from /home's loader rather than the root.
    const blockAllButIdentity = async (route: Route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('"token"')) await route.fulfill({ response, body })
      else await route.abort()
    }
    await page.route('**/_serverFn/**', blockAllButIdentity)
    await page.getByRole('link', { name: 'Go to your teams' }).click()

    const view = page.getByRole('alert').filter({ hasText: 'Something went wrong!' })
    await view.waitFor()
    expect(await view.getByRole('link', { name: 'Home' }).count()).toBe(0)
    // The app header is still there: only the page failed.
    expect(await page.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true)
    // Waits for a handler still fetching (a background refresh) to finish: left running, it aborted a request
    // that Playwright had meanwhile let through, an unhandled 'Route is already handled!'.
    await page.unrouteAll({ behavior: 'wait' })
    await view.getByRole('button', { name: 'Go Back' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('link', { name: 'Go to your teams' }).waitFor()
  })
})
