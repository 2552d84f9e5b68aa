import { escapeHtml } from '~/lib/escape-html'
import type { Viewer } from '~/lib/viewer'
import type { Database } from '~/server/db/client.server'
import { AppError } from '~/server/errors'
import { BodyTooLargeError, readBodyCapped } from '~/server/request-body.server'
import { isSameOriginPost } from '~/server/same-origin.server'
import type { ConsentView } from '../oauth.types'
import {
  type AuthorizeParams,
  authorizeParamsOf,
  checkAuthorizationRequest,
  decideAuthorization,
  listConnectableOrganizations,
} from './authorize.server'

type Session = { viewer: Viewer; impersonatedBy: string | null } | null

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
  return {
    kind: 'consent',
    client: { name: request.client.name, uri: request.client.clientUri, redirectHost },
    scopes: request.scopes,
    organizations: await listConnectableOrganizations(db, session.viewer),
    params: authorizeParamsOf((name) => params[name]),
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
  let text: string
  try {
    text = new TextDecoder().decode(await readBodyCapped(request, MAX_FORM_BYTES))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return errorPage(413, 'The form is too large.')
    throw error
  }
  const form = new URLSearchParams(text)
  const params = authorizeParamsOf((name) => form.get(name))
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
  return returnToApp(result.location)
}

/**
 * The answer that takes the browser on to the app's redirect URI. Not a 303: the consent page's CSP allows
 * forms to submit only to Parley (`form-action 'self'`), and browsers apply that to where the submission is
 * redirected too, so a redirect to the app would be blocked. A page of our own that moves on by itself (a meta
 * refresh is a navigation, not a form submission) reaches the app, and works without JavaScript. Its own CSP
 * lets it load nothing and run nothing; no referrer goes with the code.
 */
export function returnToApp(location: string): Response {
  const href = escapeHtml(location)
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<meta http-equiv="refresh" content="0;url=${href}">`,
    '<title>Returning to the app · Parley</title>',
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh}',
    'main{padding:24px;max-width:28rem;text-align:center}a{color:inherit}</style></head>',
    '<body><main><h1>Returning to the app…</h1>',
    `<p>If nothing happens, <a id="return-to-app" href="${href}">continue to the app</a>.</p>`,
    '</main></body></html>',
  ].join('')
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  })
}
