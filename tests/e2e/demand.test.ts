import { describe, expect, test } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { forbidReload, openLive } from './feedback-support'
import { addMemberByApi, expectToast } from './org-support'
import { setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * Quotes and segments, by keyboard: the demo member pins a comment as a quote and a colleague's open demand
 * panel shows it without a reload; then saves a segment on the Customers page, follows it to the feedback list
 * it filters, and changes it.
 */
const server = setupAppServer()
const browser = setupBrowser()

describe('quotes and segments', () => {
  test('a pinned quote reaches another member live; a segment is saved, filters the list and is changed', async () => {
    const url = server().url
    const demo = await browser.newPage()
    await signInByApi(demo, url)
    const colleague = await browser.newPage()
    const member = await signUpByApi(colleague, url, uniqueUser('colleague'))
    await addMemberByApi(demo, colleague, url, 'demo', member.email)

    // The idea the three biggest customers asked for: the demo member says why on it.
    await demo.goto(`${url}/@demo/public-roadmap/feedback?sort=revenue`)
    await waitForHydration(demo)
    const idea = demo.getByTestId('feedback-row').first().getByRole('link').first()
    const title = (await idea.textContent()) ?? ''
    await idea.click()
    await waitForHydration(demo, 'form[aria-label="Add a comment"]')
    const itemPath = new URL(demo.url()).pathname
    const words = `Our field reps lose a day a week without it (${Date.now()})`
    const composer = demo.getByRole('form', { name: 'Add a comment' })
    await composer.getByLabel('Comment', { exact: true }).fill(words)
    await composer.getByRole('button', { name: 'Post comment' }).click()
    await expectToast(demo, 'success', 'Comment posted')

    // The colleague has the item open.
    await openLive(colleague, url, itemPath)
    const theirPanel = colleague.getByTestId('demand-panel')
    await theirPanel.waitFor()
    expect(await theirPanel.getByTestId('demand-quotes').getByText(words).count()).toBe(0)
    const noReload = forbidReload(colleague)

    // Pinned by keyboard: the picker opens with Enter, the comment's Pin button is pressed with Enter.
    const panel = demo.getByTestId('demand-panel')
    await panel.getByText(/^Pick quotes/).focus()
    await demo.keyboard.press('Enter')
    const candidate = panel
      .getByRole('list', { name: 'Comments to quote' })
      .getByRole('listitem')
      .filter({ hasText: words })
    await candidate.getByRole('button', { name: 'Pin' }).focus()
    await demo.keyboard.press('Enter')
    await expectToast(demo, 'success', 'Quote pinned')
    await panel.getByTestId('demand-quotes').getByText(words).waitFor()

    await theirPanel.getByTestId('demand-quotes').getByText(words).waitFor({ timeout: 15_000 })
    noReload()

    // A segment saved on the Customers page, by keyboard.
    await demo.goto(`${url}/@demo/customers`)
    await waitForHydration(demo)
    const section = demo.getByTestId('customers-segments')
    const form = section.getByRole('form', { name: 'New segment' })
    await form.getByLabel('Name', { exact: true }).waitFor()
    await form.getByLabel('Name', { exact: true }).focus()
    await demo.keyboard.type('Enterprise accounts')
    await form.getByRole('checkbox', { name: 'Enterprise' }).focus()
    await demo.keyboard.press('Space')
    await form.getByRole('button', { name: 'Save segment' }).focus()
    await demo.keyboard.press('Enter')
    await expectToast(demo, 'success', 'Segment saved')
    const saved = section.getByTestId('saved-segment').filter({ hasText: 'Enterprise accounts' })
    await saved.getByText('plan Enterprise').waitFor()

    // It leads to the feedback list it filters: the idea of the biggest customers is there.
    const link = saved.locator('a[href*="/public-roadmap/feedback"]')
    await link.focus()
    await demo.keyboard.press('Enter')
    await demo.waitForURL(/\/public-roadmap\/feedback\?.*segment=/)
    await waitForHydration(demo)
    const filter = demo.getByRole('combobox', { name: 'Segment' })
    await expect.poll(() => filter.locator('option:checked').textContent()).toBe('Enterprise accounts')
    await demo.getByTestId('feedback-row').getByRole('link', { name: title, exact: true }).first().waitFor()

    // Changed from the Customers page: renamed, and Business added to its plans.
    await demo.goBack()
    await waitForHydration(demo)
    const again = section.getByTestId('saved-segment').filter({ hasText: 'Enterprise accounts' })
    await again.getByRole('button', { name: 'Edit Enterprise accounts' }).focus()
    await demo.keyboard.press('Enter')
    const change = section.getByRole('form', { name: 'Change Enterprise accounts' })
    const name = change.getByRole('textbox', { name: 'Name of Enterprise accounts' })
    // Edit puts the focus on the segment's name.
    await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true)
    await demo.keyboard.press('ControlOrMeta+A')
    await demo.keyboard.type('Big accounts')
    await change.getByRole('checkbox', { name: 'Business' }).focus()
    await demo.keyboard.press('Space')
    await change.getByRole('button', { name: 'Save changes' }).focus()
    await demo.keyboard.press('Enter')
    await expectToast(demo, 'success', 'Segment changed')
    await section
      .getByTestId('saved-segment')
      .filter({ hasText: 'Big accounts' })
      .getByText('plan Business or Enterprise')
      .waitFor()
    expect(
      await section.getByTestId('saved-segment').filter({ hasText: 'Enterprise accounts' }).count(),
    ).toBe(0)
  })
})
