import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { rateLimitedLog } from './rate-limited-log.server'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino({ level: 'debug' }, stream), lines }
}

test('the first occurrence is logged, repeats are counted into one line per interval, then it starts over', () => {
  const { logger, lines } = capture()
  const log = rateLimitedLog(logger, { intervalMs: 1000 })
  for (let i = 0; i < 500; i++) log('db', 'warn', { attempt: i }, 'The database cannot be reached')
  expect(lines).toEqual([
    expect.objectContaining({ level: 40, event: 'db', attempt: 0, msg: 'The database cannot be reached' }),
  ])
  vi.advanceTimersByTime(1000)
  expect(lines).toHaveLength(2)
  expect(lines[1]).toMatchObject({ level: 40, event: 'db', repeated: 499, intervalMs: 1000 })
  log('db', 'warn', {}, 'The database cannot be reached')
  vi.advanceTimersByTime(1000)
  expect(lines[2]).toMatchObject({ repeated: 1 })
  // A quiet interval ends the run: the next occurrence is logged in full again.
  vi.advanceTimersByTime(1000)
  log('db', 'warn', { again: true }, 'The database cannot be reached')
  expect(lines).toHaveLength(4)
  expect(lines[3]).toMatchObject({ again: true })
})

test('different events are limited apart', () => {
  const { logger, lines } = capture()
  const log = rateLimitedLog(logger, { intervalMs: 1000 })
  log('a', 'error', {}, 'A')
  log('b', 'warn', {}, 'B')
  log('a', 'error', {}, 'A')
  expect(lines.map((line) => line.msg)).toEqual(['A', 'B'])
})
