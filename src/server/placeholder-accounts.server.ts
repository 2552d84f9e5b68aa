import { randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { ANONYMOUS_VISITOR_ROLE, isAnonymousVisitorEmail } from '~/lib/anonymous-visitor-rules'
import { API_KEY_SERVICE_EMAIL_DOMAIN } from '~/lib/api-key-rules'
import type { Database } from './db/client.server'
import { apiKey, user } from './db/schema'
import { AppError } from './errors'

export type PersonByEmail = { email: string; name?: string | undefined }

export type KnownPerson = {
  id: string
  name: string
  email: string
  username: string | null
  /** True when this call created the account: nobody had this address yet. */
  created: boolean
}

/** Better Auth keeps addresses lowercased (its sign-up, sign-in and reset all normalise), so lookups do too. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase()

/** The id Better Auth would give a new user: 32 random letters and digits. */
export function newUserId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('')
}

/** The name a placeholder is shown with when none was given: the address's local part. */
const nameFromEmail = (email: string) => email.split('@')[0] || email

/**
 * The person who owns an address, created as an unverified placeholder account when nobody has it yet, so that
 * what someone said elsewhere (a call, a mail, a support tool) can be recorded in their name.
 *
 * A placeholder is a row of Better Auth's `user` table like any other, with no `account` row: it has no password
 * and no linked provider, so nobody can sign in as it. Whoever owns the address claims it through "Forgot
 * password": Better Auth's reset finds the user by address and, when it has no credential account, creates one
 * with the new password. The address stays unverified until its owner verifies it, so it grants nothing that a
 * verified address would (site-admin addresses, for one). No mail is sent for being created.
 *
 * Runs in the caller's transaction; two requests creating the same address at once both end with the one row
 * (the insert yields to the unique address and the row is read back).
 */
export function findOrCreatePersonByEmail(tx: Database, person: PersonByEmail): Promise<KnownPerson>
/** With `create: false`, only finds: null for an address nobody has. */
export function findOrCreatePersonByEmail(
  tx: Database,
  person: PersonByEmail,
  options: { create: boolean },
): Promise<KnownPerson | null>
export async function findOrCreatePersonByEmail(
  tx: Database,
  person: PersonByEmail,
  options: { create: boolean } = { create: true },
): Promise<KnownPerson | null> {
  const email = normalizedEmail(person.email)
  // The keys' service users live in their own domain: nobody else may be made there, known or not.
  if (email.endsWith(`@${API_KEY_SERVICE_EMAIL_DOMAIN}`)) throw apiKeyAddressRefusal()
  // So do anonymous visitors' stand-ins: nobody is made or found there (a vote for one would be nobody's).
  if (isAnonymousVisitorEmail(email)) throw standInAddressRefusal()
  const existing = await findPersonByEmail(tx, email)
  if (existing || !options.create) return existing
  const name = person.name?.trim() || nameFromEmail(email)
  const [created] = await tx
    .insert(user)
    .values({ id: newUserId(), name, email, emailVerified: false, role: 'user' })
    .onConflictDoNothing({ target: user.email })
    .returning({ id: user.id, name: user.name, email: user.email, username: user.username })
  if (created) return { ...created, created: true }
  const raced = await findPersonByEmail(tx, email)
  if (!raced) throw new Error('The account for this address was neither found nor created')
  return raced
}

async function findPersonByEmail(tx: Database, email: string): Promise<KnownPerson | null> {
  const [found] = await tx
    .select({ id: user.id, name: user.name, email: user.email, username: user.username, role: user.role })
    .from(user)
    .where(eq(user.email, email))
    .limit(1)
  if (!found) return null
  if (found.role === ANONYMOUS_VISITOR_ROLE) throw standInAddressRefusal()
  const [key] = await tx
    .select({ id: apiKey.id })
    .from(apiKey)
    .where(eq(apiKey.serviceUserId, found.id))
    .limit(1)
  // An API key's service identity is nobody: it cannot vote or post as a person.
  if (key) throw apiKeyAddressRefusal()
  const { role: _role, ...person } = found
  return { ...person, created: false }
}

function standInAddressRefusal(): AppError {
  return new AppError('UNPROCESSABLE_ENTITY', 'This address is not a person’s', {
    email: ['This address is not a person’s'],
  })
}

function apiKeyAddressRefusal(): AppError {
  return new AppError('UNPROCESSABLE_ENTITY', 'This address belongs to an API key, not to a person', {
    email: ['This address belongs to an API key, not to a person'],
  })
}

/**
 * findOrCreatePersonByEmail for many addresses at once (an import's authors and voters): one read for those
 * that exist, one insert for the rest, one read back. Returns the user id of each normalised address and how many
 * placeholders were made; an
 * address of an API key's service user or of an anonymous visitor's stand-in is left out (it is nobody: it
 * cannot vote or post as a person).
 */
export async function findOrCreatePeopleByEmail(
  tx: Database,
  people: PersonByEmail[],
): Promise<{ ids: Map<string, string>; created: number }> {
  const wanted = new Map<string, string | undefined>()
  for (const person of people) {
    const email = normalizedEmail(person.email)
    if (email.endsWith(`@${API_KEY_SERVICE_EMAIL_DOMAIN}`) || isAnonymousVisitorEmail(email)) continue
    if (!wanted.has(email) || (!wanted.get(email) && person.name)) wanted.set(email, person.name?.trim())
  }
  const ids = new Map<string, string>()
  if (wanted.size === 0) return { ids, created: 0 }
  const emails = [...wanted.keys()]
  const readBack = async () => {
    const rows = await tx
      .select({ id: user.id, email: user.email, keyId: apiKey.id })
      .from(user)
      .leftJoin(apiKey, eq(apiKey.serviceUserId, user.id))
      .where(inArray(user.email, emails))
    for (const row of rows) if (!row.keyId) ids.set(row.email, row.id)
    return new Set(rows.map((row) => row.email))
  }
  const existing = await readBack()
  const missing = emails.filter((email) => !existing.has(email))
  let created = 0
  if (missing.length > 0) {
    const inserted = await tx
      .insert(user)
      .values(
        missing.map((email) => ({
          id: newUserId(),
          name: wanted.get(email) || nameFromEmail(email),
          email,
          emailVerified: false,
          role: 'user',
        })),
      )
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id })
    created = inserted.length
    await readBack()
  }
  return { ids, created }
}
