import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { pathOf, setupAppServer, signUpByApi } from './support'

const server = setupAppServer()
const browser = setupBrowser()

describe('teams', () => {
  it('creates a team from the empty state and lists it on /home', async () => {
    const page = await browser.newPage()
    await signUpByApi(page, server().url)
    await page.goto(`${server().url}/home`)
    await page.getByRole('heading', { name: 'You are not in a team yet' }).waitFor()
    await waitForHydration(page)
    expect(await page.getByTestId('organization-card').count()).toBe(0)

    await page.getByRole('link', { name: 'Create a team' }).click()
    await page.waitForURL((url) => url.pathname === '/create/team')
    const form = page.getByRole('form', { name: 'Create a team' })
    const suffix = randomBytes(3).toString('hex')
    const name = `Rocket Crew ${suffix}`
    await form.getByLabel('Team name').fill(name)
    // The address is suggested from the name.
    expect(await form.getByLabel('Address').inputValue()).toBe(`rocket-crew-${suffix}`)
    await form.getByRole('button', { name: 'Create team' }).click()

    // The new team's home first (tests/e2e/organizations.test.ts follows it there); then /home lists it.
    await page.waitForURL((url) => url.pathname === `/@rocket-crew-${suffix}`)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await page
      .locator('[data-sonner-toast][data-type="success"]')
      .filter({ hasText: `${name} is ready` })
      .waitFor()
    await page.goto(`${server().url}/home`)
    const card = page.getByTestId('organization-card')
    await card.waitFor()
    expect(await card.count()).toBe(1)
    expect(await card.textContent()).toContain(name)
    expect(await card.textContent()).toContain(`@rocket-crew-${suffix}`)
    expect(await card.textContent()).toContain('owner')
    expect(await page.getByText('You are not in a team yet').count()).toBe(0)

    // It is stored, not just client state: a fresh load shows it too.
    await page.reload()
    expect(pathOf(page)).toBe('/home')
    expect(await page.getByTestId('organization-card').textContent()).toContain(name)
  })

  it('refuses a reserved address with an inline error and creates nothing', async () => {
    const page = await browser.newPage()
    await signUpByApi(page, server().url)
    await page.goto(`${server().url}/create/team`)
    await waitForHydration(page, 'form[aria-label="Create a team"]')
    const form = page.getByRole('form', { name: 'Create a team' })
    await form.getByLabel('Team name').fill('Settings')
    expect(await form.getByLabel('Address').inputValue()).toBe('settings')
    await form.getByRole('button', { name: 'Create team' }).click()
    const alert = form.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('This address is reserved')
    expect(pathOf(page)).toBe('/create/team')

    await page.goto(`${server().url}/home`)
    await page.getByRole('heading', { name: 'You are not in a team yet' }).waitFor()
  })
})
