import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordGlimpses, setupBrowser, waitForHydration } from '../helpers/browser'
import { fetchServerFn } from '../helpers/live-http'
import {
  allowNotFoundDocument,
  createProjectInUi,
  createTeamByApi,
  createTeamInUi,
  expectNotFoundPage,
  expectToast,
  horizontalOverflow,
  projectTabs,
  suffix,
} from './org-support'
import { pathOf, setupAppServer, signUpByApi } from './support'

const server = setupAppServer()
const browser = setupBrowser()

const ALL_TABS = ['Home', 'Feedback', 'Roadmap', 'Updates', 'Files', 'Discussions', 'Chat', 'Settings']

/** A signed-up owner with a fresh team created through the auth API; returns the team's slug. */
async function ownerWithTeam(page: Page): Promise<{ slug: string; name: string }> {
  await signUpByApi(page, server().url)
  const id = suffix()
  const team = { slug: `workshop-${id}`, name: `Workshop ${id}` }
  await createTeamByApi(page, server().url, team.name, team.slug)
  return team
}

describe('projects as the team’s owner', () => {
  it('creates a public and a private project and lists both on the team’s home', async () => {
    const page = await browser.newPage()
    await signUpByApi(page, server().url)
    const teamName = `Makers ${suffix()}`
    const org = await createTeamInUi(page, server().url, teamName)

    await waitForHydration(page)
    await page.getByRole('link', { name: 'Create a project' }).click()
    await page.waitForURL((url) => url.pathname === `/@${org}/create-project`)
    await page.getByRole('heading', { name: `New project in ${teamName}` }).waitFor()
    expect(await page.getByTestId('project-limit').textContent()).toBe('0 of 20 projects used')

    const form = page.getByRole('form', { name: 'Create project' })
    await waitForHydration(page, 'form[aria-label="Create project"]')
    await form.getByLabel('Project name').fill('Launch Pad')
    expect(await form.getByLabel('Address').inputValue()).toBe('launch-pad')
    expect(await form.getByText(`/@${org}/launch-pad`).isVisible()).toBe(true)
    await form.getByLabel('Description').fill('Where the rockets get ready.')
    // Private unless the owner says otherwise.
    expect(await form.getByRole('radio', { name: /^Private/ }).isChecked()).toBe(true)
    await form.getByRole('radio', { name: /^Public/ }).check()
    await form.getByRole('button', { name: 'Create project' }).click()

    await page.waitForURL((url) => url.pathname === `/@${org}/launch-pad`)
    await expectToast(page, 'success', 'Project created')
    await page.getByRole('heading', { level: 2, name: 'Launch Pad' }).waitFor()
    expect(await projectTabs(page)).toEqual(ALL_TABS)
    await page.getByText('Where the rockets get ready.').waitFor()
    const facts = page.getByRole('complementary').filter({ hasText: 'Key facts' })
    expect(await facts.textContent()).toContain('Visibilitypublic')

    const secret = await createProjectInUi(page, server().url, org, {
      name: 'Secret Sauce',
      visibility: 'private',
      description: 'Not for everyone.',
    })
    expect(secret).toBe('secret-sauce')
    expect(await projectTabs(page)).toEqual(ALL_TABS)
    expect(await facts.textContent()).toContain('Visibilityprivate')

    // The team's home lists both, each with its visibility; a fresh (server-rendered) load shows the same.
    const response = await page.goto(`${server().url}/@${org}`)
    expect(response?.status()).toBe(200)
    const grid = page.getByRole('list', { name: 'Projects' })
    await grid.waitFor()
    const cards = grid.getByRole('listitem')
    expect(await cards.count()).toBe(2)
    const launchPad = cards.filter({ hasText: 'Launch Pad' })
    expect(await launchPad.textContent()).toContain('Public')
    expect(await launchPad.textContent()).toContain('Where the rockets get ready.')
    expect(await cards.filter({ hasText: 'Secret Sauce' }).textContent()).toContain('Private')
    expect(await page.getByText('No projects yet').count()).toBe(0)

    await waitForHydration(page)
    await launchPad.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === `/@${org}/launch-pad`)

    await page.goto(`${server().url}/@${org}/create-project`)
    expect(await page.getByTestId('project-limit').textContent()).toBe('2 of 20 projects used')
  })

  it('refuses an address another project of the team already uses', async () => {
    const page = await browser.newPage()
    page.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 409/,
      'the duplicate address the server refuses on purpose',
    )
    const team = await ownerWithTeam(page)
    await createProjectInUi(page, server().url, team.slug, { name: 'Twin', visibility: 'private' })

    await page.goto(`${server().url}/@${team.slug}/create-project`)
    await waitForHydration(page, 'form[aria-label="Create project"]')
    const form = page.getByRole('form', { name: 'Create project' })
    await form.getByLabel('Project name').fill('Twin')
    await form.getByRole('button', { name: 'Create project' }).click()
    const alert = form.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('This address is already used by another project')
    await expectToast(page, 'error', 'This address is already used by another project')
    expect(pathOf(page)).toBe(`/@${team.slug}/create-project`)
  })

  it('shows each area of a project: the built ones empty and ready, the others as not available yet', async () => {
    const page = await browser.newPage()
    const team = await ownerWithTeam(page)
    const project = await createProjectInUi(page, server().url, team.slug, {
      name: 'Tour',
      visibility: 'public',
    })
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Project' })
    // What a new project shows in each area: its empty state.
    const emptyStates = {
      Feedback: 'No feedback yet',
      Roadmap: 'Nothing here yet',
      Updates: 'No updates yet',
      Files: 'No files yet',
      Discussions: 'No discussions yet',
      // Every project starts with its "General" chat.
      Chat: 'No messages yet',
    } as const
    for (const [area, path] of [
      ['Feedback', 'feedback'],
      ['Roadmap', 'roadmap'],
      ['Updates', 'updates'],
      ['Files', 'files'],
      ['Discussions', 'discussions'],
      ['Chat', 'chat'],
    ] as const) {
      await nav.getByRole('link', { name: area, exact: true }).click()
      await page.waitForURL((url) => url.pathname === `/@${team.slug}/${project}/${path}`)
      await page.getByRole('heading', { level: 3, name: area }).waitFor()
      await page.getByText(emptyStates[area]).first().waitFor()
      expect(await nav.getByRole('link', { name: area, exact: true }).getAttribute('data-status')).toBe(
        'active',
      )
    }
    await nav.getByRole('link', { name: 'Home' }).click()
    await page.waitForURL((url) => url.pathname === `/@${team.slug}/${project}`)
    await page.getByRole('heading', { name: 'Recent activity' }).waitFor()
  })

  it('changes a project’s name and address in its settings, and old links lead to the new address', async () => {
    const page = await browser.newPage()
    const team = await ownerWithTeam(page)
    const oldSlug = await createProjectInUi(page, server().url, team.slug, {
      name: 'First Draft',
      visibility: 'public',
    })
    // Someone else is reading the public project's roadmap while the owner renames it.
    const reader = await browser.newPage()
    await reader.goto(`${server().url}/@${team.slug}/${oldSlug}/roadmap`)
    await waitForHydration(reader)
    await reader.getByRole('heading', { level: 2, name: 'First Draft' }).waitFor()

    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Settings' }).click()
    await page.waitForURL((url) => url.pathname === `/@${team.slug}/${oldSlug}/settings`)

    const form = page.getByRole('form', { name: 'Project settings' })
    await waitForHydration(page, 'form[aria-label="Project settings"]')
    expect(await form.getByLabel('Address').inputValue()).toBe(oldSlug)
    await form.getByText('Old links keep working after a change').waitFor()
    await form.getByLabel('Project name').fill('Final Cut')
    await form.getByLabel('Address').fill('final-cut')
    await form.getByLabel('Description').fill('Edited at last.')
    await form.getByRole('button', { name: 'Save changes' }).click()

    await expectToast(page, 'success', 'Project saved')
    await page.waitForURL((url) => url.pathname === `/@${team.slug}/final-cut/settings`)
    await page.getByRole('heading', { level: 2, name: 'Final Cut' }).waitFor()

    // The reader's page follows the project to its new address.
    await reader.waitForURL((url) => url.pathname === `/@${team.slug}/final-cut/roadmap`)
    await reader.getByRole('heading', { level: 2, name: 'Final Cut' }).waitFor()
    expect(await reader.getByText('Something went wrong!').count()).toBe(0)

    for (const [from, to] of [
      [`/@${team.slug}/${oldSlug}`, `/@${team.slug}/final-cut`],
      [`/@${team.slug}/${oldSlug}/roadmap`, `/@${team.slug}/final-cut/roadmap`],
    ] as const) {
      const response = await page.goto(`${server().url}${from}`)
      expect(response?.status()).toBe(200)
      expect(pathOf(page)).toBe(to)
      const first = response?.request().redirectedFrom()
      expect(first && new URL(first.url()).pathname).toBe(from)
      expect((await first?.response())?.status()).toBe(301)
      await page.getByRole('heading', { level: 2, name: 'Final Cut' }).waitFor()
    }
    await page.goto(`${server().url}/@${team.slug}/final-cut`)
    await page.getByText('Edited at last.').waitFor()

    // A change sent from a tab still open at the old address is refused with a reason, not a 500.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const stale = await fetchServerFn(
      server().url,
      'updateProjectFn',
      { orgSlug: team.slug, slug: oldSlug, changes: { description: 'From an old tab' } },
      { method: 'POST', cookie },
    )
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('This page has moved to a new address')
  })

  it('deletes a project only after its address is typed', async () => {
    const page = await browser.newPage()
    allowNotFoundDocument(page)
    const team = await ownerWithTeam(page)
    const keep = await createProjectInUi(page, server().url, team.slug, {
      name: 'Keeper',
      visibility: 'public',
    })
    const doomed = await createProjectInUi(page, server().url, team.slug, {
      name: 'Doomed',
      visibility: 'private',
    })
    // From the organisation's page, which the app keeps (cached) with the project on it, to the settings.
    await page.goto(`${server().url}/@${team.slug}`)
    await waitForHydration(page)
    await page
      .getByRole('list', { name: 'Projects' })
      .getByRole('link', { name: /Doomed/ })
      .click()
    await page.waitForURL((url) => url.pathname === `/@${team.slug}/${doomed}`)
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Settings' }).click()
    await page.waitForURL((url) => url.pathname === `/@${team.slug}/${doomed}/settings`)
    const glimpsed = await recordGlimpses(page, {
      'the deleted project on the organisation page': {
        selector: 'ul[aria-label="Projects"] h2',
        text: 'Doomed',
      },
    })

    const remove = page.getByRole('button', { name: 'Delete project' })
    const confirm = page.getByLabel(`Type ${doomed} to confirm`)
    expect(await remove.isDisabled()).toBe(true)
    await confirm.fill('Doomed')
    expect(await remove.isDisabled()).toBe(true)
    await confirm.fill(doomed)
    expect(await remove.isEnabled()).toBe(true)
    await remove.click()

    await page.waitForURL((url) => url.pathname === `/@${team.slug}`)
    await expectToast(page, 'success', 'Project deleted')
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem')
    await cards.filter({ hasText: 'Keeper' }).waitFor()
    expect(await cards.count()).toBe(1)
    expect(await glimpsed()).toEqual([])

    await expectNotFoundPage(page, `${server().url}/@${team.slug}/${doomed}`, 'Project not found')
    const response = await page.goto(`${server().url}/@${team.slug}/${keep}`)
    expect(response?.status()).toBe(200)
  })

  it('answers an unknown project with its own not-found view and HTTP 404', async () => {
    const page = await browser.newPage()
    allowNotFoundDocument(page)
    const team = await ownerWithTeam(page)
    await expectNotFoundPage(page, `${server().url}/@${team.slug}/no-such-project`, 'Project not found')
    expect(
      await page.getByText('There is no project at this address, or you do not have access to it.').count(),
    ).toBe(1)
  })
})

