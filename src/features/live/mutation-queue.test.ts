import { expect, test } from 'vitest'
import { CONNECTION_LOST, ConnectionLostError, MutationQueue } from './mutation-queue'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

test('mutations run one at a time, in order', async () => {
  const queue = new MutationQueue()
  const log: string[] = []
  const first = deferred()
  const a = queue.run(async () => {
    log.push('a start')
    await first.promise
    log.push('a end')
  })
  const b = queue.run(async () => {
    log.push('b')
  })
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(log).toEqual(['a start'])
  expect(queue.pending).toBe(2)
  first.resolve()
  await Promise.all([a, b])
  expect(log).toEqual(['a start', 'a end', 'b'])
  expect(queue.pending).toBe(0)
})

test('skipQueue sends at once, past a mutation in flight', async () => {
  const queue = new MutationQueue()
  const log: string[] = []
  const first = deferred()
  const a = queue.run(async () => {
    await first.promise
    log.push('a')
  })
  await queue.run(async () => log.push('urgent'), { skipQueue: true })
  expect(log).toEqual(['urgent'])
  first.resolve()
  await a
  expect(log).toEqual(['urgent', 'a'])
})

test('a failed mutation does not block the next one, and the caller sees its error', async () => {
  const queue = new MutationQueue()
  await expect(queue.run(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
  await expect(queue.run(async () => 'next')).resolves.toBe('next')
})

test('a network failure mid-flight becomes the spec message', async () => {
  const queue = new MutationQueue()
  const failure = queue.run(async () => Promise.reject(new TypeError('Failed to fetch')))
  await expect(failure).rejects.toBeInstanceOf(ConnectionLostError)
  await expect(failure).rejects.toThrow(CONNECTION_LOST)
  expect(CONNECTION_LOST).toBe('Connection lost while action was in flight')
})

test('a refetch asked for while a mutation is in flight waits for the queue to drain, and runs once', async () => {
  const queue = new MutationQueue()
  let refetches = 0
  const refetch = () => refetches++
  queue.whenSettled(refetch)
  expect(refetches).toBe(1)

  const first = deferred()
  const second = deferred()
  const a = queue.run(() => first.promise)
  const b = queue.run(() => second.promise)
  queue.whenSettled(refetch)
  queue.whenSettled(refetch)
  first.resolve()
  await a
  expect(refetches).toBe(1)
  second.resolve()
  await b
  expect(refetches).toBe(2)
  queue.whenSettled(refetch)
  expect(refetches).toBe(3)
})

test('while mutations are in flight, what is asked under one key runs once, under another key on its own', async () => {
  const queue = new MutationQueue()
  const ran: string[] = []
  const pending = deferred()
  const mutation = queue.run(() => pending.promise)
  queue.whenSettled(() => ran.push('list, first ask'), 'list')
  queue.whenSettled(() => ran.push('list, last ask'), 'list')
  queue.whenSettled(() => ran.push('detail'), 'detail')
  expect(ran).toEqual([])
  pending.resolve()
  await mutation
  expect(ran).toEqual(['list, last ask', 'detail'])
})
