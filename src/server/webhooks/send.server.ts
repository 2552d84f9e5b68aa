import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { WEBHOOK_RESPONSE_EXCERPT_BYTES, WEBHOOK_TIMEOUT_MS } from '~/lib/webhook-rules'
import type { WebhookTarget } from './target.server'

export type WebhookAttemptResult =
  | { ok: boolean; httpStatus: number; durationMs: number; responseExcerpt: string }
  | { ok: false; httpStatus: null; durationMs: number; error: string }

/**
 * One POST to a checked target. The connection goes to the address the SSRF guard checked (the lookup is
 * pinned to it; TLS still verifies the certificate for the URL's host name), redirects are not followed (a 3xx
 * is an answer like any other non-2xx: a failure), the whole exchange has 10 seconds, and at most 2 KiB of
 * the answer is read and kept. Never throws: a refused connection, a timeout or a TLS error is a failed attempt.
 */
export function sendWebhookRequest(
  target: WebhookTarget,
  request: { headers: Record<string, string>; body: string; timeoutMs?: number },
): Promise<WebhookAttemptResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) {
      callback(null, [{ address: target.address, family: target.family }])
      return
    }
    callback(null, target.address, target.family)
  }
  const client = target.url.protocol === 'https:' ? https : http
  const body = Buffer.from(request.body)
  return new Promise((resolve) => {
    let settled = false
    const settle = (result: WebhookAttemptResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const outgoing = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'Parley-Webhooks/1',
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        let kept = 0
        const finish = () => {
          const status = response.statusCode ?? 0
          settle({
            ok: status >= 200 && status < 300,
            httpStatus: status,
            durationMs: elapsed(),
            responseExcerpt: excerptOf(Buffer.concat(chunks)),
          })
          response.destroy()
          outgoing.destroy()
        }
        response.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_RESPONSE_EXCERPT_BYTES) {
            chunks.push(chunk.subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES - kept))
            kept += Math.min(chunk.length, WEBHOOK_RESPONSE_EXCERPT_BYTES - kept)
          }
          // Enough for the log: the rest of a large answer is not read.
          if (kept >= WEBHOOK_RESPONSE_EXCERPT_BYTES) finish()
        })
        response.on('end', finish)
        response.on('error', finish)
      },
    )
    const timer = setTimeout(() => {
      outgoing.destroy()
      settle({
        ok: false,
        httpStatus: null,
        durationMs: elapsed(),
        error: `No answer within ${Math.round((request.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} s`,
      })
    }, request.timeoutMs ?? WEBHOOK_TIMEOUT_MS)
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      settle({ ok: false, httpStatus: null, durationMs: elapsed(), error: connectionErrorOf(error) })
    })
    outgoing.end(body)
  })
}

/** At most 2 KiB, as text, without a character cut in half at the end. */
function excerptOf(bytes: Buffer): string {
  return bytes
    .subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')
}

function connectionErrorOf(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'Connection refused'
    case 'ECONNRESET':
      return 'Connection reset'
    case 'ENOTFOUND':
      return 'Host not found'
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'Host unreachable'
    default:
      return error.code ? `${error.code}: ${error.message}`.slice(0, 300) : error.message.slice(0, 300)
  }
}
