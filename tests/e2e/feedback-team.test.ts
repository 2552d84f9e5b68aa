import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import {
  type Account,
  createFeedbackWorld,
  expectNoSeriousA11yViolations,
  expectVote,
  type FeedbackWorld,
  forbidReload,
  openLive,
  postFeedbackInUi,
  voteButton,
} from './feedback-support'
import { expectToast, horizontalOverflow } from './org-support'
import { setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * Feedback journeys with the team at work: a status change and a new item seen live by someone else,
 * merging duplicates and undoing it, and the list and item pages by keyboard, at 375 px, in both themes.
 */
const server = setupAppServer()
const browser = setupBrowser()

type World = FeedbackWorld & { scope: { org: string; project: string }; people: Account[] }
let world: Promise<World> | undefined
/** The owner's team with its public project, and three signed-up people who are not members of it. */
function theWorld(): Promise<World> {
  world ??= (async () => {
    const created = await createFeedbackWorld(await browser.newPage(), server().url)
    const people: Account[] = []
    for (const name of ['una', 'viktor', 'wren']) {
      people.push(await signUpByApi(await browser.newPage(), server().url, uniqueUser(name)))
    }
    return { ...created, scope: { org: created.org, project: created.publicProject }, people }
  })()
  return world
}

async function pageAs(account: Account, options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

function pathOfItem(scope: { org: string; project: string }, id: string) {
  return `/@${scope.org}/${scope.project}/feedback/${id}`
}

/** Votes for `title` from the list (sorted by newest) as the page's user and waits until the server has it. */
async function voteFromList(page: Page, scope: { org: string; project: string }, title: string) {
  await page.goto(`${server().url}/@${scope.org}/${scope.project}/feedback?sort=new`)
  await waitForHydration(page)
  const button = voteButton(page.getByTestId('feedback-row').filter({ hasText: title }), title)
  const label = (await button.getAttribute('aria-label')) ?? ''
  const count = Number(label.match(/\((\d+) votes?\)$/)?.[1])
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/_serverFn/') && (response.request().postData() ?? '').includes('voted'),
  )
  await button.click()
  await saved
  await expectVote(button, true, count + 1)
}

describe('live for a second person', () => {
  it('a status change (with the team’s note) reaches another signed-in viewer of the item without reload', async () => {
    const { owner, scope, people } = await theWorld()
    const ownerPage = await pageAs(owner)
    const title = 'Offline mode for the mobile app'
    const id = await postFeedbackInUi(ownerPage, server().url, scope, title)

    const watcher = await pageAs(people[0]!)
    await openLive(watcher, server().url, pathOfItem(scope, id))
    const main = watcher.locator('main')
    await main.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await main.getByTestId('timeline-event').count()).toBe(0)
    expect(await main.getByText('Open', { exact: true }).count()).toBe(1)
    expect(await main.getByText('Planned', { exact: true }).count()).toBe(0)
    // Not an editor: no status control for the watcher.
    expect(await watcher.getByLabel('Status', { exact: true }).count()).toBe(0)
    const noReload = forbidReload(watcher)

    await waitForHydration(ownerPage)
    await ownerPage
      .getByLabel('Public note to post with the next change (optional)')
      .fill('Starting on this next sprint.')
    await ownerPage.getByLabel('Status', { exact: true }).selectOption({ label: 'Planned' })
    await expectToast(ownerPage, 'success', 'Moved to Planned')

    const event = main.getByTestId('timeline-event').filter({ hasText: 'changed the status' })
    await event.waitFor({ timeout: 5000 })
    expect(await event.textContent()).toContain(`${owner.name} changed the status from Open to Planned`)
    expect(await event.textContent()).toContain('Starting on this next sprint.')
    // The item's status badge and the entry's "to Planned" (and "Open" only in the entry's "from Open").
    const planned = main.getByText('Planned', { exact: true })
    await planned.nth(1).waitFor()
    expect(await planned.count()).toBe(2)
    expect(await main.getByText('Open', { exact: true }).count()).toBe(1)
    noReload()
    expect(await ownerPage.getByLabel('Status', { exact: true }).inputValue()).not.toBe('')
    expect(
      await ownerPage.getByLabel('Public note to post with the next change (optional)').inputValue(),
    ).toBe('')
  })

  it('a new item appears in another viewer’s list without reload', async () => {
    const { owner, scope, people } = await theWorld()
    const watcher = await pageAs(people[1]!)
    await openLive(watcher, server().url, `/@${scope.org}/${scope.project}/feedback?sort=new`)
    const rows = watcher.getByRole('list', { name: 'Feedback' }).getByTestId('feedback-row')
    const before = await rows.count()
    const noReload = forbidReload(watcher)

    const title = 'Weekly digest mail of new feedback'
    await postFeedbackInUi(await pageAs(owner), server().url, scope, title)

    const row = rows.filter({ hasText: title })
    await row.waitFor({ timeout: 5000 })
    expect(await rows.count()).toBe(before + 1)
    expect(await rows.first().textContent()).toContain(title)
    await expectVote(voteButton(row, title), false, 1)
    noReload()
  })
})

