// Mobile Lighthouse for `npm run bench`: performance, accessibility and best practices of a few
// pages of a running app, in Debian's Chromium (CHROMIUM_PATH, then /usr/bin/chromium). Lighthouse is not a
// dependency of the project (about 180 MB): `npx` fetches the pinned version once into npm's cache.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const LIGHTHOUSE_VERSION = '13.5.0'
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 }

export function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium'])
    if (candidate && fs.existsSync(candidate)) return candidate
  return null
}

/**
 * `lighthouse`, run again when Lighthouse itself fails: its runtime errors (NO_NAVSTART, a trace it could not
 * record) end with "Please run Lighthouse again", and one of them used to end a 40-minute bench.
 */
export function lighthouseWithRetries(url, chromium, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, chromium)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.log(
        `lighthouse ${url}: Lighthouse failed (attempt ${attempt} of ${attempts}), running it again`,
      )
    }
  }
}

/** One page's scores (0–100) and, for a category under its target, the audits that cost it points. */
export function lighthouse(url, chromium) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lighthouse-'))
  const report = path.join(dir, 'report.json')
  try {
    execFileSync(
      'npx',
      [
        '--yes',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--only-categories=${Object.keys(LIGHTHOUSE_TARGETS).join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromium } },
    )
    const result = JSON.parse(fs.readFileSync(report, 'utf8'))
    const scores = {}
    const losses = []
    for (const [id, target] of Object.entries(LIGHTHOUSE_TARGETS)) {
      const category = result.categories[id]
      scores[id] = Math.round((category?.score ?? 0) * 100)
      if (scores[id] >= target) continue
      for (const ref of category?.auditRefs ?? []) {
        const audit = result.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          losses.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
      }
    }
    return { scores, losses }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
