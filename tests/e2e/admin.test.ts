import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { recordGlimpses, setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import {
  pathOf,
  setupAppServer,
  signUpByApi,
  signUpVerifiedByApi,
  submitSignInForm,
  uniqueUser,
} from './support'

const ADMIN = {
  name: 'Ada Admin',
  email: 'admin@example.com',
  username: 'ada_admin',
  password: 'admin-password-long',
}

/** A solid-colour RGB PNG of the given size (not square: the browser crops it). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x60)])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const server = setupAppServer({ ADMIN_EMAILS: ADMIN.email })
const browser = setupBrowser()

/** The first test signs the admin up and verifies the address (ADMIN_EMAILS then makes them admin); later ones sign in. */
let adminSignedUp = false
async function adminPage(): Promise<TestPage> {
  const page = await browser.newPage()
  if (!adminSignedUp) {
    await signUpVerifiedByApi(page, server(), ADMIN)
    adminSignedUp = true
  } else {
    const response = await page.request.post(`${server().url}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { Origin: server().url },
    })
    expect(response.status()).toBe(200)
  }
  return page
}

async function openUser(page: TestPage, email: string) {
  await page.goto(`${server().url}/admin?q=${encodeURIComponent(email)}`)
  await waitForHydration(page)
  const row = page.getByRole('list', { name: 'Users' }).getByRole('link', { name: new RegExp(email) })
  await row.click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin/users/'))
  await page.getByRole('heading', { level: 2, name: new RegExp(email.split('-')[0]!, 'i') }).waitFor()
  await waitForHydration(page, 'form[aria-label="Set role"]')
}

describe('site admin', () => {
  it('answers 404 with the not-found view to anonymous visitors and to users who are not admins', async () => {
    const page = await browser.newPage()
    page.allowConsoleErrors(/status of 404/, 'the /admin pages answer 404 on purpose')
    for (const path of ['/admin', '/admin/users/new']) {
      const anonymous = await page.goto(`${server().url}${path}`)
      expect(anonymous?.status(), path).toBe(404)
      await page.getByText('The page you are looking for does not exist.').waitFor()
    }

    await signUpByApi(page, server().url, uniqueUser('plain'))
    const signedIn = await page.goto(`${server().url}/admin`)
    expect(signedIn?.status()).toBe(404)
    await page.getByText('404', { exact: true }).waitFor()
    expect(await page.getByRole('heading', { name: 'Site admin' }).count()).toBe(0)
    // Nor does their settings page point there.
    await page.goto(`${server().url}/settings`)
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    expect(await page.getByRole('link', { name: /Site admin/ }).count()).toBe(0)
  })

  it('an admin bans a user, who is told why at sign-in; unbanning lets them back in', async () => {
    const admin = await adminPage()
    const target = uniqueUser('banned')
    const targetPage = await browser.newPage()
    targetPage.allowConsoleErrors(/status of 403/, 'the banned sign-in is refused with 403')
    await signUpByApi(targetPage, server().url, target)

    // From the settings index to the admin area.
    await admin.goto(`${server().url}/settings`)
    await waitForHydration(admin)
    await admin.getByRole('link', { name: /Site admin/ }).click()
    await admin.waitForURL((url) => url.pathname === '/admin')
    await admin.getByRole('heading', { name: 'Users', level: 2 }).waitFor()

    await openUser(admin, target.email)
    const banForm = admin.getByRole('form', { name: 'Ban user' })
    await banForm.getByLabel('Reason').fill('Spamming the roadmap')
    await banForm.getByLabel('Duration').selectOption({ label: '7 days' })
    await banForm.getByRole('button', { name: 'Ban user' }).click()
    await admin.getByTestId('ban-reason').filter({ hasText: 'Spamming the roadmap' }).waitFor()

    // The banned user was signed out, and the sign-in form says why and until when.
    await targetPage.goto(`${server().url}/home`)
    expect(new URL(targetPage.url()).pathname).toBe('/sign-in')
    await submitSignInForm(targetPage, target.email, target.password)
    const alert = targetPage.getByTestId('sign-in-banned')
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(
      /You have been banned from this application\. Reason: Spamming the roadmap\. The ban ends on .+ UTC\./,
    )
    expect(pathOf(targetPage)).toBe('/sign-in?redirect=%2Fhome')

    await admin.getByRole('button', { name: 'Unban user' }).click()
    await admin.getByRole('form', { name: 'Ban user' }).waitFor()
    await submitSignInForm(targetPage, target.email, target.password)
    await targetPage.waitForURL((url) => url.pathname === '/home')
  })

  it('an admin impersonates a user: a banner on every page, then stop returns to the admin', async () => {
    const admin = await adminPage()
    const target = uniqueUser('seen')
    const other = await browser.newPage()
    await signUpByApi(other, server().url, target)

    await openUser(admin, target.email)
    await admin.getByRole('button', { name: `Impersonate ${target.name}` }).click()
    await admin.waitForURL((url) => url.pathname === '/home')
    const banner = admin.getByRole('region', { name: 'Impersonation' })
    await banner.waitFor()
    expect(await banner.textContent()).toContain(`You are impersonating ${target.name}`)

    // On every page, including a full load rendered by the server.
    for (const path of ['/settings', `/profile/${target.username}`]) {
      await admin.goto(`${server().url}${path}`)
      await banner.waitFor()
    }
    const headerMenu = admin.getByRole('button', { name: 'Account menu' })
    await headerMenu.waitFor()

    await waitForHydration(admin, 'section[aria-label="Impersonation"]')
    await banner.getByRole('button', { name: 'Stop impersonating' }).click()
    await admin.waitForURL((url) => url.pathname === '/admin')
    await admin.getByRole('heading', { name: 'Site admin' }).waitFor()
    expect(await banner.count()).toBe(0)
  })

  it('creates a user, sets their role and password, then deletes them', async () => {
    const admin = await adminPage()
    const person = uniqueUser('made')
    await admin.goto(`${server().url}/admin/users/new`)
    await waitForHydration(admin, 'form[aria-label="Create user"]')
    const form = admin.getByRole('form', { name: 'Create user' })
    await form.getByLabel('Name').fill(person.name)
    await form.getByLabel('Email').fill(person.email)
    await form.getByLabel('Password').fill(person.password)
    await form.getByRole('button', { name: 'Create user' }).click()
    await admin.waitForURL(
      (url) => url.pathname.startsWith('/admin/users/') && !url.pathname.endsWith('/new'),
    )
    await waitForHydration(admin, 'form[aria-label="Set role"]')

    await admin.getByRole('form', { name: 'Set role' }).getByLabel('Role').selectOption('user,admin')
    await admin.getByRole('button', { name: 'Set role' }).click()
    await admin.getByText('Role set to user and admin').waitFor()

    const password = admin.getByRole('form', { name: 'Set password' })
    await password.getByLabel('New password').fill('a-brand-new-password')
    await password.getByRole('button', { name: 'Set password' }).click()
    await admin.getByText('Password set').waitFor()

    // Back to the list, newest first (the app keeps it, cached, with them in it), and to them again from there.
    await admin.goto(`${server().url}/admin`)
    await waitForHydration(admin)
    await admin
      .getByRole('list', { name: 'Users' })
      .getByRole('link', { name: new RegExp(person.name) })
      .click()
    await waitForHydration(admin, 'form[aria-label="Set role"]')
    const glimpsed = await recordGlimpses(admin, {
      'the deleted user in the list': {
        selector: 'ul[aria-label="Users"] span.font-medium',
        text: person.name,
      },
    })
    await admin.getByRole('button', { name: 'Delete user' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete user' }).click()
    await admin.waitForURL((url) => url.pathname === '/admin')
    await admin.getByText(`${person.name} was deleted`).waitFor()
    await admin.getByRole('list', { name: 'Users' }).waitFor()
    expect(await glimpsed()).toEqual([])
  })
})

describe('profile settings', () => {
  it('edits name and bio, uploads an avatar stored by the app, and shows them on the public profile', async () => {
    const page = await browser.newPage()
    const person = await signUpByApi(page, server().url, uniqueUser('face'))
    await page.goto(`${server().url}/profile/settings`)
    await waitForHydration(page, 'form[aria-label="Profile"]')

    // The avatar: a 300×200 PNG comes out as a 256×256 square served from /api/files/avatars/.
    await page.getByTestId('avatar-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png(300, 200),
    })
    await page.getByText('Profile picture updated').waitFor()
    const avatar = page.locator('section[aria-label="Profile picture"] img')
    await avatar.waitFor()
    const src = await avatar.getAttribute('src')
    expect(src).toMatch(/^\/api\/files\/avatars\/[A-Za-z0-9_-]+\.(webp|png)$/)
    const image = await page.request.get(`${server().url}${src}`)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toMatch(/^image\/(webp|png)$/)
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const size = await avatar.evaluate((element: HTMLImageElement) => [
      element.naturalWidth,
      element.naturalHeight,
    ])
    expect(size).toEqual([256, 256])

    const form = page.getByRole('form', { name: 'Profile' })
    await form.getByLabel('Name', { exact: true }).fill('Fay Face')
    await form.getByLabel('Bio').fill('Draws maps.\nDrinks tea.')
    await form.getByRole('button', { name: 'Save profile' }).click()
    await page.getByText('Profile saved').waitFor()

    await page.goto(`${server().url}/profile/${person.username}`)
    await page.getByRole('heading', { name: 'Fay Face' }).waitFor()
    expect(await page.getByTestId('profile-bio').textContent()).toBe('Draws maps.\nDrinks tea.')
    expect(await page.locator('main img').first().getAttribute('src')).toBe(src)
    await page.getByText(/^Joined /).waitFor()
  })

  it('refuses a file that is not an image, with a clear message', async () => {
    const page = await browser.newPage()
    await signUpByApi(page, server().url, uniqueUser('nofile'))
    await page.goto(`${server().url}/profile/settings`)
    await waitForHydration(page, 'form[aria-label="Profile"]')
    await page.getByTestId('avatar-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    })
    await page.getByRole('alert').filter({ hasText: 'Choose an image file' }).waitFor()
  })
})

describe('sessions', () => {
  it('lists this device and the others; revokes one, then all others', async () => {
    const page = await browser.newPage()
    const person = await signUpByApi(page, server().url, uniqueUser('devices'))
    const signInElsewhere = async () => {
      const other = await browser.newPage()
      const response = await other.request.post(`${server().url}/api/auth/sign-in/email`, {
        data: { email: person.email, password: person.password },
        headers: {
          Origin: server().url,
          'User-Agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        },
      })
      expect(response.status()).toBe(200)
      return other
    }
    const phone = await signInElsewhere()

    await page.goto(`${server().url}/settings/sessions`)
    await waitForHydration(page)
    const list = page.getByRole('list', { name: 'Active sessions' })
    await list.waitFor()
    expect(await list.getByRole('listitem').count()).toBe(2)
    await list.locator('li[data-current="true"]').getByText('This device').waitFor()
    await list.getByText('Safari 17 on iOS 17').waitFor()

    await list.getByRole('button', { name: 'Revoke Safari 17 on iOS 17' }).click()
    await page.getByText('Session revoked').waitFor()
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
    await phone.goto(`${server().url}/home`)
    expect(new URL(phone.url()).pathname).toBe('/sign-in')

    await signInElsewhere()
    await signInElsewhere()
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3)
    await page.getByRole('button', { name: 'Revoke all other sessions' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke all other sessions' }).click()
    await page.getByText('Signed out everywhere else').waitFor()
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
    await page.getByText('You are not signed in anywhere else.').waitFor()
  })
})
