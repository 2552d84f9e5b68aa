import { describe, expect, it } from 'vitest'
import { setupBrowser } from '../helpers/browser'
import { DEMO, pathOf, setupAppServer, signInByApi, submitSignInForm } from './support'

const server = setupAppServer()
const browser = setupBrowser()

describe('route guards', () => {
  it.each([
    ['/home', '/home'],
    ['/settings', '/settings'],
    ['/profile/settings/', '/profile/settings'],
    ['/create/team', '/create/team'],
  ])('sends an anonymous visitor on %s to /sign-in?redirect=%s', async (path, redirect) => {
    const page = await browser.newPage()
    const response = await page.goto(`${server().url}${path}`)
    expect(response?.status()).toBe(200)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/sign-in')
    expect(url.searchParams.get('redirect')).toBe(redirect)
    await page.getByRole('form', { name: 'Sign in' }).waitFor()
  })

  it('brings the visitor back to /settings after signing in from /sign-in?redirect=/settings', async () => {
    const page = await browser.newPage()
    await page.goto(`${server().url}/settings`)
    expect(pathOf(page)).toBe('/sign-in?redirect=%2Fsettings')
    await submitSignInForm(page, DEMO.username, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    expect(pathOf(page)).toBe('/settings')
  })

  it('sends a signed-in user on /sign-in to the root', async () => {
    const page = await browser.newPage()
    await signInByApi(page, server().url)
    const response = await page.goto(`${server().url}/sign-in?redirect=%2Fsettings`)
    expect(response?.status()).toBe(200)
    expect(pathOf(page)).toBe('/')
    await page.getByRole('link', { name: 'Go to your teams' }).waitFor()
    expect(await page.getByRole('form', { name: 'Sign in' }).count()).toBe(0)
  })

  it.each(['//evil.example', 'https://evil.example/steal', '/\\evil.example'])(
    'ignores the off-site redirect %s and lands on /home',
    async (redirect) => {
      const page = await browser.newPage()
      const offSite: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.includes('evil')) offSite.push(request.url())
      })
      await page.goto(`${server().url}/sign-in?redirect=${encodeURIComponent(redirect)}`)
      await submitSignInForm(page, DEMO.username, DEMO.password)
      await page.waitForURL((url) => url.pathname === '/home')
      await page.getByRole('heading', { name: 'Your teams' }).waitFor()
      expect(new URL(page.url()).origin).toBe(new URL(server().url).origin)
      expect(offSite).toEqual([])
    },
  )
})
