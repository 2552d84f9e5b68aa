/** @jsxImportSource preact */
import { render } from 'preact'
import { isWidgetTheme } from '~/lib/widget-protocol'
import { EMBED_CONFIG_ELEMENT_ID, type EmbedConfig } from '../embed-config'
import { EmbedApp } from './embed-app'
import { readEmbedMessages } from './embed-i18n'
import './embed.css'

/**
 * The embed app's entry: the iframe's page (/embed/@{org}/{project}) carries its configuration inline and loads
 * this bundle and its stylesheet, nothing else (vite.widget.ts builds it apart from the app). Its words come
 * inline too, in the visitor's language (embed-i18n.ts).
 */
const element = document.getElementById(EMBED_CONFIG_ELEMENT_ID)
const root = document.getElementById('app')
if (element && root) {
  readEmbedMessages()
  const config = JSON.parse(element.textContent ?? '{}') as EmbedConfig
  if (!isWidgetTheme(config.theme)) config.theme = 'auto'
  render(<EmbedApp config={config} />, root)
}
