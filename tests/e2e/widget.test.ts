import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { setupBrowser, type TestPage } from '../helpers/browser'
import { closeSiteServer } from '../helpers/site-server'
import { openLive, postFeedbackInUi } from './feedback-support'
import { horizontalOverflow } from './org-support'
import { signInByApi } from './support'
import { openWidgetSettings, saveWidgetInUi, signToken, turnOnWidgetInUi } from './widget-support'

/**
 * Issue 40, from a customer's side: a site on ANOTHER origin (a tiny server on its own port, here) pastes the
 * snippet; in Chromium its launcher appears, opens by keyboard and closes with Escape; a token its server signed
 * (with `jose`, independently of Parley's code) identifies the person, who votes and posts; the item lands live
 * on the project's feedback page that a member has open, with the person's name. Forged, expired, `alg: none`
 * and other projects' tokens get an error event and no session; a site whose origin is not allowed gets no
 * launcher (the embed answers 404, or the browser refuses to frame it); a phone gets the whole screen. The
 * team's owner sets the widget up first in the project's settings, as docs/widget.md says (beforeAll); the
 * section itself has its own journey in widget-settings.test.ts.
 */
const browser = setupBrowser()
let app: AppServer | undefined
const server = () => {
  if (!app) throw new Error('The app server is not running')
  return app
}

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

/** The seeded demo: its team, public and private projects. */
const DEMO = { org: 'demo', project: 'public-roadmap', privateProject: 'internal-tools' } as const
/** What the snippet's data-parley-project names. */
const project = `${DEMO.org}/${DEMO.project}`
/** Set up by the owner in the Widget settings (beforeAll): the secrets it showed once, the launcher chosen. */
let secret = ''
let otherSecret = ''
const LAUNCHER = { position: 'left', colour: '#0f766e' } as const

/** The host's pages: `/` has the snippet; `/forged` frames the embed by hand, claiming another host. */
let host: http.Server
let hostPort = 0
/** Allowed: the host at 127.0.0.1. Not allowed: the same server as `localhost`, another origin to a browser. */
const allowedOrigin = () => `http://127.0.0.1:${hostPort}`
const refusedOrigin = () => `http://localhost:${hostPort}`

function hostPage(parley: string, project: string, theme = 'light', language = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Northwind app</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Northwind app</h1><p>The customer's own product.</p></main>
<script>
window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments) };
window.events = [];
['ready', 'open', 'close', 'identified', 'error', 'feedback:created', 'vote'].forEach(function (name) {
  Parley('on', name, function (detail) { window.events.push({ name: name, detail: detail || null }) });
});
</script>
<script src="${parley}/widget.js" data-parley-project="${project}" data-parley-theme="${theme}"${language ? ` data-parley-language="${language}"` : ''} async></script>
</body></html>`
}

function forgedPage(parley: string, project: string) {
  // A page of a refused origin that frames the embed itself, claiming to be the allowed host.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Elsewhere</title></head>
<body><main><h1>Elsewhere</h1></main>
<script>
window.messages = [];
window.addEventListener('message', function (event) { window.messages.push(event.data) });
var frame = document.createElement('iframe');
frame.title = 'Forged';
frame.src = '${parley}/embed/@${project}?host=' + encodeURIComponent('${allowedOrigin()}');
document.body.append(frame);
</script></body></html>`
}

beforeAll(async () => {
  host = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host')
    const parley = url.searchParams.get('parley') ?? ''
    const project = url.searchParams.get('project') ?? ''
    const theme = url.searchParams.get('theme') ?? 'light'
    const language = url.searchParams.get('language') ?? ''
    if (url.pathname === '/' || url.pathname === '/forged') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        url.pathname === '/' ? hostPage(parley, project, theme, language) : forgedPage(parley, project),
      )
    } else {
      // A site's own favicon and other files: nothing to do with the widget.
      response.writeHead(204).end()
    }
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  hostPort = (host.address() as AddressInfo).port

  app = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
  // What the team's owner does (the demo account): in each project's settings, Widget, turn the widget on,
  // keep the secret it shows once, allow the host's origin, choose the launcher and the tabs, save. The demo
  // project's widget (the seed turned it on for the app's own address) gets a secret of the owner's own; the
  // private project's secret signs "another project's" tokens (a private project's widget never loads).
  const owner = await browser.newPage()
  await signInByApi(owner, server().url)
  for (const slug of [DEMO.project, DEMO.privateProject]) {
    const section = await openWidgetSettings(owner, server().url, DEMO.org, slug)
    const value = await turnOnWidgetInUi(owner, section)
    if (slug === DEMO.project) secret = value
    else otherSecret = value
    await saveWidgetInUi(owner, section, {
      origins: [allowedOrigin()],
      position: LAUNCHER.position,
      colour: LAUNCHER.colour,
      tabs: ['Feedback', 'Updates'],
    })
  }
  expect(secret).not.toBe(otherSecret)
})
afterAll(async () => {
  await closeSiteServer(host)
  await app?.stop()
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true })
})

