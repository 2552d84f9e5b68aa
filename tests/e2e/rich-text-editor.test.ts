import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setupBrowser, type TestPage } from '../helpers/browser'
import { closeSiteServer } from '../helpers/site-server'

/**
 * The rich-text editor in Chromium, on a page of its own (./rich-text-harness, built here with Vite): mention
 * autocomplete by keyboard and pointer, toolbar and shortcuts with undo, preview, counter, react-hook-form,
 * accessibility (axe) in both themes and at 375 px.
 */
const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '../..')
const harnessRoot = path.join(here, 'rich-text-harness')

let outDir: string
let server: http.Server
let baseUrl: string
const { newPage } = setupBrowser()

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-rich-text-'))
  await build({
    root: harnessRoot,
    configFile: false,
    logLevel: 'error',
    cacheDir: path.join(outDir, '.vite'),
    plugins: [tsconfigPaths({ root: repoRoot }), tailwindcss(), react()],
    build: { outDir: path.join(outDir, 'site'), emptyOutDir: true, minify: false },
  })
  const site = path.join(outDir, 'site')
  server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = path.join(site, pathname === '/' ? 'index.html' : pathname)
    if (!file.startsWith(site) || !fs.existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html'
    response.writeHead(200, { 'Content-Type': type }).end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await closeSiteServer(server)
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true })
})

async function open(options: { width?: number; theme?: 'dark' } = {}): Promise<TestPage> {
  const page = await newPage({ viewport: { width: options.width ?? 1024, height: 800 } })
  await page.goto(`${baseUrl}/${options.theme ? `?theme=${options.theme}` : ''}`)
  await page.getByLabel('Comment').waitFor()
  return page
}

const comment = (page: TestPage) => page.getByRole('textbox', { name: 'Comment' })

describe('@mention autocomplete', () => {
  test('type, move with the arrows, insert with Enter', async () => {
    const page = await open()
    await comment(page).click()
    await page.keyboard.type('Thanks @al')
    const listbox = page.getByRole('listbox', { name: 'People to mention' })
    await listbox.waitFor()
    const options = listbox.getByRole('option')
    await expect.poll(() => options.count()).toBe(2)
    expect(await options.nth(0).textContent()).toContain('@alice')
    expect(await options.nth(0).textContent()).toContain('Alice Liddell')
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true')
    const firstId = await options.nth(0).getAttribute('id')
    expect(await comment(page).getAttribute('aria-activedescendant')).toBe(firstId)

    await page.keyboard.press('ArrowDown')
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true')
    expect(await comment(page).getAttribute('aria-activedescendant')).toBe(
      await options.nth(1).getAttribute('id'),
    )
    await page.keyboard.press('ArrowDown')
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')

    await expect.poll(() => comment(page).inputValue()).toBe('Thanks @alfred ')
    await expect.poll(() => listbox.count()).toBe(0)
    expect(await comment(page).getAttribute('aria-activedescendant')).toBeNull()
    await page.keyboard.type('and you')
    expect(await comment(page).inputValue()).toBe('Thanks @alfred and you')
  })

  test('Tab inserts too; Escape closes the list; clicking an option inserts it', async () => {
    const page = await open()
    await comment(page).click()
    await page.keyboard.type('@bo')
    await page.getByRole('option', { name: /@bob/ }).waitFor()
    await page.keyboard.press('Tab')
    await expect.poll(() => comment(page).inputValue()).toBe('@bob ')
    // Focus stayed in the textarea (Tab was used by the list).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('comment')

    await page.keyboard.type('@al')
    await page.getByRole('listbox').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
    await page.keyboard.type('i')
    // Still closed for this @ after Escape.
    await page.waitForTimeout(400)
    expect(await page.getByRole('listbox').count()).toBe(0)

    await page.keyboard.type(' @b')
    await page.getByRole('option', { name: /@bob/ }).click()
    await expect.poll(() => comment(page).inputValue()).toBe('@bob @ali @bob ')
  })

  test('queries are debounced, and not made for e-mail addresses or code', async () => {
    const page = await open()
    await comment(page).click()
    await page.keyboard.type('@alice', { delay: 20 })
    await page.getByRole('listbox').waitFor()
    // On a busy machine a pause between two keys can let a query for a prefix go first (and open the list):
    // the one for the whole word follows once its own debounce has passed.
    await expect.poll(() => page.evaluate(() => window.mentionQueries)).toContain('alice')
    expect((await page.evaluate(() => window.mentionQueries)).length).toBeLessThan(5)

    await comment(page).fill('')
    await page.evaluate(() => {
      window.mentionQueries = []
    })
    await page.keyboard.type('mail me at bob@example.com and `@al')
    await page.waitForTimeout(400)
    expect(await page.evaluate(() => window.mentionQueries)).toEqual([])
    expect(await page.getByRole('listbox').count()).toBe(0)
  })
})

test('nobody found, or a failed search, is said in place of the list', async () => {
  const page = await open()
  await comment(page).click()
  await page.keyboard.type('@zed')
  const status = page.getByRole('status').filter({ hasText: 'No one found for @zed.' })
  await status.waitFor()
  expect(await page.getByRole('listbox').count()).toBe(0)
  await page.keyboard.type(' @fail')
  await page.getByRole('status').filter({ hasText: 'Could not load people to mention.' }).waitFor()
  await page.keyboard.press('Space')
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Could not load' }).count()).toBe(0)
})

