// Calling the app's server functions from outside, as the browser does (TanStack Start's serverFnFetcher):
// the function's id from the production build, the request (GET: the seroval payload in the query string;
// POST: as the body) and the decoding of the answer. Used by bench.mjs, bench-live.mjs and the tests that run
// the production build (tests/helpers/live-http.ts).
import fs from 'node:fs'
import path from 'node:path'
import { fromCrossJSON, toJSONAsync } from 'seroval'

/**
 * The built server's module that holds the server functions' manifest (id → function name), next to the
 * server's entry: PARLEY_SERVER_ENTRY when the tests run a private copy of `.output`.
 */
export const manifestFile = path.join(
  path.dirname(
    process.env.PARLEY_SERVER_ENTRY ??
      path.resolve(import.meta.dirname, '..', '.output', 'server', 'index.mjs'),
  ),
  '_ssr',
  'ssr.mjs',
)

let manifest

/** The id of server function `name` (its export name, e.g. listFeedbackFn) in the current build. */
export function serverFnId(name) {
  manifest ??= fs.readFileSync(manifestFile, 'utf8')
  const match = manifest.match(
    new RegExp(`"([0-9a-f]{16,})":\\s*\\{\\s*functionName:\\s*"${name}_createServerFn_handler"`),
  )
  if (!match) throw new Error(`Server function ${name} not found in the build (${manifestFile})`)
  return match[1]
}

/**
 * The request the browser sends to call `name` with `data` on the app at `base`: { method, pathname,
 * headers, body }. The cookie, when given, signs the call in.
 */
export async function serverFnRequest(base, name, data, { method = 'POST', cookie } = {}) {
  const payload = JSON.stringify(await toJSONAsync({ data }))
  const headers = {
    'x-tsr-serverFn': 'true',
    accept: 'application/json',
    origin: base,
    'sec-fetch-site': 'same-origin',
  }
  if (cookie) headers.cookie = cookie
  let pathname = `/_serverFn/${serverFnId(name)}`
  if (method === 'GET') pathname += `?payload=${encodeURIComponent(payload)}`
  else headers['content-type'] = 'application/json'
  return { method, pathname, headers, body: method === 'POST' ? payload : undefined }
}

/** The value a server function's answer (its body, as text) carries; throws when it carries an error. */
export function serverFnResult(name, text) {
  const decoded = fromCrossJSON(JSON.parse(text), { refs: new Map() })
  if (decoded && 'error' in decoded)
    throw new Error(`${name} failed: ${JSON.stringify(decoded.error).slice(0, 300)}`)
  return decoded.result
}
