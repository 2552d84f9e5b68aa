import { createFileRoute } from '@tanstack/react-router'
import { renderAuthErrorPage } from '~/features/auth/auth-error-page'
import { getAppContext } from '~/server/app-context.server'
import { refuseMalformedAuthBody } from '~/server/auth/auth-request-guard.server'
import { withClientIp } from '~/server/auth/client-ip'
import { getClientIp } from '~/server/request-context.server'

async function handleAuthRequest({ request }: { request: Request }): Promise<Response> {
  const url = new URL(request.url)
  if (request.method === 'GET' && url.pathname === '/api/auth/error') {
    return new Response(renderAuthErrorPage(url.searchParams), {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
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
