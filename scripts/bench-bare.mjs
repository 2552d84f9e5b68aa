// The yardstick: a bare node:http server answering every request with the same bytes and type as the app's
// page. `node bench-bare.mjs <file> <content-type>`; prints its port.
import fs from 'node:fs'
import http from 'node:http'

const body = fs.readFileSync(process.argv[2])
const type = process.argv[3]
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length })
  response.end(body)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
