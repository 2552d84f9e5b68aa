import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { resolveAuthSecret, SECRET_FILE } from './secret.server'

const logger = pino({ level: 'silent' })
let dataDir: string

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-secret-'))
})
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('resolveAuthSecret', () => {
  test('generates a secret once, stores it with mode 0600, and reuses it', () => {
    const nested = path.join(dataDir, 'not', 'yet', 'there')
    const first = resolveAuthSecret({ dataDir: nested, logger })
    expect(first.length).toBeGreaterThanOrEqual(32)
    const file = path.join(nested, SECRET_FILE)
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    const second = resolveAuthSecret({ dataDir: nested, logger })
    expect(second).toBe(first)
  })

  test('two data directories get different secrets', () => {
    const a = resolveAuthSecret({ dataDir: path.join(dataDir, 'a'), logger })
    const b = resolveAuthSecret({ dataDir: path.join(dataDir, 'b'), logger })
    expect(a).not.toBe(b)
  })

  test('a configured secret wins and no file is written', () => {
    const configured = 'configured-secret-0123456789-abcdefghij'
    expect(resolveAuthSecret({ configured, dataDir, logger })).toBe(configured)
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false)

    const generated = resolveAuthSecret({ dataDir, logger })
    expect(resolveAuthSecret({ configured, dataDir, logger })).toBe(configured)
    expect(generated).not.toBe(configured)
  })

  test('a stored secret that is too short is replaced', () => {
    fs.writeFileSync(path.join(dataDir, SECRET_FILE), 'short\n')
    const secret = resolveAuthSecret({ dataDir, logger })
    expect(secret).not.toBe('short')
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(fs.readFileSync(path.join(dataDir, SECRET_FILE), 'utf8').trim()).toBe(secret)
    expect(fs.statSync(path.join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600)
  })

  test('warns when it generates one', () => {
    const messages: string[] = []
    const recording = pino({ level: 'warn' }, { write: (line: string) => messages.push(line) })
    resolveAuthSecret({ dataDir, logger: recording })
    resolveAuthSecret({ dataDir, logger: recording })
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('BETTER_AUTH_SECRET is not set')
  })
})
