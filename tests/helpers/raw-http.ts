import net from 'node:net'

/**
 * HTTP/1.1 over one raw socket, as a client's connection pool uses it: a request, its answer, then the next
 * request on the same connection. fetch() hides which connection a request took; this does not.
 */
export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer }

export type RawRequest = {
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer
}

export class RawConnection {
  private buffer = Buffer.alloc(0)
  private wake: (() => void) | null = null
  /** Set once the server closed the connection: 'end' for a clean close, otherwise the error's code. */
  closed: string | null = null

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk])
      this.notify()
    })
    socket.on('end', () => this.close('end'))
    socket.on('error', (error: NodeJS.ErrnoException) => this.close(error.code ?? error.message))
    socket.on('close', () => this.close('end'))
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)))
      socket.once('error', reject)
    })
  }

  private close(how: string) {
    this.closed ??= how
    this.notify()
  }

  private notify() {
    const wake = this.wake
    this.wake = null
    wake?.()
  }

  /** Writes the request (its body too, however much of it the server reads); does not wait for it to go. */
  send(request: RawRequest) {
    const headers: Record<string, string> = { Host: 'localhost', ...request.headers }
    if (request.body) headers['Content-Length'] ??= String(request.body.length)
    const head = [
      `${request.method} ${request.path} HTTP/1.1`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n')
    this.socket.write(head)
    if (request.body) this.socket.write(request.body)
  }

  /**
   * The next response on the connection, or 'closed' when the server closes it first, or 'timeout' when
   * nothing complete arrives within `timeoutMs`.
   */
  async response(method: string, timeoutMs: number): Promise<RawResponse | 'closed' | 'timeout'> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const parsed = this.parse(method)
      if (parsed) return parsed
      if (this.closed) return 'closed'
      const left = deadline - Date.now()
      if (left <= 0) return 'timeout'
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }

  /** Resolves with how the connection ended ('end' or an error code), or 'open' after `timeoutMs`. */
  async whenClosed(timeoutMs: number): Promise<string> {
    const deadline = Date.now() + timeoutMs
    while (!this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now())
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
    return this.closed ?? 'open'
  }

  destroy() {
    this.socket.destroy()
  }

  /** Takes one complete response off the buffer (1xx answers skipped), or null when it has not all arrived. */
  private parse(method: string): RawResponse | null {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n')
      if (end < 0) return null
      const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n')
      const status = Number(statusLine!.split(' ')[1])
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
      }
      let rest = this.buffer.subarray(end + 4)
      if (status >= 100 && status < 200) {
        this.buffer = rest
        continue
      }
      let body = Buffer.alloc(0)
      if (method !== 'HEAD' && status !== 204 && status !== 304) {
        if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
          const chunks: Buffer[] = []
          for (;;) {
            const lineEnd = rest.indexOf('\r\n')
            if (lineEnd < 0) return null
            const size = Number.parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16)
            if (rest.length < lineEnd + 2 + size + 2) return null
            chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
            rest = rest.subarray(lineEnd + 2 + size + 2)
            if (size === 0) break
          }
          body = Buffer.concat(chunks)
        } else if (headers['content-length'] !== undefined) {
          const length = Number(headers['content-length'])
          if (rest.length < length) return null
          body = rest.subarray(0, length)
          rest = rest.subarray(length)
        } else {
          // Delimited by the end of the connection.
          if (!this.closed) return null
          body = rest
          rest = Buffer.alloc(0)
        }
      }
      this.buffer = rest
      return { status, headers, body }
    }
  }
}
