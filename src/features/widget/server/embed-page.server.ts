import { randomBytes } from 'node:crypto'
import { escapeHtml } from '~/lib/escape-html'
import type { CompiledMessage } from '~/lib/i18n/format-message'
import { directionOf, type Locale } from '~/lib/i18n/locales'
import { compileMessages } from '~/lib/i18n/parse-message'
import { isWidgetTheme, type WidgetTab } from '~/lib/widget-protocol'
import { contentSecurityPolicy } from '~/server/security-headers'
import { serverMessages, serverTranslator } from '~/server/server-catalogues.server'
import {
  EMBED_CONFIG_ELEMENT_ID,
  EMBED_MESSAGES_ELEMENT_ID,
  type EmbedConfig,
  type EmbedMessages,
} from '../embed-config'

// The page carries its visitor's language alone.
const compiled = new Map<Locale, Record<string, CompiledMessage>>()

/** The embed's messages in one language, compiled once (what the page carries inline). */
function embedMessages(locale: Locale): EmbedMessages {
  let messages = compiled.get(locale)
  if (!messages) {
    messages = compileMessages(serverMessages('widgetEmbed', locale))
    compiled.set(locale, messages)
  }
  return { locale, messages }
}

/** What the page needs of the project's widget (features/widget's readEmbedSettings). */
export type EmbedPageSettings = {
  orgSlug: string
  projectSlug: string
  projectName: string
  allowedOrigins: string[]
  tabs: WidgetTab[]
  launcher: { position: 'left' | 'right'; colour: string }
}

export type EmbedAssets = { script: string; style: string | null }

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><p>Not found</p></body></html>'

/** JSON inside a <script type="application/json">: nothing in it can close the element or start a comment. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * GET /embed/@{org}/{project}?host=<origin>&theme=light|dark|auto: the widget's iframe page. 404 unless the
 * project is public with a widget (`settings` not null) and `host` is exactly one of its allowed origins.
 * Framable by that host origin alone (CSP `frame-ancestors`; no X-Frame-Options, see security-headers.ts's
 * mayBeFramed): a page of another origin, even one that claims an allowed `host`, is refused by the browser.
 * Never cached (no-store): the allowed origins may change at any moment. In `locale` (the visitor's language,
 * resolved by the route: `?lang=`, cookie, Accept-Language, the organisation's default, English): `<html lang
 * dir>` and that language's messages inline, beside the configuration.
 */
export function embedPageResponse(
  settings: EmbedPageSettings | null,
  url: URL,
  options: { baseUrl: string; assets: EmbedAssets; development: boolean; locale?: Locale },
): Response {
  const host = url.searchParams.get('host')
  if (!settings || !host || !settings.allowedOrigins.includes(host) || settings.tabs.length === 0) {
    return new Response(NOT_FOUND_HTML, {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const themeParam = url.searchParams.get('theme')
  const theme = isWidgetTheme(themeParam) ? themeParam : 'auto'
  const projectPath = `/@${settings.orgSlug}/${settings.projectSlug}`
  const config: EmbedConfig = {
    org: settings.orgSlug,
    project: settings.projectSlug,
    projectName: settings.projectName,
    projectUrl: `${options.baseUrl}${projectPath}`,
    host,
    apiBase: `/api/embed${projectPath}`,
    tabs: settings.tabs,
    launcher: settings.launcher,
    theme,
  }
  const { script, style } = options.assets
  const locale = options.locale ?? 'en'
  const title = serverTranslator('widgetEmbed', locale).t('page.title', { project: settings.projectName })
  const html = [
    '<!doctype html>',
    `<html lang="${locale}" dir="${directionOf(locale)}" data-theme="${theme}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="strict-origin-when-cross-origin">',
    `<title>${escapeHtml(title)}</title>`,
    style ? `<link rel="stylesheet" href="${escapeHtml(style)}">` : '',
    `<script type="module" src="${escapeHtml(script)}"></script>`,
    '</head>',
    '<body>',
    '<div id="app"></div>',
    `<script type="application/json" id="${EMBED_CONFIG_ELEMENT_ID}">${inlineJson(config)}</script>`,
    `<script type="application/json" id="${EMBED_MESSAGES_ELEMENT_ID}">${inlineJson(embedMessages(locale))}</script>`,
    '</body>',
    '</html>',
  ].join('')
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy({
        // No inline script runs on this page (its configuration is JSON, which is not executed); the nonce is
        // the policy's usual form and matches nothing.
        nonce: randomBytes(16).toString('base64'),
        development: options.development,
        frameAncestors: [host],
      }),
    },
  })
}