describe('merging duplicates', () => {
  it('merges B into A (votes counted once, B’s comments under “merged from”), then undoes it exactly', async () => {
    const { owner, scope, people } = await theWorld()
    const [una, viktor] = people as [Account, Account]
    const ownerPage = await pageAs(owner)
    const a = { title: 'Dark theme for the editor', id: '' }
    const b = { title: 'Night mode in the editor', id: '' }
    a.id = await postFeedbackInUi(ownerPage, server().url, scope, a.title)
    b.id = await postFeedbackInUi(ownerPage, server().url, scope, b.title)

    // Owner voted for both (as author), Una votes for both, Viktor for B only: A 2, B 3, and together 3.
    const unaPage = await pageAs(una)
    await voteFromList(unaPage, scope, a.title)
    await voteFromList(unaPage, scope, b.title)
    await voteFromList(await pageAs(viktor), scope, b.title)
    await unaPage.goto(`${server().url}${pathOfItem(scope, b.id)}`)
    await waitForHydration(unaPage, 'form[aria-label="Add a comment"]')
    const composer = unaPage.getByRole('form', { name: 'Add a comment' })
    await composer.getByLabel('Comment', { exact: true }).fill('Please, my eyes hurt at night.')
    await composer.getByRole('button', { name: 'Post comment' }).click()
    await expectToast(unaPage, 'success', 'Comment posted')

    await ownerPage.goto(`${server().url}${pathOfItem(scope, b.id)}`)
    await waitForHydration(ownerPage)
    await expectVote(voteButton(ownerPage.locator('main'), b.title), true, 3)
    await ownerPage.getByRole('button', { name: 'Merge into…' }).click()
    const dialog = ownerPage.getByRole('dialog', { name: 'Merge into…' })
    await dialog.waitFor()
    await dialog.getByRole('searchbox', { name: 'Search feedback to merge into' }).fill('dark theme')
    const candidates = dialog.getByRole('list', { name: 'Merge candidates' })
    await candidates.getByRole('button', { name: `Merge into ${a.title}` }).waitFor()
    expect(await candidates.getByRole('button', { name: `Merge into ${b.title}` }).count()).toBe(0)
    await candidates.getByRole('button', { name: `Merge into ${a.title}` }).click()
    await expectToast(ownerPage, 'success', `Merged into “${a.title}”`)

    await ownerPage.waitForURL(
      (url) => url.pathname === pathOfItem(scope, a.id) && url.searchParams.get('merged') === b.id,
    )
    const main = ownerPage.locator('main')
    await main.getByRole('heading', { level: 1, name: a.title }).waitFor()
    await main.getByText(`“${b.title}” was merged into this feedback.`).waitFor()
    await expectVote(voteButton(main, a.title), true, 3)
    const carried = main.getByTestId('comment').filter({ hasText: 'Please, my eyes hurt at night.' })
    await carried.waitFor()
    expect(await carried.textContent()).toContain(`merged from “${b.title}”`)
    await main
      .getByTestId('timeline-event')
      .filter({ hasText: `merged “${b.title}” into this` })
      .waitFor()

    // B's address leads to A, with the notice; Una's one vote counts once there.
    await unaPage.goto(`${server().url}${pathOfItem(scope, b.id)}`)
    await unaPage.waitForURL((url) => url.pathname === pathOfItem(scope, a.id))
    await unaPage.getByText(`“${b.title}” was merged into this feedback.`).waitFor()
    await expectVote(voteButton(unaPage.locator('main'), a.title), true, 3)
    expect(await unaPage.getByRole('button', { name: 'Undo merge' }).count()).toBe(0)
    // B has left the list.
    await unaPage.goto(`${server().url}/@${scope.org}/${scope.project}/feedback?sort=new`)
    await unaPage.getByTestId('feedback-row').filter({ hasText: a.title }).waitFor()
    expect(await unaPage.getByTestId('feedback-row').filter({ hasText: b.title }).count()).toBe(0)

    await main.getByRole('button', { name: 'Undo merge' }).first().click()
    await expectToast(ownerPage, 'success', 'Merge undone')
    await ownerPage.waitForURL((url) => url.pathname === pathOfItem(scope, b.id))
    await main.getByRole('heading', { level: 1, name: b.title }).waitFor()
    await expectVote(voteButton(main, b.title), true, 3)
    await main.getByTestId('comment').filter({ hasText: 'Please, my eyes hurt at night.' }).waitFor()

    await ownerPage.goto(`${server().url}${pathOfItem(scope, a.id)}`)
    await main.getByRole('heading', { level: 1, name: a.title }).waitFor()
    await expectVote(voteButton(main, a.title), true, 2)
    expect(await main.textContent()).not.toContain('Please, my eyes hurt at night.')
    expect(await main.textContent()).not.toContain('was merged into this feedback')
  }, 150_000) // three people, two items, five votes, a comment, a merge and its undo: long on a busy machine
})

