import { API_BASE_PATH, createApiDispatcher } from '~/server/api/dispatcher.server'
import { openApiDocument } from '~/server/api/openapi.server'
import type { ApiApp } from '~/server/api/operation'
import { problemResponse } from '~/server/api/problem'
import { takeRawAnswer } from './raw-answers.server'
import { apiOperations } from './registry'

const dispatch = createApiDispatcher(apiOperations)
const documents = new Map<string, string>()

/** The OpenAPI document, made once per base URL (it only changes with the code). */
export function apiDocumentJson(baseUrl: string): string {
  let json = documents.get(baseUrl)
  if (!json) {
    json = JSON.stringify(openApiDocument(apiOperations, { baseUrl }))
    documents.set(baseUrl, json)
  }
  return json
}

/**
 * Every request under /api/v1: the OpenAPI document (public, no key needed), or an operation through the
 * dispatcher. The route hands every method here; tests call it with a Request directly.
 */
export async function handleApiV1Request(
  request: Request,
  app: ApiApp,
  requestId?: string,
): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (pathname === `${API_BASE_PATH}/openapi.json`) {
    if (request.method !== 'GET') {
      return problemResponse('method-not-allowed', 'The document is read with GET', {
        headers: { Allow: 'GET' },
      })
    }
    return new Response(apiDocumentJson(app.config.baseUrl), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' },
    })
  }
  const dispatched = await dispatch(request, app, requestId)
  return takeRawAnswer(request, dispatched) ?? dispatched
}
