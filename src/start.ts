import { randomBytes } from 'node:crypto'
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { securityHeadersFor, withHeaders } from '~/server/security-headers'

/** Server functions refuse cross-site POSTs (Sec-Fetch-Site, then Origin, then Referer must be ours). */
const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

const securityHeadersMiddleware = createMiddleware().server(async ({ request, next }) => {
  const nonce = randomBytes(16).toString('base64')
  const result = await next({ context: { cspNonce: nonce } })
  const https =
    new URL(request.url).protocol === 'https:' || (process.env.BETTER_AUTH_URL ?? '').startsWith('https:')
  const headers = securityHeadersFor({ nonce, https, development: process.env.NODE_ENV !== 'production' })
  return { ...result, response: withHeaders(result.response, headers) }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [securityHeadersMiddleware, csrfMiddleware],
}))
