import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForHydration } from '../helpers/browser'
import { createProjectInUi, createTeamByApi, expectToast, suffix } from './org-support'
import { signUpByApi, uniqueUser } from './support'

export type Account = ReturnType<typeof uniqueUser>

/**
 * An owner with a fresh team holding a public and a private project, both made through the app, so each has
 * the default boards ("Feature requests", "Bugs") and the six default statuses.
 */
export type FeedbackWorld = {
  owner: Account
  org: string
  publicProject: string
  privateProject: string
}

export async function createFeedbackWorld(page: Page, baseUrl: string): Promise<FeedbackWorld> {
  const owner = await signUpByApi(page, baseUrl, uniqueUser('owner'))
  const id = suffix()
  const org = `voices-${id}`
  await createTeamByApi(page, baseUrl, `Voices ${id}`, org)
  const publicProject = await createProjectInUi(page, baseUrl, org, {
    name: 'Open Ideas',
    visibility: 'public',
  })
  const privateProject = await createProjectInUi(page, baseUrl, org, {
    name: 'Quiet Room',
    visibility: 'private',
  })
  return { owner, org, publicProject, privateProject }
}

/** Escapes text for use inside a RegExp. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Posts through /feedback/new as the page's signed-in user; lands on the item and returns its id. */
export async function postFeedbackInUi(
  page: Page,
  baseUrl: string,
  scope: { org: string; project: string },
  title: string,
  details = '',
): Promise<string> {
  await page.goto(`${baseUrl}/@${scope.org}/${scope.project}/feedback/new`)
  await waitForHydration(page, 'form[aria-label="New feedback"]')
  const form = page.getByRole('form', { name: 'New feedback' })
  await form.getByLabel('Title').fill(title)
  if (details) await form.getByRole('textbox', { name: 'Details' }).fill(details)
  await form.getByRole('button', { name: 'Submit feedback' }).click()
  const itemPath = new RegExp(`^/@${scope.org}/${scope.project}/feedback/(?!new)([^/]+)/?$`)
  await page.waitForURL((url) => itemPath.test(url.pathname))
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
  await expectToast(page, 'success', 'Thanks! Your feedback is posted.')
  const match = new URL(page.url()).pathname.match(itemPath)
  if (!match?.[1]) throw new Error(`No item id in ${page.url()}`)
  return match[1]
}

/** The vote control of the item titled `title` within `scope` (a row, the item card, or the page). */
export function voteButton(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^Vote for ${literal(title)} \\(\\d+ votes?\\)$`) })
}

/** Waits (up to `timeout` ms) until the vote control says `count` votes and is (or is not) pressed. */
export async function expectVote(button: Locator, pressed: boolean, count: number, timeout = 10_000) {
  const votes = `${count} ${count === 1 ? 'vote' : 'votes'}`
  await button
    .page()
    .waitForFunction(
      ({ element, label, state }) =>
        element?.getAttribute('aria-label')?.endsWith(`(${label})`) &&
        element.getAttribute('aria-pressed') === state,
      { element: await button.elementHandle(), label: votes, state: String(pressed) },
      { timeout },
    )
  expect(await button.getAttribute('aria-pressed')).toBe(String(pressed))
  expect(await button.getAttribute('aria-label')).toMatch(new RegExp(`^Vote for .* \\(${votes}\\)$`))
  expect((await button.textContent())?.trim()).toBe(String(count))
}

/** Loads `path` and waits until its live connection for the project's topics is open. */
export async function openLive(page: Page, baseUrl: string, path: string) {
  const live = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return (
      url.pathname === '/api/live' &&
      response.status() === 200 &&
      (url.searchParams.get('topics') ?? '').split(',').some((topic) => topic.startsWith('project:'))
    )
  })
  await page.goto(`${baseUrl}${path}`)
  await waitForHydration(page)
  await live
}

/** Fails the test if the page loads a new document from now on (live updates must not need a reload). */
export function forbidReload(page: Page) {
  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++
  })
  return () => expect(navigations, 'the page reloaded').toBe(0)
}

/** axe on the current page: no serious or critical violations (WCAG 2 A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
  // axe really looked at the page (a page it could not read would pass with nothing checked).
  expect(results.passes.length).toBeGreaterThan(10)
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const described = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
  expect(described, page.url()).toEqual([])
}
