/**
 * The page behind a notification mail's unsubscribe link: a standalone document (no app bundle, no sign-in),
 * styled like the app in both themes, in the recipient's language (the route chooses it).
 */
import { escapeHtml } from '~/lib/escape-html'
import { directionOf, type Locale } from '~/lib/i18n/locales'
import type { NotificationSay } from './notification-text'
import { notificationSayIn } from './server/notification-text.server'

type State = { state: 'ask'; token: string } | { state: 'done' } | { state: 'invalid' }

const STYLE = `
  :root { color-scheme: light dark; --bg: #fbfbfd; --fg: #1f2230; --muted: #646b80; --card: #fff; --border: #e3e5ee; --primary: #5b4be0; --primary-fg: #fff; }
  @media (prefers-color-scheme: dark) { :root { --bg: #15171f; --fg: #eef0f5; --muted: #a9afc2; --card: #1b1e28; --border: #2d3140; --primary: #9d90ff; --primary-fg: #15171f; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
    font-family: "Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif; padding: 24px; }
  main { max-width: 440px; width: 100%; background: var(--card); border: 1px solid var(--border); border-radius: 14px; padding: 32px; text-align: center; }
  .brand { font-weight: 600; margin: 0 0 20px; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  p { color: var(--muted); line-height: 1.5; margin: 0 0 16px; }
  button, a.button { display: inline-block; border: 0; cursor: pointer; font: inherit; background: var(--primary); color: var(--primary-fg); text-decoration: none; padding: 10px 18px; border-radius: 8px; font-weight: 500; }
  a { color: var(--primary); }
  button:focus-visible, a:focus-visible { outline: 2px solid var(--primary); outline-offset: 3px; }`

function page(locale: Locale, title: string, body: string) {
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="brand">Parley</p>
${body}
</main>
</body>
</html>`
}

export function renderUnsubscribePage(state: State, locale: Locale = 'en'): string {
  const t: NotificationSay = notificationSayIn(locale)
  const say = (key: Parameters<NotificationSay>[0]) => escapeHtml(t(key))
  if (state.state === 'ask') {
    return page(
      locale,
      t('unsubscribe.askTitle'),
      `  <h1>${say('unsubscribe.askHeading')}</h1>
  <p>${say('unsubscribe.askBody')}</p>
  <form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(state.token)}">
    <button type="submit">${say('unsubscribe.action')}</button>
  </form>`,
    )
  }
  if (state.state === 'done') {
    return page(
      locale,
      t('unsubscribe.doneTitle'),
      `  <h1>${say('unsubscribe.doneHeading')}</h1>
  <p>${say('unsubscribe.doneBody')}</p>
  <a class="button" href="/settings/notifications">${say('unsubscribe.settings')}</a>`,
    )
  }
  return page(
    locale,
    t('unsubscribe.invalidTitle'),
    `  <h1>${say('unsubscribe.invalidHeading')}</h1>
  <p>${say('unsubscribe.invalidBody')}</p>
  <a class="button" href="/settings/notifications">${say('unsubscribe.settings')}</a>`,
  )
}
