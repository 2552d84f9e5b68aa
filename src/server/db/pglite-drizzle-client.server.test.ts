import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pgliteForDrizzle } from './pglite-drizzle-client.server'

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  local: timestamp('local', { mode: 'string' }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
  stamps: timestamp('stamps', { withTimezone: true }).array().notNull(),
})

const CREATE = sql`create table moments (
  id integer primary key, at timestamptz not null, local timestamp not null, day date not null,
  span interval not null, amounts numeric[] not null, stamps timestamptz[] not null)`
const ROW = {
  id: 1,
  at: new Date('2026-11-27T04:05:06.789Z'),
  local: '2026-11-27 04:05:06.789',
  day: '2026-11-27',
  span: '1 day 02:03:04',
  amounts: ['1.50', '20.25'],
  stamps: [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-30T12:34:56Z')],
}
const RAW = sql`select now()::date - now()::date as days, '2026-11-27 04:05:06'::timestamp as local,
  array['2026-01-01'::date] as days_list, '{1.5,2}'::numeric[] as amounts`

describe('pgliteForDrizzle', () => {
  let plain: PGlite
  let shared: PGlite
  beforeAll(async () => {
    ;[plain, shared] = await Promise.all([PGlite.create(), PGlite.create()])
  })
  afterAll(async () => {
    await Promise.all([plain.close(), shared.close()])
  })

  /** The same reads and writes through Drizzle on PGlite as it is, and on the adapted client. */
  async function both<T>(work: (db: ReturnType<typeof drizzle>) => Promise<T>) {
    return Promise.all([work(drizzle(plain)), work(drizzle(pgliteForDrizzle(shared)))])
  }

  it('answers every query as PGlite with Drizzle’s own parsers does: dates, timestamps, intervals, arrays', async () => {
    await both((db) => db.execute(CREATE))
    await both((db) => db.insert(moments).values(ROW))
    const [expected, actual] = await both((db) => db.select().from(moments))
    expect(actual).toEqual(expected)
    expect(actual[0]).toEqual(ROW)
    const [expectedRaw, actualRaw] = await both((db) => db.execute(RAW))
    expect(actualRaw.rows).toEqual(expectedRaw.rows)
    expect(actualRaw.rows[0]?.local).toBe('2026-11-27 04:05:06')
  })

  it('answers the same inside a transaction, and rolls back as PGlite does', async () => {
    const [expected, actual] = await both((db) =>
      db.transaction(async (tx) => {
        await tx.update(moments).set({ local: '2027-01-01 00:00:00' })
        return [await tx.select().from(moments), (await tx.execute(RAW)).rows]
      }),
    )
    expect(actual).toEqual(expected)
    await both((db) =>
      db
        .transaction(async (tx) => {
          await tx.update(moments).set({ day: '2030-01-01' })
          tx.rollback()
        })
        .catch(() => {}),
    )
    const [, [row]] = await both((db) => db.select().from(moments))
    expect(row?.day).toBe('2026-11-27')
  })

  it('hands PGlite no parsers of its own per query, so it copies no parser table', async () => {
    const db = drizzle(pgliteForDrizzle(shared))
    // Wrapped after the client was made, as tests that record statements do: every query still goes through it.
    const query = vi.spyOn(shared, 'query')
    await db.select().from(moments)
    expect(query).toHaveBeenCalled()
    for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined()
    query.mockRestore()
    expect(shared.parsers[1184]?.('2026-11-27 04:05:06+00')).toBe('2026-11-27 04:05:06+00')
  })
})
