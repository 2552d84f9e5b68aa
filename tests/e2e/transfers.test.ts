import { describe, expect, test } from 'vitest'
import yauzl from 'yauzl'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import {
  addMemberByApi,
  allowNotFoundDocument,
  createTeamByApi,
  expectNotFoundPage,
  expectToast,
  horizontalOverflow,
  suffix,
} from './org-support'
import { DEMO, mailTo, setupAppServer, signInByApi, signUpByApi, uniqueUser } from './support'

/**
 * A project archive from one organisation to another, in the browser: the demo's owner, on a phone, exports
 * the public roadmap from its settings, watches the run reach Ready, downloads the ZIP (and gets the same
 * link by mail), then imports it into another organisation through "Import a project" and opens the imported
 * project with its items. A plain member has neither section. "Your data" at 375 px too. Both themes (axe)
 * on every page opened.
 */
const server = setupAppServer()
const browser = setupBrowser()

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

/** The entries of a ZIP, and its project.json parsed. */
async function readZip(data: Buffer) {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true })
  const entries = new Map<string, Buffer>()
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', async (entry: yauzl.Entry) => {
      const chunks: Buffer[] = []
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
      entries.set(entry.fileName, Buffer.concat(chunks))
      zip.readEntry()
    })
    zip.on('end', resolve)
    zip.on('error', reject)
    zip.readEntry()
  })
  const json = entries.get('project.json')
  return {
    entries,
    project: json
      ? (JSON.parse(json.toString('utf8')) as {
          format: string
          project: { name: string }
          items: { title: string; mergedIntoId: string | null }[]
        })
      : null,
  }
}

async function expectNoOverflow(page: Awaited<ReturnType<typeof browser.newPage>>) {
  const { scrollWidth, bodyScrollWidth } = await horizontalOverflow(page)
  expect(scrollWidth).toBeLessThanOrEqual(375)
  expect(bodyScrollWidth).toBeLessThanOrEqual(375)
}

describe('project archives', () => {
  test('an owner exports a project, downloads it, imports it into another organisation; a member sees neither', async () => {
    const url = server().url
    const owner = await browser.newPage(PHONE)
    await signInByApi(owner, url)

    // Export, from the project's settings.
    await owner.goto(`${url}/@demo/public-roadmap/settings#export`)
    await waitForHydration(owner)
    const exportSection = owner.getByRole('region', { name: 'Export' })
    await exportSection.getByRole('button', { name: 'Export project' }).click()
    await expectToast(owner, 'success', 'Export started')
    const run = exportSection.getByRole('list', { name: 'Latest runs' }).getByRole('listitem').first()
    await run.getByText('Ready', { exact: true }).waitFor({ timeout: 60_000 })
    await expectNoOverflow(owner)
    const download = run.getByRole('link', { name: 'Download' })
    const href = await download.getAttribute('href')
    expect(href).toMatch(/^\/api\/transfers\/[^/]+\/download$/)

    // The ZIP, downloaded by the browser as a person would.
    const [file] = await Promise.all([owner.waitForEvent('download'), download.click()])
    const filePath = await file.path()
    const bytes = Buffer.from(await (await import('node:fs/promises')).readFile(filePath))
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')
    const archive = await readZip(bytes)
    expect(archive.project?.format).toBe('parley.project')
    expect(archive.project?.project.name).toBe('Public Roadmap')
    const titles = (archive.project?.items ?? []).filter((item) => !item.mergedIntoId).map((i) => i.title)
    expect(titles.length).toBeGreaterThan(0)

    // The same archive is mailed to the person who asked, with a link that works for them.
    const mail = await mailTo(
      server().dataDir,
      DEMO.email,
      /The export of Public Roadmap is ready to download/,
    )
    const link = mail.links.find((candidate) => candidate.includes('/api/transfers/'))
    expect(link, mail.text).toBe(new URL(String(href), url).toString())
    const byMail = await owner.request.get(String(link))
    expect(byMail.status()).toBe(200)
    expect(Buffer.from(await byMail.body()).equals(bytes)).toBe(true)

    // Import, into another organisation of the same owner.
    const org = `moved-${suffix()}`
    await createTeamByApi(owner, url, `Moved ${org}`, org)
    await owner.goto(`${url}/@${org}/settings#import`)
    await waitForHydration(owner)
    const importSection = owner.getByRole('region', { name: 'Import a project' })
    await importSection
      .getByLabel('Project archive (ZIP)')
      .setInputFiles({ name: 'public-roadmap.zip', mimeType: 'application/zip', buffer: bytes })
    await importSection.getByRole('button', { name: 'Import' }).click()
    await expectToast(owner, 'success', 'Archive uploaded')
    const imported = importSection.getByRole('list', { name: 'Latest runs' }).getByRole('listitem').first()
    await imported.getByText('Ready', { exact: true }).waitFor({ timeout: 60_000 })
    await expectNoOverflow(owner)
    await imported.getByRole('link', { name: 'Open the project' }).click()
    await owner.waitForURL((target) => target.pathname === `/@${org}/public-roadmap`)

    // The imported project, with its items.
    await owner.goto(`${url}/@${org}/public-roadmap/feedback`)
    await waitForHydration(owner)
    await owner.waitForFunction(
      (wanted: string[]) =>
        wanted.some((title) => document.querySelector('main')?.textContent?.includes(title)),
      titles,
    )

    // The person's own data, at 375 px.
    await owner.goto(`${url}/settings/data`)
    await waitForHydration(owner)
    await owner.getByRole('button', { name: 'Download my data' }).waitFor()
    await expectNoOverflow(owner)

    // A plain member of the demo organisation: no project settings, no import.
    const memberPage = await browser.newPage(PHONE)
    allowNotFoundDocument(memberPage)
    const member = await signUpByApi(memberPage, url, uniqueUser('archivemember'))
    await addMemberByApi(owner, memberPage, url, 'demo', member.email)
    await expectNotFoundPage(memberPage, `${url}/@demo/public-roadmap/settings`)
    await memberPage.goto(`${url}/@demo/settings`)
    await waitForHydration(memberPage)
    await memberPage.getByRole('heading', { name: /^Members/ }).waitFor()
    expect(await memberPage.getByRole('heading', { name: 'Import a project' }).count()).toBe(0)
    expect(await memberPage.getByRole('heading', { name: 'Export' }).count()).toBe(0)
  })
})
