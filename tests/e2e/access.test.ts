import { describe, expect, it } from 'vitest'
import { setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import {
  acceptInvitationInUi,
  allowNotFoundDocument,
  createProjectInUi,
  createTeamByApi,
  expectNotFoundPage,
  invitationPathFromMail,
  inviteInUi,
  projectTabs,
  suffix,
} from './org-support'
import { setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

const server = setupAppServer()
const browser = setupBrowser()

type Account = ReturnType<typeof uniqueUser>
type Team = { name: string; slug: string }

/**
 * One team with a public and a private project, and a second team of the same owner with only a private
 * project. Built once, by whichever test needs it first, through the same pages a person would use.
 */
type World = {
  owner: Account
  team: Team
  publicProject: { name: string; slug: string }
  privateProject: { name: string; slug: string }
  hiddenTeam: Team
  hiddenProject: string
}

let world: Promise<World> | undefined
function theWorld(): Promise<World> {
  world ??= (async () => {
    const page = await browser.newPage()
    const owner = await signUpByApi(page, server().url, uniqueUser('owner'))
    const id = suffix()
    const team = { name: `Open House ${id}`, slug: `open-house-${id}` }
    await createTeamByApi(page, server().url, team.name, team.slug)
    const publicProject = { name: 'Open Roadmap', slug: '' }
    publicProject.slug = await createProjectInUi(page, server().url, team.slug, {
      ...publicProject,
      visibility: 'public',
      description: 'What we build next, in the open.',
    })
    const privateProject = { name: 'Secret Plans', slug: '' }
    privateProject.slug = await createProjectInUi(page, server().url, team.slug, {
      ...privateProject,
      visibility: 'private',
    })
    const hiddenTeam = { name: `Hidden Lab ${id}`, slug: `hidden-lab-${id}` }
    await createTeamByApi(page, server().url, hiddenTeam.name, hiddenTeam.slug)
    const hiddenProject = await createProjectInUi(page, server().url, hiddenTeam.slug, {
      name: 'Skunkworks',
      visibility: 'private',
    })
    return { owner, team, publicProject, privateProject, hiddenTeam, hiddenProject }
  })()
  return world
}

/**
 * The owner invites an admin and a member by email from the settings page; each signs up in a browser of
 * their own and accepts the link read from the mail.
 */
let people: Promise<{ admin: Account; member: Account }> | undefined
function thePeople(): Promise<{ admin: Account; member: Account }> {
  people ??= (async () => {
    const { owner, team } = await theWorld()
    const ownerPage = await browser.newPage()
    await signInByApi(ownerPage, server().url, owner.username, owner.password)
    await ownerPage.goto(`${server().url}/@${team.slug}/settings`)
    await waitForHydration(ownerPage)
    const admin = uniqueUser('admin')
    const member = uniqueUser('member')
    await inviteInUi(ownerPage, admin.email, 'admin')
    await inviteInUi(ownerPage, member.email, 'member')
    const pending = ownerPage.getByRole('list', { name: 'Pending invitations' }).getByTestId('invitation-row')
    await pending.filter({ hasText: member.email }).waitFor()
    expect(await pending.filter({ hasText: admin.email }).textContent()).toContain('Admin')
    expect(await pending.filter({ hasText: member.email }).textContent()).toContain('Member')

    for (const [account, role] of [
      [admin, 'admin'],
      [member, 'member'],
    ] as const) {
      const link = await invitationPathFromMail(server().dataDir, account.email)
      const page = await browser.newPage()
      await signUpByApi(page, server().url, account)
      await acceptInvitationInUi(page, server().url, link, team, role)
    }
    return { admin, member }
  })()
  return people
}

async function pageAs(account: Account): Promise<TestPage> {
  const page = await browser.newPage()
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

describe('invitations', () => {
  it('the owner invites an admin and a member by email, and each accepts the mailed link in their own browser', async () => {
    const { owner, team } = await theWorld()
    const { admin, member } = await thePeople()

    const page = await pageAs(owner)
    await page.goto(`${server().url}/@${team.slug}/settings`)
    await waitForHydration(page)
    await page.getByText(`@${team.slug} · 3 members · you are an owner`).waitFor()
    const rows = page.getByRole('list', { name: 'Members' }).getByTestId('member-row')
    await rows.nth(2).waitFor()
    expect(await rows.count()).toBe(3)
    expect(await page.getByLabel(`Role of ${admin.name}`).inputValue()).toBe('admin')
    expect(await page.getByLabel(`Role of ${member.name}`).inputValue()).toBe('member')
    await page.getByText('No pending invitations.').waitFor()

    // A used link cannot be used again.
    const reused = await pageAs(member)
    reused.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 400/,
      'Better Auth answers the used invitation with 400, which the page explains',
    )
    await reused.goto(`${server().url}${await invitationPathFromMail(server().dataDir, member.email)}`)
    await reused.getByRole('heading', { name: 'This invitation has already been accepted' }).waitFor()
    await reused.getByText(`You are a member of ${team.name}.`).waitFor()
  })
})

describe('as a member', () => {
  it('sees every project of the team but cannot create one: create-project is not found (404)', async () => {
    const { team, publicProject, privateProject } = await theWorld()
    const { member } = await thePeople()
    const page = await pageAs(member)
    allowNotFoundDocument(page)

    await page.goto(`${server().url}/@${team.slug}`)
    await waitForHydration(page)
    await page.getByText(`@${team.slug} · 3 members · you are a member`).waitFor()
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem')
    await cards.filter({ hasText: publicProject.name }).waitFor()
    await cards.filter({ hasText: privateProject.name }).waitFor()
    expect(await page.getByRole('link', { name: 'New project' }).count()).toBe(0)
    const tabs = page.getByRole('navigation', { name: 'Organization' })
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Projects', 'Customers', 'Settings'])

    await expectNotFoundPage(page, `${server().url}/@${team.slug}/create-project`)
    expect(await page.getByRole('form', { name: 'Create project' }).count()).toBe(0)
  })

  it('reads every area of the private project but gets not found (404) for project settings', async () => {
    const { team, publicProject, privateProject } = await theWorld()
    const { member } = await thePeople()
    const page = await pageAs(member)
    allowNotFoundDocument(page)

    await page.goto(`${server().url}/@${team.slug}/${privateProject.slug}`)
    expect(await projectTabs(page)).toEqual([
      'Home',
      'Feedback',
      'Roadmap',
      'Updates',
      'Files',
      'Discussions',
      'Chat',
    ])
    await page.goto(`${server().url}/@${team.slug}/${privateProject.slug}/chat`)
    await page
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('link', { name: /General/ })
      .waitFor()

    for (const project of [privateProject, publicProject]) {
      await expectNotFoundPage(page, `${server().url}/@${team.slug}/${project.slug}/settings`)
      expect(await page.getByRole('form', { name: 'Project settings' }).count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Delete project' }).count()).toBe(0)
    }
  })

  it('sees the team’s settings read-only: no role controls, no invitations, no way to delete the team', async () => {
    const { team, owner } = await theWorld()
    const { member, admin } = await thePeople()
    const page = await pageAs(member)

    const response = await page.goto(`${server().url}/@${team.slug}/settings`)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    const general = page.getByRole('region', { name: 'General' })
    await general.getByText('Only owners and admins can change these.').waitFor()
    expect(await general.textContent()).toContain(`/@${team.slug}`)
    expect(await page.getByRole('form', { name: 'General settings' }).count()).toBe(0)
    expect(await page.getByRole('textbox').count()).toBe(0)

    const members = page.getByRole('region', { name: /^Members/ })
    await members.getByText('Everyone in the team. Owners and admins manage roles.').waitFor()
    const rows = members.getByTestId('member-row')
    await rows.nth(2).waitFor()
    expect(await rows.count()).toBe(3)
    for (const person of [owner, admin, member]) {
      expect(await rows.filter({ hasText: person.email }).count()).toBe(1)
    }
    expect(await page.getByRole('combobox').count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0)

    expect(await page.getByRole('region', { name: 'Invitations' }).count()).toBe(0)
    expect(await page.getByRole('form', { name: 'Invite a member' }).count()).toBe(0)
    expect(await page.getByText('Delete this team').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Delete team' }).count()).toBe(0)
    // What remains of the danger zone is the member's own way out.
    const danger = page.getByRole('region', { name: 'Danger zone' })
    expect(await danger.getByRole('button').allInnerTexts()).toEqual(['Leave team'])
  })
})

describe('as an admin', () => {
  it('creates a project from the team’s home', async () => {
    const { team } = await theWorld()
    const { admin } = await thePeople()
    const page = await pageAs(admin)

    await page.goto(`${server().url}/@${team.slug}`)
    await waitForHydration(page)
    await page.getByText(`@${team.slug} · 3 members · you are an admin`).waitFor()
    await page.getByRole('link', { name: 'New project' }).click()
    await page.waitForURL((url) => url.pathname === `/@${team.slug}/create-project`)
    await page.getByTestId('project-limit').waitFor()

    const slug = await createProjectInUi(page, server().url, team.slug, {
      name: `Admin Made ${suffix()}`,
      visibility: 'private',
    })
    expect((await projectTabs(page)).at(-1)).toBe('Settings')
    await page.goto(`${server().url}/@${team.slug}/${slug}/settings`)
    await page.getByRole('form', { name: 'Project settings' }).waitFor()
  })

  it('manages members and invitations but cannot delete the team', async () => {
    const { team, owner } = await theWorld()
    const { member, admin } = await thePeople()
    const page = await pageAs(admin)

    await page.goto(`${server().url}/@${team.slug}/settings`)
    await waitForHydration(page)
    await page.getByRole('form', { name: 'General settings' }).waitFor()
    await page.getByRole('form', { name: 'Invite a member' }).waitFor()
    // Admins may not hand out the owner role.
    expect(await page.getByLabel('Role', { exact: true }).locator('option').allTextContents()).toEqual([
      'Admin',
      'Member',
    ])
    expect(await page.getByLabel(`Role of ${member.name}`).inputValue()).toBe('member')
    expect(await page.getByRole('button', { name: `Remove ${member.name}` }).count()).toBe(1)
    // The owner's row has no controls for an admin.
    expect(await page.getByLabel(`Role of ${owner.name}`).count()).toBe(0)
    expect(await page.getByRole('button', { name: `Remove ${owner.name}` }).count()).toBe(0)
    expect(await page.getByRole('button', { name: `Remove ${admin.name}` }).count()).toBe(0)

    const danger = page.getByRole('region', { name: 'Danger zone' })
    await danger.waitFor()
    expect(await danger.getByRole('button').allInnerTexts()).toEqual(['Leave team'])
    expect(await page.getByText('Delete this team').count()).toBe(0)
  })
})

const visitors = [
  [
    'a signed-in outsider',
    async (page: TestPage) => {
      await signUpByApi(page, server().url, uniqueUser('outsider'))
    },
  ],
  ['an anonymous visitor', async (_page: TestPage) => {}],
] as const

describe.each(visitors)('as %s', (who, signIn) => {
  it('reads the public project: Home, Feedback, Roadmap and Updates, but no Files, Discussions or Chat', async () => {
    const { team, publicProject, privateProject } = await theWorld()
    const page = await browser.newPage()
    await signIn(page)

    const response = await page.goto(`${server().url}/@${team.slug}`)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor()
    expect(await page.getByText(/you are/).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'New project' }).count()).toBe(0)
    const tabs = page.getByRole('navigation', { name: 'Organization' })
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Projects'])
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem')
    await cards.first().waitFor()
    expect(await cards.count()).toBe(1)
    expect(await cards.textContent()).toContain(publicProject.name)
    expect(await page.getByText(privateProject.name).count()).toBe(0)
    if (who === 'an anonymous visitor') {
      expect(await page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true)
    }

    await cards.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === `/@${team.slug}/${publicProject.slug}`)
    await page.getByText('What we build next, in the open.').waitFor()
    expect(await projectTabs(page)).toEqual(['Home', 'Feedback', 'Roadmap', 'Updates'])
    const nav = page.getByRole('navigation', { name: 'Project' })
    await nav.getByRole('link', { name: 'Roadmap' }).click()
    await page.waitForURL((url) => url.pathname === `/@${team.slug}/${publicProject.slug}/roadmap`)
    // The roadmap is readable here: its columns, without an editor's drag handles.
    await page.getByRole('heading', { level: 3, name: 'Roadmap' }).waitFor()
    await page.getByRole('list', { name: 'Planned', exact: true }).waitFor()
    expect(await page.getByRole('button', { name: /^Drag / }).count()).toBe(0)

    // Typed in directly, a members-only area is not found, as discussions and chat are.
    allowNotFoundDocument(page)
    await expectNotFoundPage(page, `${server().url}/@${team.slug}/${publicProject.slug}/files`)
    expect(await page.getByRole('list', { name: 'Files' }).count()).toBe(0)
  })

  it('gets the project and organisation not-found views (404) for the private project and the settings', async () => {
    const { team, publicProject, privateProject } = await theWorld()
    const page = await browser.newPage()
    allowNotFoundDocument(page)
    await signIn(page)

    for (const path of [
      `/@${team.slug}/${privateProject.slug}`,
      `/@${team.slug}/${privateProject.slug}/roadmap`,
    ]) {
      await expectNotFoundPage(page, `${server().url}${path}`, 'Project not found')
      expect(await page.getByText(privateProject.name).count()).toBe(0)
    }
    await expectNotFoundPage(page, `${server().url}/@${team.slug}/${publicProject.slug}/settings`)
    await expectNotFoundPage(page, `${server().url}/@${team.slug}/settings`)
    expect(await page.getByRole('region', { name: /^Members/ }).count()).toBe(0)
    await expectNotFoundPage(page, `${server().url}/@${team.slug}/create-project`)
  })

  it('gets the organisation not-found view (404) for a team with only private projects', async () => {
    const { hiddenTeam, hiddenProject } = await theWorld()
    const page = await browser.newPage()
    allowNotFoundDocument(page)
    await signIn(page)

    for (const path of [
      `/@${hiddenTeam.slug}`,
      `/@${hiddenTeam.slug}/${hiddenProject}`,
      `/@${hiddenTeam.slug}/settings`,
    ]) {
      await expectNotFoundPage(page, `${server().url}${path}`, 'Organization not found')
      expect(await page.getByText(hiddenTeam.name).count()).toBe(0)
    }
  })
})
