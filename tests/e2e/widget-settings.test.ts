import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import { fetchServerFn } from '../helpers/live-http'
import { expectNoSeriousA11yViolations } from './feedback-support'
import {
  addMemberByApi,
  allowNotFoundDocument,
  createProjectInUi,
  createTeamByApi,
  expectNotFoundPage,
  horizontalOverflow,
  suffix,
} from './org-support'
import { setupAppServer, signUpByApi, uniqueUser } from './support'
import {
  openWidgetSettings,
  SECRET_LABEL,
  saveWidgetInUi,
  signToken,
  takeShownSecret,
  turnOffWidgetInUi,
  widgetSection,
} from './widget-support'

/**
 * Issue 40, the owner's side: a project's settings, "Widget" (docs/widget.md, Turning it on). An owner on a
 * phone turns the widget on and sees its secret once (gone after a reload, never in an admin's other tab);
 * lines that are not origins are refused on the Allowed sites field; the saved origins, launcher and tabs reach
 * an admin's open tab live; a rotation shows a new secret while tokens signed with the old one still identify
 * (24 hours of overlap) and a token signed with neither is refused; "Turn off" makes the embed answer 404 to
 * the host. A plain member has no such section, and the server answers its functions not found. Every page
 * is checked with axe in both themes (the browser helper), and here also with the secret and the refusals on
 * screen.
 */
const server = setupAppServer()
const browser = setupBrowser()

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }
/** The host product's site; nothing needs to listen there for the embed page's answer. */
const HOST = 'https://app.northwind.example'

/** The invited person joins the team with slug `org` as an admin (the API the settings' Invitations use). */
async function addAdminByApi(ownerPage: Page, adminPage: Page, baseUrl: string, org: string, email: string) {
  const orgs = (await (await ownerPage.request.get(`${baseUrl}/api/auth/organization/list`)).json()) as {
    id: string
    slug: string
  }[]
  const invite = await ownerPage.request.post(`${baseUrl}/api/auth/organization/invite-member`, {
    data: { email, role: 'admin', organizationId: orgs.find((o) => o.slug === org)?.id },
    headers: { Origin: baseUrl },
  })
  expect(invite.status(), await invite.text()).toBe(200)
  const accept = await adminPage.request.post(`${baseUrl}/api/auth/organization/accept-invitation`, {
    data: { invitationId: ((await invite.json()) as { id: string }).id },
    headers: { Origin: baseUrl },
  })
  expect(accept.status(), await accept.text()).toBe(200)
}