describe('mobile width (375 px)', () => {
  const PHONE = {
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  }

  it('shows the team’s home and a project’s home without horizontal scrolling', async () => {
    const page = await browser.newPage(PHONE)
    await signUpByApi(page, server().url)
    const id = suffix()
    const team = {
      slug: `a-rather-long-team-address-for-phones-${id}`,
      name: `A Rather Long Team Name ${id}`,
    }
    await createTeamByApi(page, server().url, team.name, team.slug)
    const project = await createProjectInUi(page, server().url, team.slug, {
      name: 'A project with a fairly long name that has to wrap',
      visibility: 'public',
      description: 'Supercalifragilisticexpialidocious words and long descriptions should wrap on phones.',
    })
    await createProjectInUi(page, server().url, team.slug, { name: 'Second', visibility: 'private' })

    for (const path of [
      `/@${team.slug}`,
      `/@${team.slug}/${project}`,
      `/@${team.slug}/${project}/settings`,
    ]) {
      await page.goto(`${server().url}${path}`)
      await waitForHydration(page)
      const { scrollWidth, bodyScrollWidth } = await horizontalOverflow(page)
      expect(scrollWidth, path).toBeLessThanOrEqual(375)
      expect(bodyScrollWidth, path).toBeLessThanOrEqual(375)
    }
    // The project tabs scroll within their own strip rather than widening the page.
    const nav = page.getByRole('navigation', { name: 'Project' })
    const box = await nav.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
  })
})
