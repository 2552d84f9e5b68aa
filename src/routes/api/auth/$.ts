import { createFileRoute } from '@tanstack/react-router'
import { renderAuthErrorPage } from '~/features/auth/auth-error-page'
import { LANGUAGE_FORM_ACTION, resolveLocale } from '~/lib/i18n/locales'
import { getAppContext } from '~/server/app-context.server'
import { refuseMalformedAuthBody } from '~/server/auth/auth-request-guard.server'
import { withClientIp } from '~/server/auth/client-ip'
import { configuredUrlIsHttps } from '~/server/env.server'
import { answerLanguageFormPost } from '~/server/language-cookie.server'
import { localeCookieOf } from '~/server/locale-request'
import { getClientIp } from '~/server/request-context.server'

async function handleAuthRequest({ request }: { request: Request }): Promise<Response> {
  const url = new URL(request.url)
  if (request.method === 'GET' && url.pathname === '/api/auth/error') {
    // No session to read here (a sign-in just failed): the link's, the cookie's or the browser's language.
    const locale = resolveLocale({
      query: url.searchParams.get('lang'),
      cookie: localeCookieOf(request.headers),
      acceptLanguage: request.headers.get('accept-language'),
    })
    return new Response(renderAuthErrorPage(url.searchParams, locale), {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  if (request.method === 'POST' && url.pathname === LANGUAGE_FORM_ACTION) {
    const { config } = await getAppContext()
    return answerLanguageFormPost(request, {
      baseUrl: config.baseUrl,
      https: url.protocol === 'https:' || configuredUrlIsHttps(),
    })
  }
  const refused = await refuseMalformedAuthBody(request)
  if (refused) return refused
  const { auth } = await getAppContext()
  return auth.handler(withClientIp(request, await getClientIp()))
}

export const Route = createFileRoute('/api/auth/$')({
  server: { handlers: { GET: handleAuthRequest, POST: handleAuthRequest } },
})
