import { getAppContext } from '~/server/app-context.server'
import { endBodyOnDisconnect, getTusServer } from './tus.server'

/**
 * Requests a page of another site makes with the visitor's cookies are refused: browsers say where a request
 * comes from (Sec-Fetch-Site, Origin); a client that says nothing is not a browser page and needs its own session.
 */
function isCrossSite(request: Request, baseUrl: string): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = request.headers.get('Origin')
  if (origin === null) return false
  return origin !== new URL(request.url).origin && origin !== new URL(baseUrl).origin
}

/** The tus endpoint: create (POST), resume (HEAD), send bytes (PATCH), cancel (DELETE). */
export async function handleUploadRequest({ request }: { request: Request }): Promise<Response> {
  const { config } = await getAppContext()
  if (isCrossSite(request, config.baseUrl)) {
    return new Response('Uploads are accepted only from Parley’s own pages', { status: 403 })
  }
  const response = await (await getTusServer()).handleWeb(endBodyOnDisconnect(request))
  response.headers.set('Cache-Control', 'no-store')
  return response
}

export const uploadHandlers = {
  POST: handleUploadRequest,
  PATCH: handleUploadRequest,
  HEAD: handleUploadRequest,
  DELETE: handleUploadRequest,
  OPTIONS: handleUploadRequest,
}