/** An unsigned token (`alg: none`): what a forger sends when they have no secret. */
function unsignedToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + 600 })}.`
}

const hostUrl = (origin: string, project: string, theme = 'light', path = '/') =>
  `${origin}${path}?parley=${encodeURIComponent(server().url)}&project=${encodeURIComponent(project)}&theme=${theme}`

const widgetFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Feedback widget"]')

const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { events: { name: string; detail: unknown }[] }).events)

async function waitForEvent(page: Page, name: string) {
  await page.waitForFunction(
    (wanted) => (window as unknown as { events: { name: string }[] }).events.some((e) => e.name === wanted),
    name,
  )
  return (await eventsOf(page)).filter((event) => event.name === name)
}

/** The focused element, looking into the widget's shadow root: "launcher", "frame", or the page's own tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    const inner = active?.shadowRoot?.activeElement
    if (!inner) return active?.tagName.toLowerCase() ?? null
    if (inner.tagName === 'IFRAME') return 'frame'
    return inner.classList.contains('launcher') ? 'launcher' : inner.tagName.toLowerCase()
  })

/**
 * The Authorization header of each request the widget's frame makes to the embed API, from now on. The session
 * lives in the frame (its sessionStorage where the browser allows third-party storage, else its memory), so
 * what the frame sends is what it holds.
 */
function recordBearers(page: Page) {
  const seen: { path: string; bearer: string | null }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/embed/'))
      seen.push({
        path: url.pathname.replace(/^\/api\/embed\/@[^/]+\/[^/]+/, ''),
        bearer: request.headers().authorization ?? null,
      })
  })
  return seen
}

describe('the widget on a customer’s site', () => {
  test('launcher, keyboard, identify with a signed token, vote and post; the item lands live with the name', async () => {
    const url = server().url
    // A member of the team (the demo account) posts an item, then keeps the feedback page open, live.
    const owner = await browser.newPage()
    await signInByApi(owner, url)
    const existing = await postFeedbackInUi(
      owner,
      url,
      { org: DEMO.org, project: DEMO.project },
      'Export reports as CSV',
    )
    await openLive(owner, url, `/@${DEMO.org}/${DEMO.project}/feedback?sort=new`)

    const customer = await browser.newPage()
    const bearers = recordBearers(customer)
    await customer.goto(hostUrl(allowedOrigin(), project))
    const launcher = customer.getByRole('button', { name: 'Feedback', exact: true })
    await launcher.waitFor()
    await waitForEvent(customer, 'ready')
    expect(await launcher.getAttribute('aria-expanded')).toBe('false')
    // Where and in the colour the owner chose in the settings.
    expect((await launcher.boundingBox())?.x).toBeLessThan(100)
    expect(await launcher.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(15, 118, 110)',
    )
    // Nothing of ours in the page's own tree but the one element; no style reaches the page.
    expect(await customer.locator('body > [data-parley-widget]').count()).toBe(1)
    expect(await customer.evaluate(() => document.querySelectorAll('head style, head link').length)).toBe(0)

    // Keyboard: Tab reaches the launcher, Enter opens (focus moves in), Escape closes (focus comes back).
    await customer.keyboard.press('Tab')
    expect(await focused(customer)).toBe('launcher')
    await customer.keyboard.press('Enter')
    const frame = widgetFrame(customer)
    await frame.getByRole('tab', { name: 'Feedback' }).waitFor()
    await expect.poll(() => focused(customer)).toBe('frame')
    expect(await launcher.getAttribute('aria-expanded')).toBe('true')
    await customer.keyboard.press('Escape')
    await expect.poll(() => focused(customer)).toBe('launcher')
    expect(await launcher.getAttribute('aria-expanded')).toBe('false')
    expect(await customer.locator('iframe[title="Feedback widget"]').isVisible()).toBe(false)

    // Anonymous: it reads, and says the host must sign the person in to vote.
    await launcher.click()
    const existingRow = frame.getByRole('listitem').filter({ hasText: 'Export reports as CSV' })
    const vote = existingRow.getByRole('button', { name: /^Vote for Export reports as CSV/ })
    expect(await vote.getAttribute('aria-disabled')).toBe('true')

    // The host's server signs a token for its user; the page hands it over.
    const token = await signToken(secret, {
      sub: 'northwind-user-42',
      name: 'Casey Customer',
      email: 'casey@northwind.example',
      company: { id: 'northwind', name: 'Northwind Traders', plan: 'Business', monthly_spend: 1200 },
    })
    await customer.evaluate(
      (value) =>
        (window as unknown as { Parley: (...a: unknown[]) => void }).Parley('identify', { token: value }),
      token,
    )
    const [identified] = await waitForEvent(customer, 'identified')
    expect(identified?.detail).toMatchObject({ person: { name: 'Casey Customer' } })
    // The frame now sends its session with every request: the list is read again as the person.
    await expect
      .poll(() => bearers.some((r) => r.path === '/feedback' && /^Bearer pws_/.test(r.bearer ?? '')))
      .toBe(true)
    expect(bearers.find((r) => r.path === '/identify')?.bearer).toBeNull()

    // Vote: pressed, counted, told to the host page, and seen live by the member.
    await expect.poll(() => vote.getAttribute('aria-disabled')).toBe('false')
    await vote.click()
    await expect.poll(() => vote.getAttribute('aria-pressed')).toBe('true')
    expect(await vote.getAttribute('aria-label')).toBe('Vote for Export reports as CSV (2 votes)')
    const [voted] = await waitForEvent(customer, 'vote')
    expect(voted?.detail).toEqual({ item: { id: existing }, voted: true, votes: 2 })
    await owner.getByRole('button', { name: 'Vote for Export reports as CSV (2 votes)' }).waitFor()

    // Post: similar items while typing, then the form; the item view opens.
    await frame.getByRole('button', { name: 'Post feedback' }).click()
    await frame.getByRole('heading', { name: 'Post feedback' }).waitFor()
    const title = frame.getByRole('textbox', { name: 'Title' })
    await title.fill('Export reports as PDF')
    await frame
      .getByRole('region', { name: /Similar feedback/ })
      .getByText('Export reports as CSV')
      .waitFor()
    await frame.getByRole('textbox', { name: 'Details (optional)' }).fill('For the monthly board meeting.')
    await frame.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'Feature requests' })
    await frame.getByRole('button', { name: 'Post feedback', exact: true }).last().click()
    await frame.getByRole('heading', { name: 'Export reports as PDF' }).waitFor()
    const [created] = await waitForEvent(customer, 'feedback:created')
    const item = (created!.detail as { item: { id: string; title: string; url: string } }).item
    expect(item.title).toBe('Export reports as PDF')
    expect(item.url).toBe(`${url}/@${DEMO.org}/${DEMO.project}/feedback/${item.id}`)

    // Live on the member's page, without a reload; the item's page names the person and, for members, the
    // company their token named.
    const row = owner.getByRole('link', { name: 'Export reports as PDF' })
    await row.waitFor()
    await row.click()
    await owner.getByRole('heading', { level: 1, name: 'Export reports as PDF' }).waitFor()
    await owner.getByText('Casey Customer').first().waitFor()
    await owner.getByText('· Northwind Traders').first().waitFor()

    // A comment from the widget.
    await frame.getByRole('textbox', { name: 'Your comment' }).fill('Landscape, please.')
    await frame.getByRole('button', { name: 'Comment' }).click()
    await frame.getByText('Landscape, please.').waitFor()

    // My feedback lists it with its status; the link opens Parley's page in a new tab, without an opener.
    await frame.getByRole('button', { name: '← Back to feedback' }).click()
    await frame.getByRole('radio', { name: 'My feedback' }).check()
    await frame
      .getByRole('listitem')
      .filter({ hasText: 'Export reports as PDF' })
      .getByText('Yours')
      .waitFor()
    await frame.getByRole('button', { name: 'Export reports as PDF', exact: true }).click()
    const external = frame.getByRole('link', { name: /Open the full page/ })
    expect(await external.getAttribute('target')).toBe('_blank')
    expect(await external.getAttribute('rel')).toContain('noopener')

    // Logout ends the session.
    await customer.evaluate(() =>
      (window as unknown as { Parley: (...a: unknown[]) => void }).Parley('logout'),
    )
    await expect.poll(() => bearers.some((r) => r.path === '/logout' && r.bearer !== null)).toBe(true)
    await frame.getByRole('button', { name: '← Back to feedback' }).click()
    await frame.getByRole('radio', { name: 'All' }).check()
    await expect
      .poll(() => bearers.filter((r) => r.path === '/feedback').at(-1)?.bearer ?? 'none')
      .toBe('none')
  })

  test('forged, expired, alg none and other projects’ tokens: an error event each, never a session', async () => {
    const customer = await browser.newPage()
    customer.allowConsoleErrors(/status of 401/, 'identify refuses each bad token with a 401 problem')
    const bearers = recordBearers(customer)
    await customer.goto(hostUrl(allowedOrigin(), project, 'dark'))
    await waitForEvent(customer, 'ready')

    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: 'northwind-user-43', name: 'Mallory' }
    const cases: [string, string, string][] = [
      ['forged', await signToken(`parley_ws_${'x'.repeat(43)}`, claims), 'invalid_token'],
      ['expired', await signToken(secret, claims, { iat: now - 700, exp: now - 120 }), 'expired_token'],
      ['alg none', unsignedToken(claims), 'unsupported_algorithm'],
      ['another project’s', await signToken(otherSecret, claims), 'invalid_token'],
    ]
    for (const [label, token, code] of cases) {
      await customer.evaluate(() => {
        ;(window as unknown as { events: unknown[] }).events.length = 0
      })
      await customer.evaluate(
        (value) =>
          (window as unknown as { Parley: (...a: unknown[]) => void }).Parley('identify', { token: value }),
        token,
      )
      const [error] = await waitForEvent(customer, 'error')
      expect(error?.detail, label).toMatchObject({ code })
      expect(typeof (error!.detail as { message: string }).message, label).toBe('string')
      expect(
        (await eventsOf(customer)).some((event) => event.name === 'identified'),
        label,
      ).toBe(false)
    }
    // Never a session: nothing the frame sent, before or after, carried one.
    // Still anonymous in the panel.
    await customer.getByRole('button', { name: 'Feedback', exact: true }).click()
    await widgetFrame(customer).getByRole('radio', { name: 'My feedback' }).check()
    await widgetFrame(customer)
      .getByText(/to see your feedback/)
      .waitFor()
    await expect.poll(() => bearers.filter((r) => r.path === '/feedback').length).toBeGreaterThan(1)
    expect(bearers.filter((r) => r.path === '/identify')).toHaveLength(4)
    expect(bearers.filter((r) => r.bearer !== null)).toEqual([])
  })

  test('an origin not in the list: no launcher, the embed answers 404 and cannot be framed', async () => {
    const url = server().url
    // The embed page itself: 404 for a host not allowed, framable by the allowed host alone.
    const refused = await fetch(`${url}/embed/@${project}?host=${encodeURIComponent(refusedOrigin())}`)
    expect(refused.status).toBe(404)
    const allowed = await fetch(`${url}/embed/@${project}?host=${encodeURIComponent(allowedOrigin())}`)
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('content-security-policy')).toContain(`frame-ancestors ${allowedOrigin()}`)
    expect(allowed.headers.get('x-frame-options')).toBeNull()
    expect(allowed.headers.get('cache-control')).toBe('no-store')
    expect(await allowed.text()).toMatch(/<script type="module" src="\/embed\/assets\/embed-[\w-]+\.js">/)
    // A private project never has a widget.
    const hidden = await fetch(
      `${url}/embed/@${DEMO.org}/${DEMO.privateProject}?host=${encodeURIComponent(allowedOrigin())}`,
    )
    expect(hidden.status).toBe(404)

    const stranger = (await browser.newPage()) as TestPage
    stranger.allowConsoleErrors(/status of 404/, 'the embed page answers 404 to a host that is not allowed')
    stranger.allowConsoleErrors(
      /frame-ancestors 'none'/,
      'and its 404 page may not be framed by anyone either',
    )
    const embedAnswered = stranger.waitForResponse((response) => response.url().includes('/embed/@'))
    await stranger.goto(hostUrl(refusedOrigin(), project))
    expect((await embedAnswered).status()).toBe(404)
    await stranger.waitForTimeout(1000)
    expect(await stranger.getByRole('button', { name: 'Feedback', exact: true }).count()).toBe(0)
    expect((await eventsOf(stranger)).some((event) => event.name === 'ready')).toBe(false)

    // A refused origin framing the embed while claiming the allowed host: the browser refuses the frame.
    const forger = (await browser.newPage()) as TestPage
    forger.allowConsoleErrors(/frame-ancestors/, 'the browser refuses to frame the embed for this origin')
    const framed = forger.waitForResponse((response) => response.url().includes('/embed/@'))
    await forger.goto(hostUrl(refusedOrigin(), project, 'light', '/forged'))
    expect((await framed).status()).toBe(200)
    await forger.waitForTimeout(1000)
    expect(await forger.evaluate(() => (window as unknown as { messages: unknown[] }).messages)).toEqual([])
    const embedFrame = forger.frames().find((frame) => frame !== forger.mainFrame())
    expect(await embedFrame?.evaluate(() => document.getElementById('app')).catch(() => null)).toBeFalsy()
  })

  test('in the host page’s language (data-parley-language), the launcher’s word included', async () => {
    const page = await browser.newPage()
    await page.goto(`${hostUrl(allowedOrigin(), project)}&language=fr`)
    const launcher = page.getByRole('button', { name: 'Retours', exact: true })
    await launcher.waitFor()
    await launcher.click()
    const frame = widgetFrame(page)
    await frame.getByRole('tab', { name: 'Retours' }).waitFor()
    expect(await frame.locator('html').getAttribute('lang')).toBe('fr')
    expect(
      await page
        .locator('[data-parley-widget]')
        .evaluate((host) => host.shadowRoot?.querySelector('.panel')?.getAttribute('aria-label')),
    ).toBe('Retours')
  })

  test('on a phone the panel takes the whole screen', async () => {
    const phone = await browser.newPage(PHONE)
    await phone.goto(hostUrl(allowedOrigin(), project))
    const launcher = phone.getByRole('button', { name: 'Feedback', exact: true })
    // The demo project has published updates this person has not seen: the launcher has its dot.
    const dot = phone.locator('[data-parley-widget] .dot')
    await dot.waitFor()
    await launcher.click()
    const frame = widgetFrame(phone)
    await frame.getByRole('tab', { name: 'Feedback' }).waitFor()
    const box = await phone.locator('iframe[title="Feedback widget"]').boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 })
    const { scrollWidth } = await horizontalOverflow(phone)
    expect(scrollWidth).toBeLessThanOrEqual(375)
    // The panel's own Close button (the launcher is under it).
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => focused(phone)).toBe('launcher')
    // The JavaScript API: open on a tab, close.
    const parley = (...args: unknown[]) =>
      phone.evaluate(
        (values) => (window as unknown as { Parley: (...a: unknown[]) => void }).Parley(...values),
        args,
      )
    await parley('open', { tab: 'updates' })
    await expect
      .poll(() => frame.getByRole('tab', { name: /Updates/ }).getAttribute('aria-selected'))
      .toBe('true')
    await frame
      .getByRole('list', { name: 'Updates' })
      .or(frame.getByText('No updates published yet'))
      .waitFor()
    expect((await eventsOf(phone)).map((event) => event.name)).toContain('open')
    await parley('close')
    await phone.locator('iframe[title="Feedback widget"]').waitFor({ state: 'hidden' })
    expect((await eventsOf(phone)).map((event) => event.name).at(-1)).toBe('close')
    // Seen: the dot goes, and stays gone on the next visit (kept by the host page, whatever the frame may store).
    await dot.waitFor({ state: 'hidden' })
    await phone.reload()
    await launcher.waitFor()
    await waitForEvent(phone, 'ready')
    await phone.waitForTimeout(500)
    expect(await dot.isVisible()).toBe(false)
  })
})
