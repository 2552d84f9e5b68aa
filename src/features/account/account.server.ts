import { isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { type OrganizationFate, organizationsOnDeletion } from '~/server/auth/account-deletion.server'
import type { Auth } from '~/server/auth/create-auth'
import type { Database } from '~/server/db/client.server'
import { account, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'

export type AccountOverview = {
  email: string
  emailVerified: boolean
  /** A credential (email + password) account with a password: change password, delete by password. */
  hasPassword: boolean
  /** The social providers the user signs in with (ids such as "github"). */
  socialProviders: string[]
  /** What deleting the account would do to each organisation (see account-deletion.server.ts). */
  organizations: OrganizationFate[]
}

/** What the email, password and delete-account settings pages show of the signed-in user. */
export async function getAccountOverview(db: Database, userId: string): Promise<AccountOverview> {
  const [row] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
  if (!row) throw new AppError('UNAUTHORIZED', 'Not authorized')
  const accounts = await db
    .select({ providerId: account.providerId, password: account.password })
    .from(account)
    .where(eq(account.userId, userId))
  return {
    email: row.email,
    emailVerified: row.emailVerified,
    hasPassword: accounts.some((linked) => linked.providerId === 'credential' && !!linked.password),
    socialProviders: [
      ...new Set(
        accounts.filter((linked) => linked.providerId !== 'credential').map((linked) => linked.providerId),
      ),
    ].sort(),
    organizations: await organizationsOnDeletion(db, userId),
  }
}

/** Better Auth's default fresh-session age (freshAge): one day. */
const FRESH_SESSION_MS = 24 * 60 * 60 * 1000

/**
 * The server-only POST /set-password, for the session in `headers`: a user who signs in only through
 * social providers adds a password. Refusing a user who has one comes first, whatever their
 * session; then, since adding a way in is sensitive, only a recent sign-in may do it.
 */
export async function setPasswordOnce(
  db: Database,
  auth: Auth,
  input: { userId: string; headers: Headers; newPassword: string },
): Promise<void> {
  if ((await getAccountOverview(db, input.userId)).hasPassword) {
    throw new AppError('BAD_REQUEST', 'user already has a password')
  }
  const session = await auth.api.getSession({ headers: input.headers })
  const age = session ? Date.now() - new Date(session.session.createdAt).getTime() : Number.POSITIVE_INFINITY
  if (age > FRESH_SESSION_MS) {
    throw new AppError('FORBIDDEN', 'For your security, sign in again before setting a password.')
  }
  try {
    await auth.api.setPassword({ body: { newPassword: input.newPassword }, headers: input.headers })
  } catch (error) {
    if (isAPIError(error)) {
      const message =
        (error.body as { message?: string } | undefined)?.message || 'Could not set the password'
      throw new AppError(error.statusCode === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', message)
    }
    throw error
  }
}

/**
 * The person's language (null: as their browser asks). The session reads it afresh on the next request (no
 * cookie cache), so the next page is in it; the mails sent to them from then on too.
 */
export async function setUserLanguage(db: Database, userId: string, language: string | null): Promise<void> {
  await db.update(user).set({ language }).where(eq(user.id, userId))
}
