import { describe, expect, test } from 'vitest'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { addMemberByApi, createTeamByApi, expectToast, horizontalOverflow, suffix } from './org-support'
import { setupAppServer, signUpByApi, uniqueUser } from './support'

/**
 * Issue 38: an organisation's API keys in its settings. An owner on a phone creates a key, sees its secret
 * once and copies it; another of their tabs sees the key arrive and its revocation without a reload; a plain
 * member's settings have no API keys section. Both themes (axe) on every page opened.
 */
const server = setupAppServer()
const browser = setupBrowser()

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

describe('API keys in the organisation settings', () => {
  test('an owner creates a key, copies it once, revokes it; a member sees no API keys', async () => {
    const url = server().url
    const owner = await browser.newPage({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] })
    const ownerAccount = await signUpByApi(owner, url, uniqueUser('keyowner'))
    const org = `keys-${suffix()}`
    await createTeamByApi(owner, url, `Keys ${org}`, org)
    const settings = `${url}/@${org}/settings`

    // Another tab of the owner's, on a desktop: it follows the list live.
    const watcher = await browser.newPage()
    const watcherLogin = await watcher.request.post(`${url}/api/auth/sign-in/email`, {
      data: { email: ownerAccount.email, password: ownerAccount.password },
      headers: { Origin: url },
    })
    expect(watcherLogin.status(), await watcherLogin.text()).toBe(200)
    await watcher.goto(settings)
    await waitForHydration(watcher)
    const watcherKeys = watcher.getByRole('region', { name: /API keys/ })
    await watcherKeys.getByText('No API keys yet').waitFor()

    await owner.goto(settings)
    await waitForHydration(owner)
    const section = owner.getByRole('region', { name: /API keys/ })
    await section.getByText('No API keys yet').waitFor()
    await section.getByRole('button', { name: 'Create API key' }).click()

    const dialog = owner.getByRole('dialog', { name: 'Create API key' })
    await dialog.getByLabel('Name', { exact: true }).fill('Release pipeline')
    for (const scope of ['updates:read', 'updates:write', 'feedback:read'])
      await dialog.getByRole('checkbox', { name: scope }).check()
    await dialog.getByRole('button', { name: 'Create key' }).click()

    const reveal = owner.getByRole('dialog', { name: 'Release pipeline is ready' })
    await reveal.getByText('You won’t see it again').waitFor()
    const secret = await reveal.getByLabel('Your new API key').inputValue()
    expect(secret).toMatch(/^parley_[A-Za-z0-9_-]{43}$/)
    await reveal.getByRole('button', { name: 'Copy' }).click()
    await expectToast(owner, 'success', 'API key copied')
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await reveal.getByRole('button', { name: 'Done' }).click()
    await reveal.waitFor({ state: 'hidden' })

    const row = section.getByTestId('api-key-row').filter({ hasText: 'Release pipeline' })
    await row.getByText('Active').waitFor()
    await row.getByText(secret.slice(0, 11)).waitFor()
    for (const scope of ['feedback:read', 'updates:read', 'updates:write'])
      await row.getByText(scope).waitFor()
    await row.getByText('All projects').waitFor()
    // Shown once: the secret is nowhere on the page any more.
    expect(await owner.content()).not.toContain(secret)
    const { scrollWidth } = await horizontalOverflow(owner)
    expect(scrollWidth).toBeLessThanOrEqual(375)

    const watched = watcherKeys.getByTestId('api-key-row').filter({ hasText: 'Release pipeline' })
    await watched.getByText('Active').waitFor()

    await row.getByRole('button', { name: 'Revoke Release pipeline' }).click()
    await owner
      .getByRole('dialog', { name: 'Revoke Release pipeline?' })
      .getByRole('button', { name: 'Revoke key' })
      .click()
    await expectToast(owner, 'success', 'Release pipeline was revoked')
    await row.getByText('Revoked', { exact: true }).first().waitFor()
    await expect.poll(() => row.getByRole('button', { name: 'Revoke Release pipeline' }).count()).toBe(0)
    await watched.getByText('Revoked', { exact: true }).first().waitFor()

    const memberPage = await browser.newPage()
    const member = await signUpByApi(memberPage, url, uniqueUser('keymember'))
    await addMemberByApi(owner, memberPage, url, org, member.email)
    await memberPage.goto(settings)
    await waitForHydration(memberPage)
    await memberPage.getByRole('heading', { name: /^Members/ }).waitFor()
    expect(await memberPage.getByRole('heading', { name: /API keys/ }).count()).toBe(0)
    expect(await memberPage.getByRole('link', { name: 'API keys' }).count()).toBe(0)
  })
})
