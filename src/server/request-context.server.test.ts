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
