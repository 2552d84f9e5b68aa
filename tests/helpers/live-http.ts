import { serverFnResult as resultOfServerFn, serverFnRequest } from '../../scripts/bench-server-fn.mjs'

/**
 * HTTP clients for the live tests against the production build: the app's own server-function endpoint
 * (what the browser calls; no test-only paths) and a plain fetch() reader for GET /api/live.
 */

/** Calls a server function as the app's client does (Seroval payload, same-origin headers). */
export async function callServerFn<T = unknown>(
  baseUrl: string,
  name: string,
  data: unknown,
  options: { method?: 'GET' | 'POST'; cookie?: string } = {},
): Promise<T> {
  const response = await fetchServerFn(baseUrl, name, data, options)
  const text = await response.text()
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`)
  return serverFnResult<T>(name, text)
}

/** The value a server function's answer (its body) carries; throws when it carries an error. */
export function serverFnResult<T = unknown>(name: string, text: string): T {
  return resultOfServerFn(name, text) as T
}

/** Calls server function `name` as the browser does, and returns its raw response. */
export async function fetchServerFn(
  baseUrl: string,
  name: string,
  data: unknown,
  options: { method?: 'GET' | 'POST'; cookie?: string } = {},
): Promise<Response> {
  const { method, pathname, headers, body } = await serverFnRequest(baseUrl, name, data, options)
  return fetch(`${baseUrl}${pathname}`, { method, headers, body })
}

/** Signs in through Better Auth's endpoint and returns the Cookie header value. */
export async function signIn(baseUrl: string, username = 'demo', password = 'parley-demo'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username, password }),
  })
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The demo organisation's id and its two projects' ids, through the app's own calls. */
export async function demoIds(baseUrl: string, cookie: string) {
  const project = (slug: string) =>
    callServerFn<{ id: string }>(
      baseUrl,
      'getProjectFn',
      { orgSlug: 'demo', slug },
      { method: 'GET', cookie },
    )
  const orgs = (await (
    await fetch(`${baseUrl}/api/auth/organization/list`, { headers: { cookie } })
  ).json()) as {
    id: string
    slug: string
  }[]
  const org = orgs.find((candidate) => candidate.slug === 'demo')
  if (!org) throw new Error('The demo organisation is missing')
  return {
    orgId: org.id,
    publicProjectId: (await project('public-roadmap')).id,
    privateProjectId: (await project('internal-tools')).id,
  }
}

export type SseEvent = {
  event: string
  id: string | undefined
  data: string
  /** For change events: the parsed data. */
  change?: { topic: string; type: string; payload: Record<string, unknown>; at: number }
  receivedAt: number
}

export type SseClient = {
  status: number
  events: SseEvent[]
  changes: () => (SseEvent & { change: NonNullable<SseEvent['change']> })[]
  /** Resolves with the events once `check` holds, rejects after the timeout. */
  waitFor: (check: (events: SseEvent[]) => boolean, what: string, timeoutMs?: number) => Promise<SseEvent[]>
  /** Resolves when the server ends the stream (done: true), with whether it ended cleanly. */
  ended: Promise<'clean' | 'error'>
  close: () => void
}

/** Opens GET /api/live with fetch() and parses the Server-Sent Events as they arrive. */
export async function openSse(
  baseUrl: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}/api/live?${new URLSearchParams(query)}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const events: SseEvent[] = []
  const listeners = new Set<() => void>()
  let ended: Promise<'clean' | 'error'> = Promise.resolve('clean')
  if (response.ok && response.body) {
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    ended = (async () => {
      let buffer = ''
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) return 'clean'
          buffer += decoder.decode(value, { stream: true })
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf('\n\n')
            const event = parseBlock(block)
            if (event) {
              events.push(event)
              for (const listener of listeners) listener()
            }
          }
        }
      } catch {
        return controller.signal.aborted ? 'clean' : 'error'
      } finally {
        for (const listener of listeners) listener()
      }
    })()
  } else {
    await response.arrayBuffer().catch(() => {})
  }

  const changes = () =>
    events.filter((event): event is SseEvent & { change: NonNullable<SseEvent['change']> } =>
      Boolean(event.change),
    )
  const waitFor = (check: (events: SseEvent[]) => boolean, what: string, timeoutMs = 10_000) =>
    new Promise<SseEvent[]>((resolve, reject) => {
      const test = () => {
        if (!check(events)) return false
        listeners.delete(test)
        clearTimeout(timer)
        resolve(events)
        return true
      }
      const timer = setTimeout(() => {
        listeners.delete(test)
        reject(new Error(`Timed out waiting for ${what}; got: ${JSON.stringify(events.map((e) => e.event))}`))
      }, timeoutMs)
      listeners.add(test)
      test()
    })
  return { status: response.status, events, changes, waitFor, ended, close: () => controller.abort() }
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message'
  let id: string | undefined
  const data: string[] = []
  let any = false
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'id') id = value
    else if (field === 'data') data.push(value)
    else if (field === 'retry') continue
    else continue
    any = true
  }
  if (!any) return null
  const text = data.join('\n')
  const parsed: SseEvent = { event, id, data: text, receivedAt: Date.now() }
  if (event === 'change') parsed.change = JSON.parse(text)
  return parsed
}
