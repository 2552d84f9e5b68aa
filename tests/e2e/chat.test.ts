import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
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
 * Chat between two members side by side — send and see, typing, unread divider and counts, edit,
 * react, delete, a permalink into old history, and a message sent offline that goes out once on return.
 * Keyboard only where a person would type; 375 px for the phone layout.
 */
const server = setupAppServer()
const browser = setupBrowser()

type Account = ReturnType<typeof uniqueUser>
type World = { owner: Account; member: Account; org: string; project: string }
let world: Promise<World> | undefined

/** A team with a project (which comes with its "General" chat), its owner and one member. */
function theWorld(): Promise<World> {
  world ??= (async () => {
    const url = server().url
    const ownerPage = await browser.newPage()
    const owner = await signUpByApi(ownerPage, url, uniqueUser('owner'))
    const org = `talk-${suffix()}`
    await createTeamByApi(ownerPage, url, `Talk ${org}`, org)
    const project = await createProjectInUi(ownerPage, url, org, { name: 'Launch', visibility: 'private' })
    const memberPage = await browser.newPage()
    const member = await signUpByApi(memberPage, url, uniqueUser('member'))
    await addMemberByApi(ownerPage, memberPage, url, org, member.email)
    return { owner, member, org, project }
  })()
  return world
}

async function pageAs(account: Account, options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

/** Opens the project's chat list, then the chat called `name`, and waits for its live connection. */
async function openChat(page: Page, w: World, name = 'General') {
  // The list already follows every chat's topic (its counts are live), so the stream opens with the list.
  const live = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/live' && (url.searchParams.get('topics') ?? '').includes('chat:')
  })
  await openChatList(page, w)
  await live
  await chatLink(page, name).click()
  await page.getByRole('heading', { level: 3, name }).waitFor()
  await composer(page).waitFor()
}

/** The project's chat list, hydrated. */
async function openChatList(page: Page, w: World) {
  await page.goto(`${server().url}/@${w.org}/${w.project}/chat`)
  await waitForHydration(page)
}

/** A phone's screen: the chat list and a chat are separate screens there. */
const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true }

const chatLink = (page: Page, name = 'General') =>
  page.getByRole('navigation', { name: 'Chats' }).getByRole('link', { name: new RegExp(`^${name}`) })

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })
const messages = (page: Page) => page.getByRole('region', { name: /^Messages in / })
const messageWith = (page: Page, text: string) => messages(page).locator('article').filter({ hasText: text })

/** Types and sends with the keyboard, as a person does. */
async function send(page: Page, text: string) {
  const box = composer(page)
  await box.focus()
  await box.fill(text)
  await page.keyboard.press('Enter')
  await expect.poll(() => box.inputValue()).toBe('')
}

async function expectSent(page: Page, text: string) {
  const message = messageWith(page, text)
  await message.first().waitFor()
  await expect.poll(() => message.first().getAttribute('data-status'), { timeout: 20_000 }).toBe('sent')
}

function allowOffline(page: TestPage) {
  page.allowConsoleErrors(
    /ERR_INTERNET_DISCONNECTED|net::ERR_|Failed to fetch/,
    'requests made while offline',
  )
}

