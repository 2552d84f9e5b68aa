import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './app-server'

/**
 * Every route file under src/routes/api as a URL, its parameters filled with `x`: tests that must cover every API
 * route read them here, so a new route file is covered without being listed.
 */
export function apiRouteUrls(): string[] {
  const base = path.join(ROOT, 'src', 'routes', 'api')
  return fs
    .readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map(
      (file) =>
        `/api/${file
          .replace(/\.ts$/, '')
          .replace(/(^|\/)index$/, '')
          .replace(/\$\w*/g, 'x')}`,
    )
}
