import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { setupBrowser, type TestPage, waitForHydration } from '../helpers/browser'
import {
  addMemberByApi,
  allowNotFoundDocument,
  createProjectInUi,
  createTeamByApi,
  expectNotFoundPage,
  horizontalOverflow,
  suffix,
} from './org-support'
import { setupAppServer, signUpByApi, uniqueUser } from './support'

/**
 * A project's settings, "Import" (docs/imports.md, The settings screen). An owner on a phone uploads a CSV as a
 * spreadsheet saves it (a BOM, semicolons, CRLF line ends, a quoted line break), sees its first rows, maps the
 * columns whose names are not guessed, runs a dry run that reports the one row without a title and two board
 * names the project does not have, maps one onto an existing board, imports, and finds the items in the feedback
 * list with their original dates, on the boards chosen. A member of the team has no such section.
 */
const server = setupAppServer()
const browser = setupBrowser()

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }

const CSV = `\uFEFF${[
  'Title;Description;Author;Created;Votes;Category',
  'Dark mode;"Please add\r\na dark theme";ana@example.com;2021-03-04;3;Ideas',
  'Export to PDF;Reports as PDF;ben@example.com;2022-07-15 10:30;1;Defects',
  ';No title here;carl@example.com;2023-01-01;0;Ideas',
].join('\r\n')}\r\n`

const importSection = (page: Page): Locator => page.getByRole('region', { name: 'Import', exact: true })

describe('the Import section of a project’s settings', () => {
  test('upload a spreadsheet CSV, map, dry run with one bad row, import, items with their dates; a member has none', async () => {
    const url = server().url
    const owner = await browser.newPage(PHONE)
    await signUpByApi(owner, url, uniqueUser('importowner'))
    const org = `imports-${suffix()}`
    await createTeamByApi(owner, url, `Imports ${org}`, org)
    const project = await createProjectInUi(owner, url, org, { name: 'Old feedback', visibility: 'private' })

    await owner.goto(`${url}/@${org}/${project}/settings`)
    await waitForHydration(owner)
    const section = importSection(owner)
    await section.getByText('No imports yet.').waitFor()
    await section.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'feedback.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    })
    await section.getByRole('button', { name: 'Upload' }).click()

    // The preview: the header without its BOM, the quoted line break kept inside its cell.
    const preview = section.getByRole('table', { name: 'The file’s first rows' })
    await preview.waitFor()
    await preview.getByRole('columnheader', { name: 'Title', exact: true }).waitFor()
    expect(await preview.getByRole('cell', { name: 'Dark mode' }).count()).toBe(1)
    expect(await preview.getByRole('cell').nth(1).textContent()).toBe('Please add\r\na dark theme')

    // "Title" is guessed; the other columns are chosen.
    expect(await section.getByLabel('Title', { exact: true }).inputValue()).toBe('Title')
    await section.getByLabel('Details', { exact: true }).selectOption('Description')
    await section.getByLabel('Author email', { exact: true }).selectOption('Author')
    await section.getByLabel('Created at', { exact: true }).selectOption('Created')
    await section.getByLabel('Board', { exact: true }).selectOption('Category')
    expect(await section.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true)

    // The dry run: two items would be imported, row 4 has no title.
    await section.getByRole('button', { name: 'Dry run' }).click()
    const problems = section.getByRole('table', { name: '1 problem' })
    await problems.waitFor({ timeout: 30_000 })
    const problemRow = problems.getByRole('row').nth(1)
    expect(await problemRow.getByRole('cell').first().textContent()).toBe('4')
    expect(await problemRow.getByRole('cell').nth(1).textContent()).toBe('title')
    const toImport = section.getByRole('term').filter({ hasText: 'Items to import' })
    await toImport.waitFor()
    expect(await toImport.locator('xpath=following-sibling::dd[1]').textContent()).toBe('2')
    expect(await horizontalOverflow(owner).then((size) => size.scrollWidth)).toBeLessThanOrEqual(375)

    // Two board names the project does not have: "Defects" goes onto its "Bugs", "Ideas" is created. A changed
    // choice needs its own dry run before the import.
    await section.getByText('2 board names in the file that this project does not have').waitFor()
    await section.getByLabel('“Defects” becomes').selectOption({ label: 'Bugs' })
    expect(await section.getByLabel('“Ideas” becomes').inputValue()).toBe('')
    expect(await section.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true)
    await section.getByRole('button', { name: 'Dry run' }).click()
    const newBoards = section.getByRole('term').filter({ hasText: 'New boards' })
    await newBoards.waitFor({ timeout: 30_000 })
    expect(await newBoards.locator('xpath=following-sibling::dd[1]').textContent()).toBe('Ideas')
    // Mapped, "Defects" is still listed with its choice.
    expect(await section.getByLabel('“Defects” becomes').inputValue()).not.toBe('')

    // The import itself, then its result in the list of past imports.
    await section.getByRole('button', { name: 'Import', exact: true }).click()
    await section.getByText('CSV import: Done').waitFor({ timeout: 30_000 })
    await section.getByText('2 items, 1 problem').first().waitFor()

    // The feedback list has the two items (not the row without a title); each keeps its original date.
    await owner.goto(`${url}/@${org}/${project}/feedback?sort=new`)
    await waitForHydration(owner)
    const list = owner.locator('main')
    await list.getByRole('link', { name: 'Export to PDF' }).waitFor()
    const titles = await list
      .getByRole('link', { name: /^(Dark mode|Export to PDF|No title here)$/ })
      .allTextContents()
    expect(titles).toEqual(['Export to PDF', 'Dark mode'])
    const boards = await list.getByRole('combobox', { name: 'Board' }).locator('option').allTextContents()
    expect(boards).toContain('Ideas')
    expect(boards).not.toContain('Defects')
    await list.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'Bugs' })
    await owner.waitForURL(
      (address) => address.searchParams.has('board') && address.searchParams.get('board') !== 'all',
    )
    await list.getByRole('link', { name: 'Export to PDF' }).waitFor()
    await list.getByRole('link', { name: 'Dark mode' }).waitFor({ state: 'detached' })
    await list.getByRole('combobox', { name: 'Board' }).selectOption('all')
    await list.getByRole('link', { name: 'Dark mode' }).click()
    await owner.locator('time[datetime^="2021-03-04"]').first().waitFor()

    // A member of the team: the project's settings are not found, so there is no Import section.
    const memberPage = (await browser.newPage()) as TestPage
    allowNotFoundDocument(memberPage)
    const member = await signUpByApi(memberPage, url, uniqueUser('importmember'))
    await addMemberByApi(owner, memberPage, url, org, member.email)
    await expectNotFoundPage(memberPage, `${url}/@${org}/${project}/settings`)
    expect(await importSection(memberPage).count()).toBe(0)
  })
})
