import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { isAPIError } from 'better-auth/api'
import { getAppContext } from '~/server/app-context.server'
import { requireViewer } from '~/server/authz.server'
import { AppError } from '~/server/errors'
import { setPasswordInput } from './account.schemas'
import { getAccountOverview } from './account.server'

/** Better Auth's default fresh-session age (freshAge): one day. */
const FRESH_SESSION_MS = 24 * 60 * 60 * 1000

export const getAccountOverviewFn = createServerFn({ method: 'GET' }).handler(async () => {
  const viewer = await requireViewer()
  const { database } = await getAppContext()
  return getAccountOverview(database.db, viewer.userId)
})

/**
 * SPEC §7: POST /set-password is server-only. A user who signs in only through social providers sets a
 * password here; the session comes from the request's cookie, as it would for the endpoint itself.
 */
export const setAccountPassword = createServerFn({ method: 'POST' })
  .validator(setPasswordInput)
  .handler(async ({ data }) => {
    await requireViewer()
    const { auth } = await getAppContext()
    // Adding a way in is sensitive: only from a recent sign-in, not from any long-lived session cookie.
    const session = await auth.api.getSession({ headers: getRequest().headers })
    const age = session
      ? Date.now() - new Date(session.session.createdAt).getTime()
      : Number.POSITIVE_INFINITY
    if (age > FRESH_SESSION_MS) {
      throw new AppError('FORBIDDEN', 'For your security, sign in again before setting a password.')
    }
    try {
      await auth.api.setPassword({ body: { newPassword: data.newPassword }, headers: getRequest().headers })
    } catch (error) {
      if (isAPIError(error)) {
        const message =
          (error.body as { message?: string } | undefined)?.message || 'Could not set the password'
        throw new AppError(error.statusCode === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', message)
      }
      throw error
    }
    return { status: true }
  })
