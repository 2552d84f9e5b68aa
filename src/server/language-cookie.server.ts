import { LOCALE_COOKIE, matchLocale } from '~/lib/i18n/locales'
import { safeRedirectPath } from '~/lib/safe-redirect'
import { isSameOriginPost } from './same-origin.server'

const YEAR_SECONDS = 365 * 24 * 3600

/**
 * The language menu's plain form POST (`lang`, `redirect`): sets the `parley_lang` cookie for a year and sends
 * the browser back to the page with a 303. A cross-site post is refused like every form post; an unknown
 * language changes nothing.
 */
export async function answerLanguageFormPost(request: Request, options: { baseUrl: string; https: boolean }) {
  if (!isSameOriginPost(request, options.baseUrl)) return new Response('Forbidden', { status: 403 })
  const form = await request.formData().catch(() => null)
  const locale = matchLocale(String(form?.get('lang') ?? ''))
  const back = safeRedirectPath(form?.get('redirect'), '/')
  const headers = new Headers({ Location: back, 'Cache-Control': 'no-store' })
  if (locale) {
    const secure = options.https ? '; Secure' : ''
    headers.append(
      'Set-Cookie',
      `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
    )
  }
  return new Response(null, { status: 303, headers })
}
