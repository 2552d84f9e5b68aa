import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import {
  allowNotFoundDocument,
  createTeamByApi,
  createTeamInUi,
  expectNotFoundPage,
  expectToast,
  suffix,
} from './org-support'
import { pathOf, setupAppServer, signInByApi, signUpByApi } from './support'

const server = setupAppServer()
const browser = setupBrowser()

describe('organisations as their owner', () => {
  it('creates a team with the address suggested from its name and lands on its home', async () => {
    const page = await browser.newPage()
    await signUpByApi(page, server().url)
    await page.goto(`${server().url}/create/team`)
    await waitForHydration(page, 'form[aria-label="Create a team"]')
    const aside = page.getByRole('complementary')
    expect(await aside.textContent()).toContain('0 of 5 owned')
    expect(await aside.textContent()).toContain('None yet: this will be your first.')

    const form = page.getByRole('form', { name: 'Create a team' })
    const id = suffix()
    const name = `Rocket Crew ${id}`
    await form.getByLabel('Team name').fill(name)
    expect(await form.getByLabel('Address').inputValue()).toBe(`rocket-crew-${id}`)
    expect(await form.getByText(`/@rocket-crew-${id}`).isVisible()).toBe(true)
    await form.getByRole('button', { name: 'Create team' }).click()

    await page.waitForURL((url) => url.pathname === `/@rocket-crew-${id}`)
    await expectToast(page, 'success', `${name} is ready`)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await page.getByText(`@rocket-crew-${id} · 1 member · you are an owner`).waitFor()
    const tabs = page.getByRole('navigation', { name: 'Organization' })
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Projects', 'Customers', 'Settings'])
    expect(await page.getByRole('link', { name: 'New project' }).getAttribute('href')).toBe(
      `/@rocket-crew-${id}/create-project`,
    )
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor()
    expect(await page.getByRole('link', { name: 'Create a project' }).isVisible()).toBe(true)

    // Stored, and rendered by the server: a fresh load shows the same.
    const response = await page.reload()
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name }).waitFor()

    // /create/team counts it and lists it with the owner's role.
    await page.goto(`${server().url}/create/team`)
    await waitForHydration(page, 'form[aria-label="Create a team"]')
    expect(await aside.textContent()).toContain('1 of 5 owned')
    const listed = aside.getByRole('link', { name })
    expect(await listed.getAttribute('href')).toBe(`/@rocket-crew-${id}`)
    expect(await listed.textContent()).toContain('owner')
  })

  it('switches between the user’s teams from the header', async () => {
    const page = await browser.newPage()
    await signUpByApi(page, server().url)
    const id = suffix()
    await createTeamByApi(page, server().url, `Alpha ${id}`, `alpha-${id}`)
    await createTeamByApi(page, server().url, `Beta ${id}`, `beta-${id}`)

    await page.goto(`${server().url}/@alpha-${id}`)
    await waitForHydration(page)
    const switcher = page.getByTestId('organization-switcher')
    await waitForHydration(page, '[data-testid="organization-switcher"]')
    expect(await switcher.getAttribute('aria-label')).toBe(`Alpha ${id}: switch team`)
    await switcher.click()
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: `Beta ${id}` }).waitFor()
    expect(await menu.getByRole('menuitem', { name: `Alpha ${id}` }).getAttribute('aria-current')).toBe(
      'page',
    )
    await menu.getByRole('menuitem', { name: `Beta ${id}` }).click()

    await page.waitForURL((url) => url.pathname === `/@beta-${id}`)
    await page.getByRole('heading', { level: 1, name: `Beta ${id}` }).waitFor()
    await page.waitForFunction(
      (label) =>
        document.querySelector('[data-testid="organization-switcher"]')?.getAttribute('aria-label') === label,
      `Beta ${id}: switch team`,
    )

    await switcher.click()
    await menu.getByRole('menuitem', { name: 'Create a team' }).click()
    await page.waitForURL((url) => url.pathname === '/create/team')
    await page.getByRole('form', { name: 'Create a team' }).waitFor()
  })

  it('changes the team’s address, and links to the old address lead to the new one', async () => {
    const page = await browser.newPage()
    const owner = await signUpByApi(page, server().url)
    const id = suffix()
    const name = `Moving Co ${id}`
    const oldSlug = await createTeamInUi(page, server().url, name)
    const newSlug = `moved-co-${id}`
    // The owner also has the team's home open in another window while renaming it.
    const otherWindow = await browser.newPage()
    await signInByApi(otherWindow, server().url, owner.username, owner.password)
    await otherWindow.goto(`${server().url}/@${oldSlug}`)
    await waitForHydration(otherWindow)

    await page
      .getByRole('navigation', { name: 'Organization' })
      .getByRole('link', { name: 'Settings' })
      .click()
    await page.waitForURL((url) => url.pathname === `/@${oldSlug}/settings`)
    const form = page.getByRole('form', { name: 'General settings' })
    await form.waitFor()
    expect(await form.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true)
    await form.getByLabel('Address').fill(newSlug)
    await form.getByText(`Links to /@${oldSlug} will keep working and lead to the new address.`).waitFor()
    await form.getByRole('button', { name: 'Save changes' }).click()

    await expectToast(page, 'success', 'Settings saved')
    await page.waitForURL((url) => url.pathname === `/@${newSlug}/settings`)
    await page.getByText(`@${newSlug} · 1 member · you are an owner`).waitFor()

    // The other window follows the team to its new address instead of failing on the old one.
    await otherWindow.waitForURL((url) => url.pathname === `/@${newSlug}`)
    await otherWindow.getByText(`@${newSlug} · 1 member · you are an owner`).waitFor()
    expect(await otherWindow.getByText('Something went wrong!').count()).toBe(0)

    // The old address answers with a permanent redirect to the new one, for the home and for deeper pages.
    for (const [from, to] of [
      [`/@${oldSlug}`, `/@${newSlug}`],
      [`/@${oldSlug}/settings`, `/@${newSlug}/settings`],
    ] as const) {
      const response = await page.goto(`${server().url}${from}`)
      expect(response?.status()).toBe(200)
      expect(pathOf(page)).toBe(to)
      const first = response?.request().redirectedFrom()
      expect(first && new URL(first.url()).pathname).toBe(from)
      expect((await first?.response())?.status()).toBe(301)
      await page.getByRole('heading', { level: 1, name }).waitFor()
    }
  })

  it('refuses to let the last owner leave, and says why in a toast', async () => {
    const page = await browser.newPage()
    // The refused request itself: Chromium logs the 400 answer of the leave call.
    page.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 400/,
      'the leave request the server refuses on purpose',
    )
    await signUpByApi(page, server().url)
    const name = `Solo Owner ${suffix()}`
    const slug = await createTeamInUi(page, server().url, name)
    await page.goto(`${server().url}/@${slug}/settings`)
    await waitForHydration(page)

    const danger = page.getByRole('region', { name: 'Danger zone' })
    await danger.getByRole('button', { name: 'Leave team' }).click()
    const dialog = page.getByRole('dialog', { name: `Leave ${name}?` })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Leave team' }).click()

    // Better Auth's own refusal, which comes before Parley's "always an owner" rule gets to answer.
    const message = await expectToast(page, 'error', /owner/i)
    expect(message).toMatch(/cannot leave the organization as the only owner|last owner cannot leave/i)
    await dialog.waitFor({ state: 'hidden' })
    expect(pathOf(page)).toBe(`/@${slug}/settings`)
    // Still the owner, as a fresh load shows.
    await page.reload()
    await page.getByText(`@${slug} · 1 member · you are an owner`).waitFor()
  })

  it('deletes the team only after its address is typed, and its page is gone', async () => {
    const page = await browser.newPage()
    allowNotFoundDocument(page)
    page.allowConsoleErrors(
      /status of 403 .*\/api\/auth\/organization\/list-(members|invitations)/,
      'the deletion is announced live (and revokes access) before the page has left; its member lists may refetch once and be refused',
    )
    await signUpByApi(page, server().url)
    const name = `Short Lived ${suffix()}`
    const slug = await createTeamInUi(page, server().url, name)
    await page.goto(`${server().url}/@${slug}/settings`)
    await waitForHydration(page)

    const danger = page.getByRole('region', { name: 'Danger zone' })
    const remove = danger.getByRole('button', { name: 'Delete team' })
    expect(await remove.isDisabled()).toBe(true)
    await danger.getByLabel(`Type ${slug} to confirm`).fill(`${slug}-nope`)
    expect(await remove.isDisabled()).toBe(true)
    await danger.getByLabel(`Type ${slug} to confirm`).fill(slug)
    expect(await remove.isEnabled()).toBe(true)
    await remove.click()

    await page.waitForURL((url) => url.pathname === '/home')
    await expectToast(page, 'success', `${name} was deleted`)
    await expectNotFoundPage(page, `${server().url}/@${slug}`, 'Organization not found')
  })

  it('answers an unknown organisation with its own not-found view and HTTP 404', async () => {
    const page = await browser.newPage()
    allowNotFoundDocument(page)
    await expectNotFoundPage(page, `${server().url}/@no-such-team-${suffix()}`, 'Organization not found')
    expect(
      await page
        .getByText('There is no organization at this address, or you do not have access to it.')
        .count(),
    ).toBe(1)
  })
})
