// Which Chromium the browser journeys drive: CHROMIUM_PATH when set, else Debian's headless shell, else Debian's
// Chromium. Never a browser Playwright downloads.
//
// The headless shell (Debian's chromium-headless-shell, the "old" headless mode Playwright itself uses for
// headless runs) renders pages with the same Blink and V8 as Chromium, without the browser's windows, tab strip
// and omnibox, which a journey never shows. Measured on four journey files side by side (24 tests, 2 cores):
// the browser process's CPU 35 → 16 s, the GPU process's 21 → 14, 118 → 102 s of wall time (docs/testing.md).
import fs from 'node:fs'

/** Where to look, in order of preference. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
]

/**
 * The browser to run: the first of CHROMIUM_PATH and the candidates that is installed, else undefined.
 * @returns {string | undefined}
 */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, ...CHROMIUM_CANDIDATES].find(
    (candidate) => candidate && fs.existsSync(candidate),
  )
}