/** Presses Tab until the focused element's accessible name starts with `prefix`; fails after `limit` presses. */
async function tabTo(page: Page, prefix: string, limit = 12) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
    if (name.startsWith(prefix)) return
  }
  throw new Error(`No element named "${prefix}…" within ${limit} presses of Tab`)
}

/** The focused element shows a visible focus ring (keyboard focus, with an outline drawn). */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    }
  })
  expect(focus.focusVisible).toBe(true)
  expect(focus.outline).not.toMatch(/^none|\s0px$/)
}

/** Toggles the focused vote button with Space and then Enter, waiting for the server each time. */
async function toggleFocusedVote(page: Page, title: string, count: number) {
  const button = page.locator('button[aria-pressed]:focus')
  await expectVote(button, false, count)
  for (const [key, pressed, expected] of [
    ['Space', true, count + 1],
    ['Enter', false, count],
  ] as const) {
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/_serverFn/') && (response.request().postData() ?? '').includes('voted'),
    )
    await page.keyboard.press(key)
    await saved
    await expectVote(page.locator('button[aria-pressed]:focus'), pressed, expected)
    expect(await page.locator('button[aria-pressed]:focus').getAttribute('aria-label')).toContain(title)
  }
}

describe('keyboard, small screens and themes', () => {
  it('the vote buttons of the list and of an item are reached by Tab and toggled by Space and Enter', async () => {
    const { owner, scope, people } = await theWorld()
    const title = 'Tab through everything'
    const id = await postFeedbackInUi(await pageAs(owner), server().url, scope, title)

    const page = await pageAs(people[2]!)
    await page.goto(`${server().url}/@${scope.org}/${scope.project}/feedback?sort=new&q=tab`)
    await waitForHydration(page)
    await page.getByTestId('feedback-row').filter({ hasText: title }).waitFor()
    await page.getByRole('searchbox', { name: 'Search feedback' }).focus()
    await tabTo(page, 'Vote for ')
    await expectVisibleFocus(page)
    await toggleFocusedVote(page, title, 1)

    await page.goto(`${server().url}${pathOfItem(scope, id)}`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'All feedback' }).focus()
    await tabTo(page, 'Vote for ', 1)
    await expectVisibleFocus(page)
    await toggleFocusedVote(page, title, 1)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the list and an item fit 375 px without horizontal scrolling, ${colorScheme} theme, no serious axe findings`, async () => {
      const { owner, scope } = await theWorld()
      const ownerPage = await pageAs(owner)
      const id = await postFeedbackInUi(
        ownerPage,
        server().url,
        scope,
        `A rather long title that has to wrap on a phone screen (${colorScheme})`,
        'Details with a [link](https://example.com) and a long word: Donaudampfschifffahrtsgesellschaft.',
      )
      await ownerPage.getByLabel('Status', { exact: true }).selectOption({ label: 'In progress' })
      await expectToast(ownerPage, 'success', 'Moved to In progress')

      const page = await pageAs(owner, {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        colorScheme,
      })
      for (const path of [`/@${scope.org}/${scope.project}/feedback`, pathOfItem(scope, id)]) {
        await page.goto(`${server().url}${path}`)
        await waitForHydration(page)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          colorScheme === 'dark',
        )
        const { scrollWidth, bodyScrollWidth } = await horizontalOverflow(page)
        expect(scrollWidth, path).toBeLessThanOrEqual(375)
        expect(bodyScrollWidth, path).toBeLessThanOrEqual(375)
        await expectNoSeriousA11yViolations(page)
      }
    })
  }
})
