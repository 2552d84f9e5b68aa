import { eq } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { user } from '~/server/db/schema'
import { listPublicTeamsOfUser } from '~/server/organization-queries.server'

export type PublicProfile = {
  name: string
  username: string
  image: string | null
  bio: string | null
  joinedAt: string
  /** Only organisations that show a public project: the rest are nobody else's business. */
  organizations: { name: string; slug: string; logo: string | null }[]
}

/** What anyone may see of a user, found by username (case-insensitive); null when there is none. */
export async function findPublicProfile(db: Database, username: string): Promise<PublicProfile | null> {
  const [found] = await db
    .select({
      id: user.id,
      name: user.name,
      username: user.username,
      image: user.image,
      bio: user.bio,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.username, username.toLowerCase()))
    .limit(1)
  if (!found?.username) return null
  return {
    name: found.name,
    username: found.username,
    image: found.image,
    bio: found.bio?.trim() || null,
    joinedAt: found.createdAt.toISOString(),
    organizations: await listPublicTeamsOfUser(db, found.id),
  }
}

export type OwnProfile = {
  name: string
  email: string
  username: string | null
  image: string | null
  bio: string | null
}

/** What the profile settings form edits, for the signed-in user. */
export async function findOwnProfile(db: Database, userId: string): Promise<OwnProfile | null> {
  const [found] = await db
    .select({ name: user.name, email: user.email, username: user.username, image: user.image, bio: user.bio })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  return found ?? null
}
