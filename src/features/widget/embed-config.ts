import type { CompiledMessage } from '~/lib/i18n/format-message'
import type { Locale } from '~/lib/i18n/locales'
import type { LauncherSettings, WidgetTab, WidgetTheme } from '~/lib/widget-protocol'

/**
 * What the embed page (/embed/@{org}/{project}) hands its app inline, as JSON in the HTML: written by the
 * server from the project's widget settings (features/widget/server/embed-page.server.ts), read by the app
 * (embed/embed-main.tsx). No secret and nothing about the person: who they are comes later, with a session.
 */
export type EmbedConfig = {
  org: string
  project: string
  projectName: string
  /** The project's public page, absolute. */
  projectUrl: string
  /** The exact origin of the host page: the only one the app talks to (postMessage). */
  host: string
  /** `/api/embed/@{org}/{project}`, same origin as the frame. */
  apiBase: string
  tabs: WidgetTab[]
  launcher: LauncherSettings
  theme: WidgetTheme
}

export const EMBED_CONFIG_ELEMENT_ID = 'parley-embed-config'

/**
 * The embed's words, inline beside its configuration: the visitor's language as the server resolved it and
 * that language's messages of the `widgetEmbed` catalogue, compiled (never another language, never in the
 * bundle). Read by embed/embed-i18n.ts.
 */
export type EmbedMessages = { locale: Locale; messages: Record<string, CompiledMessage> }

export const EMBED_MESSAGES_ELEMENT_ID = 'parley-embed-messages'
