import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  raw: string
  /** Every http(s) URL of the plain-text part, in order. */
  links: string[]
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const soft = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]!
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      for (const byte of Buffer.from(char, 'utf8')) bytes.push(byte)
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const index = part.search(/\r?\n\r?\n/)
  const head = index === -1 ? part : part.slice(0, index)
  const body = index === -1 ? '' : part.slice(index).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

/** Just enough MIME for the mails nodemailer writes: a text part and an HTML part, maybe in an alternative. */
export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const { headers, body } = splitHead(raw)
  let text = ''
  let html = ''
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break
        const inner = splitHead(chunk.replace(/^\r?\n/, ''))
        visit(inner.headers, inner.body)
      }
      return
    }
    if (type.toLowerCase().startsWith('text/html')) html = decodeBody(partHeaders, partBody)
    else if (type.toLowerCase().startsWith('text/plain')) text = decodeBody(partHeaders, partBody)
  }
  visit(headers, body)
  const links = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0])
  return { subject: decodeHeaderWords(headers.get('subject') ?? ''), text, html, raw, links }
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. `failWith` makes it refuse
 * messages (a 4xx/5xx answer to DATA) until cleared, like a mail server that is having trouble.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  let failure: { code: number; message: string } | null = null

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failure) {
          const error = Object.assign(new Error(failure.message), { responseCode: failure.code })
          callback(error)
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMail(raw),
        })
        for (const wake of waiters.splice(0)) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  /** The first mail to `to` after `since` (an index into `received`), waiting up to `timeoutMs`. */
  async function waitFor(to: string, options: { since?: number; timeoutMs?: number } = {}) {
    const deadline = Date.now() + (options.timeoutMs ?? 5000)
    for (;;) {
      const found = received.slice(options.since ?? 0).find((mail) => mail.to.includes(to.toLowerCase()))
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`No mail to ${to} within the time limit`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    /** Mails to `to` received after `since`. */
    mailsTo: (to: string, since = 0) =>
      received.slice(since).filter((mail) => mail.to.includes(to.toLowerCase())),
    failWith: (code: number, message: string) => {
      failure = { code, message }
    },
    recover: () => {
      failure = null
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>
