import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import { adminUserIdsFromEnv, ConfigError, loadConfig } from './env.server'

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`)
}

describe('loadConfig defaults', () => {
  test('an empty environment gives the documented defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(path.isAbsolute(config.dataDir)).toBe(true)
    expect(config.baseUrl).toBe('http://localhost:3000')
    expect(config.rateLimitEnabled).toBe(true)
    expect(config.apiRateLimitPerMinute).toBe(600)
    expect(config.trustProxy).toBe(false)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.secret).toBeUndefined()
    expect(config.adminEmails).toEqual([])
    expect(config.adminUserIds).toEqual([])
    expect(config.seedDemo).toBe(true)
    expect(config.logLevel).toBe('info')
  })

  test('BETTER_AUTH_URL defaults to localhost on the configured PORT, and a given one loses its trailing slash', () => {
    expect(loadConfig({ PORT: '4123' }).baseUrl).toBe('http://localhost:4123')
    expect(loadConfig({ BETTER_AUTH_URL: 'https://parley.example/' }).baseUrl).toBe('https://parley.example')
  })

  test('DATA_DIR is resolved to an absolute path', () => {
    expect(loadConfig({ DATA_DIR: 'relative/dir' }).dataDir).toBe(path.resolve('relative/dir'))
    expect(loadConfig({ DATA_DIR: '/srv/parley' }).dataDir).toBe('/srv/parley')
  })

  test('empty strings count as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', BETTER_AUTH_URL: '', RATE_LIMIT_ENABLED: '', DATA_DIR: '' })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.baseUrl).toBe('http://localhost:3000')
    expect(config.rateLimitEnabled).toBe(true)
    expect(config.dataDir).toBe(path.resolve('./data'))
  })
})

describe('demo seeding', () => {
  const pg = 'postgres://parley@db.example:5432/parley'

  test('on by default with the embedded database, off with DATABASE_URL', () => {
    expect(loadConfig({}).seedDemo).toBe(true)
    expect(loadConfig({ DATABASE_URL: pg }).seedDemo).toBe(false)
  })

  test('SEED_DEMO=true forces it on PostgreSQL; SEED_DEMO=false turns it off everywhere', () => {
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: 'true' }).seedDemo).toBe(true)
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })
})

describe('flags and lists', () => {
  test('boolean flags accept the usual spellings', () => {
    expect(loadConfig({ RATE_LIMIT_ENABLED: 'false' }).rateLimitEnabled).toBe(false)
    expect(loadConfig({ RATE_LIMIT_ENABLED: '0' }).rateLimitEnabled).toBe(false)
    expect(loadConfig({ RATE_LIMIT_ENABLED: ' OFF ' }).rateLimitEnabled).toBe(false)
    expect(loadConfig({ RATE_LIMIT_ENABLED: 'Yes' }).rateLimitEnabled).toBe(true)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
  })

  test('API_RATE_LIMIT_PER_MINUTE is a whole number of requests per key and minute', () => {
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '5' }).apiRateLimitPerMinute).toBe(5)
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '' }).apiRateLimitPerMinute).toBe(600)
  })

  test('ADMIN_EMAILS is a trimmed, lowercased comma list; ADMIN_USER_IDS keeps its case', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Alice@Example.com, ,BOB@example.COM ',
      ADMIN_USER_IDS: 'Id1,id2 , ',
    })
    expect(config.adminEmails).toEqual(['alice@example.com', 'bob@example.com'])
    expect(config.adminUserIds).toEqual(['Id1', 'id2'])
  })

  test('postgresql:// and postgres:// URLs are both accepted', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db')
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db')
  })
})

describe('invalid values', () => {
  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['BETTER_AUTH_SECRET', 'too-short'],
    ['BETTER_AUTH_URL', 'not a url'],
    ['RATE_LIMIT_ENABLED', 'maybe'],
    ['API_RATE_LIMIT_PER_MINUTE', '0'],
    ['API_RATE_LIMIT_PER_MINUTE', '1.5'],
    ['SEED_DEMO', 'sometimes'],
    ['SMTP_URL', 'http://mail.example'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
  ])('%s=%s is refused with a message naming the variable', (name, value) => {
    const error = configError({ [name]: value })
    expect(error.name).toBe('ConfigError')
    expect(error.message).toContain(`${name}=${JSON.stringify(value)}`)
  })

  test('every problem is listed at once', () => {
    const error = configError({ PORT: 'abc', RATE_LIMIT_ENABLED: 'maybe' })
    expect(error.message).toContain('PORT=')
    expect(error.message).toContain('RATE_LIMIT_ENABLED=')
  })

  test('a 32-character secret is accepted', () => {
    expect(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(32) }).secret).toBe('x'.repeat(32))
  })
})

describe('settings read before start-up', () => {
  test('ADMIN_USER_IDS is split as loadConfig splits it, and read again when it changes', () => {
    vi.stubEnv('ADMIN_USER_IDS', undefined)
    try {
      expect(adminUserIdsFromEnv()).toEqual([])
      vi.stubEnv('ADMIN_USER_IDS', 'Id1,id2 , ')
      expect(adminUserIdsFromEnv()).toEqual(loadConfig({ ADMIN_USER_IDS: 'Id1,id2 , ' }).adminUserIds)
      vi.stubEnv('ADMIN_USER_IDS', 'id3')
      expect(adminUserIdsFromEnv()).toEqual(['id3'])
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

/** Every module under src/ but the tests. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/**
 * Whoever reads the environment goes through this module, so that its schema names every variable (the social
 * providers' settings, whose names depend on the providers configured, through socialProviderEnvironment).
 */
test('no module but env.server.ts reads process.env', () => {
  const readers: string[] = []
  for (const file of sourceFiles(path.resolve(__dirname, '..'))) {
    const relative = path.relative(path.resolve(__dirname, '../..'), file)
    if (relative === 'src/server/env.server.ts') continue
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    lines.forEach((line, index) => {
      if (!/process\.env\b/.test(line) || /^\s*(\/\/|\*|\/\*)/.test(line)) return
      readers.push(`${relative}:${index + 1}: ${line.trim()}`)
    })
  }
  expect(readers).toEqual([])
})
