import { AxeBuilder } from '@axe-core/playwright'
import type { Page, Route } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { recordGlimpses, setupBrowser, waitForHydration } from '../helpers/browser'
import { postFeedbackInUi } from './feedback-support'
import { createProjectInUi, createTeamByApi, expectToast, horizontalOverflow, suffix } from './org-support'
import { setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * Notifications live: a mention in a chat lights the other member's bell live; the panel (by keyboard)
 * leads to the highlighted message and the count drops; the inbox's "Mark all as read" empties Unread; the
 * settings page saves and keeps its choices; Follow and Mute project; 375 px in both themes.
 */
const server = setupAppServer()
const browser = setupBrowser()

type Account = ReturnType<typeof uniqueUser>
type World = { sender: Account; reader: Account; org: string; project: string }
let world: Promise<World> | undefined

/** A team with a project (and its "General" chat): its owner sends, a member reads. */
function theWorld(): Promise<World> {
  world ??= (async () => {
    const url = server().url
    const senderPage = await browser.newPage()
    const sender = await signUpByApi(senderPage, url, uniqueUser('sender'))
    const org = `bells-${suffix()}`
    await createTeamByApi(senderPage, url, `Bells ${org}`, org)
    const project = await createProjectInUi(senderPage, url, org, { name: 'Launch', visibility: 'private' })
    const readerPage = await browser.newPage()
    const reader = await signUpByApi(readerPage, url, uniqueUser('reader'))
    const orgs = (await (await senderPage.request.get(`${url}/api/auth/organization/list`)).json()) as {
      id: string
      slug: string
    }[]
    const invite = await senderPage.request.post(`${url}/api/auth/organization/invite-member`, {
      data: { email: reader.email, role: 'member', organizationId: orgs.find((o) => o.slug === org)?.id },
      headers: { Origin: url },
    })
    expect(invite.status(), await invite.text()).toBe(200)
    const accept = await readerPage.request.post(`${url}/api/auth/organization/accept-invitation`, {
      data: { invitationId: ((await invite.json()) as { id: string }).id },
      headers: { Origin: url },
    })
    expect(accept.status(), await accept.text()).toBe(200)
    return { sender, reader, org, project }
  })()
  return world
}

async function pageAs(account: Account, options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

/** Opens a page and waits until its live stream carries the viewer's own topic (the bell's). */
async function openLive(page: Page, path: string) {
  const live = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/live' && (url.searchParams.get('topics') ?? '').includes('user:')
  })
  await page.goto(`${server().url}${path}`)
  await waitForHydration(page)
  await live
}

async function openChat(page: Page, w: World) {
  await openLive(page, `/@${w.org}/${w.project}/chat`)
  await page
    .getByRole('navigation', { name: 'Chats' })
    .getByRole('link', { name: /^General/ })
    .click()
  await page.getByRole('heading', { level: 3, name: 'General' }).waitFor()
  await composer(page).waitFor()
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true })
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
const bellCount = (page: Page) => page.getByTestId('notification-count')
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })

async function send(page: Page, text: string) {
  await composer(page).fill(text)
  await page.keyboard.press('Enter')
  await expect.poll(() => composer(page).inputValue()).toBe('')
  const message = page
    .getByRole('region', { name: /^Messages in / })
    .locator('article')
    .filter({ hasText: text })
  await expect.poll(() => message.first().getAttribute('data-status'), { timeout: 20_000 }).toBe('sent')
}

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)

/** Serious or critical axe violations inside `selector`, in the light and the dark theme. */
async function axeIn(page: Page, selector: string): Promise<string[]> {
  const found: string[] = []
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.id = 'axe-stop-transitions'
    style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}'
    document.head.append(style)
  })
  const startedDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  for (const dark of [false, true]) {
    await page.evaluate((wantDark) => {
      document.documentElement.classList.toggle('dark', wantDark)
      document.documentElement.style.colorScheme = wantDark ? 'dark' : 'light'
    }, dark)
    const result = await new AxeBuilder({ page })
      .include(selector)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    for (const violation of result.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        found.push(`${dark ? 'dark' : 'light'}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`)
      }
    }
  }
  await page.evaluate((wantDark) => {
    document.documentElement.classList.toggle('dark', wantDark)
    document.documentElement.style.colorScheme = wantDark ? 'dark' : 'light'
    document.getElementById('axe-stop-transitions')?.remove()
  }, startedDark)
  return found
}

