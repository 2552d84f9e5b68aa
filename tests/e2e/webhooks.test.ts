import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { addMemberByApi, createTeamByApi, expectToast, horizontalOverflow, suffix } from './org-support'
import { setupAppServer, signUpByApi, uniqueUser } from './support'

/**
 * Issue 39: an organisation's webhooks in its settings. An owner on a phone adds a webhook pointing at a
 * receiver on this machine (private networks allowed for the test), sees its signing secret once, sends a
 * test event and sees the delivery arrive in the log; another of their tabs follows the list and the log
 * live. Reveal, rotate (the old secret keeps signing for 24 hours), edit, disable, delete; a plain member's
 * settings have no Webhooks section. Both themes (axe) on every page opened.
 */
const server = setupAppServer({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' })
const browser = setupBrowser()

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

/** A receiver outside the app: answers 200 and keeps what it was sent. */
let receiver: http.Server
const received: { headers: http.IncomingHttpHeaders; body: string }[] = []
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

describe('webhooks in the organisation settings', () => {
  test('an owner adds a webhook, sees its secret once, sends a test event and follows the log; a member sees no Webhooks', async () => {
    const url = server().url
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
    const owner = await browser.newPage({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] })
    owner.allowConsoleErrors(/status of 400/, 'the URL whose host does not exist is refused with 400')
    const ownerAccount = await signUpByApi(owner, url, uniqueUser('hookowner'))
    const org = `hooks-${suffix()}`
    await createTeamByApi(owner, url, `Hooks ${org}`, org)
    const settings = `${url}/@${org}/settings`

    // Another tab of the owner's, on a desktop: it follows the list and the delivery log live.
    const watcher = await browser.newPage()
    const watcherLogin = await watcher.request.post(`${url}/api/auth/sign-in/email`, {
      data: { email: ownerAccount.email, password: ownerAccount.password },
      headers: { Origin: url },
    })
    expect(watcherLogin.status(), await watcherLogin.text()).toBe(200)
    await watcher.goto(settings)
    await waitForHydration(watcher)
    const watcherHooks = watcher.getByRole('region', { name: /^Webhooks/ })
    await watcherHooks.getByText('No webhooks yet').waitFor()
    await watcher
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Webhooks' })
      .waitFor()

    await owner.goto(settings)
    await waitForHydration(owner)
    const section = owner.getByRole('region', { name: /^Webhooks/ })
    await section.getByText('No webhooks yet').waitFor()
    // The settings say which event can carry internal notes.
    await section.getByText('feedback.comment_created').waitFor()
    await section.getByRole('button', { name: 'Add webhook' }).click()

    const dialog = owner.getByRole('dialog', { name: 'Add webhook' })
    // A host that does not exist: the server's refusal lands on the URL field.
    await dialog.getByLabel('URL', { exact: true }).fill('http://no-such-host.invalid/hooks')
    await dialog.getByLabel('Description').fill('Local receiver')
    await dialog.getByRole('button', { name: 'Add webhook' }).click()
    // No event chosen yet: refused in the form before anything is sent.
    await dialog.getByText('Choose at least one event, or all events').waitFor()
    for (const type of ['feedback.created', 'feedback.comment_created'])
      await dialog.getByRole('checkbox', { name: type }).check()
    await dialog.getByRole('radio', { name: /^Standard/ }).check()
    await dialog.getByRole('button', { name: 'Add webhook' }).click()
    const urlField = dialog.getByLabel('URL', { exact: true })
    await dialog.getByText('The host no-such-host.invalid could not be found').first().waitFor()
    expect(await urlField.getAttribute('aria-invalid')).toBe('true')
    await urlField.fill(receiverUrl)
    await dialog.getByRole('button', { name: 'Add webhook' }).click()

    const added = owner.getByRole('dialog', { name: 'Webhook added' })
    await added.getByText('Only owners can show it again').waitFor()
    const secret = await added.getByLabel('Signing secret').inputValue()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    await added.getByRole('button', { name: 'Copy' }).click()
    await expectToast(owner, 'success', 'Signing secret copied')
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await added.getByRole('button', { name: 'Done' }).click()
    await added.waitFor({ state: 'hidden' })

    const row = section.getByTestId('webhook-row').filter({ hasText: receiverUrl })
    await row.getByText('Enabled', { exact: true }).waitFor()
    await row.getByText('Standard', { exact: true }).waitFor()
    for (const type of ['feedback.created', 'feedback.comment_created']) await row.getByText(type).waitFor()
    await row.getByText('All projects').waitFor()
    await row.getByText('None yet').waitFor()
    // Shown once: the secret is nowhere on the page any more.
    expect(await owner.content()).not.toContain(secret)

    // The other tab got the new webhook without a reload; its delivery log is open and empty.
    const watched = watcherHooks.getByTestId('webhook-row').filter({ hasText: receiverUrl })
    await watched.getByRole('button', { name: 'Delivery log' }).click()
    const watchedLog = watched.getByRole('region', { name: 'Delivery log of Local receiver' })
    await watchedLog.getByText('No deliveries yet').waitFor()

    await row.getByRole('button', { name: 'Send test event' }).click()
    await expectToast(owner, 'success', 'A test event is on its way to Local receiver')
    const log = row.getByRole('region', { name: 'Delivery log of Local receiver' })
    await log.getByTestId('webhook-delivery').filter({ hasText: 'webhook.test' }).waitFor()
    // Live in the other tab: the delivery appears in its open log, and then as delivered.
    const delivered = watchedLog.getByTestId('webhook-delivery').filter({ hasText: 'webhook.test' })
    await delivered.waitFor()
    await delivered.getByText('Delivered').waitFor()
    await delivered.getByText(/HTTP 200 in \d+ ms/).waitFor()
    // The receiver got it once, signed with the secret shown, as any Standard Webhooks library checks it.
    await expect.poll(() => received.length).toBe(1)
    const verified = new Webhook(secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    ) as { type: string }
    expect(verified.type).toBe('webhook.test')
    const { scrollWidth } = await horizontalOverflow(owner)
    expect(scrollWidth).toBeLessThanOrEqual(375)

    // Owners reveal the secret again; rotating makes a new one and says the old one signs for 24 hours.
    await row.getByRole('button', { name: 'Reveal secret' }).click()
    const revealed = owner.getByRole('dialog', { name: 'Signing secret of Local receiver' })
    expect(await revealed.getByLabel('Signing secret').inputValue()).toBe(secret)
    await revealed.getByRole('button', { name: 'Done' }).click()
    await revealed.waitFor({ state: 'hidden' })
    await row.getByRole('button', { name: 'Rotate secret' }).click()
    const confirmRotate = owner.getByRole('dialog', { name: 'Rotate the secret of Local receiver?' })
    await confirmRotate.getByText(/keeps signing every delivery beside it for 24 hours/).waitFor()
    await confirmRotate.getByRole('button', { name: 'Rotate secret' }).click()
    const rotated = owner.getByRole('dialog', { name: 'New signing secret of Local receiver' })
    const newSecret = await rotated.getByLabel('Signing secret').inputValue()
    expect(newSecret).toMatch(/^whsec_/)
    expect(newSecret).not.toBe(secret)
    await rotated.getByText(/The old secret also signs every delivery until/).waitFor()
    await rotated.getByRole('button', { name: 'Done' }).click()
    await rotated.waitFor({ state: 'hidden' })
    await row.getByText(/Rotated; the old one also signs until/).waitFor()

    // Edit, then disable: the other tab follows.
    await row.getByRole('button', { name: 'Edit' }).click()
    const edit = owner.getByRole('dialog', { name: 'Edit webhook Local receiver' })
    await edit.getByLabel('Description').fill('Orders receiver')
    await edit.getByRole('checkbox', { name: 'All events' }).check()
    await edit.getByRole('button', { name: 'Save webhook' }).click()
    await expectToast(owner, 'success', 'Orders receiver was saved')
    await row.getByText('Orders receiver', { exact: true }).waitFor()
    await row.getByText('All events', { exact: true }).waitFor()
    await row.getByRole('button', { name: 'Disable' }).click()
    await row.getByText('Disabled', { exact: true }).waitFor()
    await row.getByText(/Disabled by an admin/).waitFor()
    await watched.getByText('Disabled', { exact: true }).waitFor()

    const memberPage = await browser.newPage()
    const member = await signUpByApi(memberPage, url, uniqueUser('hookmember'))
    await addMemberByApi(owner, memberPage, url, org, member.email)
    await memberPage.goto(settings)
    await waitForHydration(memberPage)
    await memberPage.getByRole('heading', { name: /^Members/ }).waitFor()
    expect(await memberPage.getByRole('heading', { name: /^Webhooks/ }).count()).toBe(0)
    expect(await memberPage.getByRole('link', { name: 'Webhooks' }).count()).toBe(0)

    await row.getByRole('button', { name: 'Delete' }).click()
    await owner
      .getByRole('dialog', { name: 'Delete Orders receiver?' })
      .getByRole('button', { name: 'Delete webhook' })
      .click()
    await expectToast(owner, 'success', 'Orders receiver was deleted')
    await section.getByText('No webhooks yet').waitFor()
    await watcherHooks.getByText('No webhooks yet').waitFor()
  })
})
