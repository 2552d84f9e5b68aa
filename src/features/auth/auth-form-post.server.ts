import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '~/features/account/account.schemas'
import { safeRedirectPath } from '~/lib/safe-redirect'
import { getAppContext } from '~/server/app-context.server'
import { withClientIp } from '~/server/auth/client-ip'
import type { Auth } from '~/server/auth/create-auth'
import { getClientIp } from '~/server/request-context.server'
import { isSameOriginPost } from '~/server/same-origin.server'
import { signInSchema, signUpSchema } from './auth.schemas'
import { INVALID_INPUT, isReportedField } from './form-post-errors'

/**
 * The sign-in, sign-up, forgot-password, reset-password and change-password forms as plain HTML POSTs, so that they work before
 * the page is interactive and without JavaScript. Each handler calls Better Auth's own endpoint in-process
 * (same rate limits, same rules, same cookies) and answers with a 303: on to the next page, or back to the
 * form with an error code. Field values never go into a URL.
 */

export type FormPostKind = 'sign-in' | 'sign-up' | 'forgot-password' | 'reset-password' | 'change-password'

export type FormPostDeps = {
  auth: Auth
  /** The deployment's public origin (BETTER_AUTH_URL): a form from it is same-site even behind a proxy. */
  baseUrl: string
  clientIp: string | undefined
}

/** Largest form body read; the fields are short and a bigger body is not a form of ours. */
const MAX_FORM_BYTES = 16 * 1024

function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** The page the form was on, with its own search parameters (redirect, mode, token) and an error code. */
function backToForm(
  request: Request,
  code: string,
  field?: string,
  keep: Record<string, string> = {},
): Response {
  const url = new URL(request.url)
  const back = new URLSearchParams(keep)
  for (const name of ['redirect', 'mode', 'token']) {
    const value = url.searchParams.get(name)
    if (value) back.set(name, value)
  }
  back.set('error', code)
  if (field && isReportedField(field)) back.set('field', field)
  return seeOther(`${url.pathname}?${back.toString()}`)
}

async function readForm(request: Request): Promise<Record<string, string> | null> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    return null
  }
  const length = Number(request.headers.get('Content-Length') ?? '0')
  if (length > MAX_FORM_BYTES) return null
  try {
    const text = type.startsWith('application/x-www-form-urlencoded') ? await request.text() : null
    if (text !== null && text.length > MAX_FORM_BYTES) return null
    const entries = text !== null ? new URLSearchParams(text) : await request.formData()
    const values: Record<string, string> = {}
    for (const [name, value] of entries) if (typeof value === 'string') values[name] ??= value
    return values
  } catch {
    return null
  }
}

