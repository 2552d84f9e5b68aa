import type { CDPSession, Page, Route } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import { postFeedbackInUi } from './feedback-support'
import { createProjectInUi, createTeamByApi, suffix } from './org-support'
import { setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * The first seconds of a page on a slow phone: the server's HTML is on screen, the app's scripts have not
 * arrived, the CPU is slow. Whatever the person does then either works as plain HTML (the sign-in form posts),
 * is kept for when the page is ready (typed text, and what is derived from it), or is visibly not ready (a
 * disabled control saying "Loading…"): never a press that silently does nothing. And a post in flight never
 * erases what is typed meanwhile.
 */
const server = setupAppServer()
const browser = setupBrowser()

type Account = ReturnType<typeof uniqueUser>
type World = { owner: Account; org: string; project: string; feedbackPath: string }
let world: Promise<World> | undefined

/** A team with a public project and one feedback item, made by its owner. */
function theWorld(): Promise<World> {
  world ??= (async () => {
    const url = server().url
    const page = await browser.newPage()
    const owner = await signUpByApi(page, url, uniqueUser('early'))
    const org = `early-${suffix()}`
    await createTeamByApi(page, url, `Early ${org}`, org)
    const project = await createProjectInUi(page, url, org, { name: 'Early Birds', visibility: 'public' })
    const id = await postFeedbackInUi(page, url, { org, project }, 'Dark mode for the dashboard')
    return { owner, org, project, feedbackPath: `/@${org}/${project}/feedback/${id}` }
  })()
  return world
}

async function pageAs(account: Account): Promise<TestPage> {
  const page = await browser.newPage()
  await signInByApi(page, server().url, account.username, account.password)
  return page
}

const APP_SCRIPTS = /\/assets\/.+\.js(\?.*)?$/

/** The pages slowed down by a test, set back to full speed after it. */
const slowedDown: CDPSession[] = []

// Registered after setupBrowser's afterEach, so it runs before it (vitest runs after-hooks as a stack): the axe
// check of the page as the test left it then runs at full speed. A check at a quarter of the speed took 4–5 s a
// page and proves nothing more.
afterEach(() => fullSpeed())

/** Sets every page this test slowed down back to full speed. */
async function fullSpeed() {
  const sessions = slowedDown.splice(0)
  await Promise.all(
    sessions.map((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {})),
  )
}

/**
 * Opens `url` with the CPU slowed 4× and the app's scripts held back until the returned `release()`. Not with
 * page.goto, which waits for the load event that the held scripts hold back too.
 */
async function openBeforeHydration(page: TestPage, url: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  slowedDown.push(cdp)
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(APP_SCRIPTS, async (route) => {
    await released
    // The page may have gone elsewhere meanwhile (a plain POST), taking the request with it.
    await route.continue().catch(() => {})
  })
  await page.goto('about:blank')
  await page.evaluate((target) => {
    window.location.href = target
  }, url)
  // Wherever the server sends it (a redirect), once the document arrives.
  await page.waitForURL((address) => address.protocol.startsWith('http'), { waitUntil: 'commit' })
  await page.locator('#main').waitFor()
  expect(await isHydrated(page), 'the page hydrated although its scripts were held back').toBe(false)
  return release
}

async function isHydrated(page: Page, selector = '#main > *') {
  return page.evaluate((target) => {
    const element = document.querySelector(target)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
  }, selector)
}

/**
 * The page's buttons and selects that neither work without script nor say they are not ready: enabled
 * buttons that are not the submit button of a form with an `action` (a plain POST), enabled selects outside a
 * form. A disabled control must say why.
 */
async function silentControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const control of document.querySelectorAll<HTMLButtonElement | HTMLSelectElement>(
      'button, select',
    )) {
      if (control.getClientRects().length === 0) continue
      const describe = () => control.outerHTML.slice(0, 160)
      if (control.disabled) {
        if (!control.title && !control.getAttribute('aria-describedby'))
          found.push(`no reason: ${describe()}`)
        continue
      }
      const plainPost =
        control instanceof HTMLButtonElement &&
        control.type === 'submit' &&
        control.form?.hasAttribute('action')
      const formField = control instanceof HTMLSelectElement && control.form !== null
      if (!plainPost && !formField) found.push(`enabled: ${describe()}`)
    }
    return found
  })
}

