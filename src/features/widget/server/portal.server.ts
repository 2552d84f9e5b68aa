import { and, eq, gt } from 'drizzle-orm'
import { escapeHtml } from '~/lib/escape-html'
import { WIDGET_SESSION_PREFIX, WIDGET_SESSION_TTL_MS } from '~/lib/widget-rules'
import { visitorIdOf } from '~/server/anonymous-visitor.server'
import type { PortalSession } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { organization, project, widgetSession } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { PORTAL_COOKIE, portalCookieOf } from '~/server/session-cookie'
import { readEmbedSettings } from './embed-settings.server'
import { identifyWithToken } from './identify.server'
import { endWidgetSession, hashSessionToken, resolveWidgetSession } from './identity.server'

/**
 * Portal sign-in: `GET /@{org}/{project}/sso?token=…&redirect=…` signs a host product's user in
 * on the project's public pages with the same token the widget's identify takes. The session is a widget session
 * (the same table, confined to the organisation and project) held in an HttpOnly cookie of its own, never a Better
 * Auth session: Better Auth's endpoints and everything that reads `getRequestViewer` do not know it, and only the
 * public surfaces that opt in (`getPortalViewer`) see the person, as `Viewer.external`.
 */

export type PortalApp = {
  db: Database
  /** The app's public address: https there makes the cookie Secure. */
  baseUrl: string
  clientIp: string | null
  /** The app's secret: verifies the anonymous visitor cookie, whose votes the person signing in takes. */
  secret: string
}

/** Every answer of the sign-in carries the token in its URL: no referrer leaves, nothing keeps it. */
const PRIVATE_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

const projectPath = (orgSlug: string, projectSlug: string) =>
  `/@${encodeURIComponent(orgSlug)}/${encodeURIComponent(projectSlug)}`

/**
 * Where to send the person after signing in: `redirect` when it is a path of this project on this site, else the
 * project's page. Absolute URLs, protocol-relative ones (`//evil`), backslashes (browsers read `/\evil` as
 * `//evil`), control characters and paths that leave the project (`..`, encoded or not, resolved by the URL
 * parser before the check) all go to the project's page.
 */
export function portalRedirectTarget(redirect: string | null, orgSlug: string, projectSlug: string): string {
  const home = projectPath(orgSlug, projectSlug)
  if (!redirect || redirect.length > 2000) return home
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (!redirect.startsWith('/') || redirect.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(redirect)) {
    return home
  }
  let parsed: URL
  try {
    parsed = new URL(redirect, 'http://portal.invalid')
  } catch {
    return home
  }
  if (parsed.origin !== 'http://portal.invalid') return home
  const path = parsed.pathname
  if (path !== home && !path.startsWith(`${home}/`)) return home
  return `${path}${parsed.search}${parsed.hash}`
}

function portalCookie(value: string, baseUrl: string, maxAgeSeconds: number): string {
  const secure = baseUrl.startsWith('https:') ? '; Secure' : ''
  return `${PORTAL_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`
}

function page(status: number, title: string, sentence: string, link: { href: string; label: string } | null) {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · Parley</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}a{color:inherit}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(sentence)}</p>${
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  }</main></body></html>`
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE_HEADERS },
  })
}

/** One answer for unknown, private and widget-less projects: nothing tells them apart. */
const notFound = () => page(404, 'Page not found', 'There is nothing here.', { href: '/', label: 'Parley' })

/**
 * The sign-in itself. Verifies `token` as identify does (same secrets, refusals, rate limits and person mapping),
 * starts a widget session for the person and answers 302 to the redirect with the portal cookie. A browser that
 * voted anonymously in this organisation (the visitor cookie) has those votes claimed by the person. A refused token:
 * a 401 page with the refusal's sentence and a link to the project, no cookie, no session.
 */
export async function portalSignIn(
  app: PortalApp,
  params: { org: string; project: string },
  url: URL,
  /** The request's headers: its anonymous visitor cookie, if any. */
  headers: Headers = new Headers(),
): Promise<Response> {
  const settings = await readEmbedSettings(app.db, params.org.toLowerCase(), params.project.toLowerCase())
  if (!settings) return notFound()
  const home = projectPath(settings.orgSlug, settings.projectSlug)
  const projectLink = { href: home, label: `Go to ${settings.projectName}` }
  const token = url.searchParams.get('token') ?? ''
  if (!token || token.length > 8192) {
    return page(401, 'You could not be signed in', 'This sign-in link carries no token.', projectLink)
  }
  let result: Awaited<ReturnType<typeof identifyWithToken>>
  try {
    result = await identifyWithToken(
      app.db,
      { organizationId: settings.organizationId, projectId: settings.projectId },
      token,
      { clientIp: app.clientIp, visitorId: visitorIdOf(headers, app.secret) },
    )
  } catch (error) {
    if (isAppError(error) && error.code === 'TOO_MANY_REQUESTS') {
      return page(429, 'Too many sign-in attempts', error.message, projectLink)
    }
    throw error
  }
  if (!result.ok) {
    return page(
      result.code === 'person_banned' ? 403 : 401,
      'You could not be signed in',
      result.message,
      projectLink,
    )
  }
  const target = portalRedirectTarget(
    url.searchParams.get('redirect'),
    settings.orgSlug,
    settings.projectSlug,
  )
  return new Response(null, {
    status: 302,
    headers: {
      Location: target,
      'Set-Cookie': portalCookie(result.session, app.baseUrl, Math.floor(WIDGET_SESSION_TTL_MS / 1000)),
      ...PRIVATE_HEADERS,
    },
  })
}

/**
 * Sign-out (`POST /@{org}/{project}/sso`, the header's form): ends the portal's widget session and clears the
 * cookie, then 303 to the project's page. Same-origin posts only (the form is ours), so another site cannot
 * sign a visitor out.
 */
export async function portalSignOut(
  app: PortalApp,
  params: { org: string; project: string },
  request: Request,
): Promise<Response> {
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const sameOrigin = site ? site === 'same-origin' : origin === new URL(app.baseUrl).origin
  if (!sameOrigin) return page(403, 'Not signed out', 'This sign-out came from another site.', null)
  const token = portalCookieOf(request.headers)
  if (token?.startsWith(WIDGET_SESSION_PREFIX)) await endWidgetSession(app.db, token)
  return new Response(null, {
    status: 303,
    headers: {
      Location: projectPath(params.org.toLowerCase(), params.project.toLowerCase()),
      'Set-Cookie': portalCookie('', app.baseUrl, 0),
      ...PRIVATE_HEADERS,
    },
  })
}

/**
 * The portal session a cookie names, with the slugs of its project (the header's sign-out form), or null: an
 * unknown or expired session, or a banned person (as `resolveWidgetSession`).
 */
export async function resolvePortalSession(db: Database, token: string): Promise<PortalSession | null> {
  const session = await resolveWidgetSession(db, token)
  if (!session) return null
  const [where] = await db
    .select({ orgSlug: organization.slug, projectSlug: project.slug })
    .from(widgetSession)
    .innerJoin(project, eq(project.id, widgetSession.projectId))
    .innerJoin(organization, eq(organization.id, widgetSession.organizationId))
    .where(and(eq(widgetSession.id, hashSessionToken(token)), gt(widgetSession.expiresAt, new Date())))
    .limit(1)
  if (!where) return null
  return {
    sessionId: session.sessionId,
    viewer: session.viewer,
    organizationId: session.organizationId,
    projectId: session.projectId,
    scope: where,
  }
}
