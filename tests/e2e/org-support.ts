import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { type TestPage, waitForHydration } from '../helpers/browser'
import { pathOf } from './support'

/** A short random suffix that keeps names and addresses unique within one server. */
export function suffix(): string {
  return randomBytes(3).toString('hex')
}

/**
 * Chromium logs a document answered with 404 as a failed resource: the very status these journeys ask for
 * when they open what the visitor may not see.
 */
export function allowNotFoundDocument(page: TestPage) {
  page.allowConsoleErrors(
    /Failed to load resource: the server responded with a status of 404/,
    'the 404 page this test opens on purpose',
  )
}

/** Waits for a toast of the given type whose text contains `text`. */
export async function expectToast(
  page: Page,
  type: 'success' | 'error' | 'info',
  text: string | RegExp,
): Promise<string> {
  const toast = page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({ hasText: text })
  await toast.first().waitFor()
  return (await toast.first().textContent()) ?? ''
}

/** Creates a team through /create/team, keeping the suggested address; lands on /@{slug}. */
export async function createTeamInUi(page: Page, baseUrl: string, name: string): Promise<string> {
  await page.goto(`${baseUrl}/create/team`)
  await waitForHydration(page, 'form[aria-label="Create a team"]')
  const form = page.getByRole('form', { name: 'Create a team' })
  await form.getByLabel('Team name').fill(name)
  const slug = await form.getByLabel('Address').inputValue()
  await form.getByRole('button', { name: 'Create team' }).click()
  await page.waitForURL((url) => url.pathname === `/@${slug}`)
  await page.getByRole('heading', { level: 1, name }).waitFor()
  return slug
}

/** Creates a team through the auth API (for setups whose subject is not team creation). */
export async function createTeamByApi(page: Page, baseUrl: string, name: string, slug: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/organization/create`, {
    data: { name, slug },
    headers: { Origin: baseUrl },
  })
  expect(response.status(), await response.text()).toBe(200)
}

export type ProjectInput = {
  name: string
  visibility: 'public' | 'private'
  description?: string
}

/** Creates a project through /@{org}/create-project, keeping the suggested address; lands on its home. */
export async function createProjectInUi(
  page: Page,
  baseUrl: string,
  orgSlug: string,
  project: ProjectInput,
): Promise<string> {
  await page.goto(`${baseUrl}/@${orgSlug}/create-project`)
  await waitForHydration(page, 'form[aria-label="Create project"]')
  const form = page.getByRole('form', { name: 'Create project' })
  await form.getByLabel('Project name').fill(project.name)
  const slug = await form.getByLabel('Address').inputValue()
  if (project.description) await form.getByLabel('Description').fill(project.description)
  await form.getByRole('radio', { name: project.visibility === 'public' ? /^Public/ : /^Private/ }).check()
  await form.getByRole('button', { name: 'Create project' }).click()
  await page.waitForURL((url) => url.pathname === `/@${orgSlug}/${slug}`)
  await page.getByRole('heading', { level: 2, name: project.name }).waitFor()
  return slug
}

/** Sends an invitation from the Invitations section of /@{org}/settings (the page must be open). */
export async function inviteInUi(page: Page, email: string, role: 'member' | 'admin' | 'owner') {
  const form = page.getByRole('form', { name: 'Invite a member' })
  await waitForHydration(page, 'form[aria-label="Invite a member"]')
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('Role').selectOption(role)
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'success', `Invitation sent to ${email}`)
}

/**
 * The /invitations/{id} path from the invitation mail written to DATA_DIR/mail for `email` (the server runs
 * without SMTP_URL). The body is quoted-printable: soft line breaks are removed before reading the link.
 */
export async function invitationPathFromMail(dataDir: string, email: string): Promise<string> {
  const mailDir = path.join(dataDir, 'mail')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : []
    for (const file of files.sort().reverse()) {
      const raw = fs.readFileSync(path.join(mailDir, file), 'utf8')
      const mail = raw.replace(/=\r?\n/g, '')
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(mail)) continue
      const link = mail.match(/\/invitations\/([A-Za-z0-9_-]+)/)
      if (link) return `/invitations/${link[1]}`
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No invitation mail for ${email} in ${mailDir}`)
}

/** Opens the invitation link as the signed-in invitee and accepts it; lands on the organisation's home. */
export async function acceptInvitationInUi(
  page: Page,
  baseUrl: string,
  invitationPath: string,
  team: { name: string; slug: string },
  role: 'member' | 'admin',
) {
  await page.goto(`${baseUrl}${invitationPath}`)
  const card = page.getByTestId('invitation')
  await card.getByRole('heading', { name: `Join ${team.name}` }).waitFor()
  expect(await card.textContent()).toContain(
    `invited you to join as ${role === 'admin' ? 'an' : 'a'} ${role}`,
  )
  await waitForHydration(page, '[data-testid="invitation"]')
  await card.getByRole('button', { name: 'Accept invitation' }).click()
  await page.waitForURL((url) => url.pathname === `/@${team.slug}`)
  await expectToast(page, 'success', `Welcome to ${team.name}`)
  await page.getByText(`you are ${role === 'admin' ? 'an admin' : 'a member'}`).waitFor()
  expect(pathOf(page)).toBe(`/@${team.slug}`)
}

/** Labels of the project navigation's tabs, in order. */
export async function projectTabs(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Project' })
  await nav.waitFor()
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim())
}

/**
 * Opens `url` as a document load and expects HTTP 404 and a not-found view ('404', Back, Home); with `title`,
 * the organisation's or the project's own view.
 */
export async function expectNotFoundPage(page: TestPage, url: string, title?: string) {
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(404)
  await waitForHydration(page)
  const main = page.locator('main')
  // The view may sit inside a layout that has loaded (the project's tabs have a 'Home' of their own).
  const view = main.getByTestId('not-found-view')
  await view.getByText('404', { exact: true }).waitFor()
  expect(await view.getByRole('button', { name: 'Back' }).count()).toBe(1)
  expect(await view.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
  if (title) {
    const text = await main.textContent()
    expect(await main.getByRole('heading', { name: title }).count(), `${url}: ${text}`).toBe(1)
  }
}

/** The document's horizontal overflow at the current viewport. */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    bodyScrollWidth: document.body.scrollWidth,
  }))
}

/** The owner invites `email` into the team with slug `org` as a member, and the invited person accepts. */
export async function addMemberByApi(
  ownerPage: Page,
  memberPage: Page,
  baseUrl: string,
  org: string,
  email: string,
) {
  const orgs = (await (await ownerPage.request.get(`${baseUrl}/api/auth/organization/list`)).json()) as {
    id: string
    slug: string
  }[]
  const invite = await ownerPage.request.post(`${baseUrl}/api/auth/organization/invite-member`, {
    data: { email, role: 'member', organizationId: orgs.find((o) => o.slug === org)?.id },
    headers: { Origin: baseUrl },
  })
  expect(invite.status(), await invite.text()).toBe(200)
  const invitation = (await invite.json()) as { id: string }
  const accept = await memberPage.request.post(`${baseUrl}/api/auth/organization/accept-invitation`, {
    data: { invitationId: invitation.id },
    headers: { Origin: baseUrl },
  })
  expect(accept.status(), await accept.text()).toBe(200)
}