/** Calls one of Better Auth's endpoints as the browser's own request would (cookies, agent, client IP). */
async function callAuth(
  deps: FormPostDeps,
  request: Request,
  path: string,
  body: Record<string, unknown>,
): Promise<{
  ok: boolean
  status: number
  code?: string
  data: Record<string, unknown> | null
  cookies: string[]
}> {
  const headers = new Headers({ 'Content-Type': 'application/json', Origin: new URL(deps.baseUrl).origin })
  for (const name of ['Cookie', 'User-Agent', 'Accept-Language']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  const call = new Request(new URL(`/api/auth${path}`, deps.baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  const response = await deps.auth.handler(withClientIp(call, deps.clientIp))
  let data: Record<string, unknown> | null = null
  try {
    data = (await response.json()) as Record<string, unknown> | null
  } catch {
    data = null
  }
  const code =
    response.status === 429 ? 'TOO_MANY_REQUESTS' : typeof data?.code === 'string' ? data.code : undefined
  return { ok: response.ok, status: response.status, code, data, cookies: response.headers.getSetCookie() }
}

function firstInvalidField(error: {
  issues: readonly { path: readonly PropertyKey[] }[]
}): string | undefined {
  const path = error.issues[0]?.path
  return path && path.length > 0 ? String(path[path.length - 1]) : undefined
}

async function signIn(deps: FormPostDeps, request: Request, form: Record<string, string>) {
  const parsed = signInSchema.safeParse({
    identifier: form.identifier ?? '',
    password: form.password ?? '',
    rememberMe: form.rememberMe === 'on',
  })
  if (!parsed.success) return backToForm(request, INVALID_INPUT, firstInvalidField(parsed.error))
  const { identifier, password, rememberMe } = parsed.data
  const result = identifier.includes('@')
    ? await callAuth(deps, request, '/sign-in/email', { email: identifier, password, rememberMe })
    : await callAuth(deps, request, '/sign-in/username', {
        username: identifier.toLowerCase(),
        password,
        rememberMe,
      })
  if (!result.ok) return backToForm(request, result.code ?? 'UNKNOWN')
  const next = new URL(request.url).searchParams.get('redirect')
  return seeOther(safeRedirectPath(next ?? undefined, '/home'), result.cookies)
}

async function signUp(deps: FormPostDeps, request: Request, form: Record<string, string>) {
  const parsed = signUpSchema.safeParse({
    name: form.name ?? '',
    email: form.email ?? '',
    username: form.username ?? '',
    password: form.password ?? '',
  })
  if (!parsed.success) return backToForm(request, INVALID_INPUT, firstInvalidField(parsed.error))
  const result = await callAuth(deps, request, '/sign-up/email', parsed.data)
  if (!result.ok) return backToForm(request, result.code ?? 'UNKNOWN')
  const next = new URL(request.url).searchParams.get('redirect')
  if (!result.data?.token) {
    // REQUIRE_EMAIL_VERIFICATION: no session until the address is confirmed.
    const search = new URLSearchParams({ mode: 'sign-up', sent: 'verification' })
    if (next) search.set('redirect', next)
    return seeOther(`/sign-in?${search.toString()}`)
  }
  return seeOther(safeRedirectPath(next ?? undefined, '/home'), result.cookies)
}

async function forgotPassword(deps: FormPostDeps, request: Request, form: Record<string, string>) {
  const parsed = forgotPasswordSchema.safeParse({ email: form.email ?? '' })
  if (!parsed.success) return backToForm(request, INVALID_INPUT, 'email')
  const result = await callAuth(deps, request, '/request-password-reset', {
    email: parsed.data.email,
    redirectTo: '/reset-password',
  })
  if (!result.ok) return backToForm(request, result.code ?? 'UNKNOWN')
  return seeOther('/forgot-password?sent=1')
}

async function resetPassword(deps: FormPostDeps, request: Request, form: Record<string, string>) {
  const token = form.token ?? new URL(request.url).searchParams.get('token') ?? ''
  if (!token) return seeOther('/reset-password?error=INVALID_TOKEN')
  const parsed = resetPasswordSchema.safeParse({
    newPassword: form.newPassword ?? '',
    confirmPassword: form.confirmPassword ?? '',
    revokeOtherSessions: form.revokeOtherSessions === 'on',
  })
  if (!parsed.success) return backToForm(request, INVALID_INPUT, firstInvalidField(parsed.error), { token })
  const result = await callAuth(deps, request, '/reset-password', {
    token,
    newPassword: parsed.data.newPassword,
    revokeOtherSessions: parsed.data.revokeOtherSessions,
  })
  if (result.code === 'INVALID_TOKEN') return seeOther('/reset-password?error=INVALID_TOKEN')
  if (!result.ok) return backToForm(request, result.code ?? 'UNKNOWN', undefined, { token })
  return seeOther('/reset-password?done=1')
}

/** Signed in (the session cookie comes with the form): the current password, the new one twice. */
async function changePassword(deps: FormPostDeps, request: Request, form: Record<string, string>) {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: form.currentPassword ?? '',
    newPassword: form.newPassword ?? '',
    confirmPassword: form.confirmPassword ?? '',
    revokeOtherSessions: form.revokeOtherSessions === 'on',
  })
  if (!parsed.success) return backToForm(request, INVALID_INPUT, firstInvalidField(parsed.error))
  const { currentPassword, newPassword, revokeOtherSessions } = parsed.data
  const result = await callAuth(deps, request, '/change-password', {
    currentPassword,
    newPassword,
    revokeOtherSessions,
  })
  // The session ended while the page was open: sign in again, then back here.
  if (result.status === 401) return seeOther(`/sign-in?redirect=${encodeURIComponent('/settings/password')}`)
  if (!result.ok) return backToForm(request, result.code ?? 'UNKNOWN')
  // Revoking the other sessions gives this one a new token: its cookie comes back with the answer.
  return seeOther(`/settings/password?done=${revokeOtherSessions ? 'revoked' : 'kept'}`, result.cookies)
}

const handlers = {
  'sign-in': signIn,
  'sign-up': signUp,
  'forgot-password': forgotPassword,
  'reset-password': resetPassword,
  'change-password': changePassword,
}

/** Answers one auth form POST: refused when cross-site or malformed, otherwise Better Auth decides. */
export async function answerAuthFormPost(kind: FormPostKind, request: Request, deps: FormPostDeps) {
  if (!isSameOriginPost(request, deps.baseUrl)) {
    return new Response('Cross-site form posts are refused.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const form = await readForm(request)
  if (!form) return backToForm(request, INVALID_INPUT)
  return handlers[kind](deps, request, form)
}

/** The route-level POST handler of an auth page: the app's Better Auth instance and the client's address. */
export async function postAuthForm(kind: FormPostKind, request: Request): Promise<Response> {
  const { auth, config } = await getAppContext()
  return answerAuthFormPost(kind, request, { auth, baseUrl: config.baseUrl, clientIp: await getClientIp() })
}
