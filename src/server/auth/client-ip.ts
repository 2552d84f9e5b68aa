/**
 * Better Auth keys rate limits by client IP, read from a header. We set this header ourselves on every
 * request we hand to it (and drop any copy the client sent), so the limit cannot be dodged by spoofing.
 */
export const CLIENT_IP_HEADER = 'x-parley-client-ip'

export function withClientIp(request: Request, clientIp: string | undefined): Request {
  const headers = new Headers(request.headers)
  headers.delete(CLIENT_IP_HEADER)
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp)
  // Built field by field: the server's request object is not always undici's Request class, which
  // `new Request(request, init)` requires.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    // @ts-expect-error Node needs `duplex` to stream a request body; the DOM typings do not know it.
    duplex: hasBody ? 'half' : undefined,
  })
}
