import { type MessageValues, renderMessage } from '~/lib/i18n/format-message'
import type en from '~/lib/i18n/messages/widgetEmbed/en'
import { EMBED_MESSAGES_ELEMENT_ID, type EmbedMessages } from '../embed-config'

/**
 * The embed's translations: the page carries its language's messages inline (server/embed-page.server.ts),
 * read once when the app starts. Only the renderer is in the bundle, no catalogue. A key the page did not
 * carry shows as the key, so a slip shows.
 */
export type EmbedMessageKey = keyof typeof en

let active: EmbedMessages = { locale: 'en', messages: {} }

/** Reads the page's messages (embed-main.tsx, before the first render). */
export function readEmbedMessages(): void {
  const element = document.getElementById(EMBED_MESSAGES_ELEMENT_ID)
  try {
    if (element) active = JSON.parse(element.textContent ?? '{}') as EmbedMessages
  } catch {}
}

/** The page's language (dates and relative times). */
export function embedLocale(): string {
  return active.locale
}

export function t(key: EmbedMessageKey, values?: MessageValues): string {
  return renderMessage(active.locale, active.messages[key] ?? key, values)
}
