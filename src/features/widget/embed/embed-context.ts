import type { EmbedMessage, WidgetPerson } from '~/lib/widget-protocol'
import type { EmbedConfig } from '../embed-config'
import type { EmbedApi } from './embed-api'

/** What every panel of the embed app is given by the app (embed-app.tsx). */
export type EmbedContext = {
  config: EmbedConfig
  api: EmbedApi
  person: WidgetPerson | null
  /** Sends a message to the host page (nothing when the page is not framed). */
  post: (message: EmbedMessage) => void
  /** Says something to screen readers (the app's one polite live region). */
  announce: (text: string) => void
  /** The host's site, as people know it: its host name. */
  hostName: string
}
