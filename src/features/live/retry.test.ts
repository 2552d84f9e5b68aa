import { describe, expect, test } from 'vitest'
import {
  isNetworkFailure,
  RetriesExhaustedError,
  reconnectDelay,
  tokenRetryDelay,
  withTokenRetry,
} from './retry'

describe('token retry', () => {
  test('starts at 100 ms, doubles, caps at 1000 ms, with jitter below the step', () => {
    expect(tokenRetryDelay(0, () => 1)).toBe(100)
    expect(tokenRetryDelay(1, () => 1)).toBe(200)
    expect(tokenRetryDelay(3, () => 1)).toBe(800)
    expect(tokenRetryDelay(4, () => 1)).toBe(1000)
    expect(tokenRetryDelay(9, () => 1)).toBe(1000)
    expect(tokenRetryDelay(2, () => 0)).toBe(200)
  })

  test('retries network failures and gives up after more than 10 retries', async () => {
    let calls = 0
    const sleeps: number[] = []
    const attempt = withTokenRetry(
      async () => {
        calls++
        throw new TypeError('Failed to fetch')
      },
      async (ms) => {
        sleeps.push(ms)
      },
    )
    await expect(attempt).rejects.toBeInstanceOf(RetriesExhaustedError)
    expect(calls).toBe(11)
    expect(sleeps).toHaveLength(10)
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(1000)
  })

  test('returns as soon as an attempt succeeds', async () => {
    let calls = 0
    const token = await withTokenRetry(
      async () => {
        calls++
        if (calls < 3) throw new TypeError('fetch failed')
        return 'token'
      },
      async () => {},
    )
    expect(token).toBe('token')
    expect(calls).toBe(3)
  })

  test('does not retry answers that are not network failures', async () => {
    let calls = 0
    await expect(
      withTokenRetry(
        async () => {
          calls++
          throw new Error('Not authorized')
        },
        async () => {},
      ),
    ).rejects.toThrow('Not authorized')
    expect(calls).toBe(1)
    expect(isNetworkFailure(new Error('Not authorized'))).toBe(false)
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
  })
})

test('reconnect back-off runs from 1 s to 16 s with jitter', () => {
  expect(reconnectDelay(0, () => 0.5)).toBe(1000)
  expect(reconnectDelay(1, () => 0.5)).toBe(2000)
  expect(reconnectDelay(4, () => 0.5)).toBe(16_000)
  expect(reconnectDelay(10, () => 0.5)).toBe(16_000)
  expect(reconnectDelay(0, () => 0)).toBe(1000)
  expect(reconnectDelay(4, () => 1)).toBe(16_000)
  expect(reconnectDelay(2, () => 0)).toBe(3200)
})