describe('toolbar, shortcuts and preview', () => {
  test('Ctrl+B wraps the selection and Ctrl+Z undoes it', async () => {
    const page = await open()
    await comment(page).click()
    await page.keyboard.type('make this bold')
    await page.keyboard.down('Shift')
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft')
    await page.keyboard.up('Shift')
    await page.keyboard.press('Control+b')
    expect(await comment(page).inputValue()).toBe('make this **bold**')
    // The selection is still the word: pressing again toggles it back.
    await page.keyboard.press('Control+b')
    expect(await comment(page).inputValue()).toBe('make this bold')
    await page.keyboard.press('Control+i')
    expect(await comment(page).inputValue()).toBe('make this _bold_')
    await page.keyboard.press('Control+z')
    expect(await comment(page).inputValue()).toBe('make this bold')
  })

  test('toolbar buttons format the text; arrow keys move along the toolbar', async () => {
    const page = await open()
    await comment(page).click()
    await page.keyboard.type('first\nsecond')
    await page.keyboard.press('Control+a')
    await page.getByRole('button', { name: 'Bulleted list' }).first().click()
    expect(await comment(page).inputValue()).toBe('- first\n- second')
    await page.getByRole('button', { name: 'Quote' }).first().click()
    expect(await comment(page).inputValue()).toBe('> - first\n> - second')

    await page.getByRole('button', { name: 'Bold' }).first().focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italic')
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Quote')
  })

  test('Ctrl+K makes a link with the url selected', async () => {
    const page = await open()
    await comment(page).click()
    await page.keyboard.type('docs')
    await page.keyboard.press('Control+a')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('https://example.com')
    expect(await comment(page).inputValue()).toBe('[docs](https://example.com)')
  })

  test('Preview renders the markdown, sanitized, with mention links', async () => {
    const page = await open()
    await comment(page).fill('**Hi** @alice [x](javascript:alert(1)) <img src=x onerror=alert(1)>')
    await page.getByRole('button', { name: 'Preview' }).first().click()
    const preview = page.getByRole('region', { name: 'Preview' })
    await preview.waitFor()
    expect(await preview.locator('strong').textContent()).toBe('Hi')
    expect(await preview.getByRole('link', { name: '@alice' }).getAttribute('href')).toBe('/profile/alice')
    expect(await preview.locator('img').count()).toBe(0)
    expect(await preview.locator('[href^="javascript"]').count()).toBe(0)
    await page.getByRole('button', { name: 'Write' }).first().click()
    expect(await comment(page).isVisible()).toBe(true)
  })
})

describe('in a react-hook-form form', () => {
  test('validation errors show inline and are tied to the textarea; values submit', async () => {
    const page = await open()
    await page.getByRole('button', { name: 'Post comment' }).click()
    const error = page.getByRole('alert').filter({ hasText: 'Write a comment' })
    await error.waitFor()
    expect(await comment(page).getAttribute('aria-invalid')).toBe('true')
    const errorId = await error.getAttribute('id')
    expect((await comment(page).getAttribute('aria-describedby'))?.split(' ')).toContain(errorId)
    // The first invalid field gets focus (the ref reaches the textarea).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('comment')

    await comment(page).fill('Looks good @bob')
    await page.getByRole('textbox', { name: 'Details' }).fill('More *details*')
    await page.getByRole('button', { name: 'Post comment' }).click()
    await expect
      .poll(() => page.getByTestId('submitted').textContent())
      .toBe(JSON.stringify({ comment: 'Looks good @bob', details: 'More *details*' }))
    expect(await comment(page).getAttribute('aria-invalid')).toBeNull()
  })

  test('the counter follows the text and the limit stops typing', async () => {
    const page = await open()
    await comment(page).fill('x'.repeat(195))
    const counter = page.locator('[id$="-counter"]').first()
    expect((await comment(page).getAttribute('aria-describedby'))?.split(' ')).toContain(
      await counter.getAttribute('id'),
    )
    expect(await counter.textContent()).toContain('195/200')
    expect(await counter.textContent()).toContain('5 characters left')
    await comment(page).press('End')
    await page.keyboard.type('abcdefghij')
    expect((await comment(page).inputValue()).length).toBe(200)
  })
})

describe('accessibility and layout', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`no axe violations with the mention list open (${theme})`, async () => {
      const page = await open(theme === 'dark' ? { theme } : {})
      await comment(page).click()
      await page.keyboard.type('@al')
      await page.getByRole('listbox').waitFor()
      const results = await new AxeBuilder({ page }).include('form').analyze()
      const problems = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.html).join(', ')}`,
      )
      expect(problems).toEqual([])
    })
  }

  test('fits 375 px without sideways scrolling; the list stays inside', async () => {
    const page = await open({ width: 375 })
    await comment(page).click()
    await page.keyboard.type('@al')
    await page.getByRole('listbox').waitFor()
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      list: document.querySelector('[role="listbox"]')?.getBoundingClientRect().right ?? 0,
    }))
    expect(widths.page).toBeLessThanOrEqual(375)
    expect(widths.list).toBeLessThanOrEqual(375)
  })
})
