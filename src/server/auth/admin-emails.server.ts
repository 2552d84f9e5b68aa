import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.server'
import { user } from '../db/schema'

/**
 * ADMIN_EMAILS also covers accounts that existed before their address was added to the list: at start-up
 * they gain the admin role, kept beside any roles they already had (roles are a comma-separated list).
 */
export async function grantAdminRoleByEmail(db: Database, adminEmails: string[]): Promise<void> {
  if (adminEmails.length === 0) return
  const emails = sql.join(
    adminEmails.map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  )
  await db
    .update(user)
    .set({
      role: sql`CASE WHEN coalesce(${user.role}, '') = '' THEN 'admin' ELSE ${user.role} || ',admin' END`,
    })
    .where(
      sql`lower(${user.email}) IN (${emails}) AND NOT ('admin' = ANY(string_to_array(coalesce(${user.role}, ''), ',')))`,
    )
}