describe('before the page is interactive', () => {
  it('create project: a name typed then fills the address once the page is ready, and the project is created', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner)
    const release = await openBeforeHydration(page, `${server().url}/@${w.org}/create-project`)
    const form = page.getByRole('form', { name: 'Create project' })
    const create = form.getByRole('button', { name: 'Create project' })
    expect(await create.isDisabled()).toBe(true)
    expect(await create.getAttribute('title')).toBe('Loading…')
    const name = `Launch Plans ${suffix()}`
    await form.getByLabel('Project name').fill(name)

    release()
    await waitForHydration(page, 'form[aria-label="Create project"]')
    const slug = name.toLowerCase().replace(/ /g, '-')
    await expect.poll(() => form.getByLabel('Address').inputValue()).toBe(slug)
    expect(await form.getByLabel('Project name').inputValue()).toBe(name)
    await create.click()
    await page.waitForURL((url) => url.pathname === `/@${w.org}/${slug}`)
    await page.getByRole('heading', { level: 2, name }).waitFor()
  })

  it('sign-in: filled and sent as plain HTML, it signs in', async () => {
    const user = await signUpByApi(await browser.newPage(), server().url, uniqueUser('slow'))
    const page = await browser.newPage()
    const release = await openBeforeHydration(page, `${server().url}/sign-in?redirect=%2Fhome`)
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('Email or username').fill(user.username)
    await form.getByLabel('Password', { exact: true }).fill(user.password)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/home', { waitUntil: 'commit' })
    release()
    await waitForHydration(page)
    expect(await page.getByTestId('user-menu').count()).toBe(1)
  })

  it('the theme switch says it is not ready, then works', async () => {
    const page = await browser.newPage({ colorScheme: 'light' })
    const release = await openBeforeHydration(page, `${server().url}/`)
    const themeSwitch = page.getByTestId('theme-switch')
    expect(await themeSwitch.isDisabled()).toBe(true)
    expect(await themeSwitch.getAttribute('title')).toBe('Loading…')
    expect(await silentControls(page)).toEqual([])

    release()
    await waitForHydration(page, '[data-testid="theme-switch"]')
    await expect.poll(() => themeSwitch.isEnabled()).toBe(true)
    expect(await themeSwitch.getAttribute('title')).toBeNull()
    await themeSwitch.click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
  })

  it('the feedback composer keeps a comment typed then and posts it once ready; no control is silently inert', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner)
    const release = await openBeforeHydration(page, `${server().url}${w.feedbackPath}`)
    expect(await silentControls(page)).toEqual([])
    const form = page.getByRole('form', { name: 'Add a comment' })
    const post = form.getByRole('button', { name: 'Post comment' })
    expect(await post.getAttribute('title')).toBe('Loading…')
    const comment = `Typed while the page loaded ${suffix()}`
    await form.getByRole('textbox', { name: 'Comment' }).fill(comment)

    release()
    await waitForHydration(page, 'form[aria-label="Add a comment"]')
    await expect.poll(() => post.isEnabled()).toBe(true)
    expect(await form.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe(comment)
    await post.click()
    await page.locator('p').filter({ hasText: comment }).first().waitFor()
    await expect.poll(() => form.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('')
  })
})

describe('no first-load page has a control that silently does nothing', () => {
  it.each([
    ['home', () => '/home'],
    ['settings', () => '/settings'],
    ['notifications', () => '/notifications'],
    ['the organization', (w: World) => `/@${w.org}`],
    ['the project', (w: World) => `/@${w.org}/${w.project}`],
    ['feedback', (w: World) => `/@${w.org}/${w.project}/feedback`],
    ['the roadmap', (w: World) => `/@${w.org}/${w.project}/roadmap`],
    ['updates', (w: World) => `/@${w.org}/${w.project}/updates`],
    ['discussions', (w: World) => `/@${w.org}/${w.project}/discussions`],
    ['chat', (w: World) => `/@${w.org}/${w.project}/chat`],
    ['files', (w: World) => `/@${w.org}/${w.project}/files`],
  ])('%s', async (_name, path) => {
    const w = await theWorld()
    const page = await pageAs(w.owner)
    const release = await openBeforeHydration(page, `${server().url}${path(w)}`)
    expect(await silentControls(page)).toEqual([])
    // What this test looks at is behind it: the page hydrates at full speed, still without an error.
    await fullSpeed()
    release()
    await waitForHydration(page)
  })
})

/** Holds every server-function POST (a send) until the returned function lets them through. */
async function holdSends(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const hold = async (route: Route) => {
    if (route.request().method() === 'POST') await released
    await route.continue()
  }
  await page.route('**/_serverFn/**', hold)
  return release
}

describe('while a post is in flight', () => {
  it('the feedback comment box cannot take text that the finished post would erase', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner)
    await page.goto(`${server().url}${w.feedbackPath}`)
    await waitForHydration(page, 'form[aria-label="Add a comment"]')
    const form = page.getByRole('form', { name: 'Add a comment' })
    const box = form.getByRole('textbox', { name: 'Comment' })
    const first = `First thought ${suffix()}`
    await box.fill(first)

    const release = await holdSends(page)
    await form.getByRole('button', { name: 'Post comment' }).click()
    await form.getByRole('button', { name: 'Posting…' }).waitFor()
    await box.focus()
    await page.keyboard.type(' and a second one')
    // Locked while sending: the second text never went in, so there is nothing to lose.
    expect(await box.inputValue()).toBe(first)
    expect(await box.getAttribute('readonly')).not.toBeNull()

    release()
    await page.locator('p').filter({ hasText: first }).first().waitFor()
    await expect.poll(() => box.inputValue()).toBe('')
    expect(await box.getAttribute('readonly')).toBeNull()
    const second = `Second thought ${suffix()}`
    await box.focus()
    await page.keyboard.type(second)
    expect(await box.inputValue()).toBe(second)
  })

  it('the discussion reply box cannot take text that the finished post would erase', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner)
    await page.goto(`${server().url}/@${w.org}/${w.project}/discussions/new`)
    await waitForHydration(page)
    const title = `Which release comes next ${suffix()}`
    await page.getByLabel('Title').fill(title)
    await page.getByRole('textbox', { name: 'Body' }).fill('Let us decide.')
    await page.getByRole('button', { name: 'Start discussion' }).click()
    await page.getByRole('heading', { level: 3, name: title }).waitFor()
    await waitForHydration(page, 'form[aria-label="Reply"]')

    const box = page.getByRole('textbox', { name: 'Reply', exact: true })
    const first = `The spring one ${suffix()}`
    await box.fill(first)
    const release = await holdSends(page)
    await page.getByRole('button', { name: 'Post reply' }).click()
    await page.getByRole('button', { name: 'Posting…' }).waitFor()
    await box.focus()
    await page.keyboard.type(' and then the summer one')
    expect(await box.inputValue()).toBe(first)
    expect(await box.getAttribute('readonly')).not.toBeNull()

    release()
    await page.getByRole('region', { name: 'Replies' }).getByText(first).waitFor()
    await expect.poll(() => box.inputValue()).toBe('')
    expect(await box.getAttribute('readonly')).toBeNull()
  })
})
