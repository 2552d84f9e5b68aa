import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'

/**
 * The PGlite instance as Drizzle should call it: the same queries, without a copy of PGlite's parser table
 * for each one.
 *
 * Drizzle passes `parsers` with every query, so that timestamps, dates, intervals and their arrays stay text
 * for its own column mapping. PGlite then merges them into a fresh copy of its whole table (a parser for every
 * type and every array type of the database, several hundred entries) before it reads the rows. On a signed-in
 * feedback page that copying was a quarter of all the bytes the server allocated (docs/performance.md, ninth
 * pass). Here the parsers a query asks for are written into the instance's table the first time they are
 * seen, and the query runs without its own.
 *
 * That is only right while every caller asks for the same parser for a type, which holds because only
 * Drizzle queries through this client (its queries and raw `execute` alike ask for one fixed set). A caller
 * that needs PGlite's own parsing (LISTEN payloads are not parsed) uses the instance itself.
 */
export function pgliteForDrizzle(pglite: PGlite): PGlite {
  const adopted = new Set<string>()
  const withoutParsers = (options?: QueryOptions): QueryOptions | undefined => {
    if (!options?.parsers) return options
    const { parsers, ...rest } = options
    for (const [type, parse] of Object.entries(parsers)) {
      if (adopted.has(type)) continue
      pglite.parsers[Number(type)] = parse
      adopted.add(type)
    }
    return rest
  }
  // `query` is looked up at each call, so that whatever wraps the instance's own (a test recording the
  // statements) still sees every query.
  const queryWithoutParsers =
    (owner: Pick<PGlite, 'query'>): PGlite['query'] =>
    (text, params, options) =>
      owner.query(text, params, withoutParsers(options))
  const adaptTransaction = (transaction: Transaction): Transaction => {
    const transactionQuery = queryWithoutParsers(transaction)
    return new Proxy(transaction, {
      get: (target, property, receiver) =>
        property === 'query' ? transactionQuery : Reflect.get(target, property, receiver),
    })
  }
  const query = queryWithoutParsers(pglite)
  const transaction: PGlite['transaction'] = (callback) =>
    pglite.transaction((open) => callback(adaptTransaction(open)))

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query
      if (property === 'transaction') return transaction
      const value = Reflect.get(target, property, target)
      // PGlite's methods keep their state in private fields, which only the instance itself can reach.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
