/**
 * The widget's postMessage protocol between the host page (the loader, widget.js) and the embed iframe
 * (/embed/@{org}/{project}). Pure and dependency-free: the loader's budget is 8 KiB of gzip.
 *
 * Both sides accept a message only when it comes from the exact window they expect (`event.source`) AND from
 * the exact origin they expect (`event.origin`): any other frame or tab of the host page, or any page that
 * opened the host, could post a message to either side. Every message carries `parley: 1`.
 */

export const PROTOCOL_VERSION = 1

export type WidgetTab = 'feedback' | 'updates'
export type WidgetTheme = 'light' | 'dark' | 'auto'
export type LauncherSettings = { position: 'left' | 'right'; colour: string }
export type WidgetPerson = { name: string; avatarUrl: string | null }

/** What the host page (the loader) sends to the iframe. */
export type HostMessage =
  | { parley: 1; type: 'identify'; token: string }
  | { parley: 1; type: 'logout' }
  | { parley: 1; type: 'open'; tab?: WidgetTab; item?: string }
  | { parley: 1; type: 'close' }
  | { parley: 1; type: 'theme'; theme: WidgetTheme }
  /** When the person last looked at the updates, as the host page remembers it (see `seen` below). */
  | { parley: 1; type: 'seen'; at: string }

/** What the iframe sends to the host page. */
export type EmbedMessage =
  /** `label`: the launcher's word in the visitor's language (the embed chose it: ?lang=, cookie, browser, team). */
  | { parley: 1; type: 'ready'; launcher: LauncherSettings; unread: boolean; label?: string }
  | { parley: 1; type: 'identified'; person: WidgetPerson }
  | { parley: 1; type: 'error'; code: string; message: string }
  | { parley: 1; type: 'unread'; unread: boolean }
  | { parley: 1; type: 'close' }
  | { parley: 1; type: 'feedback:created'; item: { id: string; title: string; url: string } }
  | { parley: 1; type: 'vote'; item: { id: string }; voted: boolean; votes: number }
  /**
   * The person looked at the updates published until `at`. The loader keeps it in the host page's own storage:
   * a third-party frame's storage is refused where third-party cookies are blocked, and the unread dot would
   * then never clear.
   */
  | { parley: 1; type: 'seen'; at: string }

const HOST_TYPES = new Set(['identify', 'logout', 'open', 'close', 'theme', 'seen'])
const EMBED_TYPES = new Set([
  'ready',
  'identified',
  'error',
  'unread',
  'close',
  'feedback:created',
  'vote',
  'seen',
])

type MessageLike = { origin: string; source: unknown; data: unknown }

/**
 * The message's data when it comes from `expected.source` at exactly `expected.origin` and is one of ours;
 * otherwise null. An origin is compared as a whole string: `https://app.example.com` is not
 * `https://app.example.com.evil.test`, nor `http://app.example.com`, nor a prefix of anything.
 */
function accepted(event: MessageLike, expected: { origin: string; source: unknown }, types: Set<string>) {
  if (expected.source == null || event.source !== expected.source) return null
  if (typeof event.origin !== 'string' || event.origin !== expected.origin || event.origin === 'null')
    return null
  const data = event.data
  if (typeof data !== 'object' || data === null) return null
  const message = data as { parley?: unknown; type?: unknown }
  if (message.parley !== PROTOCOL_VERSION || typeof message.type !== 'string') return null
  return types.has(message.type) ? data : null
}

/** In the iframe: a message from the host page that framed it (window.parent at the configured host origin). */
export function acceptHostMessage(
  event: MessageLike,
  expected: { origin: string; source: unknown },
): HostMessage | null {
  const data = accepted(event, expected, HOST_TYPES) as HostMessage | null
  if (!data) return null
  switch (data.type) {
    case 'identify':
      return typeof data.token === 'string' && data.token.length > 0 && data.token.length <= 8192
        ? data
        : null
    case 'open':
      if (data.tab !== undefined && data.tab !== 'feedback' && data.tab !== 'updates') return null
      if (data.item !== undefined && (typeof data.item !== 'string' || data.item.length > 200)) return null
      return data
    case 'theme':
      return isWidgetTheme(data.theme) ? data : null
    case 'seen':
      return isTimestamp(data.at) ? data : null
    default:
      return data
  }
}

/** An ISO timestamp as the embed API writes them (`2026-11-29T05:25:12.000Z`). */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value))
}

/** In the loader: a message from its own iframe (its contentWindow, at Parley's origin). */
export function acceptEmbedMessage(
  event: MessageLike,
  expected: { origin: string; source: unknown },
): EmbedMessage | null {
  const data = accepted(event, expected, EMBED_TYPES) as EmbedMessage | null
  if (data?.type === 'seen' && !isTimestamp(data.at)) return null
  return data
}

export function isWidgetTheme(value: unknown): value is WidgetTheme {
  return value === 'light' || value === 'dark' || value === 'auto'
}
