import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { simplePdf } from '~/server/demo-files.server'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { addMemberByApi, createProjectInUi, createTeamByApi, horizontalOverflow, suffix } from './org-support'
import { setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * Files' browser journeys: drop several files on the files page and watch them upload (a member looking
 * sees them arrive), preview an image and a PDF, download, and paste an image into a chat message.
 */
const server = setupAppServer()
const browser = setupBrowser()

type Account = ReturnType<typeof uniqueUser>
type World = { owner: Account; member: Account; org: string; project: string }
let world: Promise<World> | undefined

function theWorld(): Promise<World> {
  world ??= (async () => {
    const url = server().url
    const ownerPage = await browser.newPage()
    const owner = await signUpByApi(ownerPage, url, uniqueUser('owner'))
    const org = `docs-${suffix()}`
    await createTeamByApi(ownerPage, url, `Docs ${org}`, org)
    const project = await createProjectInUi(ownerPage, url, org, { name: 'Handbook', visibility: 'private' })
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

async function openFiles(page: Page, w: World) {
  await page.goto(`${server().url}/@${w.org}/${w.project}/files`)
  await waitForHydration(page)
  await page.getByRole('heading', { level: 3, name: 'Files' }).waitFor()
}

type Payload = { name: string; type: string; base64: string }
const payload = (name: string, type: string, bytes: Uint8Array): Payload => ({
  name,
  type,
  base64: Buffer.from(bytes).toString('base64'),
})

/** Drags files from outside the browser onto `selector` (enter, over, drop), as the OS would. */
async function dropFiles(page: Page, selector: string, files: Payload[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
      transfer.items.add(new File([bytes], file.name, { type: file.type }))
    }
    return transfer
  }, files)
  for (const type of ['dragenter', 'dragover', 'drop'])
    await page.dispatchEvent(selector, type, { dataTransfer })
}

const pngOf = async (width: number, height: number, color: string) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: color } })
      .png()
      .toBuffer(),
  )

describe('the files page', () => {
  test('drop several files, watch them upload, see them live elsewhere; preview an image and a PDF; download', async () => {
    const w = await theWorld()
    const owner = await pageAs(w.owner)
    const member = await pageAs(w.member)
    await openFiles(owner, w)
    await openFiles(member, w)
    await owner.getByText('No files yet').waitFor()

    // 6 MiB of noise: large enough that progress is seen moving, small enough for a test.
    const big = new Uint8Array(6 * 1024 * 1024).map(() => Math.floor(Math.random() * 256))
    await dropFiles(owner, 'body', [
      payload('diagram.png', 'image/png', await pngOf(640, 400, '#2255aa')),
      payload('brief.pdf', 'application/pdf', simplePdf('Project brief', ['Goals', 'Scope', 'Dates'])),
      payload('notes.md', 'text/markdown', new TextEncoder().encode('# Notes\n\nShip **files**.\n')),
      payload('dataset.bin', 'application/octet-stream', big),
    ])
    const uploads = owner.getByRole('region', { name: 'Uploads' })
    await uploads.waitFor()
    for (const name of ['diagram.png', 'brief.pdf', 'notes.md', 'dataset.bin'])
      await uploads.getByRole('progressbar', { name }).waitFor()
    // Each bar reaches 100 (the overall bar shows while any runs).
    for (const name of ['diagram.png', 'brief.pdf', 'notes.md', 'dataset.bin'])
      await expect
        .poll(() => uploads.getByRole('progressbar', { name }).getAttribute('aria-valuenow'), {
          timeout: 60_000,
        })
        .toBe('100')

    // Every file is listed, here and for the member who was looking (live).
    const list = (page: Page) => page.getByRole('table', { name: 'Files' })
    for (const page of [owner, member]) {
      for (const name of ['diagram.png', 'brief.pdf', 'notes.md', 'dataset.bin'])
        await list(page).getByRole('button', { name, exact: true }).waitFor({ timeout: 20_000 })
    }

    // The image's and the PDF's thumbnails arrive (made after the upload by the production build's thumbnail
    // child process, .output/server/thumbnail-child.mjs with sharp and pdf.js from .output; announced live).
    await expect.poll(() => member.locator('img[src*="/thumbnail?"]').count(), { timeout: 20_000 }).toBe(2)

    // Preview the image.
    await list(owner).getByRole('button', { name: 'diagram.png', exact: true }).click()
    const imageDialog = owner.getByRole('dialog', { name: 'diagram.png' })
    await imageDialog.waitFor()
    const image = imageDialog.locator('img[src*="/api/files/"]')
    await image.waitFor()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(640)
    await owner.keyboard.press('Escape')
    await imageDialog.waitFor({ state: 'detached' })

    // Preview the PDF: its first page is drawn.
    await list(owner).getByRole('button', { name: 'brief.pdf', exact: true }).click()
    const pdfDialog = owner.getByRole('dialog', { name: 'brief.pdf' })
    await pdfDialog.getByRole('img', { name: 'Page 1 of 1' }).waitFor({ timeout: 20_000 })

    // Download it: the bytes are the PDF's.
    const downloading = owner.waitForEvent('download')
    await pdfDialog
      .getByRole('link', { name: /^Download/ })
      .first()
      .click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('brief.pdf')
    const chunks: Buffer[] = []
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk)
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-')
    await owner.keyboard.press('Escape')
    // Closed before the next preview opens, as the image's (a click during its closing could miss).
    await pdfDialog.waitFor({ state: 'detached' })

    // Markdown is shown rendered.
    await list(owner).getByRole('button', { name: 'notes.md', exact: true }).click()
    const notesDialog = owner.getByRole('dialog', { name: 'notes.md' })
    await notesDialog.getByRole('heading', { name: 'Notes', exact: true }).waitFor()
    expect(await notesDialog.locator('strong').textContent()).toBe('files')
    await owner.keyboard.press('Escape')

    await owner.close()
    await member.close()
  })

  test('at 375 px the page fits the screen', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner, { viewport: { width: 375, height: 800 } })
    await openFiles(page, w)
    await page.getByRole('button', { name: 'Upload files' }).waitFor()
    expect(await horizontalOverflow(page)).toEqual({ scrollWidth: 375, bodyScrollWidth: 375 })
    await page.close()
  })
})

describe('attachments', () => {
  test('an image pasted into a chat message is uploaded and shown in the message', async () => {
    const w = await theWorld()
    const page = await pageAs(w.owner)
    await page.goto(`${server().url}/@${w.org}/${w.project}/chat`)
    await waitForHydration(page)
    await page
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('link', { name: /^General/ })
      .click()
    const composer = page.getByRole('textbox', { name: 'Message', exact: true })
    await composer.waitFor()
    await composer.focus()
    const png = payload('screenshot.png', 'image/png', await pngOf(300, 200, '#cc3355'))
    await page.evaluate((file) => {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], file.name, { type: file.type }))
      const target = document.activeElement as HTMLElement
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      )
    }, png)
    await expect
      .poll(() => composer.inputValue(), { timeout: 30_000 })
      .toMatch(/^!\[screenshot\.png\]\(\/api\/files\/[0-9a-f-]{36}\/content\)$/)
    await page.keyboard.press('Enter')
    const shown = page.getByRole('img', { name: 'screenshot.png' })
    await shown.waitFor({ timeout: 20_000 })
    await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(300)
    // It is a project file now, in the Attachments folder.
    await openFiles(page, w)
    await page.getByRole('link', { name: 'Attachments' }).waitFor()
    await page.close()
  })
})
