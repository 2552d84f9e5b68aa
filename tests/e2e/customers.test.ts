import { describe, expect, test } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { horizontalOverflow } from './org-support'
import { setupAppServer, signInByApi } from './support'

/**
 * Customers and demand: the demo team's member, on a phone, opens Customers (biggest spend first), a company
 * with its people and what they asked for, sorts the feedback by revenue (the three biggest customers' idea
 * first) and reads how its score was computed. A visitor sees no demand, no revenue sort and no Customers page.
 * Both themes (axe) on every page opened.
 */
const server = setupAppServer()
const browser = setupBrowser()

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

describe('customers and the demand behind feedback', () => {
  test('a member follows the revenue from the Customers page to the item; a visitor sees none of it', async () => {
    const url = server().url
    const page = await browser.newPage(PHONE)
    await signInByApi(page, url)

    await page.goto(`${url}/@demo/customers`)
    await waitForHydration(page)
    const companies = page.getByRole('list', { name: 'Companies' })
    await companies.getByRole('link', { name: 'Northwind Traders' }).waitFor()
    const names = await companies.getByRole('link').allTextContents()
    expect(names[0]).toBe('Northwind Traders')
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375)

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('glob')
    await companies.getByRole('link', { name: 'Globex' }).waitFor()
    await expect.poll(() => companies.getByRole('link').count()).toBe(1)
    await companies.getByRole('link', { name: 'Globex' }).click()
    await page.getByRole('heading', { name: 'Globex' }).waitFor()
    await page.getByRole('list', { name: 'People' }).getByText('Alex at Globex').waitFor()
    const requests = page.getByRole('list', { name: 'Requests' })
    await requests.getByRole('link').first().waitFor()
    const idea = (await requests.getByRole('link').first().textContent()) ?? ''

    await page.goto(`${url}/@demo/public-roadmap/feedback?sort=revenue`)
    await waitForHydration(page)
    const first = page.getByTestId('feedback-row').first()
    await expect.poll(() => first.getByRole('link').first().textContent()).toBe(idea)
    await expect.poll(() => first.getByTestId('feedback-row-demand').textContent()).toMatch(/companies/)
    await first.getByRole('link').first().click()
    const panel = page.getByTestId('demand-panel')
    await panel.waitFor()
    await panel
      .getByRole('list', { name: 'Companies asking' })
      .getByText('Northwind Traders', { exact: true })
      .waitFor()
    await panel.getByText(/^Score/).click()
    await panel.getByRole('table', { name: 'How the score was computed' }).waitFor()

    const visitor = await browser.newPage(PHONE)
    await visitor.goto(`${url}/@demo/public-roadmap/feedback?sort=revenue`)
    await waitForHydration(visitor)
    await visitor.getByTestId('feedback-row').first().waitFor()
    expect(await visitor.getByTestId('feedback-row-demand').count()).toBe(0)
    expect(await visitor.getByRole('option', { name: 'Revenue' }).count()).toBe(0)
    expect(await visitor.content()).not.toContain('Northwind')
  })
})
