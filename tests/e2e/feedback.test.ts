import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordGlimpses, setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import {
  type Account,
  createFeedbackWorld,
  expectVote,
  type FeedbackWorld,
  forbidReload,
  openLive,
  postFeedbackInUi,
  voteButton,
} from './feedback-support'
import { allowNotFoundDocument, expectNotFoundPage, expectToast } from './org-support'
import { pathOf, setupAppServer, signInByApi, signUpByApi, submitSignInForm, uniqueUser } from './support'

/**
 * Feedback journeys for one person at a time: posting with similar items, voting, commenting,
 * internal notes, the anonymous vote that asks for a sign-in, and a private project probed from outside.
 */
const server = setupAppServer()
const browser = setupBrowser()

let world: Promise<FeedbackWorld & { outsider: Account }> | undefined
/** The owner's team with a public and a private project, and a signed-up outsider (no member of the team). */
function theWorld() {
  world ??= (async () => {
    const page = await browser.newPage()
    const created = await createFeedbackWorld(page, server().url)
    const outsider = await signUpByApi(await browser.newPage(), server().url, uniqueUser('outsider'))
    return { ...created, outsider }
  })()
  return world
}

async function pageAs(account: Account, options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

async function publicScope() {
  const { org, publicProject } = await theWorld()
  return { org, project: publicProject }
}

function itemUrl(scope: { org: string; project: string }, id: string) {
  return `${server().url}/@${scope.org}/${scope.project}/feedback/${id}`
}

/** Resolves when the server has answered the page's next vote call. */
function voteAnswered(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/_serverFn/') && (response.request().postData() ?? '').includes('voted'),
  )
}

/** Delays the page's vote calls by `ms`, so that what the button shows before the server answers is visible. */
async function delayVoteCalls(page: Page, ms: number) {
  await page.route(
    (url) => url.pathname.startsWith('/_serverFn/'),
    async (route) => {
      const body = route.request().postData() ?? ''
      if (body.includes('voted')) await new Promise((resolve) => setTimeout(resolve, ms))
      await route.continue()
    },
  )
}

describe('posting feedback', () => {
  it('suggests a similar existing item while the title is typed, then posts and opens the new item', async () => {
    const { owner } = await theWorld()
    const scope = await publicScope()
    const page = await pageAs(owner)
    const existingId = await postFeedbackInUi(
      page,
      server().url,
      scope,
      'Export the roadmap as a PDF file',
      'For the **board meeting** every quarter.',
    )

    await page.goto(`${server().url}/@${scope.org}/${scope.project}/feedback/new`)
    await waitForHydration(page, 'form[aria-label="New feedback"]')
    const form = page.getByRole('form', { name: 'New feedback' })
    expect(await form.getByLabel('Board').locator('option:checked').textContent()).toBe('Feature requests')
    expect(await form.getByRole('region', { name: /^Similar feedback/ }).count()).toBe(0)
    await form.getByLabel('Title').pressSequentially('Roadmap export to PDF', { delay: 20 })

    const similar = form.getByRole('region', { name: /^Similar feedback/ })
    await similar.waitFor()
    const suggestion = similar.getByRole('link', { name: 'Export the roadmap as a PDF file' })
    await suggestion.waitFor()
    expect(await suggestion.getAttribute('href')).toBe(
      `/@${scope.org}/${scope.project}/feedback/${existingId}`,
    )
    expect(await similar.textContent()).toContain('Open')

    await form.getByRole('textbox', { name: 'Details' }).fill('One page per **board**, please.')
    await form.getByLabel('Board').selectOption({ label: 'Bugs' })
    await form.getByRole('button', { name: 'Submit feedback' }).click()
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith(`/@${scope.org}/${scope.project}/feedback/`) &&
        !url.pathname.endsWith('/new') &&
        !url.pathname.includes(existingId),
    )
    await page.getByRole('heading', { level: 1, name: 'Roadmap export to PDF' }).waitFor()
    await expectToast(page, 'success', 'Thanks! Your feedback is posted.')
    const main = page.locator('main')
    expect(await main.locator('strong', { hasText: 'board' }).count()).toBe(1)
    expect(await main.textContent()).toContain('Bugs')
    // The author's own vote comes with the post.
    await expectVote(voteButton(main, 'Roadmap export to PDF'), true, 1)
  })

  it('keeps the title rules of the form: a title of two characters is refused inline', async () => {
    const { owner } = await theWorld()
    const scope = await publicScope()
    const page = await pageAs(owner)
    await page.goto(`${server().url}/@${scope.org}/${scope.project}/feedback/new`)
    await waitForHydration(page, 'form[aria-label="New feedback"]')
    const form = page.getByRole('form', { name: 'New feedback' })
    await form.getByLabel('Title').fill('Hi')
    await form.getByRole('button', { name: 'Submit feedback' }).click()
    await form.getByRole('alert').first().waitFor()
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true')
    expect(pathOf(page)).toBe(`/@${scope.org}/${scope.project}/feedback/new`)
  })
})

