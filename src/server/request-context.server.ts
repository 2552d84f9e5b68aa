import { AsyncLocalStorage } from 'node:async_hooks'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import type { Viewer } from '~/lib/viewer'
import { type AppContext, getAppContext, type PortalSession } from './app-context.server'
import { hasSessionCookie, portalCookieOf } from './session-cookie'

/**
 * The signed-in person of a request and the session they are signed in with (`impersonatedBy`: the admin
 * who started it, when it is an impersonation).
 */
export type RequestSession = { viewer: Viewer; sessionId: string; impersonatedBy: string | null }

type Remembered = Map<string, Promise<unknown>>

type RequestScope = {
  /** What every request resolves once: its session. */
  resolved: Remembered
  /** Reads shared by the request's loaders, per database handle; only in a read-only request. */
  reads?: WeakMap<object, Remembered>
  /** Set by a server function whose answer any anonymous visitor may be given (`shareAnswerWithAnonymousVisitors`). */
  answerShared?: boolean
}

/**
 * What one request resolves once, however many loaders and server functions ask (SSR asks several). Scoped
 * by `runInRequestScope` around each request in src/start.ts, so that it ends with its request. The nitro
 * runtime and the SSR bundle are separate module graphs in one process, each with its own copy of this module
 * (as with the app context): the scope lives on globalThis, or a server function of the other graph would
 * find none and look the session up again (a signed-in feedback page did it twice).
 */
const globalForScope = globalThis as unknown as { __parleyRequestScope?: AsyncLocalStorage<RequestScope> }
globalForScope.__parleyRequestScope ??= new AsyncLocalStorage<RequestScope>()
const requestScope = globalForScope.__parleyRequestScope

/** `readOnly`: a GET or HEAD request, whose reads `readOncePerRequest` may share. */
export function runInRequestScope<T>(handle: () => T, options: { readOnly?: boolean } = {}): T {
  return requestScope.run(
    { resolved: new Map(), reads: options.readOnly ? new WeakMap() : undefined },
    handle,
  )
}

/**
 * `read`'s answer under `key`, asked once: later callers share the same promise. A failure is not remembered,
 * the next caller asks again. Promise.resolve runs a lazy thenable (a Drizzle query runs at each `then`) once.
 */
function remember<T>(remembered: Remembered, key: string, read: () => PromiseLike<T>): Promise<T> {
  const known = remembered.get(key) as Promise<T> | undefined
  if (known) return known
  const pending = Promise.resolve(read())
  remembered.set(key, pending)
  pending.catch(() => {
    if (remembered.get(key) === pending) remembered.delete(key)
  })
  return pending
}

/**
 * A read that several loaders of one page make alike (the organisation by its slug, the viewer's membership,
 * the project's boards), made once per request: a signed-in feedback page made 24 queries, 9 of them repeats.
 *
 * Only in a read-only request (GET, HEAD: pages and query functions), so nothing the request does can make a
 * shared answer stale before it ends; a write request reads afresh each time. Shared per `db` handle, so a
 * transaction reads for itself. The live stream is a long GET, but its access checks (`canSubscribeToTopic`)
 * do not go through here.
 */
export function readOncePerRequest<T>(db: object, key: string, read: () => PromiseLike<T>): Promise<T> {
  const reads = requestScope.getStore()?.reads
  if (!reads) return Promise.resolve(read())
  const byKey = reads.get(db) ?? new Map()
  reads.set(db, byKey)
  return remember(byKey, key, read)
}

/**
 * Declares that the answer of the server function now running is the same for every anonymous visitor who
 * calls it with the same input: it depends only on that input and the data, never on the visitor (no token, no
 * live position, nothing from their headers). The page cache may then keep it and give it to the next anonymous
 * caller, as it does with pages (src/server/page-cache.server.ts). It has no effect on a signed-in request,
 * which the cache never serves, nor on a page: a server function marks the answer only when it is the request.
 */
export function shareAnswerWithAnonymousVisitors(): void {
  const scope = requestScope.getStore()
  if (scope) scope.answerShared = true
}

/** Whether the current request's answer was declared the same for every anonymous visitor. */
export function isAnswerShared(): boolean {
  return requestScope.getStore()?.answerShared === true
}

/** The current request's session, or null for an anonymous visitor. */
export function getRequestSession(app?: AppContext): Promise<RequestSession | null> {
  const scope = requestScope.getStore()
  const resolve = () => resolveSession(getRequest().headers, app)
  return scope ? remember(scope.resolved, 'session', resolve) : resolve()
}

/** The signed-in user of the current request, or null for an anonymous visitor. */
export async function getRequestViewer(app?: AppContext): Promise<Viewer | null> {
  return (await getRequestSession(app))?.viewer ?? null
}

/**
 * The portal visitor of the current request (signed in on a project's public pages through
 * `/@{org}/{project}/sso`), or null. Only when no Better Auth session is there: a session wins.
 */
export async function getRequestPortalSession(app?: AppContext): Promise<PortalSession | null> {
  if (await getRequestSession(app)) return null
  const token = portalCookieOf(getRequest().headers)
  if (!token) return null
  const scope = requestScope.getStore()
  const resolve = async () => {
    const context = app ?? (await getAppContext())
    return (await context.resolvePortalSession?.(token)) ?? null
  }
  return scope ? remember(scope.resolved, 'portal', resolve) : resolve()
}

/**
 * The viewer for the public project surfaces only (the project page, feedback, updates, the header's identity):
 * the signed-in user, or else the portal visitor as the confined viewer `Viewer.external`, which authz treats as
 * a non-member inside its organisation and as anonymous anywhere else. Everything else (account, profile,
 * notifications, organisations, settings, admin) reads `getRequestViewer`, which never sees a portal visitor:
 * opt in here only where a confined viewer is safe.
 */
export async function getPortalViewer(app?: AppContext): Promise<Viewer | null> {
  const session = await getRequestSession(app)
  if (session) return session.viewer
  return (await getRequestPortalSession(app))?.viewer ?? null
}

async function resolveSession(headers: Headers, app?: AppContext): Promise<RequestSession | null> {
  // An anonymous visitor costs no session look-up at all.
  if (!hasSessionCookie(headers)) return null
  const { auth } = app ?? (await getAppContext())
  const found = await auth.api.getSession({ headers })
  if (!found) return null
  const { user } = found
  return {
    sessionId: found.session.id,
    impersonatedBy: found.session.impersonatedBy ?? null,
    viewer: {
      userId: user.id,
      name: user.name,
      email: user.email,
      username: user.username ?? null,
      image: user.image ?? null,
      role: user.role ?? null,
      language: (user as { language?: string | null }).language ?? null,
    },
  }
}

export async function getClientIp(): Promise<string | undefined> {
  const { config } = await getAppContext()
  return getRequestIP({ xForwardedFor: config.trustProxy })
}
