// One load run, in its own process: `node bench-load.mjs <json>` with { url, headers, seconds, concurrency }.
// Keep-alive connections, `concurrency` requests in flight; prints { requests, errors, seconds, rps } as JSON.
import http from 'node:http'

const {
  url,
  headers = {},
  seconds = 5,
  concurrency = 16,
  maxRequests = Number.POSITIVE_INFINITY,
} = JSON.parse(process.argv[2])
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
const target = new URL(url)
let requests = 0
let errors = 0
let firstError = ''
const started = performance.now()
const deadline = started + seconds * 1000

function once() {
  return new Promise((resolve) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers },
      (response) => {
        response.on('data', () => {})
        response.on('end', () => {
          if (response.statusCode !== 200) {
            errors++
            firstError ||= `HTTP ${response.statusCode}`
          }
          requests++
          resolve()
        })
      },
    )
    request.on('error', (error) => {
      errors++
      firstError ||= error.message
      resolve()
    })
    request.end()
  })
}

async function worker() {
  while (performance.now() < deadline && requests + errors < maxRequests) await once()
}

await Promise.all(Array.from({ length: concurrency }, worker))
const elapsed = (performance.now() - started) / 1000
agent.destroy()
console.log(JSON.stringify({ requests, errors, firstError, seconds: elapsed, rps: requests / elapsed }))
