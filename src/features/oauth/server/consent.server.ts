import type { ApiScope } from '~/lib/api-scopes'
import type { Database } from '~/server/db/client.server'
import { AppError } from '~/server/errors'
import { isSameOriginPost } from '~/server/same-origin.server'
import {
  AUTHORIZE_PARAM_NAMES,
  type AuthorizeParams,
  checkAuthorizationRequest,
  decideAuthorization,
  listConnectableOrganizations,
} from './authorize.server'

type Session = { viewer: import('~/lib/viewer').Viewer; impersonatedBy: string | null } | null

export type ConsentView =
  | { kind: 'fatal'; message: string }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'consent'
      client: { name: string; uri: string | null; redirectHost: string }
      scopes: ApiScope[]
      organizations: { slug: string; name: string }[]
      /** The request's parameters, for the form's hidden fields. */
      params: AuthorizeParams
    }

const IMPERSONATING = 'Apps cannot be connected while you are signed in as someone else.'

/** The consent screen's content for a signed-in person, or why there is none. */
export async function describeAuthorization(
  db: Database,
  baseUrl: string,
  session: Session,
  params: AuthorizeParams,
): Promise<ConsentView> {
  if (!session || session.viewer.apiKey || session.viewer.external) {
    throw new AppError('UNAUTHORIZED', 'Not authorized')
  }
  const checked = await checkAuthorizationRequest(db, baseUrl, params)
  if (checked.kind !== 'valid') return checked
  if (session.impersonatedBy) return { kind: 'fatal', message: IMPERSONATING }
  const { request } = checked
  let redirectHost: string
  try {
    const url = new URL(request.redirectUri)
    redirectHost = url.host || `${url.protocol}${url.pathname}`
  } catch {
    redirectHost = request.redirectUri
  }
  const kept: AuthorizeParams = {}
  for (const name of AUTHORIZE_PARAM_NAMES) if (params[name] !== undefined) kept[name] = params[name]
  return {
    kind: 'consent',
    client: { name: request.client.name, uri: request.client.clientUri, redirectHost },
    scopes: request.scopes,
    organizations: await listConnectableOrganizations(db, session.viewer),
    params: kept,
  }
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

function errorPage(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

const MAX_FORM_BYTES = 16 * 1024

/**
 * The consent form's plain POST (it works before hydration and without JavaScript): Allow or Deny, answered with
 * a 303 to the client's redirect URI, or back to the consent page when no organisation was chosen. Only a form
 * from our own page counts: another site cannot make a signed-in person's browser consent.
 */
export async function postAuthorizationDecision(
  request: Request,
  deps: { db: Database; baseUrl: string; session: Session },
): Promise<Response> {
  if (!isSameOriginPost(request, deps.baseUrl)) return errorPage(403, 'This form must be sent from Parley.')
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return errorPage(400, 'Send the consent form.')
  const text = await request.text()
  if (text.length > MAX_FORM_BYTES) return errorPage(413, 'The form is too large.')
  const form = new URLSearchParams(text)
  const params: AuthorizeParams = {}
  for (const name of AUTHORIZE_PARAM_NAMES) {
    const value = form.get(name)
    if (value !== null) params[name] = value
  }
  const back = `/oauth/authorize?${new URLSearchParams(params as Record<string, string>).toString()}`
  const { session } = deps
  if (!session || session.viewer.apiKey || session.viewer.external) {
    return seeOther(`/sign-in?${new URLSearchParams({ redirect: back }).toString()}`)
  }
  if (session.impersonatedBy) return errorPage(403, IMPERSONATING)
  const decision = form.get('decision')
  if (decision !== 'allow' && decision !== 'deny') return errorPage(400, 'Choose Allow or Deny.')
  const result = await decideAuthorization(deps.db, deps.baseUrl, session.viewer, params, {
    decision,
    organization: form.get('organization'),
  })
  if (result.kind === 'fatal') return errorPage(400, result.message)
  if (result.kind === 'choose-organization') return seeOther(`${back}&problem=organization`)
  return seeOther(result.location)
}
