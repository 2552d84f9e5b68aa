import { expect, test } from 'vitest'
import { authRequestsSettled, authRequestsStarted, trackAuthRequest } from './auth-requests'

test('settles after every tracked request, failed ones included, and those started while waiting', async () => {
  const order: string[] = []
  let finishFirst!: () => void
  let failSecond!: (error: Error) => void
  const first = trackAuthRequest(new Promise<void>((resolve) => (finishFirst = resolve)))
  const second = trackAuthRequest(new Promise<void>((_, reject) => (failSecond = reject)))
  second.catch(() => order.push('second failed'))

  const settled = authRequestsSettled().then(() => order.push('settled'))
  finishFirst()
  await first
  order.push('first done')
  let finishThird!: () => void
  trackAuthRequest(new Promise<void>((resolve) => (finishThird = resolve))).then(() =>
    order.push('third done'),
  )
  failSecond(new Error('network'))
  await Promise.resolve()
  expect(order).not.toContain('settled')
  finishThird()
  await settled
  expect(order.at(-1)).toBe('settled')
  expect(order).toContain('third done')
})

test('settles at once with nothing in flight', async () => {
  await expect(authRequestsSettled()).resolves.toBeUndefined()
})

test('counts every request started, so a reader can tell that the session may have changed since', async () => {
  const before = authRequestsStarted()
  await trackAuthRequest(Promise.resolve())
  await trackAuthRequest(Promise.reject(new Error('network'))).catch(() => {})
  expect(authRequestsStarted()).toBe(before + 2)
})
