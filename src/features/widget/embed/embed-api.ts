import type { WidgetPerson } from '~/lib/widget-protocol'
import type { Comment, Item, ItemDetail, Page, Status, Update } from '../embed-contract'
import { t } from './embed-i18n'

export type { Comment, Item, ItemDetail, Page, Status, Update }

/**
 * The embed API (/api/embed/@{org}/{project}, served by the server half of the widget: docs/widget.md) as the
 * iframe calls it. Same origin as the frame: no CORS, no cookie. The session is a bearer token kept in the
 * frame's sessionStorage (partitioned by the top-level site in a third-party frame), never a cookie.
 */

export type RemoteConfig = {
  boards: { id: string; name: string }[]
  person: WidgetPerson | null
}

/** A refusal of the API: its RFC 9457 problem (`code` on identify's refusals). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

type Session = { token: string; expiresAt: string }

/**
 * `onSessionEnded` runs when the server refuses the session the frame kept (expired, revoked, the widget turned
 * off or its secret rotated and the session swept): the person is anonymous again until the host identifies
 * them anew.
 */
export function createApi(apiBase: string, storageKey: string, onSessionEnded: () => void = () => {}) {
  let session: Session | null = readSession()

  function readSession(): Session | null {
    try {
      const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Session | null
      return stored && Date.parse(stored.expiresAt) > Date.now() ? stored : null
    } catch {
      return null
    }
  }
  function keep(next: Session | null) {
    session = next
    try {
      if (next) sessionStorage.setItem(storageKey, JSON.stringify(next))
      else sessionStorage.removeItem(storageKey)
    } catch {
      // Storage refused (a browser setting): the session lasts as long as the frame.
    }
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    const sent = session
    if (sent) headers.Authorization = `Bearer ${sent.token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    let response: Response
    try {
      response = await fetch(`${apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      })
    } catch {
      throw new ApiError(0, t('api.unreachable'), 'network')
    }
    if (response.status === 204) return undefined as T
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null
    if (!response.ok) {
      // A session the server no longer accepts: forget it; a read is then asked again as anyone may.
      if (response.status === 401 && sent && path !== '/identify') {
        keep(null)
        onSessionEnded()
        if (method === 'GET') return request<T>(method, path)
      }
      const errors = Array.isArray(data?.errors) ? (data.errors as { message?: unknown }[]) : []
      const message =
        (typeof errors[0]?.message === 'string' && errors[0].message) ||
        (typeof data?.detail === 'string' && data.detail) ||
        (typeof data?.title === 'string' && data.title) ||
        t('api.failed')
      const code = typeof data?.code === 'string' ? data.code : `http_${response.status}`
      throw new ApiError(response.status, message, code)
    }
    return data as T
  }

  const query = (params: Record<string, string | undefined>) => {
    const search = new URLSearchParams()
    for (const [name, value] of Object.entries(params)) if (value) search.set(name, value)
    const text = search.toString()
    return text ? `?${text}` : ''
  }

  return {
    hasSession: () => session !== null,
    config: () => request<RemoteConfig>('GET', '/config'),
    async identify(token: string) {
      const result = await request<{ session: string; expiresAt: string; person: WidgetPerson }>(
        'POST',
        '/identify',
        { token },
      )
      keep({ token: result.session, expiresAt: result.expiresAt })
      return result.person
    },
    async logout() {
      const had = session
      keep(null)
      if (!had) return
      await fetch(`${apiBase}/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${had.token}`, 'Content-Type': 'application/json' },
        body: '{}',
        credentials: 'omit',
      }).catch(() => {})
    },
    forget: () => keep(null),
    feedback: (params: { q?: string; sort?: string; mine?: boolean; cursor?: string }) =>
      request<Page<Item>>(
        'GET',
        `/feedback${query({ q: params.q, sort: params.sort, mine: params.mine ? '1' : undefined, cursor: params.cursor })}`,
      ),
    similar: (title: string) => request<{ items: Item[] }>('GET', `/feedback/similar${query({ title })}`),
    item: (id: string) => request<ItemDetail>('GET', `/feedback/${encodeURIComponent(id)}`),
    post: (input: { title: string; details?: string; boardId?: string }) =>
      request<Item>('POST', '/feedback', input),
    vote: (id: string, voted: boolean) =>
      request<{ votes: number; voted: boolean }>(
        voted ? 'POST' : 'DELETE',
        `/feedback/${encodeURIComponent(id)}/vote`,
        voted ? {} : undefined,
      ),
    comment: (id: string, body: string) =>
      request<Comment>('POST', `/feedback/${encodeURIComponent(id)}/comments`, { body }),
    updates: (cursor?: string) =>
      request<Page<Update> & { latestPublishedAt: string | null }>('GET', `/updates${query({ cursor })}`),
  }
}

export type EmbedApi = ReturnType<typeof createApi>
