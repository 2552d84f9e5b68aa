import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { createFeedbackWorld, forbidReload, openLive } from './feedback-support'
import { expectToast } from './org-support'
import { setupAppServer } from './support'

/**
 * Anonymous posts held for review: an owner lets a board take them (held by default), a visitor who is not
 * signed in posts (their browser answers the challenge) and is told it waits for review, sees it as theirs
 * only; the owner approves it from the queue, and it appears on the visitor's list without a reload.
 */
const server = setupAppServer()
const browser = setupBrowser()

describe('anonymous posts', () => {
  it('a visitor posts on a holding board, the owner approves, the visitor sees it live', async () => {
    const ownerPage = await browser.newPage()
    const world = await createFeedbackWorld(ownerPage, server().url)
    const base = `${server().url}/@${world.org}/${world.publicProject}`

    // The owner lets the board take anonymous posts; the hold comes ticked with it.
    await ownerPage.goto(`${base}/feedback/boards`)
    await waitForHydration(ownerPage)
    const boardHref = await ownerPage
      .locator('main a[href*="/feedback/boards/"]', { hasText: 'Feature requests' })
      .first()
      .getAttribute('href')
    await ownerPage.goto(`${server().url}${boardHref}/edit`)
    await waitForHydration(ownerPage, 'form')
    await ownerPage.getByLabel('Anonymous posts and comments').check()
    expect(await ownerPage.getByLabel('Hold anonymous posts and comments for moderation').isChecked()).toBe(
      true,
    )
    await ownerPage.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(ownerPage, 'success', 'Board saved')

    // A visitor, never signed in, posts: told up front and after that it waits for review.
    const title = 'Posted without an account'
    const visitor = await browser.newPage()
    await visitor.goto(`${base}/feedback/new`)
    await waitForHydration(visitor, 'form')
    await visitor.getByLabel('Title').fill(title)
    await visitor.getByLabel('Details').fill('From a visitor')
    await visitor.getByLabel('Your name (optional)').fill('Vera Visitor')
    await expect
      .poll(() => visitor.getByTestId('held-notice').textContent())
      .toContain('Your post will appear once the team has reviewed it.')
    const answered = visitor.waitForResponse(
      (response) => (response.request().postData() ?? '').includes('proof'),
      { timeout: 20_000 },
    )
    await visitor.getByRole('button', { name: 'Submit feedback' }).click()
    expect((await answered).status()).toBe(200)
    await expect
      .poll(() => visitor.getByRole('status').filter({ hasText: 'reviewed' }).count(), { timeout: 10_000 })
      .toBe(1)

    // On the list the visitor finds it waiting, as theirs only; it is not among the posts.
    await openLive(visitor, server().url, `/@${world.org}/${world.publicProject}/feedback`)
    const own = visitor.getByTestId('own-held-posts')
    await expect.poll(() => own.textContent(), { timeout: 10_000 }).toContain(title)
    expect(await visitor.locator('main a', { hasText: title }).count()).toBe(0)
    const noReload = forbidReload(visitor)

    // The owner finds it in the queue and approves it.
    await ownerPage.goto(`${base}/feedback`)
    await waitForHydration(ownerPage)
    const queue = ownerPage.getByTestId('held-queue')
    await expect.poll(() => queue.textContent(), { timeout: 10_000 }).toContain(title)
    expect(await queue.textContent()).toContain('Vera Visitor')
    await queue.getByRole('button', { name: `Approve ${title}` }).click()
    await expectToast(ownerPage, 'success', 'Post approved')
    await expect.poll(() => queue.count(), { timeout: 10_000 }).toBe(0)

    // The visitor's list shows it among the posts, live; it no longer waits.
    await expect
      .poll(() => visitor.locator('main a', { hasText: title }).count(), { timeout: 15_000 })
      .toBe(1)
    await expect.poll(() => own.count(), { timeout: 10_000 }).toBe(0)
    noReload()
  })
})
