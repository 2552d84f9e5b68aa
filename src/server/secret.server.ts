import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'

export const SECRET_FILE = 'auth-secret'

/**
 * BETTER_AUTH_SECRET when set; otherwise a secret generated once and kept in DATA_DIR (mode 0600), so that
 * sessions survive restarts on a single machine without any set-up.
 */
export function resolveAuthSecret(options: { configured?: string; dataDir: string; logger: Logger }): string {
  if (options.configured) return options.configured
  const file = path.join(options.dataDir, SECRET_FILE)
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  fs.mkdirSync(options.dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  fs.chmodSync(file, 0o600)
  options.logger.warn(
    { file },
    'BETTER_AUTH_SECRET is not set: generated a secret and stored it in DATA_DIR. ' +
      'Set BETTER_AUTH_SECRET when running several nodes, so that they all share one.',
  )
  return secret
}
