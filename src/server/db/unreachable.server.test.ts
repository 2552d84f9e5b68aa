import net from 'node:net'
import pg from 'pg'
import { expect, test } from 'vitest'
import {
  isDatabaseUnreachable,
  noteIfDatabaseUnreachable,
  runNotingDatabaseReach,
} from './unreachable.server'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

test.each([
  ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
  ['terminated', new Error('Connection terminated unexpectedly')],
  ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ['pool connect timeout (wrapped)', new Error('Connection terminated due to connection timeout')],
  [
    'client unusable after an error',
    new Error('Client has encountered a connection error and is not queryable'),
  ],
  ['admin_shutdown', withCode('terminating connection due to administrator command', '57P01')],
  ['crash_shutdown', withCode('terminating connection because of crash of another server process', '57P02')],
  ['cannot_connect_now', withCode('the database system is starting up', '57P03')],
  ['connection_failure', withCode('connection failure', '08006')],
  ['connection_does_not_exist', withCode('connection does not exist', '08003')],
  ['PGlite closed', new Error('PGlite is closed')],
])('unreachable: %s', (_name, error) => {
  expect(isDatabaseUnreachable(error)).toBe(true)
})

test('found in a cause chain (Drizzle, Better Auth) and in an AggregateError (every address refused)', () => {
  const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
  const drizzle = new Error('Failed query: select 1', { cause: refused })
  const betterAuth = Object.assign(new Error('Failed to get session', { cause: drizzle }), {
    name: 'APIError',
    statusCode: 500,
  })
  expect(isDatabaseUnreachable(betterAuth)).toBe(true)
  expect(isDatabaseUnreachable(new AggregateError([new Error('x'), refused]))).toBe(true)
})

test.each([
  ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
  ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
  ['a serialization failure', withCode('could not serialize access', '40001')],
  ['a query cancelled', withCode('canceling statement due to statement timeout', '57014')],
  ['an ordinary error', new Error('Something else')],
  ['not an error', 'ECONNREFUSED'],
  ['nothing', undefined],
])('reachable: %s', (_name, error) => {
  expect(isDatabaseUnreachable(error)).toBe(false)
})

test('a cause chain that loops ends', () => {
  const error = new Error('loop') as Error & { cause?: unknown }
  error.cause = error
  expect(isDatabaseUnreachable(error)).toBe(false)
})

test('node-postgres against a port nobody listens on fails as unreachable', async () => {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/test` })
  const failure = await pool.query('select 1').catch((error: unknown) => error)
  await pool.end()
  expect(isDatabaseUnreachable(failure)).toBe(true)
})

test('node-postgres whose server cuts the connection mid-query fails as unreachable', async () => {
  // A server that accepts the connection and closes it at once, as a PostgreSQL being stopped does.
  const server = net.createServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/test` })
  pool.on('error', () => {})
  const failure = await pool.query('select 1').catch((error: unknown) => error)
  await pool.end()
  await new Promise((resolve) => server.close(resolve))
  expect(failure).toBeInstanceOf(Error)
  expect(isDatabaseUnreachable(failure)).toBe(true)
})

test('a request notes an unreachable database it met, and only its own', async () => {
  const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
  const [met, other] = await Promise.all([
    runNotingDatabaseReach(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return noteIfDatabaseUnreachable(refused)
    }),
    runNotingDatabaseReach(async () => noteIfDatabaseUnreachable(new Error('other'))),
  ])
  expect(met).toEqual({ result: true, unreachable: true })
  expect(other).toEqual({ result: false, unreachable: false })
})