describe('deleting feedback', () => {
  it('deletes an item after asking, and the list it returns to never shows it again, not even for a moment', async () => {
    const { owner } = await theWorld()
    const scope = await publicScope()
    const page = await pageAs(owner)
    const title = `A duplicate to remove ${Date.now()}`
    const id = await postFeedbackInUi(page, server().url, scope, title)
    // The list is read (and cached in the page) with the item in it before the item is opened from it.
    await page.goto(`${server().url}/@${scope.org}/${scope.project}/feedback`)
    await waitForHydration(page)
    await page.getByRole('link', { name: title, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()

    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this feedback?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('heading', { level: 1, name: title }).waitFor()

    const glimpsed = await recordGlimpses(page, {
      'the deleted item in the list': { selector: '[data-testid="feedback-row"] a', text: title },
    })
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.getByRole('button', { name: 'Delete feedback' }).click()
    await page.waitForURL((url) => url.pathname === `/@${scope.org}/${scope.project}/feedback`)
    await expectToast(page, 'success', 'Feedback deleted')
    // The list, or its empty state when the item was the project's only one (this test run alone).
    await page.getByRole('list', { name: 'Feedback' }).or(page.getByText('No feedback yet')).first().waitFor()
    expect(await glimpsed()).toEqual([])
    allowNotFoundDocument(page)
    await expectNotFoundPage(page, itemUrl(scope, id))
  })
})

describe('votes', () => {
  it('a signed-in visitor votes and unvotes on the list and on the item; the count changes at once and stays after a reload', async () => {
    const { owner, outsider } = await theWorld()
    const scope = await publicScope()
    const title = 'Keyboard shortcuts for the list'
    const id = await postFeedbackInUi(await pageAs(owner), server().url, scope, title)

    const page = await pageAs(outsider)
    await delayVoteCalls(page, 1500)
    await page.goto(`${server().url}/@${scope.org}/${scope.project}/feedback?sort=new`)
    await waitForHydration(page)
    const row = page.getByTestId('feedback-row').filter({ hasText: title })
    const onList = voteButton(row, title)
    await expectVote(onList, false, 1)
    const voted = voteAnswered(page)
    await onList.click()
    // Optimistic: well before the delayed call answers.
    await expectVote(onList, true, 2, 1000)
    await voted
    await page.reload()
    await waitForHydration(page)
    await expectVote(voteButton(page.getByTestId('feedback-row').filter({ hasText: title }), title), true, 2)

    await page.goto(itemUrl(scope, id))
    await waitForHydration(page)
    const onItem = voteButton(page.locator('main'), title)
    await expectVote(onItem, true, 2)
    expect(await page.getByRole('list', { name: 'Voters' }).getByRole('listitem').count()).toBe(2)
    const unvoted = voteAnswered(page)
    await onItem.click()
    await expectVote(onItem, false, 1, 1000)
    await unvoted
    await page.reload()
    await waitForHydration(page)
    await expectVote(voteButton(page.locator('main'), title), false, 1)
    expect(await page.getByRole('list', { name: 'Voters' }).getByRole('listitem').count()).toBe(1)
  })

  it('an anonymous visitor who presses the vote button signs in and comes back to the item, then can vote', async () => {
    const { owner, outsider } = await theWorld()
    const scope = await publicScope()
    const title = 'Remember the last board I opened'
    const id = await postFeedbackInUi(await pageAs(owner), server().url, scope, title)
    const itemPath = `/@${scope.org}/${scope.project}/feedback/${id}`

    const page = await browser.newPage()
    await page.goto(`${server().url}${itemPath}`)
    await waitForHydration(page)
    const button = voteButton(page.locator('main'), title)
    await expectVote(button, false, 1)
    await button.click()
    await page.waitForURL((url) => url.pathname === '/sign-in')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(itemPath)

    await submitSignInForm(page, outsider.username, outsider.password)
    await page.waitForURL((url) => url.pathname === itemPath)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await waitForHydration(page)
    const signedIn = voteButton(page.locator('main'), title)
    await expectVote(signedIn, false, 1)
    await signedIn.click()
    await expectVote(signedIn, true, 2)
  })
})

describe('comments', () => {
  it('posts a comment, edits it (marked "edited") and deletes it after being asked', async () => {
    const { owner, outsider } = await theWorld()
    const scope = await publicScope()
    const title = 'Comment threads per item'
    const id = await postFeedbackInUi(await pageAs(owner), server().url, scope, title)

    const page = await pageAs(outsider)
    await page.goto(itemUrl(scope, id))
    await waitForHydration(page, 'form[aria-label="Add a comment"]')
    await page.getByText('No comments yet.').waitFor()
    const composer = page.getByRole('form', { name: 'Add a comment' })
    // Signed-in outsiders may comment on a public project, but internal notes are for members.
    expect(await composer.getByLabel('Internal note').count()).toBe(0)
    await composer.getByLabel('Comment', { exact: true }).fill('Would help on **night shifts** too.')
    await composer.getByRole('button', { name: 'Post comment' }).click()
    await expectToast(page, 'success', 'Comment posted')

    // The only comment: while it is edited its text sits in a textarea, so it is found by its place.
    const comment = page.getByTestId('comment')
    await comment.filter({ hasText: 'Would help on night shifts too.' }).waitFor()
    expect(await comment.count()).toBe(1)
    expect(await comment.locator('strong', { hasText: 'night shifts' }).count()).toBe(1)
    expect(await comment.textContent()).not.toContain('edited')
    expect(await composer.getByLabel('Comment', { exact: true }).inputValue()).toBe('')
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor()

    await comment.getByRole('button', { name: 'Edit comment' }).click()
    const editor = comment.getByRole('form', { name: 'Edit comment' })
    await editor.getByLabel('Edit comment').fill('Would help on night shifts and weekends.')
    await editor.getByRole('button', { name: 'Save' }).click()
    const edited = page.getByTestId('comment').filter({ hasText: 'Would help on night shifts and weekends.' })
    await edited.waitFor()
    await edited.getByText('edited', { exact: false }).waitFor()
    expect(await edited.textContent()).toContain('· edited')

    // Delete asks first; Cancel keeps the comment.
    await edited.getByRole('button', { name: 'Delete comment' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this comment?' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('This cannot be undone.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await edited.count()).toBe(1)

    await edited.getByRole('button', { name: 'Delete comment' }).click()
    await dialog.getByRole('button', { name: 'Delete comment' }).click()
    await expectToast(page, 'success', 'Comment deleted')
    await edited.waitFor({ state: 'detached' })
    await page.getByText('No comments yet.').waitFor()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await page.locator('main').textContent()).not.toContain('night shifts')
  })

  it('an internal note is seen by members only: not by a signed-in outsider (even live) nor an anonymous visitor', async () => {
    const { owner, outsider } = await theWorld()
    const scope = await publicScope()
    const title = 'Single sign-on with our identity provider'
    const ownerPage = await pageAs(owner)
    const id = await postFeedbackInUi(ownerPage, server().url, scope, title)
    const path = `/@${scope.org}/${scope.project}/feedback/${id}`
    const note = 'Acme pays for this in the renewal'
    const reply = 'Thanks, we are looking into it.'

    // The outsider watches the item while the owner writes: the public reply arrives live, the note never.
    const outsiderPage = await pageAs(outsider)
    await openLive(outsiderPage, server().url, path)
    const noReload = forbidReload(outsiderPage)

    await ownerPage.goto(`${server().url}${path}`)
    await waitForHydration(ownerPage, 'form[aria-label="Add a comment"]')
    const composer = ownerPage.getByRole('form', { name: 'Add a comment' })
    await composer.getByLabel('Comment', { exact: true }).fill(note)
    await composer.getByLabel('Internal note').check()
    await composer.getByRole('button', { name: 'Post comment' }).click()
    await expectToast(ownerPage, 'success', 'Internal note added')
    const shown = ownerPage.getByTestId('internal-note').filter({ hasText: note })
    await shown.waitFor()
    expect(await shown.textContent()).toContain('Internal note')
    // The box stays ticked for the next note; untick it for a public reply.
    expect(await composer.getByLabel('Internal note').isChecked()).toBe(true)
    await composer.getByLabel('Internal note').uncheck()
    await composer.getByLabel('Comment', { exact: true }).fill(reply)
    await composer.getByRole('button', { name: 'Post comment' }).click()
    await ownerPage.getByTestId('comment').filter({ hasText: reply }).waitFor()

    await outsiderPage.getByTestId('comment').filter({ hasText: reply }).waitFor({ timeout: 5000 })
    noReload()
    await expectNoNote(outsiderPage, note)
    await outsiderPage.reload()
    await outsiderPage.getByTestId('comment').filter({ hasText: reply }).waitFor()
    await expectNoNote(outsiderPage, note)

    const anonymous = await browser.newPage()
    await anonymous.goto(`${server().url}${path}`)
    await anonymous.getByTestId('comment').filter({ hasText: reply }).waitFor()
    await expectNoNote(anonymous, note)
    expect(await anonymous.getByRole('link', { name: 'Sign in to comment' }).count()).toBe(1)
  })
})

async function expectNoNote(page: Page, note: string) {
  expect(await page.locator('body').textContent()).not.toContain(note)
  expect(await page.getByText(note).count()).toBe(0)
  expect(await page.getByTestId('internal-note').count()).toBe(0)
  // Not in the page's serialized data either (the loader's state travels with the document).
  expect(await page.content()).not.toContain(note)
}

describe('a private project probed from outside', () => {
  it('answers the not-found view with HTTP 404 for its list, an item and a board, to an outsider and to anyone', async () => {
    const { owner, outsider, org, privateProject } = await theWorld()
    const scope = { org, project: privateProject }
    const ownerPage = await pageAs(owner)
    const id = await postFeedbackInUi(ownerPage, server().url, scope, 'Rotate the staging keys')
    await ownerPage.goto(`${server().url}/@${org}/${privateProject}/feedback/new`)
    await waitForHydration(ownerPage, 'form[aria-label="New feedback"]')
    const boardId = await ownerPage
      .getByRole('form', { name: 'New feedback' })
      .getByLabel('Board')
      .inputValue()
    expect(boardId).toMatch(/\S/)

    const base = `${server().url}/@${org}/${privateProject}/feedback`
    const urls = [`${base}`, `${base}?board=all&q=keys`, `${base}/${id}`, `${base}/boards/${boardId}`]
    const probes: TestPage[] = [await pageAs(outsider), await browser.newPage()]
    for (const probe of probes) {
      allowNotFoundDocument(probe)
      for (const url of urls) {
        await expectNotFoundPage(probe, url)
        const text = (await probe.locator('main').textContent()) ?? ''
        expect(text, url).not.toContain('Rotate the staging keys')
        expect(text, url).not.toContain('Quiet Room')
      }
    }

    // The owner, for contrast, sees all three.
    for (const url of urls.slice(2)) {
      const response = await ownerPage.goto(url)
      expect(response?.status(), url).toBe(200)
    }
  })

  it('keeps the list search in the URL (q=), so a search can be shared and reloaded', async () => {
    const { owner } = await theWorld()
    const scope = await publicScope()
    const page = await pageAs(owner)
    await postFeedbackInUi(page, server().url, scope, 'Calendar sync with Outlook')
    await postFeedbackInUi(page, server().url, scope, 'Bulk archive of old items')

    await page.goto(`${server().url}/@${scope.org}/${scope.project}/feedback`)
    await waitForHydration(page)
    const rows = page.getByRole('list', { name: 'Feedback' }).getByTestId('feedback-row')
    await rows.filter({ hasText: 'Bulk archive of old items' }).waitFor()
    await page.getByRole('searchbox', { name: 'Search feedback' }).fill('calendar')
    await page.waitForURL((url) => url.searchParams.get('q') === 'calendar')
    await rows.filter({ hasText: 'Bulk archive of old items' }).waitFor({ state: 'detached' })
    expect(await rows.allTextContents()).toEqual([expect.stringContaining('Calendar sync with Outlook')])

    const shared = page.url()
    const other = await browser.newPage()
    await other.goto(shared)
    await waitForHydration(other)
    expect(await other.getByRole('searchbox', { name: 'Search feedback' }).inputValue()).toBe('calendar')
    const sharedRows = other.getByRole('list', { name: 'Feedback' }).getByTestId('feedback-row')
    expect(await sharedRows.allTextContents()).toEqual([
      expect.stringContaining('Calendar sync with Outlook'),
    ])

    await other.getByRole('searchbox', { name: 'Search feedback' }).fill('zeppelin')
    await other.waitForURL((url) => url.searchParams.get('q') === 'zeppelin')
    await other.getByText('Nothing matches these filters').waitFor()
    await other.getByRole('button', { name: 'Clear filters' }).click()
    await other.waitForURL((url) => !url.searchParams.has('q'))
    await sharedRows.filter({ hasText: 'Bulk archive of old items' }).waitFor()
  })
})
