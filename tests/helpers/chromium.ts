import fs from 'node:fs'
import { chromium } from 'playwright-core'
import { findChromium } from '../../scripts/chromium-path.mjs'

/**
 * CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium (scripts/chromium-path.mjs); with none
 * installed, the path the missing-browser error names.
 */
export const CHROMIUM_PATH = findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Browser features the journeys turn off beside those Playwright turns off, for runs in Debian's Chromium (the
 * headless shell, the default, has no omnibox at all). Every page a journey opens is a new window, and Chromium
 * 156 builds two WebUI omnibox popups (chrome://omnibox-popup.top-chrome/, its "AI mode" page) for each, in a
 * renderer of their own: measured per fresh page of the feedback list, 2.5 s of the machine's CPU with them and
 * 1.4 s without (that renderer 0.74 s, the browser process 0.49 → 0.30). A headless window has no omnibox to
 * show them in.
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/**
 * The `--disable-features` switch to launch with: Playwright's own list (read off the command line of a
 * Chromium it launched, since a second switch would replace its list, not add to it) and FEATURES_OFF. Made
 * once per run by the browser tests' global setup (tests/helpers/e2e-global-setup.ts); undefined where the
 * command line cannot be read, and the journeys then run with Playwright's list alone.
 */
export async function disableFeaturesSwitch(): Promise<string | undefined> {
  if (!fs.existsSync(CHROMIUM_PATH)) return undefined
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const pid = server.process().pid
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    const playwrights = commandLine.find((arg) => arg.startsWith('--disable-features='))
    const features = [...(playwrights?.slice('--disable-features='.length).split(',') ?? []), ...FEATURES_OFF]
    return `--disable-features=${[...new Set(features.filter(Boolean))].join(',')}`
  } catch {
    return undefined
  } finally {
    await server.close()
  }
}
