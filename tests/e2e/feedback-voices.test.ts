import { describe, expect, it } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { createFeedbackWorld, expectVote, postFeedbackInUi, voteButton } from './feedback-support'
import { expectToast } from './org-support'
import { setupAppServer, uniqueUser } from './support'

/**
 * Anonymous votes: an owner lets a board take them, a visitor who is not signed in votes (their browser answers
 * the challenge) and says how important it is, then signs up and finds the vote is theirs, counted once.
 */
const server = setupAppServer()
const browser = setupBrowser()

describe('anonymous votes', () => {
  it('a signed-out visitor votes on an anonymous board, signs up, and the vote is theirs', async () => {
    const ownerPage = await browser.newPage()
    const world = await createFeedbackWorld(ownerPage, server().url)
    const scope = { org: world.org, project: world.publicProject }
    const title = 'Vote without an account'
    const id = await postFeedbackInUi(ownerPage, server().url, scope, title)

    // The owner lets the board take anonymous votes.
    await ownerPage.goto(`${server().url}/@${scope.org}/${scope.project}/feedback/boards`)
    await waitForHydration(ownerPage)
    const boardHref = await ownerPage
      .locator('main a[href*="/feedback/boards/"]', { hasText: 'Feature requests' })
      .first()
      .getAttribute('href')
    await ownerPage.goto(`${server().url}${boardHref}/edit`)
    await waitForHydration(ownerPage, 'form')
    await ownerPage.getByLabel('Anonymous votes').check()
    await ownerPage.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(ownerPage, 'success', 'Board saved')

    // A visitor, never signed in, votes: the button answers the challenge, then counts the vote.
    const itemPath = `/@${scope.org}/${scope.project}/feedback/${id}`
    const visitor = await browser.newPage()
    await visitor.goto(`${server().url}${itemPath}`)
    await waitForHydration(visitor)
    const button = voteButton(visitor.locator('main'), title)
    await expectVote(button, false, 1)
    const answered = visitor.waitForResponse(
      (response) => (response.request().postData() ?? '').includes('proof'),
      { timeout: 20_000 },
    )
    await button.click()
    expect((await answered).status()).toBe(200)
    await expectVote(button, true, 2)
    expect(visitor.url()).toContain(itemPath)
    const cookies = await visitor.context().cookies()
    const cookie = cookies.find((entry) => entry.name === 'parley_visitor')
    expect(cookie?.httpOnly).toBe(true)

    const importance = visitor.getByLabel('How important is this to you?')
    const saved = visitor.waitForResponse(
      (response) => (response.request().postData() ?? '').includes('proof'),
      { timeout: 20_000 },
    )
    await importance.selectOption('important')
    expect((await saved).status()).toBe(200)

    // Reloaded, the visitor still sees their own vote (read after the page, never from the page cache).
    await visitor.reload()
    await waitForHydration(visitor)
    await expectVote(voteButton(visitor.locator('main'), title), true, 2)

    // Signing up takes the vote along: it is the account's own, counted once.
    const account = uniqueUser('claimer')
    const signUp = await visitor.request.post(`${server().url}/api/auth/sign-up/email`, {
      data: account,
      headers: { Origin: server().url },
    })
    expect(signUp.status(), await signUp.text()).toBe(200)
    expect((await visitor.context().cookies()).some((entry) => entry.name === 'parley_visitor')).toBe(false)
    await visitor.goto(`${server().url}${itemPath}`)
    await waitForHydration(visitor)
    await expectVote(voteButton(visitor.locator('main'), title), true, 2)
    await expect
      .poll(() => visitor.getByLabel('How important is this to you?').inputValue(), { timeout: 10_000 })
      .toBe('important')

    // Anyone else sees the count only.
    const stranger = await browser.newPage()
    await stranger.goto(`${server().url}${itemPath}`)
    await waitForHydration(stranger)
    await expectVote(voteButton(stranger.locator('main'), title), false, 2)
    expect(await stranger.getByLabel('How important is this to you?').count()).toBe(0)
  })
})
