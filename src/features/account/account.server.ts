import { eq } from 'drizzle-orm'
import { type OrganizationFate, organizationsOnDeletion } from '~/server/auth/account-deletion.server'
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
