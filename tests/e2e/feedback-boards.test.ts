import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordGlimpses, setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import {
  allowNotFoundDocument,
  createProjectInUi,
  createTeamByApi,
  expectNotFoundPage,
  expectToast,
  horizontalOverflow,
  suffix,
} from './org-support'
import { pathOf, setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

const server = setupAppServer()
const browser = setupBrowser()

type Account = ReturnType<typeof uniqueUser>

/**
 * An owner's team with a public project made through the app (so it has the default boards "Feature
 * requests" and "Bugs" and the six default statuses), and a member who joined through the auth API.
 */
type World = { owner: Account; member: Account; org: string; project: string; teamId: string }
let world: Promise<World> | undefined
function theWorld(): Promise<World> {
  world ??= (async () => {
    const page = await browser.newPage()
    const owner = await signUpByApi(page, server().url, uniqueUser('owner'))
    const id = suffix()
    const org = `board-makers-${id}`
    await createTeamByApi(page, server().url, `Board Makers ${id}`, org)
    const project = await createProjectInUi(page, server().url, org, {
      name: 'Product Ideas',
      visibility: 'public',
    })
    const teams = (await (await page.request.get(`${server().url}/api/auth/organization/list`)).json()) as {
      id: string
      slug: string
    }[]
    const teamId = teams.find((team) => team.slug === org)!.id

    const memberPage = await browser.newPage()
    const member = await signUpByApi(memberPage, server().url, uniqueUser('member'))
    const invited = await page.request.post(`${server().url}/api/auth/organization/invite-member`, {
      data: { email: member.email, role: 'member', organizationId: teamId },
      headers: { Origin: server().url },
    })
    expect(invited.status(), await invited.text()).toBe(200)
    const accepted = await memberPage.request.post(
      `${server().url}/api/auth/organization/accept-invitation`,
      {
        data: { invitationId: (await invited.json()).id },
        headers: { Origin: server().url },
      },
    )
    expect(accepted.status(), await accepted.text()).toBe(200)
    return { owner, member, org, project, teamId }
  })()
  return world
}

async function pageAs(account: Account): Promise<TestPage> {
  const page = await browser.newPage()
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

const boardsUrl = (w: World) => `${server().url}/@${w.org}/${w.project}/feedback/boards`

/** The board names of the list, in their order. */
async function boardNames(page: Page): Promise<string[]> {
  // One read of the whole list: the rows may change while it is read (live refreshes).
  return page
    .getByRole('list', { name: 'Boards' })
    .getByTestId('board-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''))
}

/**
 * Starts recording each order of the board list as it shows it (until the page is reloaded); the returned
 * function reads them. A row that jumps back for a frame and returns passes any later look at the list.
 */
async function recordOrders(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = []
    ;(window as unknown as { boardOrders: string[] }).boardOrders = shown
    const list = document.querySelector('ul[aria-label="Boards"]')
    if (!list) throw new Error('No board list on the page')
    const look = () => {
      const order = [...list.querySelectorAll('[data-testid="board-row"]')]
        .map((row) => row.querySelector('a')?.textContent ?? '')
        .join(', ')
      if (shown.at(-1) !== order) shown.push(order)
    }
    look()
    new MutationObserver(look).observe(list, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { boardOrders: string[] }).boardOrders)
}

function boardRow(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Boards' })
    .getByTestId('board-row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
}

/** Posts one feedback item on `board` through /feedback/new. */
async function postFeedback(page: Page, w: World, board: string, title: string) {
  await page.goto(`${server().url}/@${w.org}/${w.project}/feedback/new`)
  await waitForHydration(page, 'form[aria-label="New feedback"]')
  const form = page.getByRole('form', { name: 'New feedback' })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Board').selectOption({ label: board })
  await form.getByRole('button', { name: 'Submit feedback' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/feedback/new'))
}

describe('feedback boards as the owner', () => {
  it('creates a team-only board, edits it, reorders the boards, and deletes a board whose items move', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner)

    const response = await page.goto(boardsUrl(w))
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    expect(await boardNames(page)).toEqual(['Feature requests', 'Bugs'])
    expect(await boardRow(page, 'Bugs').textContent()).toContain('0 items')

    // Create: name, description, a colour from the swatches (by keyboard), team only.
    await page.getByRole('link', { name: 'New board' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/feedback/boards/new'))
    await waitForHydration(page, 'form[aria-label="New board"]')
    const form = page.getByRole('form', { name: 'New board' })
    await form.getByLabel('Name').fill('Integrations')
    await form.getByLabel('Description').fill('Connections to the tools you already use.')
    expect(await form.getByRole('radio', { name: 'Blue' }).isChecked()).toBe(true)
    await form.getByRole('radio', { name: 'Blue' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await form.getByRole('radio', { name: 'Indigo' }).isChecked()).toBe(true)
    await form.getByRole('radio', { name: 'Green' }).check()
    await form.getByLabel(/^Team only/).check()
    await form.getByRole('button', { name: 'Create board' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/feedback/boards'))
    await expectToast(page, 'success', 'Board "Integrations" created')
    await boardRow(page, 'Integrations').waitFor()
    expect(await boardNames(page)).toEqual(['Feature requests', 'Bugs', 'Integrations'])
    const created = boardRow(page, 'Integrations')
    expect(await created.textContent()).toContain('Team only')
    expect(await created.textContent()).toContain('Connections to the tools you already use.')

    // A second board of the same name is refused on the field.
    await page.goto(`${boardsUrl(w)}/new`)
    page.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 409/,
      'the duplicate board name the server refuses on purpose',
    )
    await waitForHydration(page, 'form[aria-label="New board"]')
    const again = page.getByRole('form', { name: 'New board' })
    await again.getByLabel('Name').fill('integrations')
    await again.getByRole('button', { name: 'Create board' }).click()
    // The refusal shows (on the field, or as a toast when the field is not named by the error).
    await page.getByText('A board with this name already exists').first().waitFor()

    // Edit: the form starts from the board; the change shows on the list.
    await page.goto(boardsUrl(w))
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Edit Integrations' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/edit'))
    await waitForHydration(page, 'form[aria-label="Edit board"]')
    const edit = page.getByRole('form', { name: 'Edit board' })
    expect(await edit.getByLabel('Name').inputValue()).toBe('Integrations')
    expect(await edit.getByRole('radio', { name: 'Green' }).isChecked()).toBe(true)
    expect(await edit.getByLabel(/^Team only/).isChecked()).toBe(true)
    await edit.getByLabel('Name').fill('Integrations and API')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'success', 'Board saved')
    // The way back names the board, as saved.
    await page.getByRole('link', { name: 'Integrations and API' }).click()
    await page.getByRole('heading', { level: 3, name: /Integrations and API/ }).waitFor()
    await page.getByRole('link', { name: 'All boards' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/feedback/boards'))

    // Reorder with the keyboard-operable buttons; the change is announced and kept.
    await boardRow(page, 'Integrations and API').waitFor()
    const ordersShown = await recordOrders(page)
    // The second move's request waits a second, so that the answer to the first, and the refetch it causes,
    // arrive while the second is on its way: the list must keep the order of the second meanwhile.
    let reorders = 0
    await page.route('**/_serverFn/**', async (route) => {
      if (route.request().method() === 'POST' && route.request().postData()?.includes('"ids"')) {
        reorders++
        if (reorders === 2) await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
      await route.fallback()
    })
    let savedMoves = 0
    page.on('response', (response) => {
      if (response.url().includes('/_serverFn/') && response.request().method() === 'POST' && response.ok())
        savedMoves++
    })
    await page.getByRole('button', { name: 'Move Integrations and API up' }).click()
    await page.getByText('Integrations and API moved to position 2 of 3').waitFor()
    await page.getByRole('button', { name: 'Move Integrations and API up' }).press('Enter')
    await page.getByText('Integrations and API moved to position 1 of 3').waitFor()
    expect(await boardNames(page)).toEqual(['Integrations and API', 'Feature requests', 'Bugs'])
    // At the top "up" is disabled, so focus went to "down" instead of falling back to the page.
    expect(await page.getByRole('button', { name: 'Move Integrations and API up' }).isDisabled()).toBe(true)
    expect(
      await page
        .getByRole('button', { name: 'Move Integrations and API down' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true)
    // Both moves are saved (the answers to their requests) before the reload.
    await expect.poll(() => savedMoves, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    expect(await ordersShown()).toEqual([
      'Feature requests, Bugs, Integrations and API',
      'Feature requests, Integrations and API, Bugs',
      'Integrations and API, Feature requests, Bugs',
    ])
    await page.reload()
    await waitForHydration(page)
    expect(await boardNames(page)).toEqual(['Integrations and API', 'Feature requests', 'Bugs'])

    // Delete a board with items: they move to the board chosen.
    await postFeedback(page, w, 'Bugs', 'The export button does nothing')
    await page.goto(boardsUrl(w))
    await waitForHydration(page)
    expect(await boardRow(page, 'Bugs').textContent()).toContain('1 item')
    await page.getByRole('link', { name: 'Edit Bugs' }).click()
    await waitForHydration(page, 'form[aria-label="Delete board"]')
    const danger = page.getByRole('form', { name: 'Delete board' })
    await danger.getByText('This board has 1 item. What should happen to them?').waitFor()
    expect(await danger.getByRole('radio', { name: /^Move its 1 item/ }).isChecked()).toBe(true)
    // Without a choice the form says what is missing.
    await danger.getByRole('button', { name: 'Delete board' }).click()
    await danger.getByText('Choose the board its items move to').waitFor()
    await danger.getByLabel('Move its items to').selectOption({ label: 'Feature requests' })
    await danger.getByRole('button', { name: 'Delete board' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/feedback/boards'))
    await expectToast(page, 'success', 'Board deleted; its items moved to Feature requests')
    await boardRow(page, 'Bugs').waitFor({ state: 'detached' })
    await boardRow(page, 'Feature requests').getByText('1 item').waitFor()
    expect(await boardNames(page)).toEqual(['Integrations and API', 'Feature requests'])
    await page.getByRole('link', { name: 'Feature requests', exact: true }).click()
    await page.getByText('The export button does nothing').waitFor()
  })

  it('deletes a board together with its items only after its name is typed', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner)
    await page.goto(`${boardsUrl(w)}/new`)
    await waitForHydration(page, 'form[aria-label="New board"]')
    const form = page.getByRole('form', { name: 'New board' })
    const name = `Scratch ${suffix()}`
    await form.getByLabel('Name').fill(name)
    await form.getByRole('button', { name: 'Create board' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/feedback/boards'))
    await postFeedback(page, w, name, 'A thought to throw away')

    await page.goto(boardsUrl(w))
    await waitForHydration(page)
    await page.getByRole('link', { name: `Edit ${name}` }).click()
    await waitForHydration(page, 'form[aria-label="Delete board"]')
    const danger = page.getByRole('form', { name: 'Delete board' })
    await danger.getByRole('radio', { name: /^Delete its 1 item/ }).check()
    await danger.getByLabel(`Type ${name} to confirm`).fill('not the name')
    await danger.getByRole('button', { name: 'Delete board' }).click()
    await danger.getByText(`Type "${name}" to confirm`).waitFor()
    await danger.getByLabel(`Type ${name} to confirm`).fill(name)
    const glimpsed = await recordGlimpses(page, {
      'the deleted board in the list': { selector: '[data-testid="board-row"] a', text: name },
      'the page being left saying its board was deleted': { selector: 'p', text: 'This board was deleted.' },
    })
    await danger.getByRole('button', { name: 'Delete board' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/feedback/boards'))
    await expectToast(page, 'success', 'Board deleted')
    await boardRow(page, 'Feature requests').waitFor()
    expect(await boardNames(page)).not.toContain(name)
    // Neither the list nor the page being left showed the deleted board for a moment.
    expect(await glimpsed()).toEqual([])
  })

  it('manages the feedback statuses in project settings', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner)
    page.allowConsoleErrors(
      /Failed to load resource: the server responded with a status of 400/,
      'deleting a status in use without choosing where its items go, refused on purpose',
    )
    await postFeedback(page, w, 'Feature requests', 'Dark mode for the widget')
    await page.goto(`${server().url}/@${w.org}/${w.project}/settings`)
    await waitForHydration(page)
    const section = page.getByRole('region', { name: 'Feedback statuses' })
    const names = async () =>
      (await section.getByTestId('status-row').locator('span.font-medium').allTextContents()).map((t) =>
        t.trim(),
      )
    await section.getByRole('list', { name: 'Statuses' }).waitFor()
    expect(await names()).toEqual(['Open', 'Under review', 'Planned', 'In progress', 'Complete', 'Closed'])
    expect(await section.getByTestId('status-row').filter({ hasText: 'Planned' }).textContent()).toContain(
      'On roadmap',
    )

    // Add.
    await section.getByRole('button', { name: 'Add status' }).click()
    const add = section.getByRole('form', { name: 'Add a status' })
    await add.getByLabel('Name').fill('Needs info')
    await add.getByLabel('Category').selectOption('open')
    await add.getByRole('radio', { name: 'Teal' }).check()
    await add.getByRole('button', { name: 'Add status' }).click()
    await expectToast(page, 'success', 'Status "Needs info" added')
    await section.getByRole('button', { name: 'Move Needs info up' }).waitFor()
    expect((await names()).at(-1)).toBe('Needs info')

    // Reorder and rename.
    await section.getByRole('button', { name: 'Move Needs info up' }).click()
    await section.getByText('Needs info moved to position 6 of 7').waitFor()
    expect((await names()).slice(-2)).toEqual(['Needs info', 'Closed'])
    await section.getByRole('button', { name: 'Edit Needs info' }).click()
    const edit = section.getByRole('form', { name: 'Edit status Needs info' })
    await edit.getByLabel('Name').fill('Waiting for details')
    await edit.getByLabel('Show on roadmap').check()
    await edit.getByRole('button', { name: 'Save status' }).click()
    await expectToast(page, 'success', 'Status "Waiting for details" saved')
    const renamed = section.getByTestId('status-row').filter({ hasText: 'Waiting for details' })
    expect(await renamed.textContent()).toContain('On roadmap')

    // Delete an unused status without choosing; a status in use needs a choice.
    await section.getByRole('button', { name: 'Delete Waiting for details' }).click()
    await section
      .getByRole('form', { name: 'Delete status Waiting for details' })
      .getByRole('button', { name: 'Delete status' })
      .click()
    await expectToast(page, 'success', 'Status "Waiting for details" deleted')
    await section.getByRole('button', { name: 'Delete Open' }).click()
    const removeOpen = section.getByRole('form', { name: 'Delete status Open' })
    await removeOpen.getByRole('button', { name: 'Delete status' }).click()
    await page.getByText('Choose the status its items move to').first().waitFor()
    await removeOpen.getByLabel('Move its items to').selectOption({ label: 'Under review' })
    await removeOpen.getByRole('button', { name: 'Delete status' }).click()
    await expectToast(page, 'success', 'Status "Open" deleted')
    await section.getByRole('button', { name: 'Delete Open' }).waitFor({ state: 'detached' })
    expect(await names()).toEqual(['Under review', 'Planned', 'In progress', 'Complete', 'Closed'])
  })
})

describe('feedback boards for other people', () => {
  it('a member sees the boards, team-only ones included, without any editor control', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    await owner.goto(`${boardsUrl(w)}/new`)
    await waitForHydration(owner, 'form[aria-label="New board"]')
    const form = owner.getByRole('form', { name: 'New board' })
    const secret = `Team notes ${suffix()}`
    await form.getByLabel('Name').fill(secret)
    await form.getByLabel(/^Team only/).check()
    await form.getByRole('button', { name: 'Create board' }).click()
    await owner.waitForURL((url) => url.pathname.endsWith('/feedback/boards'))

    const page = await pageAs(w.member)
    allowNotFoundDocument(page)
    await page.goto(boardsUrl(w))
    await waitForHydration(page)
    await boardRow(page, secret).waitFor()
    expect(await page.getByRole('link', { name: 'New board' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Move / }).count()).toBe(0)
    await page.getByRole('link', { name: secret, exact: true }).click()
    await page.getByRole('heading', { level: 3, name: new RegExp(secret) }).waitFor()
    expect(await page.getByRole('link', { name: `Edit ${secret}` }).count()).toBe(0)

    const boardPath = new URL(page.url()).pathname
    await expectNotFoundPage(page, `${server().url}${boardPath}/edit`)
    await expectNotFoundPage(page, `${boardsUrl(w)}/new`)
  })

  it('an outsider gets the 404 view on a team-only board, and does not see it listed', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    await owner.goto(`${boardsUrl(w)}/new`)
    await waitForHydration(owner, 'form[aria-label="New board"]')
    const form = owner.getByRole('form', { name: 'New board' })
    const secret = `Roadmap drafts ${suffix()}`
    await form.getByLabel('Name').fill(secret)
    await form.getByLabel(/^Team only/).check()
    await form.getByRole('button', { name: 'Create board' }).click()
    await owner.waitForURL((url) => url.pathname.endsWith('/feedback/boards'))
    await owner.getByRole('link', { name: secret, exact: true }).click()
    await owner.getByRole('heading', { level: 3, name: new RegExp(secret) }).waitFor()
    const boardPath = new URL(owner.url()).pathname

    const page = await browser.newPage()
    await signUpByApi(page, server().url, uniqueUser('outsider'))
    allowNotFoundDocument(page)
    await expectNotFoundPage(page, `${server().url}${boardPath}/edit`, 'Board not found')
    await expectNotFoundPage(page, `${server().url}${boardPath}`, 'Board not found')
    await expectNotFoundPage(
      page,
      `${server().url}${boardPath.replace(/[^/]+$/, 'no-such-board')}/edit`,
      'Board not found',
    )

    await page.goto(boardsUrl(w))
    await waitForHydration(page)
    await page.getByRole('list', { name: 'Boards' }).waitFor()
    expect(await boardRow(page, secret).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'New board' }).count()).toBe(0)
    expect(pathOf(page)).toBe(`/@${w.org}/${w.project}/feedback/boards`)
  })

  it('fits a 375 px wide screen', async () => {
    const w = await theWorld()
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await signInByApi(page, server().url, w.owner.username, w.owner.password)
    for (const path of ['', '/new']) {
      await page.goto(`${boardsUrl(w)}${path}`)
      await waitForHydration(page)
      const { scrollWidth } = await horizontalOverflow(page)
      expect(scrollWidth, path).toBeLessThanOrEqual(375)
    }
  })
})