describe('notifications', () => {
  test('a chat mention lights the bell live; the panel leads to the message; mark all as read', async () => {
    const w = await theWorld()
    const sender = await pageAs(w.sender)
    const reader = await pageAs(w.reader)
    await openChat(sender, w)
    await openLive(reader, `/@${w.org}/${w.project}`)
    await bell(reader).waitFor()
    expect(await bellCount(reader).count()).toBe(0)

    // A mention: the reader's bell counts it without a reload.
    await send(sender, `Hey @${w.reader.username} can you check the launch list?`)
    await expect.poll(() => bellCount(reader).textContent(), { timeout: 15_000 }).toBe('1')
    await reader.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor()

    // The panel, by keyboard: Enter opens it, Escape closes it and focus returns to the bell; Space opens.
    await bell(reader).focus()
    await reader.keyboard.press('Enter')
    await panel(reader).waitFor()
    const group = panel(reader).getByRole('link', {
      name: new RegExp(`${w.sender.name} mentioned you in General`),
    })
    await group.waitFor()
    expect(await group.getAttribute('data-unread')).toBe('true')
    expect(await axeIn(reader, '[role="dialog"]')).toEqual([])
    await reader.keyboard.press('Escape')
    await panel(reader).waitFor({ state: 'hidden' })
    await expect.poll(() => focusedTestId(reader)).toBe('notification-bell')
    await reader.keyboard.press('Space')
    await panel(reader).waitFor()

    // Following it leads to the message, highlighted; the count drops.
    await group.click()
    await reader.waitForURL((url) => url.pathname.includes('/chat/') && url.searchParams.has('message'))
    const highlighted = reader.locator('article[data-highlighted]')
    await highlighted.waitFor()
    expect(await highlighted.textContent()).toContain('can you check the launch list?')
    await bellCount(reader).waitFor({ state: 'detached', timeout: 10_000 })
    expect(await panel(reader).count()).toBe(0)

    // Two more mentions, then the inbox: one group for the chat, its entries, and "Mark all as read".
    await openLive(reader, '/home')
    await send(sender, `@${w.reader.username} first thing tomorrow`)
    await send(sender, `@${w.reader.username} and bring the slides`)
    await expect.poll(() => bellCount(reader).textContent(), { timeout: 15_000 }).toBe('2')
    await reader.goto(`${server().url}/notifications`)
    await waitForHydration(reader)
    const unreadList = reader.getByRole('list', { name: 'Unread notifications' })
    const card = unreadList.getByTestId('notification-group')
    await expect.poll(() => card.count()).toBe(1)
    await card.getByRole('link', { name: '2 mentions in General' }).waitFor()
    expect(await card.textContent()).toContain('Launch')
    const entry = card.getByRole('link', { name: /and bring the slides/ })
    expect(await entry.getAttribute('href')).toMatch(
      new RegExp(`^/@${w.org}/${w.project}/chat/[^/?]+/?\\?message=`),
    )
    await reader.getByRole('button', { name: 'Mark all as read' }).click()
    await reader.getByText("You're all caught up").waitFor()
    await bellCount(reader).waitFor({ state: 'detached' })

    // All keeps them, read; the bell's panel says there is nothing new.
    await reader
      .getByRole('navigation', { name: 'Filter notifications' })
      .getByRole('link', { name: 'All' })
      .click()
    await reader.waitForURL((url) => url.searchParams.get('filter') === 'all')
    const allCard = reader.getByRole('list', { name: 'All notifications' }).getByTestId('notification-group')
    await allCard.first().waitFor()
    expect(await allCard.first().getAttribute('data-unread')).toBeNull()
    await bell(reader).click()
    await panel(reader).getByText("You're all caught up").waitFor()
    await panel(reader).getByRole('link', { name: 'See all notifications' }).click()
    await reader.waitForURL((url) => url.pathname === '/notifications' && !url.searchParams.has('filter'))
  }, 120_000)

  test('settings: choices, digest, time zone and working hours save and survive a reload; pause and resume', async () => {
    const url = server().url
    // A fresh account in New York: nothing saved yet, so the page suggests the browser's zone over UTC.
    const page = await browser.newPage({ timezoneId: 'America/New_York' })
    await signUpByApi(page, url, uniqueUser('quiet'))
    await page.goto(`${url}/settings`)
    await waitForHydration(page)
    await page.getByRole('link', { name: /^Notifications/ }).click()
    await page.waitForURL((u) => u.pathname === '/settings/notifications')
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor()
    const form = page.getByRole('form', { name: 'Notification settings' })
    await waitForHydration(page, 'form[aria-label="Notification settings"]')
    const zone = form.getByLabel('Time zone')
    await expect.poll(() => zone.inputValue()).toBe('America/New_York')
    await form.getByText("We picked your browser's time zone (America/New_York)").waitFor()
    expect(await form.textContent()).toMatch(
      /E-mailed at once \(within about two minutes, several in one mail\): Mentions; Private and followed chats; Webhook problems\./,
    )

    await form.getByRole('checkbox', { name: 'Comments on feedback by e-mail' }).uncheck()
    await form.getByRole('checkbox', { name: 'Shipped in the app' }).uncheck()
    await form.getByLabel('Digest time').selectOption('18')
    await form.getByRole('checkbox', { name: 'E-mail me only during working hours' }).check()
    // Refusals: no working day, or an end before the start.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await form.getByRole('checkbox', { name: day }).uncheck()
    }
    await form.getByLabel('From').selectOption('17')
    await form.getByLabel('Until').selectOption('9')
    await form.getByRole('button', { name: 'Save notification settings' }).click()
    await form.getByText('Choose at least one working day').waitFor()
    await form.getByText('Working hours must end after they start').waitFor()
    for (const day of ['Monday', 'Wednesday', 'Thursday'])
      await form.getByRole('checkbox', { name: day }).check()
    await form.getByLabel('From').selectOption('8')
    await form.getByLabel('Until').selectOption('16')
    await form.getByRole('button', { name: 'Save notification settings' }).click()
    await expectToast(page, 'success', 'Notification settings saved')

    await page.reload()
    await waitForHydration(page, 'form[aria-label="Notification settings"]')
    expect(await form.getByRole('checkbox', { name: 'Comments on feedback by e-mail' }).isChecked()).toBe(
      false,
    )
    expect(await form.getByRole('checkbox', { name: 'Comments on feedback in the app' }).isChecked()).toBe(
      true,
    )
    expect(await form.getByRole('checkbox', { name: 'Shipped in the app' }).isChecked()).toBe(false)
    expect(await form.getByLabel('Digest time').inputValue()).toBe('18')
    expect(await zone.inputValue()).toBe('America/New_York')
    expect(await form.getByText("We picked your browser's time zone").count()).toBe(0)
    expect(
      await form.getByRole('checkbox', { name: 'E-mail me only during working hours' }).isChecked(),
    ).toBe(true)
    const days: string[] = []
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      if (await form.getByRole('checkbox', { name: day }).isChecked()) days.push(day)
    }
    expect(days).toEqual(['Monday', 'Wednesday', 'Thursday'])
    expect(await form.getByLabel('From').inputValue()).toBe('8')
    expect(await form.getByLabel('Until').inputValue()).toBe('16')

    // Pause until tomorrow 9:00 (New York time); it holds across a reload; Resume ends it.
    await page.getByRole('button', { name: 'Pause until tomorrow 9:00' }).click()
    await expectToast(page, 'success', 'Notifications paused until')
    const paused = page.getByRole('status').filter({ hasText: 'Paused until' })
    await paused.waitFor()
    expect(await paused.textContent()).toMatch(/09:00/)
    await page.reload()
    await waitForHydration(page, 'form[aria-label="Notification settings"]')
    await paused.waitFor()
    await paused.getByRole('button', { name: 'Resume' }).click()
    await expectToast(page, 'success', 'Notifications resumed')
    await paused.waitFor({ state: 'detached' })
    // The form's choices were kept by the pause and the resume.
    expect(await form.getByLabel('Digest time').inputValue()).toBe('18')
  }, 120_000)

  test('Follow on a chat and on feedback, Mute project on its home; each holds across a reload', async () => {
    const w = await theWorld()
    const reader = await pageAs(w.reader)

    // An open chat: not followed until asked.
    await openChat(reader, w)
    const follow = reader.getByRole('button', { name: 'Follow', exact: true })
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false')
    await follow.click()
    await expectToast(reader, 'success', 'You follow this chat')
    await reader.reload()
    await waitForHydration(reader)
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true')
    await follow.click()
    await expectToast(reader, 'success', 'You no longer follow this chat')
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false')

    // Feedback the reader posted: followed from the start; unfollowed, it stays so.
    await postFeedbackInUi(
      reader,
      server().url,
      { org: w.org, project: w.project },
      'Dark mode for the board',
    )
    const followItem = reader.getByRole('button', { name: 'Follow', exact: true })
    await expect.poll(() => followItem.getAttribute('aria-pressed')).toBe('true')
    await followItem.click()
    await expectToast(reader, 'success', 'You no longer follow this feedback')
    await reader.reload()
    await waitForHydration(reader)
    await expect.poll(() => followItem.getAttribute('aria-pressed')).toBe('false')

    // Mute the project: mentions still come through, and it says so.
    await reader.goto(`${server().url}/@${w.org}/${w.project}`)
    await waitForHydration(reader)
    const mute = reader.getByTestId('project-mute')
    await mute.getByRole('button', { name: 'Mute project' }).click()
    await expectToast(reader, 'success', 'Project muted')
    await mute.getByText('you hear only of mentions of you here').waitFor()
    await reader.reload()
    await waitForHydration(reader)
    await mute.getByRole('button', { name: 'Unmute project' }).click()
    await expectToast(reader, 'success', 'Project unmuted')
    await mute.getByRole('button', { name: 'Mute project' }).waitFor()
  }, 120_000)

  test('a second Follow right after the first is not undone by the late read of the first', async () => {
    const w = await theWorld()
    const reader = await pageAs(w.reader)
    await openChat(reader, w)
    const follow = reader.getByRole('button', { name: 'Follow', exact: true })
    await expect.poll(() => follow.getAttribute('aria-pressed')).toMatch(/^(true|false)$/)
    const before = (await follow.getAttribute('aria-pressed')) === 'true'

    // The server answers every read at once, but the page gets the answers only when the test says so; the
    // second change's write waits too, so the first change's read is answered while the second is in flight.
    const heldReads: (() => Promise<void>)[] = []
    const heldWrites: (() => Promise<void>)[] = []
    let holdWrites = false
    let holding = true
    const hold = async (route: Route) => {
      if (!holding) await route.continue()
      else if (route.request().method() === 'GET') {
        const response = await route.fetch()
        if (holding) heldReads.push(() => route.fulfill({ response }))
        else await route.fulfill({ response })
      } else if (holdWrites) heldWrites.push(() => route.continue())
      else await route.continue()
    }
    await reader.route('**/_serverFn/**', hold)

    await follow.click()
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe(String(!before))
    // The refresh after the first change has read the server (still as it was before the second change).
    await expect.poll(() => heldReads.length).toBeGreaterThan(0)
    holdWrites = true
    await follow.click()
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe(String(before))
    await expect.poll(() => heldWrites.length).toBe(1)
    const glimpsed = await recordGlimpses(reader, {
      'the first change back': { selector: `button[aria-pressed="${!before}"]`, text: 'Follow' },
    })
    for (const release of heldReads.splice(0)) await release()
    holding = false
    for (const release of heldWrites.splice(0)) await release()
    await expectToast(reader, 'success', before ? 'You follow this chat' : 'You no longer follow this chat')
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe(String(before))
    expect(await glimpsed()).toEqual([])
    await reader.reload()
    await waitForHydration(reader)
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe(String(before))
  }, 120_000)

  test('at 375 px, light and dark: the bell panel, the inbox and the settings fit the screen', async () => {
    const w = await theWorld()
    for (const colorScheme of ['light', 'dark'] as const) {
      const phone = await pageAs(w.reader, {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        colorScheme,
      })
      for (const path of ['/notifications?filter=all', '/settings/notifications']) {
        await phone.goto(`${server().url}${path}`)
        await waitForHydration(phone)
        const overflow = await horizontalOverflow(phone)
        expect(overflow.scrollWidth, `${path} in ${colorScheme}`).toBeLessThanOrEqual(375)
      }
      await bell(phone).tap()
      await panel(phone).waitFor()
      const box = await panel(phone).boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box)).toBe(true)
      expect(await axeIn(phone, '[role="dialog"]')).toEqual([])
      await phone.screenshot({ path: `/tmp/notifications-375-${colorScheme}.png` })
    }
  }, 120_000)
})
