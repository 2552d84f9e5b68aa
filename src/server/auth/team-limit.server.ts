import { eq } from 'drizzle-orm'
import { parseOrgRole } from '../../lib/access-policy'
import type { Database } from '../db/client.server'
import { member } from '../db/schema'

/** Teams count against MAX_TEAMS_PER_USER when the user owns them (joining others' teams is free). */
export async function countOwnedTeams(db: Database, userId: string): Promise<number> {
  const rows = await db.select({ role: member.role }).from(member).where(eq(member.userId, userId))
  return rows.filter((row) => parseOrgRole(row.role) === 'owner').length
}
