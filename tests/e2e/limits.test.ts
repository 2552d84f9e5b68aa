import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { createProjectInUi, createTeamInUi, expectToast, suffix } from './org-support'
import { setupAppServer, signUpByApi } from './support'

// Small limits, so that the journeys can reach them: one team per person, two projects per team.
const server = setupAppServer({ MAX_TEAMS_PER_USER: '1', MAX_PROJECTS_PER_ORG: '2' })
const browser = setupBrowser()

describe('limits pushed past their values through the pages', () => {
  it('refuses a third project with MAX_PROJECTS_PER_ORG=2, and allows one again after a delete', async () => {
    const page = await browser.newPage()
    await signUpByApi(page, server().url)
    const org = await createTeamInUi(page, server().url, `Tiny Team ${suffix()}`)

    await page.goto(`${server().url}/@${org}/create-project`)
    expect(await page.getByTestId('project-limit').textContent()).toBe('0 of 2 projects used')
    await createProjectInUi(page, server().url, org, { name: 'One', visibility: 'public' })
    await page.goto(`${server().url}/@${org}/create-project`)
    expect(await page.getByTestId('project-limit').textContent()).toBe('1 of 2 projects used')
    await createProjectInUi(page, server().url, org, { name: 'Two', visibility: 'private' })

    // The way in is still offered; the page explains the limit instead of offering a form.
    await page.goto(`${server().url}/@${org}`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'New project' }).click()
    await page.waitForURL((url) => url.pathname === `/@${org}/create-project`)
    await page.getByText('This organization has reached its limit of 2 projects.').waitFor()
    expect(await page.getByTestId('project-limit').textContent()).toBe('2 of 2 projects used')
    await page.getByText('Delete a project you no longer need to create another.').waitFor()
    expect(await page.getByRole('form', { name: 'Create project' }).count()).toBe(0)

    // Deleting one makes room again. The Import section's code is held back until the project is gone, as on a
    // slow connection: arriving after the delete, it must not ask the server for the deleted project's imports.
    let releaseImportSection = () => {}
    const importSectionHeld = new Promise<void>((resolve) => {
      releaseImportSection = resolve
    })
    await page.route(/\/assets\/import-settings-[^/]+\.js$/, async (route) => {
      await importSectionHeld
      await route.continue()
    })
    await page.goto(`${server().url}/@${org}/two/settings`)
    await waitForHydration(page)
    await page.getByLabel('Type two to confirm').fill('two')
    // Released as the server answers the delete: the code arrives while the page is still being left.
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/_serverFn/'),
    )
    await page.getByRole('button', { name: 'Delete project' }).click()
    await deleted
    releaseImportSection()
    await expectToast(page, 'success', 'Project deleted')
    await page.waitForURL((url) => url.pathname === `/@${org}`)
    await page.goto(`${server().url}/@${org}/create-project`)
    expect(await page.getByTestId('project-limit').textContent()).toBe('1 of 2 projects used')
    await page.getByRole('form', { name: 'Create project' }).waitFor()
  })

  it('shows the team limit on /create/team once the user owns MAX_TEAMS_PER_USER=1 team', async () => {
    const page = await browser.newPage()
    await signUpByApi(page, server().url)
    await page.goto(`${server().url}/create/team`)
    await waitForHydration(page, 'form[aria-label="Create a team"]')
    expect(await page.getByRole('complementary').textContent()).toContain('0 of 1 owned')
    expect(await page.getByTestId('team-limit-reached').count()).toBe(0)

    const name = `Only One ${suffix()}`
    const slug = await createTeamInUi(page, server().url, name)

    // Both ways to /create/team lead to the limit card: the header's team switcher and the address itself.
    await waitForHydration(page, '[data-testid="organization-switcher"]')
    await page.getByTestId('organization-switcher').click()
    await page.getByRole('menuitem', { name: 'Create a team' }).click()
    await page.waitForURL((url) => url.pathname === '/create/team')
    const limit = page.getByTestId('team-limit-reached')
    await limit.waitFor()
    expect(await limit.textContent()).toContain('You own 1 team, the most one person can own here.')
    expect(await page.getByRole('form', { name: 'Create a team' }).count()).toBe(0)
    const aside = page.getByRole('complementary')
    expect(await aside.textContent()).toContain('1 of 1 owned')
    expect(await aside.getByRole('link', { name }).getAttribute('href')).toBe(`/@${slug}`)

    const response = await page.reload()
    expect(response?.status()).toBe(200)
    await limit.waitFor()

    // The auth API's own endpoint holds the same limit.
    const refused = await page.request.post(`${server().url}/api/auth/organization/create`, {
      data: { name: 'Sneaky', slug: `sneaky-${suffix()}` },
      headers: { Origin: server().url },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toContain('You have reached the maximum number of organizations')
  })
})
