import type SMTPTransport from 'nodemailer/lib/smtp-transport'

/**
 * SMTP_URL (`smtp://user:pass@host:587?…`, `smtps://…`) as nodemailer's transport options. Nodemailer parses
 * a URL string with Node's legacy `url.parse()`, which prints a deprecation warning at start-up; this reads it
 * with the WHATWG URL parser and keeps nodemailer's meaning: `smtps:` is TLS from the start, user and password
 * are percent-decoded, and query parameters become options (`tls.*` nested, numbers and true/false typed).
 */
export function smtpTransportOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl)
  const options: Record<string, unknown> = { secure: url.protocol === 'smtps:' }
  if (url.hostname) options.host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (url.port) options.port = Number(url.port)
  if (url.username || url.password) {
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
  }
  const tls: Record<string, unknown> = {}
  for (const [key, text] of url.searchParams) {
    const value = typedValue(text)
    if (key.startsWith('tls.')) tls[key.slice(4)] ??= value
    else if (!key.includes('.')) options[key] ??= value
  }
  if (Object.keys(tls).length > 0) options.tls = tls
  return options as SMTPTransport.Options
}

function typedValue(text: string): unknown {
  if (text === 'true') return true
  if (text === 'false') return false
  return text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text
}
