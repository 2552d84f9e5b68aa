// The members of `npm run bench:chat`: one GET /api/live per member over its own socket, on a thread of its
// own (like browsers, they are not the server's work). Writes, per member and message, the receipt time
// (epoch ms, high resolution) of the first copy and how many copies arrived, into shared memory.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'

const { port, topic, tokens, clientIds, receipts, counts } = workerData
const total = clientIds.length
const indexOf = new Map(clientIds.map((id, index) => [id, index]))
const receivedAt = new Float64Array(receipts)
const copies = new Uint8Array(counts)
const now = () => performance.timeOrigin + performance.now()
const requests = []

function open(member) {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ topics: topic, token: tokens[member] })
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/live?${query}`,
        headers: { accept: 'text/event-stream' },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          reject(new Error(`GET /api/live answered ${res.statusCode}`))
          return
        }
        res.setEncoding('utf8')
        let buffer = ''
        res.on('data', (chunk) => {
          const at = now()
          buffer += chunk
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf('\n\n')
            if (!block.includes('"chat.message.created"')) continue
            const clientId = /"clientId":"([0-9a-f-]{36})"/.exec(block)?.[1]
            const index = clientId === undefined ? undefined : indexOf.get(clientId)
            if (index === undefined) continue
            const slot = member * total + index
            if (copies[slot] === 0) receivedAt[slot] = at
            if (copies[slot] < 255) copies[slot]++
          }
        })
        res.on('error', () => {})
        resolve()
      },
    )
    req.on('error', reject)
    requests.push(req)
    req.end()
  })
}

parentPort.on('message', async (message) => {
  if (message === 'open') {
    try {
      for (let start = 0; start < tokens.length; start += 100) {
        const wave = []
        for (let member = start; member < Math.min(tokens.length, start + 100); member++)
          wave.push(open(member))
        await Promise.all(wave)
      }
      parentPort.postMessage({ opened: tokens.length })
    } catch (error) {
      parentPort.postMessage({ error: String(error) })
    }
  } else if (message === 'close') {
    for (const req of requests) req.destroy()
    parentPort.postMessage({ closed: true })
  }
})
