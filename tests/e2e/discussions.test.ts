import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { recordGlimpses, setupBrowser, waitForHydration } from '../helpers/browser'
import {
  addMemberByApi,
  allowNotFoundDocument,
  createProjectInUi,
  createTeamByApi,
  expectNotFoundPage,
  expectToast,
  horizontalOverflow,
  suffix,
} from './org-support'
import { setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * Discussions between two members side by side — start a thread, a reply that appears live with the
 * unread count, quote reply, an accepted answer, a lock, pin, conversions to and from feedback, unread across
 * tabs of one person, not found for outsiders, XSS as text, the keyboard and 375 px.
 */
const server = setupAppServer()
const browser = setupBrowser()

type Account = ReturnType<typeof uniqueUser>
type World = { owner: Account; member: Account; outsider: Account; org: string; project: string }
let world: Promise<World> | undefined

function theWorld(): Promise<World> {
  world ??= (async () => {
    const url = server().url
    const ownerPage = await browser.newPage()
    const owner = await signUpByApi(ownerPage, url, uniqueUser('owner'))
    const org = `talk-${suffix()}`
    await createTeamByApi(ownerPage, url, `Talk ${org}`, org)
    const project = await createProjectInUi(ownerPage, url, org, { name: 'Roadmap', visibility: 'public' })
    const memberPage = await browser.newPage()
    const member = await signUpByApi(memberPage, url, uniqueUser('member'))
    const outsiderPage = await browser.newPage()
    const outsider = await signUpByApi(outsiderPage, url, uniqueUser('outsider'))
    await addMemberByApi(ownerPage, memberPage, url, org, member.email)
    return { owner, member, outsider, org, project }
  })()
  return world
}

async function pageAs(account: Account, options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

const listUrl = (w: World) => `${server().url}/@${w.org}/${w.project}/discussions`

/** Opens the discussions list and waits until its live stream is open. */
async function openList(page: Page, w: World) {
  const live = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/live' && (url.searchParams.get('topics') ?? '').includes('discussions:')
  })
  await page.goto(listUrl(w))
  await waitForHydration(page)
  await live
}

async function startThread(page: Page, w: World, input: { title: string; body: string; category: string }) {
  await page.goto(`${listUrl(w)}/new`)
  await waitForHydration(page)
  await page.getByLabel('Title').fill(input.title)
  await page.getByRole('textbox', { name: 'Body' }).fill(input.body)
  await page.getByLabel('Category').selectOption({ label: input.category })
  await page.getByRole('button', { name: 'Start discussion' }).click()
  await page.getByRole('heading', { level: 3, name: input.title }).waitFor()
  return new URL(page.url()).pathname
}

const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Reply', exact: true })
const replies = (page: Page) => page.getByRole('region', { name: 'Replies' })