/** The page's session cookie, for calling the app's server functions as that person. */
async function cookieOf(page: Page): Promise<string> {
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

/** POST /identify of the embed API, as the widget's frame sends it: the status and the problem's code. */
async function identify(baseUrl: string, org: string, project: string, token: string) {
  const response = await fetch(`${baseUrl}/api/embed/@${org}/${project}/identify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ token }),
  })
  const body = (await response.json()) as { session?: string; code?: string; detail?: string }
  return { status: response.status, session: body.session, code: body.code }
}

const embedStatus = async (baseUrl: string, org: string, project: string) =>
  (await fetch(`${baseUrl}/embed/@${org}/${project}?host=${encodeURIComponent(HOST)}`)).status

describe('the Widget section of a project’s settings', () => {
  test('turn on (secret once), origins refused on the field, live in an admin’s tab, rotate with overlap, turn off; a member has none', async () => {
    const url = server().url
    const owner = await browser.newPage(PHONE)
    owner.allowConsoleErrors(/status of 401/, 'identify refuses the token signed with neither secret')
    await signUpByApi(owner, url, uniqueUser('widgetowner'))
    const org = `widgets-${suffix()}`
    await createTeamByApi(owner, url, `Widgets ${org}`, org)
    const project = await createProjectInUi(owner, url, org, {
      name: 'Northwind roadmap',
      visibility: 'public',
    })

    // An admin of the team keeps the settings open in another tab, on a desktop.
    const admin = await browser.newPage()
    const adminAccount = await signUpByApi(admin, url, uniqueUser('widgetadmin'))
    await addAdminByApi(owner, admin, url, org, adminAccount.email)
    const watched = await openWidgetSettings(admin, url, org, project)
    await watched.getByText('The widget is off.').waitFor()
    // Off: nothing is embedded anywhere.
    expect(await embedStatus(url, org, project)).toBe(404)

    // The owner turns it on: the secret is shown once, here.
    const section = await openWidgetSettings(owner, url, org, project)
    await section.getByText('The widget is off.').waitFor()
    await section.getByRole('button', { name: 'Turn on the widget' }).click()
    const shown = section.getByLabel(SECRET_LABEL)
    await shown.waitFor()
    const first = await shown.inputValue()
    expect(first).toMatch(/^parley_ws_[A-Za-z0-9_-]{43}$/)
    await expectNoSeriousA11yViolations(owner)
    // The admin's tab follows, without the secret.
    await watched.getByRole('button', { name: 'Rotate secret' }).waitFor()
    expect(await watched.getByLabel(SECRET_LABEL).count()).toBe(0)
    expect(await admin.content()).not.toContain(first)
    // Gone after a reload: nothing shows it again.
    await owner.reload()
    await waitForHydration(owner)
    await section.getByRole('button', { name: 'Rotate secret' }).waitFor()
    expect(await section.getByLabel(SECRET_LABEL).count()).toBe(0)
    expect(await owner.content()).not.toContain(first)

    // Lines that are not origins: refused on the field, with what is wrong, and nothing saved.
    const origins = section.getByLabel('Allowed sites')
    await origins.fill(`${HOST}\nhttps://app.northwind.example/dashboard\nnorthwind`)
    await section.getByRole('button', { name: 'Save', exact: true }).click()
    const refusal = section.getByText(
      '“https://app.northwind.example/dashboard” is not an origin: write scheme://host[:port], with no path',
    )
    await refusal.waitFor()
    await section.getByText('“northwind” is not an origin').waitFor()
    expect(await origins.getAttribute('aria-invalid')).toBe('true')
    // The field is described by its refusal (what a screen reader reads with it), and has the focus.
    const describedBy = (await origins.getAttribute('aria-describedby'))?.split(' ') ?? []
    const refusalId = await refusal.evaluate((element) => element.closest('[id]')?.id)
    expect(describedBy).toContain(refusalId)
    expect(await origins.evaluate((element) => element === document.activeElement)).toBe(true)
    await expectNoSeriousA11yViolations(owner)
    expect(await embedStatus(url, org, project)).toBe(404)
    expect(await watched.getByLabel('Allowed sites').inputValue()).toBe('')

    // Fixed and saved with a launcher on the left, in teal, with the Feedback tab alone.
    await saveWidgetInUi(owner, section, {
      origins: [HOST],
      position: 'left',
      colour: '#0f766e',
      tabs: ['Feedback'],
    })
    await refusal.waitFor({ state: 'detached' })
    expect(await origins.getAttribute('aria-invalid')).toBeNull()
    expect(await embedStatus(url, org, project)).toBe(200)
    // Live in the admin's tab.
    await expect.poll(() => watched.getByLabel('Allowed sites').inputValue()).toBe(HOST)
    expect(await watched.getByRole('radio', { name: 'Bottom left' }).isChecked()).toBe(true)
    expect(await watched.getByRole('checkbox', { name: 'Updates', exact: true }).isChecked()).toBe(false)
    expect(await watched.getByRole('checkbox', { name: 'Feedback', exact: true }).isChecked()).toBe(true)
    await watched.getByText('#0f766e').waitFor()
    // The snippet names the project.
    expect(await section.getByLabel(/^Snippet/).inputValue()).toBe(
      `<script src="${url}/widget.js" data-parley-project="${org}/${project}" async></script>`,
    )

    // Rotate: a new secret, shown once; tokens signed with the old one still identify for 24 hours.
    await section.getByRole('button', { name: 'Rotate secret' }).click()
    const second = await takeShownSecret(section)
    expect(second).not.toBe(first)
    await section.getByText(/The previous secret still verifies tokens until/).waitFor()
    await watched.getByText(/The previous secret still verifies tokens until/).waitFor()
    const person = { sub: 'northwind-user-7', name: 'Robin Customer' }
    const withOld = await identify(url, org, project, await signToken(first, person))
    expect(withOld.status).toBe(200)
    expect(withOld.session).toMatch(/^pws_/)
    expect((await identify(url, org, project, await signToken(second, person))).status).toBe(200)
    const neither = `parley_ws_${randomBytes(32).toString('base64url')}`
    expect(await identify(url, org, project, await signToken(neither, person))).toMatchObject({
      status: 401,
      code: 'invalid_token',
    })

    // A phone's width, nothing wider.
    const { scrollWidth } = await horizontalOverflow(owner)
    expect(scrollWidth).toBeLessThanOrEqual(375)

    // A member of the team: the project's settings are not found, so no Widget section, and every widget
    // function answers not found, as for a project that does not exist.
    const memberPage = (await browser.newPage()) as TestPage
    allowNotFoundDocument(memberPage)
    const member = await signUpByApi(memberPage, url, uniqueUser('widgetmember'))
    await addMemberByApi(owner, memberPage, url, org, member.email)
    await expectNotFoundPage(memberPage, `${url}/@${org}/${project}/settings`)
    expect(await widgetSection(memberPage).count()).toBe(0)
    const cookie = await cookieOf(memberPage)
    const scope = { orgSlug: org, projectSlug: project }
    const nowhere = { orgSlug: org, projectSlug: 'no-such-project' }
    const answers: Record<string, { status: number; text: string }> = {}
    const calls: [label: string, name: string, data: unknown, method: 'GET' | 'POST'][] = [
      ['read', 'getWidgetSettingsFn', scope, 'GET'],
      ['turn on', 'turnOnWidgetFn', scope, 'POST'],
      ['rotate', 'rotateWidgetSecretFn', scope, 'POST'],
      ['turn off', 'turnOffWidgetFn', scope, 'POST'],
      ['link emails', 'setLinkVerifiedEmailsFn', { ...scope, on: true }, 'POST'],
      [
        'update',
        'updateWidgetFn',
        {
          ...scope,
          allowedOrigins: HOST,
          launcherPosition: 'right',
          launcherColour: '#000000',
          tabs: ['feedback'],
        },
        'POST',
      ],
      ['read a project that does not exist', 'getWidgetSettingsFn', nowhere, 'GET'],
    ]
    for (const [label, name, data, method] of calls) {
      const response = await fetchServerFn(url, name, data, { method, cookie })
      answers[label] = { status: response.status, text: await response.text() }
    }
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, `${name}: ${answer.text}`).toBe(404)
      expect(answer.text, name).toMatch(/not found/i)
      expect(answer.text, name).not.toMatch(/parley_ws_|forbidden/i)
    }
    // Nothing the member sent changed anything: the widget is as the owner left it, with its secret.
    expect(await embedStatus(url, org, project)).toBe(200)
    expect((await identify(url, org, project, await signToken(second, person))).status).toBe(200)

    // Turn off: the embed answers 404 to the host at once, tokens no longer identify, the admin's tab follows.
    await turnOffWidgetInUi(owner, section)
    expect(await embedStatus(url, org, project)).toBe(404)
    expect((await identify(url, org, project, await signToken(second, person))).status).toBe(404)
    await watched.getByText('The widget is off.').waitFor()
    await watched.getByRole('button', { name: 'Turn on the widget' }).waitFor()
  })
})
