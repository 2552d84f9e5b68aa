import { expect, test, vi } from 'vitest'
import type { AppContext } from './app-context.server'

vi.mock('@tanstack/react-start/server', () => ({
  getRequest: () => ({ headers: new Headers({ cookie: 'better-auth.session_token=abc.def' }) }),
  getRequestIP: () => undefined,
}))

function fakeApp() {
  const getSession = vi.fn(async () => ({
    session: { id: 'session-1' },
    user: {
      id: 'user-1',
      name: 'Dana',
      email: 'dana@example.com',
      username: 'dana',
      image: null,
      role: null,
    },
  }))
  return { app: { auth: { api: { getSession } } } as unknown as AppContext, getSession }
}

test('one request looks its session up once, whichever copy of the module asks', async () => {
  // The nitro runtime and the SSR bundle each hold a copy of this module in one process.
  const nitroCopy = await import('./request-context.server')
  vi.resetModules()
  const ssrCopy = await import('./request-context.server')
  expect(ssrCopy).not.toBe(nitroCopy)

  const { app, getSession } = fakeApp()
  const [first, second, session] = await ssrCopy.runInRequestScope(
    async () =>
      [
        await ssrCopy.getRequestViewer(app),
        await nitroCopy.getRequestViewer(app),
        await nitroCopy.getRequestSession(app),
      ] as const,
  )
  expect(getSession).toHaveBeenCalledTimes(1)
  expect(first?.userId).toBe('user-1')
  expect(second).toBe(first)
  expect(session).toMatchObject({ sessionId: 'session-1', impersonatedBy: null })

  // Another request asks again.
  await nitroCopy.runInRequestScope(() => ssrCopy.getRequestViewer(app))
  expect(getSession).toHaveBeenCalledTimes(2)
})

/** A Drizzle-like query: nothing runs until `then`, and each `then` runs it again. */
function lazyQuery<T>(result: T) {
  const run = vi.fn(async () => result)
  // biome-ignore lint/suspicious/noThenProperty: a thenable that is not a promise is the point of the test
  const query: PromiseLike<T> = { then: (onFulfilled, onRejected) => run().then(onFulfilled, onRejected) }
  return { query, run }
}

test('a read-only request reads once per key and database handle; a write request every time', async () => {
  const { readOncePerRequest, runInRequestScope } = await import('./request-context.server')
  const db = {}
  const transaction = {}
  const { query, run } = lazyQuery(['board'])

  const answers = await runInRequestScope(
    () =>
      Promise.all([
        readOncePerRequest(db, 'boards', () => query),
        readOncePerRequest(db, 'boards', () => query),
        readOncePerRequest(db, 'boards', () => query),
      ]),
    { readOnly: true },
  )
  expect(run).toHaveBeenCalledTimes(1)
  expect(answers[1]).toBe(answers[0])

  await runInRequestScope(
    async () => {
      await readOncePerRequest(db, 'boards', () => query)
      await readOncePerRequest(transaction, 'boards', () => query)
      await readOncePerRequest(db, 'teams', () => query)
    },
    { readOnly: true },
  )
  // A new request, a transaction and another key each read for themselves.
  expect(run).toHaveBeenCalledTimes(4)

  await runInRequestScope(async () => {
    await readOncePerRequest(db, 'boards', () => query)
    await readOncePerRequest(db, 'boards', () => query)
  })
  expect(run).toHaveBeenCalledTimes(6)
})

test('a failed read is not remembered', async () => {
  const { readOncePerRequest, runInRequestScope } = await import('./request-context.server')
  const db = {}
  let fail = true
  const read = vi.fn(async () => {
    if (fail) throw new Error('connection reset')
    return 'organization'
  })
  const second = await runInRequestScope(
    async () => {
      await expect(readOncePerRequest(db, 'organization', read)).rejects.toThrow('connection reset')
      fail = false
      return readOncePerRequest(db, 'organization', read)
    },
    { readOnly: true },
  )
  expect(second).toBe('organization')
  expect(read).toHaveBeenCalledTimes(2)
})
