import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import {
  allowNotFoundDocument,
  createProjectInUi,
  createTeamByApi,
  expectNotFoundPage,
  expectToast,
  horizontalOverflow,
  invitationPathFromMail,
  suffix,
} from './org-support'
import { setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * Teams inside an organisation ("Design", "Support"; the UI calls organisations "teams" too, these
 * are groups of their members). An owner makes a team in the settings and puts a member in it, who sees it
 * arrive live; a private chat opened to the team is theirs to read, not another member's, and leaves their
 * chat list without a reload when they leave the team. Members see the teams without the controls; the
 * team-only board and the invitation forms offer the teams. 375 px and both themes (axe) throughout.
 */
const server = setupAppServer()
const browser = setupBrowser()

type Account = ReturnType<typeof uniqueUser>
type World = {
  owner: Account
  member: Account
  other: Account
  org: string
  orgName: string
  orgId: string
  project: string
}
let world: Promise<World> | undefined

/** An organisation with a private project, its owner and two members, the members invited by API. */
function theWorld(): Promise<World> {
  world ??= (async () => {
    const url = server().url
    const ownerPage = await browser.newPage()
    const owner = await signUpByApi(ownerPage, url, uniqueUser('owner'))
    const org = `groups-${suffix()}`
    const orgName = `Groups ${org}`
    await createTeamByApi(ownerPage, url, orgName, org)
    const project = await createProjectInUi(ownerPage, url, org, { name: 'Studio', visibility: 'private' })
    const orgs = (await (await ownerPage.request.get(`${url}/api/auth/organization/list`)).json()) as {
      id: string
      slug: string
    }[]
    const orgId = orgs.find((entry) => entry.slug === org)?.id as string
    const join = async (prefix: string) => {
      const page = await browser.newPage()
      const account = await signUpByApi(page, url, uniqueUser(prefix))
      const invite = await ownerPage.request.post(`${url}/api/auth/organization/invite-member`, {
        data: { email: account.email, role: 'member', organizationId: orgId },
        headers: { Origin: url },
      })
      expect(invite.status(), await invite.text()).toBe(200)
      const accept = await page.request.post(`${url}/api/auth/organization/accept-invitation`, {
        data: { invitationId: ((await invite.json()) as { id: string }).id },
        headers: { Origin: url },
      })
      expect(accept.status(), await accept.text()).toBe(200)
      return account
    }
    const member = await join('bea')
    const other = await join('cal')
    return { owner, member, other, org, orgName, orgId, project }
  })()
  return world
}

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

async function pageAs(account: Account, options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

/** Opens `path` and waits until the tab's live stream carries a topic starting with `topicPrefix`. */
async function openLive(page: Page, path: string, topicPrefix: string) {
  const live = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/live' && (url.searchParams.get('topics') ?? '').includes(topicPrefix)
  })
  await page.goto(`${server().url}${path}`)
  await waitForHydration(page)
  await live
}

const teamsSection = (page: Page) => page.getByRole('region', { name: /^Teams/ })
const teamRow = (page: Page, name: string) =>
  teamsSection(page)
    .getByTestId('team-row')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
const chatLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Chats' }).getByRole('link', { name: new RegExp(`^${name}`) })

/**
 * Serious and critical axe violations (WCAG 2.x A/AA) of the page as it is now, in both themes: the helper's
 * check on arrival sees each address once, and these pages change on the spot (teams, controls, dialogs).
 */
async function expectAccessible(page: Page) {
  const problems: string[] = []
  const startedDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.id = 'axe-stop-transitions'
    style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}'
    document.head.append(style)
  })
  for (const dark of [startedDark, !startedDark]) {
    await page.evaluate((wantDark) => {
      document.documentElement.classList.toggle('dark', wantDark)
      document.documentElement.style.colorScheme = wantDark ? 'dark' : 'light'
    }, dark)
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    for (const violation of result.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
      const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3)
      problems.push(`${violation.id} (${dark ? 'dark' : 'light'}): ${violation.help} ${where.join(', ')}`)
    }
  }
  await page.evaluate((wantDark) => {
    document.documentElement.classList.toggle('dark', wantDark)
    document.documentElement.style.colorScheme = wantDark ? 'dark' : 'light'
    document.getElementById('axe-stop-transitions')?.remove()
  }, startedDark)
  expect(problems).toEqual([])
}

