// A second app node for `npm run bench:chat` in a process of its own (run with tsx): its own PostgreSQL pool,
// live service (LISTEN, fan-out, hub) and GET /api/live over HTTP. Prints `port <n>` when ready; stops on SIGTERM.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { openDatabase } from '~/server/db/client.server'
import { handleLiveRequest } from '~/server/live/live-request.server'
import { startLiveService } from '~/server/live/live-service.server'

const url = process.env.BENCH_NODE_DATABASE_URL
const secret = process.env.BENCH_NODE_SECRET
if (!url || !secret) throw new Error('BENCH_NODE_DATABASE_URL and BENCH_NODE_SECRET are required')

const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 })
const live = await startLiveService({ database, logger: pino({ level: 'silent' }), connectionString: url })
const server = http.createServer(async (req, res) => {
  const response = await handleLiveRequest(
    { auth: null as never, database, live, secret },
    new Request(`http://127.0.0.1${req.url}`, { headers: req.headers as Record<string, string> }),
  )
  res.writeHead(response.status, Object.fromEntries(response.headers))
  const reader = response.body!.getReader()
  req.on('close', () => void reader.cancel().catch(() => {}))
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
    if (done || !value) break
    res.write(value)
  }
  res.end()
})
server.keepAliveTimeout = 0
server.listen(0, '127.0.0.1', () => {
  console.log(`port ${(server.address() as AddressInfo).port}`)
})
process.once('SIGTERM', async () => {
  server.closeAllConnections()
  server.close()
  await live.stop()
  await database.close()
  process.exit(0)
})
