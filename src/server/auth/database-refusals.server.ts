// Relative imports only: loaded through create-auth.ts, which Better Auth's CLI reads.
import { APIError, type DBAdapter, type DBTransactionAdapter, type Where } from 'better-auth'
import type { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.server'
import { member } from '../db/schema'

export const LAST_OWNER_LEAVES =
  'The last owner cannot leave or be removed. Make someone else an owner first.'
export const LAST_OWNER_DEMOTED = 'The last owner cannot be demoted. Make someone else an owner first.'

/** What the member_keeps_an_owner trigger (migration 0013) raises when a change would leave no owner. */
export const NO_OWNER_LEFT_SQLSTATE = 'PY001'

/** A unique index whose violation is a user's mistake, and the 400 Better Auth itself gives for it. */
const UNIQUE_REFUSALS: Record<string, string> = {
  // Migration 0014; Better Auth checks first, except when an invitation is accepted, and not under a race.
  member_organization_user_unique: 'User is already a member of this organization',
  // Two organisations taking one free address at the same moment.
  organization_slug_unique: 'Organization slug already taken',
  // Two people taking one free username at the same moment (Better Auth's username plugin checks first).
  user_username_unique: 'Username is already taken. Please try another.',
}

/** The SQLSTATE (and constraint) of a database error, through the wrappers Drizzle puts around it (`cause`). */
function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (typeof code === 'string' && code.length === 5) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined }
    }
    current = cause
  }
  return {}
}

/** The 400 a refusal of the database stands for, or null for a real failure. */
function refusalOf(error: unknown, noOwnerLeft?: string): APIError | null {
  const { code, constraint } = databaseErrorOf(error)
  if (code === NO_OWNER_LEFT_SQLSTATE && noOwnerLeft)
    return new APIError('BAD_REQUEST', { message: noOwnerLeft })
  const duplicate = code === '23505' && constraint ? UNIQUE_REFUSALS[constraint] : undefined
  return duplicate ? new APIError('BAD_REQUEST', { message: duplicate }) : null
}

type AdapterFactory = ReturnType<typeof drizzleAdapter>

/** The organisation whose members a deleteMany removes all at once: the first step of deleting it. */
function emptiedOrganization(args: { model: string; where?: Where[] }): string | null {
  const [only, ...rest] = args.where ?? []
  if (args.model !== 'member' || !only || rest.length > 0) return null
  const byOrganization = only.field === 'organizationId' && (only.operator ?? 'eq') === 'eq'
  return byOrganization && typeof only.value === 'string' ? only.value : null
}

/**
 * Deleting an organisation, Better Auth first deletes its members, owners included, then the organisation. The
 * trigger lets that statement take the last owner when its transaction says so. (The adapter runs without
 * transactions, drizzleAdapter's default, so this one is the statement's own.)
 */
async function emptyOrganization(db: Database, organizationId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('parley.emptying_organization', ${organizationId}, true)`)
    const removed = await tx
      .delete(member)
      .where(eq(member.organizationId, organizationId))
      .returning({ id: member.id })
    return removed.length
  })
}

/**
 * Better Auth's database adapter, with the database's refusals turned into the 400s that Parley's hooks and Better
 * Auth give (organization-rules.server.ts): the owner trigger's, and the unique indexes' of UNIQUE_REFUSALS. The
 * checks before the write answer the usual case; the database answers the one they cannot see, two requests at
 * the same moment (two owners stepping down, two accepts, two organisations taking one address), where the second
 * would otherwise get a 500. An organisation's deletion empties it with the trigger's consent (emptyOrganization).
 */
export function withDatabaseRefusals(db: Database, factory: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = factory(options)
    return {
      ...guarded(db, adapter),
      // Better Auth runs some writes (an organisation's deletion) on the adapter its transaction hands out.
      transaction: (run) => adapter.transaction((inTransaction) => run(guarded(db, inTransaction))),
    } satisfies DBAdapter
  }
}

function guarded<Adapter extends DBTransactionAdapter>(db: Database, adapter: Adapter): Adapter {
  const refusing = <Write extends (...args: never[]) => Promise<unknown>>(
    write: Write,
    noOwnerLeft?: string,
  ): Write =>
    (async (...args: Parameters<Write>) => {
      try {
        return await write(...args)
      } catch (error) {
        throw refusalOf(error, noOwnerLeft) ?? error
      }
    }) as Write
  const deleteMany = refusing(adapter.deleteMany, LAST_OWNER_LEAVES)
  return {
    ...adapter,
    create: refusing(adapter.create),
    update: refusing(adapter.update, LAST_OWNER_DEMOTED),
    updateMany: refusing(adapter.updateMany, LAST_OWNER_DEMOTED),
    delete: refusing(adapter.delete, LAST_OWNER_LEAVES),
    deleteMany: (args) => {
      const organizationId = emptiedOrganization(args)
      return organizationId ? emptyOrganization(db, organizationId) : deleteMany(args)
    },
  }
}
