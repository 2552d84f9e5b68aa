import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from './db/client.server'
import { team, teamMember } from './db/schema'
import type { DemoTeam } from './demo-chat.server'

/** The demo organisation's teams: who works on what, for @mentions and limited chats and boards. */
const DEMO_TEAMS = [
  { name: 'Design', members: ['demo', 'rosa'] },
  { name: 'Engineering', members: ['demo', 'kenji'] },
  { name: 'Support', members: ['fatima'] },
] as const

export async function seedDemoTeams(db: Database, input: { organizationId: string; people: DemoTeam }) {
  const existing = await db
    .select({ id: team.id })
    .from(team)
    .where(eq(team.organizationId, input.organizationId))
  if (existing.length > 0) return 0
  await db.transaction(async (tx) => {
    for (const demo of DEMO_TEAMS) {
      const userIds = demo.members.flatMap((username) => input.people.get(username) ?? [])
      const [created] = await tx
        .insert(team)
        .values({
          id: crypto.randomUUID(),
          name: demo.name,
          organizationId: input.organizationId,
          memberCount: userIds.length,
          createdAt: new Date(),
        })
        .returning({ id: team.id })
      if (!created || userIds.length === 0) continue
      await tx.insert(teamMember).values(
        userIds.map((userId) => ({
          id: crypto.randomUUID(),
          teamId: created.id,
          userId,
          // Better Auth's own key (a hash of team and user), so its endpoints treat these rows as theirs.
          membershipKey: createHash('sha256')
            .update(JSON.stringify([created.id, userId]))
            .digest('base64url'),
          createdAt: new Date(),
        })),
      )
    }
  })
  return DEMO_TEAMS.length
}
