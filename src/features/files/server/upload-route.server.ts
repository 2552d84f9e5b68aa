import { getAppContext } from '~/server/app-context.server'
import { isSameOriginPost } from '~/server/same-origin.server'
import { endBodyOnDisconnect, getTusServer } from './tus.server'

/** The tus endpoint: create (POST), resume (HEAD), send bytes (PATCH), cancel (DELETE). */
export async function handleUploadRequest({ request }: { request: Request }): Promise<Response> {
  const { config } = await getAppContext()
  if (!isSameOriginPost(request, config.baseUrl)) {
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
