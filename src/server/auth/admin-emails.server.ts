import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.server'
import { user } from '../db/schema'

/**
 * ADMIN_EMAILS names the site admins by address, so only a verified address counts: anyone may sign up, or
 * change an unverified account's address, with an address that is listed but not taken yet. The role is given
 * when the account is created with a verified address (a social provider's), when the address is verified
 * later, and at start-up to verified accounts that existed before their address was listed. It replaces the
 * default role and is kept beside any other roles the account has (roles are a comma-separated list). Answers how many accounts gained it.
 */
export async function grantAdminRoleByEmail(db: Database, adminEmails: string[]): Promise<number> {
  if (adminEmails.length === 0) return 0
  const emails = sql.join(
    adminEmails.map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  )
  const granted = await db
    .update(user)
    .set({
      // The default role, 'user', is replaced rather than kept beside: an admin is not also a plain user.
      role: sql`CASE WHEN coalesce(${user.role}, '') IN ('', 'user') THEN 'admin' ELSE ${user.role} || ',admin' END`,
    })
    .where(
      sql`lower(${user.email}) IN (${emails}) AND ${user.emailVerified} AND NOT ('admin' = ANY(string_to_array(coalesce(${user.role}, ''), ',')))`,
    )
    .returning({ id: user.id })
  return granted.length
}