describe('discussions between two members', () => {
  test('start, reply live with unread counts, quote reply, answer, lock, pin', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    const member = await pageAs(w.member)
    await openList(member, w)

    const title = `How do we version the API? ${suffix()}`
    const path = await startThread(owner, w, {
      title,
      body: `Question for @${w.member.username}: **semver** or dates?`,
      category: '🙋 Q&A',
    })

    // The member sees it appear live, new for them, and the project tab counts it.
    const row = member.getByTestId('thread-row').filter({ hasText: title })
    await row.waitFor({ timeout: 20_000 })
    await row.getByText('New', { exact: true }).waitFor()
    await member.getByTestId('discussion-unread-total').waitFor()

    // The member opens it and replies with the keyboard.
    await row.getByRole('link', { name: title }).click()
    await member.getByRole('heading', { level: 3, name: title }).waitFor()
    await replyBox(member).focus()
    await member.keyboard.type('Dates, so customers can tell how old a version is.')
    await member.getByRole('button', { name: 'Post reply' }).click()
    await replies(member).getByText('Dates, so customers can tell').waitFor()
    await expect.poll(() => replyBox(member).inputValue()).toBe('')

    // The owner, reading the thread, sees the reply appear without reloading.
    await replies(owner).getByText('Dates, so customers can tell').waitFor({ timeout: 20_000 })

    // Quote reply puts the quoted text in the box, and a draft survives a reload.
    await replies(owner).getByTestId('reply').first().getByRole('button', { name: 'Quote reply' }).click()
    await expect.poll(() => replyBox(owner).inputValue()).toContain('> Dates, so customers can tell')
    await replyBox(owner).press('End')
    await owner.keyboard.type('Agreed.')
    await owner.reload()
    await waitForHydration(owner)
    await expect.poll(() => replyBox(owner).inputValue()).toContain('Agreed.')
    await owner.getByRole('button', { name: 'Post reply' }).click()
    await expect.poll(() => replyBox(owner).inputValue()).toBe('')
    await replies(owner).getByRole('article').nth(1).locator('blockquote').waitFor()

    // The asker marks the member's reply as the answer; both see it under the question.
    const answerReply = replies(owner).getByTestId('reply').first()
    await answerReply.getByRole('button', { name: /More actions/ }).click()
    await owner.getByRole('menuitem', { name: 'Mark as answer' }).click()
    await owner.getByTestId('answer-box').getByText('Dates, so customers can tell').waitFor()
    await member.getByTestId('answer-box').waitFor({ timeout: 20_000 })

    // Lock with a reason: the member loses the reply box and sees why.
    await owner.getByRole('button', { name: 'Lock' }).click()
    await owner.getByLabel('Reason (optional)').fill('Decided: dates.')
    await owner.getByRole('button', { name: 'Lock discussion' }).click()
    await member.getByTestId('locked-notice').getByText('Decided: dates.').waitFor({ timeout: 20_000 })
    expect(await replyBox(member).count()).toBe(0)

    // Pin: first in the list for everyone.
    await owner.getByRole('button', { name: 'Pin' }).click()
    await member.goto(listUrl(w))
    await waitForHydration(member)
    const pinned = member.getByRole('list', { name: 'Pinned discussions' })
    await pinned.getByRole('link', { name: title }).waitFor()
    expect(path).toContain('/discussions/')
  })

  test('reading in one tab clears the count in another tab of the same person', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    const title = `Unread across tabs ${suffix()}`
    await startThread(owner, w, { title, body: 'Anyone?', category: '💬 General' })
    const tabA = await pageAs(w.member)
    const tabB = await pageAs(w.member)
    await openList(tabA, w)
    await openList(tabB, w)
    const rowB = tabB.getByTestId('thread-row').filter({ hasText: title })
    await expect.poll(() => rowB.getAttribute('data-unread'), { timeout: 20_000 }).toBe('true')
    await tabA.getByRole('link', { name: title }).click()
    await tabA.getByRole('heading', { level: 3, name: title }).waitFor()
    await tabA.bringToFront()
    await expect.poll(() => rowB.getAttribute('data-unread'), { timeout: 20_000 }).toBe('false')
    await tabB.reload()
    await waitForHydration(tabB)
    expect(await tabB.getByTestId('thread-row').filter({ hasText: title }).getAttribute('data-unread')).toBe(
      'false',
    )
  })

  test('convert a thread to feedback, and start a discussion from feedback', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    const title = `Export to PDF ${suffix()}`
    await startThread(owner, w, { title, body: 'Customers keep asking for it.', category: '💡 Ideas' })
    await owner.getByRole('button', { name: 'Convert to feedback' }).click()
    await owner.getByRole('button', { name: 'Convert', exact: true }).click()
    await owner.waitForURL(/\/feedback\/[^/]+$/)
    await owner.getByRole('heading', { name: title }).waitFor()
    await owner.getByText('Converted from the team discussion').waitFor()
    await owner.goBack()
    await owner.getByTestId('converted-notice').getByRole('link', { name: title }).waitFor()

    // And back: a discussion started from that feedback item.
    await owner.getByTestId('converted-notice').getByRole('link', { name: title }).click()
    await owner.getByRole('button', { name: 'Start a discussion' }).click()
    await owner.getByRole('dialog').getByRole('button', { name: 'Start discussion' }).click()
    await owner.waitForURL(/\/discussions\/[^/]+$/)
    await owner.getByTestId('started-from-notice').getByRole('link', { name: title }).waitFor()
  })

  test('deleting a discussion asks for its title, and the list it returns to never shows it again', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    const title = `Off-topic ${suffix()}`
    const threadPath = await startThread(owner, w, {
      title,
      body: 'Posted in the wrong place.',
      category: '💡 Ideas',
    })
    // The list is read (and cached in the page) with the thread in it before the thread is opened from it.
    await openList(owner, w)
    await owner.getByTestId('thread-row').getByRole('link', { name: title, exact: true }).click()
    await owner.getByRole('heading', { level: 3, name: title }).waitFor()

    const glimpsed = await recordGlimpses(owner, {
      'the deleted discussion in the list': { selector: '[data-testid="thread-row"] a', text: title },
    })
    await owner.getByRole('button', { name: 'Delete discussion' }).click()
    const dialog = owner.getByRole('dialog', { name: 'Delete this discussion?' })
    const confirm = dialog.getByRole('button', { name: 'Delete discussion' })
    expect(await confirm.isDisabled()).toBe(true)
    await dialog.getByLabel(/^Type the title to confirm/).fill(title)
    await confirm.click()
    await owner.waitForURL((url) => url.pathname === `/@${w.org}/${w.project}/discussions`)
    await expectToast(owner, 'success', 'Discussion deleted')
    await owner
      .getByRole('list', { name: 'Discussions', exact: true })
      .or(owner.getByText('No discussions yet'))
      .first()
      .waitFor()
    expect(await glimpsed()).toEqual([])
    allowNotFoundDocument(owner)
    await expectNotFoundPage(owner, `${server().url}${threadPath}`)
  })

  test('outsiders and anonymous visitors get not found; XSS stays text; 375 px in both themes', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    const title = `<img src=x onerror=alert(1)> <script>alert(2)</script> ${suffix()}`
    const path = await startThread(owner, w, {
      title,
      body: '<img src=x onerror=alert(3)> [click](javascript:alert(4))',
      category: '💬 General',
    })
    let dialogs = 0
    owner.on('dialog', () => dialogs++)
    await owner.reload()
    await waitForHydration(owner)
    await owner.getByRole('heading', { level: 3, name: title }).waitFor()
    expect(dialogs).toBe(0)
    expect(await owner.locator('article img[src="x"]').count()).toBe(0)

    const outsider = await pageAs(w.outsider)
    allowNotFoundDocument(outsider)
    await expectNotFoundPage(outsider, listUrl(w))
    await expectNotFoundPage(outsider, `${server().url}${path}`)
    const anonymous = await browser.newPage()
    allowNotFoundDocument(anonymous)
    await expectNotFoundPage(anonymous, `${server().url}${path}`)

    for (const colorScheme of ['light', 'dark'] as const) {
      const phone = await pageAs(w.member, { viewport: { width: 375, height: 740 }, colorScheme })
      for (const url of [listUrl(w), `${server().url}${path}`]) {
        await phone.goto(url)
        await waitForHydration(phone)
        const overflow = await horizontalOverflow(phone)
        expect(overflow.scrollWidth, url).toBeLessThanOrEqual(375)
      }
    }
  })
})
