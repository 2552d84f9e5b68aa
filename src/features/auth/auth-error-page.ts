/**
 * GET /api/auth/error: Better Auth's own page redirects; the product shows an HTML page titled
 * 'Authentication Error' with the error code ('Unknown' when none) and a 'Return to Application' link.
 * It is a standalone document (no app bundle), styled like the app in both themes, in the visitor's language.
 */
import { escapeHtml } from '~/lib/escape-html'
import { directionOf, type Locale } from '~/lib/i18n/locales'
import { serverTranslator } from '~/server/server-catalogues.server'

export function renderAuthErrorPage(searchParams: URLSearchParams, locale: Locale = 'en'): string {
  const { t } = serverTranslator('auth', locale)
  const code = searchParams.get('error')?.trim().slice(0, 200) || 'Unknown'
  const description = searchParams.get('error_description')?.trim().slice(0, 500)
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(t('errorPage.title'))}</title>
<style>
  :root { color-scheme: light dark; --bg: #fbfbfd; --fg: #1f2230; --muted: #646b80; --card: #fff; --border: #e3e5ee; --primary: #5b4be0; --primary-fg: #fff; }
  @media (prefers-color-scheme: dark) { :root { --bg: #15171f; --fg: #eef0f5; --muted: #a9afc2; --card: #1b1e28; --border: #2d3140; --primary: #9d90ff; --primary-fg: #15171f; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
    font-family: "Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif; padding: 24px; }
  main { max-width: 440px; width: 100%; background: var(--card); border: 1px solid var(--border); border-radius: 14px; padding: 32px; text-align: center; }
  .brand { font-weight: 600; letter-spacing: -0.01em; margin: 0 0 20px; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  p { color: var(--muted); line-height: 1.5; margin: 0 0 16px; }
  code { display: inline-block; padding: 4px 10px; border-radius: 6px; border: 1px solid var(--border); font-size: 0.9rem; color: var(--fg); word-break: break-all; }
  a { display: inline-block; margin-top: 8px; background: var(--primary); color: var(--primary-fg); text-decoration: none; padding: 10px 18px; border-radius: 8px; font-weight: 500; }
  a:focus-visible { outline: 2px solid var(--primary); outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <p class="brand">Parley</p>
  <h1>${escapeHtml(t('errorPage.title'))}</h1>
  <p>${escapeHtml(t('errorPage.body'))}</p>
  <p>${escapeHtml(t('errorPage.code'))} <code data-testid="auth-error-code">${escapeHtml(code)}</code></p>
  ${description ? `<p>${escapeHtml(description)}</p>` : ''}
  <a href="/">${escapeHtml(t('errorPage.return'))}</a>
</main>
</body>
</html>`
}