async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 376)
      .slice(0, 8)
      .map((element) => `${element.tagName}.${element.className}`.slice(0, 160)),
  )
  expect((await horizontalOverflow(page)).scrollWidth, wide.join('\n')).toBeLessThanOrEqual(375)
}

describe('teams inside an organisation', () => {
  test('an owner makes a team and adds a member, who sees it live; a chat open to the team follows who is in it', async () => {
    const w = await theWorld()
    const settings = `/@${w.org}/settings`
    const owner = await pageAs(w.owner)
    await openLive(owner, settings, 'org:')
    await teamsSection(owner).getByText('No teams yet').waitFor()

    // The member watches the same page: read-only, and live.
    const member = await pageAs(w.member)
    await openLive(member, settings, 'org:')
    await teamsSection(member).getByText('No teams yet').waitFor()
    await teamsSection(member)
      .getByText(/Owners and admins create teams/)
      .waitFor()
    expect(await member.getByRole('form', { name: 'New team' }).count()).toBe(0)

    // New team, by keyboard: the handle people mention it by shows while typing.
    const form = owner.getByRole('form', { name: 'New team' })
    await form.getByLabel('Team name').fill('Design')
    await form.getByText('Mentioned as @design').waitFor()
    await owner.keyboard.press('Enter')
    await expectToast(owner, 'success', 'Design created')
    await teamRow(owner, 'Design').getByText('@design · 0 members').waitFor()
    await teamRow(member, 'Design').waitFor()

    // Add the member to it; their page follows.
    const add = teamRow(owner, 'Design').getByRole('form', { name: 'Add a member to Design' })
    await add.getByLabel('Member to add to Design').selectOption({ label: w.member.name })
    await add.getByRole('button', { name: 'Add' }).click()
    await expectToast(owner, 'success', `${w.member.name} added to Design`)
    await owner.getByRole('list', { name: 'Members of Design' }).getByText(w.member.name).waitFor()
    await member.getByRole('list', { name: 'Members of Design' }).getByText(w.member.name).waitFor()
    await teamRow(member, 'Design').getByText('@design · 1 member').waitFor()
    // A member sees no management controls.
    for (const name of ['Rename Design', 'Delete Design', `Remove ${w.member.name} from Design`]) {
      expect(await member.getByRole('button', { name }).count(), name).toBe(0)
    }
    expect(await member.getByRole('form', { name: 'Add a member to Design' }).count()).toBe(0)
    await expectAccessible(owner)
    await expectAccessible(member)

    // A private chat open to the Design team.
    await owner.goto(`${server().url}/@${w.org}/${w.project}/chat`)
    await waitForHydration(owner)
    await owner.getByRole('button', { name: 'New chat' }).click()
    const chatForm = owner.getByRole('form', { name: 'New chat' })
    await chatForm.getByLabel('Name').fill('Design room')
    await chatForm.getByLabel('Private').check()
    await chatForm
      .getByRole('group', { name: 'Teams' })
      .getByRole('checkbox', { name: /^Design/ })
      .check()
    await expectAccessible(owner)
    await chatForm.getByRole('button', { name: 'Create chat' }).click()
    await owner.getByRole('heading', { level: 3, name: /Design room/ }).waitFor()
    await expectToast(owner, 'success', 'Design room created')
    const chatPath = new URL(owner.url()).pathname
    const audience = owner.getByTestId('chat-audience')
    expect(await audience.textContent()).toBe('Open to Design and 1 person')
    await audience.click()
    const who = owner.getByRole('dialog', { name: 'Who can read this chat' })
    await who.getByRole('region', { name: 'Teams' }).getByText('Design').waitFor()
    await who.getByRole('region', { name: 'People' }).getByText(w.owner.name).waitFor()
    await owner.keyboard.press('Escape')
    await who.waitFor({ state: 'hidden' })

    // The member of Design finds it and reads it; the other member gets not found.
    await openLive(member, `/@${w.org}/${w.project}/chat`, 'chat:')
    await chatLink(member, 'Design room').click()
    await member.getByRole('heading', { level: 3, name: /Design room/ }).waitFor()
    await member.getByRole('textbox', { name: 'Message', exact: true }).waitFor()
    const other = await pageAs(w.other)
    await other.goto(`${server().url}/@${w.org}/${w.project}/chat`)
    await waitForHydration(other)
    await chatLink(other, 'General').waitFor()
    expect(await chatLink(other, 'Design room').count()).toBe(0)
    allowNotFoundDocument(other)
    await expectNotFoundPage(other, `${server().url}${chatPath}`)

    // Taken out of Design, the member's chat list loses it without a reload.
    await openLive(member, `/@${w.org}/${w.project}/chat`, 'chat:')
    await chatLink(member, 'Design room').waitFor()
    await member.evaluate(() => {
      ;(window as unknown as { stillHere: boolean }).stillHere = true
    })
    await owner.goto(`${server().url}${settings}`)
    await waitForHydration(owner)
    await teamRow(owner, 'Design')
      .getByRole('button', { name: `Remove ${w.member.name} from Design` })
      .click()
    await expectToast(owner, 'success', `${w.member.name} removed from Design`)
    await teamRow(owner, 'Design').getByText('Nobody is in this team yet.').waitFor()
    await chatLink(member, 'Design room').waitFor({ state: 'detached', timeout: 15_000 })
    await chatLink(member, 'General').waitFor()
    expect(await member.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  })

  test('at 375 px: a name taken is refused inline, rename and delete with confirmation; a member sees no controls', async () => {
    const w = await theWorld()
    const settings = `${server().url}/@${w.org}/settings`
    const owner = (await pageAs(w.owner, PHONE)) as TestPage
    owner.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 400/,
      'Better Auth answers a team name already taken with 400, shown on the field',
    )
    await owner.goto(settings)
    await waitForHydration(owner)
    const form = owner.getByRole('form', { name: 'New team' })
    await form.getByLabel('Team name').fill('Support')
    await form.getByRole('button', { name: 'Create team' }).click()
    await expectToast(owner, 'success', 'Support created')
    await teamRow(owner, 'Support').waitFor()

    // The same @handle again: refused on the field.
    await form.getByLabel('Team name').fill('SUPPORT')
    await form.getByRole('button', { name: 'Create team' }).click()
    await form.getByRole('alert').filter({ hasText: 'A team with this name already exists' }).waitFor()
    expect(await form.getByLabel('Team name').getAttribute('aria-invalid')).toBe('true')
    await expectNoOverflow(owner)
    await expectAccessible(owner)

    // Rename, by keyboard.
    await teamRow(owner, 'Support').getByRole('button', { name: 'Rename Support' }).click()
    const rename = owner.getByRole('form', { name: 'Rename Support' })
    await expect
      .poll(() => rename.getByLabel('Team name').evaluate((el) => el === document.activeElement))
      .toBe(true)
    await rename.getByLabel('Team name').fill('Customer care')
    await owner.keyboard.press('Enter')
    await expectToast(owner, 'success', 'Support is now Customer care')
    await teamRow(owner, 'Customer care').getByText('@customer-care · 0 members').waitFor()
    // The focus is back where the keyboard started.
    await expect
      .poll(() => owner.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Rename Customer care')

    // Delete: a confirmation that says what happens to chats and boards.
    await teamRow(owner, 'Customer care').getByRole('button', { name: 'Delete Customer care' }).click()
    const confirm = owner.getByRole('dialog', { name: 'Delete Customer care?' })
    await confirm.getByText(/team-only boards limited to it alone become visible to every member/).waitFor()
    await expectAccessible(owner)
    await confirm.getByRole('button', { name: 'Delete team' }).click()
    await expectToast(owner, 'success', 'Customer care deleted')
    await teamRow(owner, 'Customer care').waitFor({ state: 'detached' })

    // A member on a phone: the teams and who is in them, no controls, nothing wider than the screen.
    const member = await pageAs(w.member, PHONE)
    await member.goto(settings)
    await waitForHydration(member)
    await teamRow(member, 'Design').waitFor()
    expect(await member.getByRole('form', { name: 'New team' }).count()).toBe(0)
    expect(await member.getByRole('button', { name: /^(Rename|Delete) / }).count()).toBe(0)
    await expectNoOverflow(member)
    await expectAccessible(member)
  })

  test('a team-only board limited to a team, and an invitation straight into a team', async () => {
    const w = await theWorld()
    const url = server().url
    const owner = await pageAs(w.owner)
    const created = await owner.request.post(`${url}/api/auth/organization/create-team`, {
      data: { name: 'Research', organizationId: w.orgId },
      headers: { Origin: url },
    })
    expect(created.status(), await created.text()).toBe(200)

    // The board form offers the teams once "Team only" is ticked.
    await owner.goto(`${url}/@${w.org}/${w.project}/feedback/boards/new`)
    await waitForHydration(owner)
    const boardForm = owner.getByRole('form', { name: 'New board' })
    await boardForm.getByLabel('Name').fill('Lab notes')
    expect(await boardForm.getByRole('group', { name: 'Only these teams' }).count()).toBe(0)
    await boardForm.getByLabel('Team only').check()
    await boardForm
      .getByRole('group', { name: 'Only these teams' })
      .getByRole('checkbox', { name: /^Research/ })
      .check()
    await expectAccessible(owner)
    await boardForm.getByRole('button', { name: 'Create board' }).click()
    await expectToast(owner, 'success', 'Board "Lab notes" created')
    const row = owner.getByTestId('board-row').filter({ hasText: 'Lab notes' })
    await row.getByText('Team only · Research').waitFor()
    // Members outside Research do not see it.
    const other = await pageAs(w.other)
    await other.goto(`${url}/@${w.org}/${w.project}/feedback/boards`)
    await waitForHydration(other)
    await other.getByRole('heading', { level: 3, name: 'Boards' }).waitFor()
    expect(await other.getByTestId('board-row').filter({ hasText: 'Lab notes' }).count()).toBe(0)

    // An invitation into Research: the pending row names it, and accepting puts the person in it.
    await owner.goto(`${url}/@${w.org}/settings`)
    await waitForHydration(owner)
    const invitee = uniqueUser('dee')
    const invite = owner.getByRole('form', { name: 'Invite a member' })
    await invite.getByLabel('Email address').fill(invitee.email)
    await invite
      .getByRole('group', { name: 'Add to teams' })
      .getByRole('checkbox', { name: /^Research/ })
      .check()
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expectToast(owner, 'success', `Invitation sent to ${invitee.email}`)
    const pending = owner.getByRole('list', { name: 'Pending invitations' }).getByTestId('invitation-row')
    await pending
      .filter({ hasText: invitee.email })
      .getByText(/Member · Research ·/)
      .waitFor()

    const link = await invitationPathFromMail(server().dataDir, invitee.email)
    const inviteePage = await browser.newPage()
    await signUpByApi(inviteePage, url, invitee)
    const accept = await inviteePage.request.post(`${url}/api/auth/organization/accept-invitation`, {
      data: { invitationId: link.split('/').at(-1) },
      headers: { Origin: url },
    })
    expect(accept.status(), await accept.text()).toBe(200)
    await owner.goto(`${url}/@${w.org}/settings`)
    await owner.getByRole('list', { name: 'Members of Research' }).getByText(invitee.name).waitFor()
  })
})
