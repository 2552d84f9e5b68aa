import { SignJWT } from 'jose'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForHydration } from '../helpers/browser'
import { expectToast } from './org-support'

/**
 * The project settings' "Widget" section as an owner or admin uses it (docs/widget.md, Turning it on): the
 * widget journeys set the widget up through it, never behind the server's back.
 */

/** The label of the field that shows a new widget secret, the one time it is shown. */
export const SECRET_LABEL = 'Widget secret (shown once: keep it on your server)'

/** Opens /@{org}/{project}/settings and answers its Widget section, loaded. */
export async function openWidgetSettings(page: Page, baseUrl: string, org: string, project: string) {
  await page.goto(`${baseUrl}/@${org}/${project}/settings`)
  await waitForHydration(page)
  const section = widgetSection(page)
  await section
    .getByRole('button', { name: 'Turn on the widget' })
    .or(section.getByRole('button', { name: 'Rotate secret' }))
    .waitFor()
  return section
}

export const widgetSection = (page: Page): Locator =>
  page.getByRole('region', { name: 'Widget', exact: true })

/** Reads the secret the section shows once, checks its shape, and closes the box ("I have saved it"). */
export async function takeShownSecret(section: Locator): Promise<string> {
  const field = section.getByLabel(SECRET_LABEL)
  await field.waitFor()
  const secret = await field.inputValue()
  expect(secret).toMatch(/^parley_ws_[A-Za-z0-9_-]{43}$/)
  await section.getByRole('button', { name: 'I have saved it' }).click()
  await field.waitFor({ state: 'detached' })
  return secret
}

/** Turns the widget off (confirming), from the section of a widget that is on. */
export async function turnOffWidgetInUi(page: Page, section: Locator) {
  await section.getByRole('button', { name: 'Turn off', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Turn off the widget?' })
  await dialog.getByRole('button', { name: 'Turn off', exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
  await section.getByText('The widget is off.').waitFor()
}

/**
 * Turns the widget on and answers the secret it shows once. A widget that is on already (the demo seed turns
 * the demo's on, with a secret nobody saw) is turned off first, as its owner would to get a secret of their own.
 */
export async function turnOnWidgetInUi(page: Page, section: Locator): Promise<string> {
  const turnOn = section.getByRole('button', { name: 'Turn on the widget' })
  if ((await turnOn.count()) === 0) await turnOffWidgetInUi(page, section)
  await turnOn.click()
  return takeShownSecret(section)
}

export type WidgetLooks = {
  origins: string[]
  position?: 'right' | 'left'
  colour?: string
  tabs?: ('Feedback' | 'Updates')[]
}

/** Fills the section's form and saves it; waits for the toast that says so. */
export async function saveWidgetInUi(page: Page, section: Locator, looks: WidgetLooks) {
  await section.getByLabel('Allowed sites').fill(looks.origins.join('\n'))
  if (looks.position)
    await section
      .getByRole('radio', { name: looks.position === 'left' ? 'Bottom left' : 'Bottom right' })
      .check()
  if (looks.colour) await section.getByLabel('Launcher colour').fill(looks.colour)
  if (looks.tabs)
    for (const tab of ['Feedback', 'Updates'] as const)
      await section.getByRole('checkbox', { name: tab, exact: true }).setChecked(looks.tabs.includes(tab))
  await section.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'success', 'Widget settings saved')
}

/** A token as a host's server signs one (docs/widget.md), with `jose` and the project's widget secret. */
export async function signToken(
  secret: string,
  claims: Record<string, unknown>,
  times: { iat?: number; exp?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(times.iat ?? now)
    .setExpirationTime(times.exp ?? now + 600)
    .sign(new TextEncoder().encode(secret))
}