describe('chat between two members', () => {
  test('send and see, typing, unread divider and counts, edit, react, delete, offline and back', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    const member = await pageAs(w.member)
    await openChat(owner, w)
    await openChat(member, w)

    // Send and see: Enter sends; Shift+Enter adds a line.
    await composer(owner).focus()
    await owner.keyboard.type('Morning all')
    await owner.keyboard.press('Shift+Enter')
    await owner.keyboard.type('**Standup** at ten')
    await owner.keyboard.press('Enter')
    await expectSent(owner, 'Standup at ten')
    await messageWith(member, 'Standup at ten').waitFor()
    expect(await messageWith(member, 'Standup at ten').locator('strong').textContent()).toBe('Standup')

    // Typing: the member sees who is typing, and it ends when the message arrives. (A sender signals at most
    // once per 3 s: the first message's typing was just now.)
    await new Promise((resolve) => setTimeout(resolve, 3_100))
    await composer(owner).focus()
    await owner.keyboard.type('Also')
    await member.getByText(`${w.owner.name} is typing…`).waitFor()
    await owner.keyboard.press('Enter')
    await expectSent(member, 'Also')
    await member.getByText(`${w.owner.name} is typing…`).waitFor({ state: 'hidden', timeout: 8000 })

    // Unread: the member leaves for the list; two messages arrive there live, with the navigation's total.
    await member.getByRole('link', { name: 'All chats and search' }).click()
    await member.getByRole('heading', { level: 3, name: 'Chat' }).waitFor()
    await send(owner, 'First while you were away')
    await send(owner, 'Second while you were away')
    const row = chatLink(member)
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toMatch(/2\s*unread/)
    await expect.poll(() => member.getByTestId('chat-unread-total').textContent()).toMatch(/^2/)
    await row.click()
    await member.getByRole('heading', { level: 3, name: 'General' }).waitFor()
    const divider = member.getByTestId('unread-divider')
    await divider.waitFor()
    // The divider sits right above the first unread message.
    const dividerBox = await divider.boundingBox()
    const firstUnreadBox = await messageWith(member, 'First while you were away').boundingBox()
    expect(dividerBox && firstUnreadBox && firstUnreadBox.y >= dividerBox.y).toBe(true)
    // Read in a focused tab: the counts clear.
    await member.getByTestId('chat-unread-total').waitFor({ state: 'detached', timeout: 10_000 })

    // Edit: Up arrow in the empty box edits the owner's last message; the member sees "(edited)".
    await composer(owner).focus()
    await owner.keyboard.press('ArrowUp')
    const editBox = owner.getByRole('textbox', { name: 'Edit message' })
    await editBox.waitFor()
    await editBox.fill('Second, edited')
    await owner.keyboard.press('Enter')
    await messageWith(member, 'Second, edited').getByText('(edited)').waitFor()

    // React, by keyboard: the member adds 👍 to the owner's first message.
    const target = messageWith(member, 'Morning all')
    await target.getByRole('button', { name: 'Add reaction' }).focus()
    await member.keyboard.press('Enter')
    await member.getByRole('menuitem', { name: 'React with thumbs up' }).waitFor()
    await member.keyboard.press('Enter')
    await messageWith(owner, 'Morning all')
      .getByRole('button', { name: 'React with thumbs up (1)' })
      .waitFor()
    expect(
      await target.getByRole('button', { name: 'React with thumbs up (1)' }).getAttribute('aria-pressed'),
    ).toBe('true')

    // Delete: the owner deletes "Also"; both see "message deleted" in its place.
    const also = messageWith(owner, 'Also').filter({ hasNotText: 'Morning' })
    await also.getByRole('button', { name: 'More actions' }).focus()
    await owner.keyboard.press('Enter')
    await owner.getByRole('menuitem', { name: 'Delete' }).click()
    await owner
      .getByRole('dialog', { name: 'Delete this message?' })
      .getByRole('button', { name: 'Delete message' })
      .click()
    await messageWith(member, 'message deleted').waitFor()
    await messageWith(owner, 'message deleted').waitFor()
    expect(await messageWith(member, 'Also').filter({ hasNotText: 'Morning' }).count()).toBe(0)

    // Offline: the message waits as pending; back online, it is sent once.
    allowOffline(member as TestPage)
    await member.context().setOffline(true)
    await send(member, 'Written on the train')
    const pending = messageWith(member, 'Written on the train')
    await expect.poll(() => pending.getAttribute('data-status')).toBe('pending')
    await pending.getByText('Sending…').waitFor()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await messageWith(owner, 'Written on the train').count()).toBe(0)
    await member.context().setOffline(false)
    await expectSent(member, 'Written on the train')
    await messageWith(owner, 'Written on the train').waitFor({ timeout: 15_000 })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await messageWith(owner, 'Written on the train').count()).toBe(1)
    expect(await messageWith(member, 'Written on the train').count()).toBe(1)
  }, 120_000)

  test('a permalink opens old history around its message, found by search; Jump to latest returns', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    await openChat(owner, w)
    // More than a page of history (50), so that the first ones are not loaded on arrival.
    for (let n = 1; n <= 60; n++) await send(owner, `History line ${n} marker${String(n).padStart(3, '0')}x`)
    await expectSent(owner, 'marker060x')

    const member = await pageAs(w.member)
    await openChatList(member, w)
    await member.getByRole('searchbox', { name: 'Search messages' }).fill('marker003x')
    const result = member
      .getByRole('region', { name: 'Search results' })
      .getByRole('link', { name: /marker003x/ })
    await result.waitFor()
    await result.click()
    await member.waitForURL((url) => url.searchParams.has('message'))
    const highlighted = messages(member).locator('article[data-highlighted]')
    await highlighted.waitFor()
    expect(await highlighted.textContent()).toContain('marker003x')
    // Scrolled to once the history around it has laid out.
    await expect.poll(() => isInView(member, highlighted)).toBe(true)

    // Scrolling up reaches the start of the chat (older pages load on the way).
    await scrollMessages(member, 'top')
    await messages(member).getByText('This is the start of General.').waitFor()

    // Jump to latest leaves the old history for the present.
    await member.getByRole('button', { name: 'Jump to latest' }).click()
    await member.waitForURL((url) => !url.searchParams.has('message'))
    await messageWith(member, 'marker060x').waitFor()
    await expect.poll(() => isInView(member, messageWith(member, 'marker060x'))).toBe(true)
  }, 120_000)

  test('an editor creates a private chat (others get not found), renames, archives and deletes it', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    await openChatList(owner, w)
    await owner.getByRole('button', { name: 'New chat' }).click()
    const form = owner.getByRole('form', { name: 'New chat' })
    await form.getByLabel('Name').fill('Secret plans')
    await form.getByLabel('Topic').fill('Only for the two of us')
    await form.getByLabel('Private').check()
    await form.getByRole('group', { name: 'Members' }).waitFor()
    await form.getByRole('button', { name: 'Create chat' }).click()
    await owner.getByRole('heading', { level: 3, name: /Secret plans/ }).waitFor()
    await expectToast(owner, 'success', 'Secret plans created')
    const chatUrl = new URL(owner.url()).pathname

    // The member is not in it: the list does not show it, and its address is not found.
    const member = await pageAs(w.member)
    await openChatList(member, w)
    await chatLink(member).waitFor()
    expect(await member.getByText('Secret plans').count()).toBe(0)
    allowNotFoundDocument(member)
    await expectNotFoundPage(member, `${server().url}${chatUrl}`)

    // Rename and set the topic in the settings dialog.
    await owner.getByRole('button', { name: 'Chat settings' }).click()
    await owner.getByRole('menuitem', { name: 'Name, topic and members' }).click()
    const settings = owner.getByRole('form', { name: 'Chat settings' })
    await settings.getByLabel('Name').fill('Launch plans')
    await settings.getByRole('button', { name: 'Save' }).click()
    await expectToast(owner, 'success', 'Chat saved')
    await owner.getByRole('heading', { level: 3, name: /Launch plans/ }).waitFor()

    // Archive: read-only.
    await owner.getByRole('button', { name: 'Chat settings' }).click()
    await owner.getByRole('menuitem', { name: 'Archive' }).click()
    await owner.getByText('This chat is archived').waitFor()
    expect(await composer(owner).count()).toBe(0)

    // Delete: back to the list, where it is gone.
    await owner.getByRole('button', { name: 'Chat settings' }).click()
    await owner.getByRole('menuitem', { name: 'Delete chat' }).click()
    await owner
      .getByRole('dialog', { name: 'Delete Launch plans?' })
      .getByRole('button', { name: 'Delete chat' })
      .click()
    await owner.waitForURL(
      (url) =>
        url.pathname === `/@${w.org}/${w.project}/chat` || url.pathname === `/@${w.org}/${w.project}/chat/`,
    )
    await owner.getByRole('heading', { level: 3, name: 'Chat' }).waitFor()
    await chatLink(owner).waitFor()
    expect(await owner.getByRole('navigation', { name: 'Chats' }).getByText('Launch plans').count()).toBe(0)
  }, 90_000)

  test('at 375 px the list and the chat are separate screens, and the composer stays in view', async () => {
    const w = await theWorld()
    const member = await pageAs(w.member, PHONE)
    await openChatList(member, w)
    await chatLink(member).click()
    await member.getByRole('heading', { level: 3, name: 'General' }).waitFor()
    // The chat list is not beside the chat: one screen at a time.
    expect(await member.getByRole('navigation', { name: 'Chats' }).isVisible()).toBe(false)
    const box = await composer(member).boundingBox()
    expect(box && box.y + box.height <= 667).toBe(true)
    const overflow = await horizontalOverflow(member)
    const wide = await member.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > 376)
        .slice(0, 8)
        .map((element) => `${element.tagName}.${element.className}`.slice(0, 160)),
    )
    expect(overflow.scrollWidth, wide.join('\n')).toBeLessThanOrEqual(375)
    await send(member, 'From my phone')
    await expectSent(member, 'From my phone')
    await member.getByRole('link', { name: 'All chats' }).click()
    await member.getByRole('heading', { level: 3, name: 'Chat' }).waitFor()
  }, 60_000)

  test('a message sent on arrival, while the list settles on the unread divider, shows at the bottom', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    await openChat(owner, w)
    // More unread than a screen holds: the member's chat opens at the divider, far from the bottom.
    for (let n = 1; n <= 20; n++) await send(owner, `Unread for you ${n}`)
    await expectSent(owner, 'Unread for you 20')

    const member = await pageAs(w.member, PHONE)
    await openChatList(member, w)
    const row = chatLink(member)
    await expect.poll(() => row.textContent()).toMatch(/\d+\s*unread/)
    await row.click()
    // Sent at once, while the list is still settling on the divider: the send takes the reader to the bottom.
    await composer(member).waitFor()
    await send(member, 'Right on arrival')
    await expectSent(member, 'Right on arrival')
    await expect.poll(() => isInView(member, messageWith(member, 'Right on arrival'))).toBe(true)
  }, 90_000)
})

async function isInView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.first().boundingBox()
  const region = await messages(page).boundingBox()
  if (!box || !region) return false
  return box.y + box.height > region.y && box.y < region.y + region.height
}

/** Scrolls the message list to its top (repeatedly, as older pages load and push it down) or bottom. */
async function scrollMessages(page: Page, to: 'top' | 'bottom') {
  for (let attempt = 0; attempt < 20; attempt++) {
    await messages(page).evaluate((element, where) => {
      element.scrollTop = where === 'top' ? 0 : element.scrollHeight
    }, to)
    await new Promise((resolve) => setTimeout(resolve, 300))
    if (to === 'top' && (await messages(page).getByText('This is the start of General.').count()) > 0) return
  }
}
