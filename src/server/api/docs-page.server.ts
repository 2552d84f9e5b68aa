import { type ProblemKind, problemKinds } from './problem'

/**
 * The API reference page (/api/docs): plain HTML rendered on the server from the OpenAPI document, with its
 * own small stylesheet (light and dark), no script and nothing loaded from elsewhere, so it adds nothing to
 * the app's pages. Every operation, parameter and schema comes from the document; the sections above the
 * operations (authentication, errors, lists, idempotency, rate limits) are the rules every operation shares.
 */
type Json = Record<string, unknown>

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** Backticks as code, the rest escaped: the only markup the descriptions use. */
const prose = (text: unknown) =>
  escapeHtml(text)
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('')

const anchorOf = (operationId: string) => `op-${operationId}`

function resolve(document: Json, schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref
  if (typeof ref !== 'string') return schema
  const name = ref.split('/').at(-1) ?? ''
  const schemas = (document.components as { schemas?: Record<string, Json> }).schemas ?? {}
  return schemas[name]
}

/** A schema's type in a few words: `string`, `integer (1–100)`, `array of Board`, `"a" | "b"`. */
function typeOf(document: Json, schema: Json | undefined): string {
  if (!schema) return 'any'
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1) ?? 'object'
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (Array.isArray(schema.anyOf))
    return schema.anyOf.map((part) => typeOf(document, part as Json)).join(' | ')
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object']
  return types
    .map((type) => {
      if (type === 'array') return `array of ${typeOf(document, schema.items as Json)}`
      const range =
        schema.minimum !== undefined || schema.maximum !== undefined
          ? ` (${schema.minimum ?? ''}–${schema.maximum ?? ''})`
          : schema.maxLength !== undefined
            ? ` (at most ${schema.maxLength} characters)`
            : ''
      const format = typeof schema.format === 'string' ? `, ${schema.format}` : ''
      return `${type}${format}${range}`
    })
    .join(' | ')
}

function fieldsTable(document: Json, schema: Json | undefined, caption: string): string {
  const resolved = resolve(document, schema)
  const properties = resolved?.properties as Record<string, Json> | undefined
  if (!resolved || !properties) {
    return `<p><strong>${escapeHtml(caption)}</strong>: <code>${escapeHtml(typeOf(document, schema))}</code></p>`
  }
  const required = new Set((resolved.required as string[] | undefined) ?? [])
  const rows = Object.entries(properties)
    .map(
      ([name, property]) =>
        `<tr><th scope="row"><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <span class="optional">optional</span>'}</th>` +
        `<td><code>${escapeHtml(typeOf(document, property))}</code></td>` +
        `<td>${property.default !== undefined ? `default <code>${escapeHtml(JSON.stringify(property.default))}</code>. ` : ''}${escapeHtml(property.description ?? resolve(document, property)?.description ?? '')}</td></tr>`,
    )
    .join('')
  return `<div class="table" role="region" aria-label="${escapeHtml(caption)}" tabindex="0"><table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows}</tbody></table></div>`
}

function parametersTable(document: Json, parameters: Json[]): string {
  if (parameters.length === 0) return ''
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code>${parameter.required ? '' : ' <span class="optional">optional</span>'}</th>` +
        `<td>${escapeHtml(parameter.in)}</td><td><code>${escapeHtml(typeOf(document, parameter.schema as Json))}</code></td>` +
        `<td>${escapeHtml(parameter.description ?? '')}</td></tr>`,
    )
    .join('')
  return `<div class="table" role="region" aria-label="Parameters" tabindex="0"><table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows}</tbody></table></div>`
}

function operationSection(document: Json, path: string, method: string, operation: Json): string {
  const id = String(operation.operationId)
  const responses = operation.responses as Record<string, Json>
  const [successStatus, success] = Object.entries(responses)[0] ?? ['200', {}]
  const successSchema = (success.content as Record<string, { schema?: Json }> | undefined)?.[
    'application/json'
  ]?.schema
  const errors = Object.keys(responses)
    .filter((status) => status !== successStatus)
    .join(', ')
  const body = (operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content
  return `<section class="operation" id="${anchorOf(id)}" aria-labelledby="${anchorOf(id)}-title">
<h3 id="${anchorOf(id)}-title"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(operation.summary)} <span class="scope">scope <code>${escapeHtml(operation['x-required-scope'])}</code></span></p>
${prose(operation.description)}
${parametersTable(document, (operation.parameters as Json[] | undefined) ?? [])}
${body?.['application/json'] ? fieldsTable(document, body['application/json'].schema, 'JSON body') : ''}
${
  body && !body['application/json']
    ? `<p><strong>Body</strong>: ${Object.keys(body)
        .map((type) => `<code>${escapeHtml(type)}</code>`)
        .join(', ')}</p>`
    : ''
}
${successSchema ? fieldsTable(document, successSchema, `Response ${successStatus}`) : `<p><strong>Response ${escapeHtml(successStatus)}</strong>: no content.</p>`}
<p class="errors">Problems: ${escapeHtml(errors)} (see <a href="#errors">errors</a>).</p>
</section>`
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1d22;--muted:#5b6170;--line:#e2e4ea;--code:#f3f4f7;--accent:#3451b2}
@media (prefers-color-scheme:dark){:root{--bg:#15171c;--fg:#e6e8ee;--muted:#a1a7b5;--line:#2c303a;--code:#20232b;--accent:#8aa4ff}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif}
.layout{display:grid;grid-template-columns:minmax(0,16rem) minmax(0,1fr);gap:2rem;max-width:76rem;margin:0 auto;padding:1.5rem}
nav{position:sticky;top:1rem;align-self:start;max-height:calc(100vh - 2rem);overflow:auto;font-size:.9rem}
nav ul{list-style:none;margin:0 0 1rem;padding:0}nav li{margin:.15rem 0}nav h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:1rem 0 .3rem}
a{color:var(--accent)}a:focus-visible,summary:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
code{font:.875em/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--code);padding:.1em .3em;border-radius:4px;overflow-wrap:anywhere}
pre{background:var(--code);padding:.75rem 1rem;border-radius:6px;overflow:auto}pre code{padding:0;background:none}
h1{font-size:1.8rem;margin:0 0 .5rem}h2{margin-top:2.5rem;border-bottom:1px solid var(--line);padding-bottom:.3rem}
.operation{border:1px solid var(--line);border-radius:8px;padding:0 1rem 1rem;margin:1.25rem 0}
.operation h3{font-size:1.05rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.method{font:700 .75rem/1 ui-monospace,monospace;padding:.3rem .45rem;border-radius:4px;color:#fff;background:#55606e}
.method-get{background:#1f7a4d}.method-post{background:#2f5fc4}.method-patch{background:#a0620a}.method-delete{background:#b4232d}
.summary{font-weight:600}.scope,.optional{color:var(--muted);font-weight:400;font-size:.85rem}
.table{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:.75rem 0;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}th,td{border-top:1px solid var(--line);padding:.4rem .5rem;text-align:left;vertical-align:top}
thead th{color:var(--muted);font-weight:600}.errors{color:var(--muted);font-size:.9rem}
main,nav{min-width:0}
@media (max-width:48rem){.layout{grid-template-columns:minmax(0,1fr);padding:1rem}nav{position:static;max-height:none}}
`

function guide(document: Json): string {
  const servers = document.servers as { url: string }[] | undefined
  const base = servers?.[0]?.url ?? '/api/v1'
  const problems = (Object.keys(problemKinds) as ProblemKind[])
    .map(
      (kind) =>
        `<tr id="problem-${kind}"><th scope="row"><code>${problemKinds[kind].status}</code></th><td><code>/api/docs#problem-${kind}</code></td><td>${escapeHtml(problemKinds[kind].title)}</td></tr>`,
    )
    .join('')
  return `<section id="authentication"><h2>Authentication</h2>
<p>Create an API key in your organisation’s settings and send it with every request:</p>
<pre tabindex="0"><code>curl -H "Authorization: Bearer parley_…" ${escapeHtml(base)}/projects</code></pre>
<p>A key acts for its organisation (or for one of its projects) with the scopes chosen when it was made. No cookie
ever authenticates the API. A missing, unknown, revoked or expired key gets 401; a key without an operation’s
scope gets 403; anything outside the key’s organisation or project is 404, as if it did not exist.</p></section>
<section id="lists"><h2>Lists and pagination</h2>
<p>Lists answer <code>{ "data": [...], "next_cursor": "…" | null }</code>. Ask for up to <code>limit</code> items
(1–100, default 20); pass <code>next_cursor</code> back as <code>cursor</code> for the next page. Cursors are opaque
and stable while items are added or removed.</p></section>
<section id="errors"><h2>Errors</h2>
<p>Errors are RFC 9457 problem details (<code>application/problem+json</code>) with <code>type</code>,
<code>title</code>, <code>status</code> and <code>detail</code>; invalid input adds
<code>errors: [{ "path": "body.name", "message": "…" }]</code>. Unknown fields are refused.</p>
<div class="table" role="region" aria-label="Problem types" tabindex="0"><table><caption>Problem types</caption><thead><tr><th scope="col">Status</th><th scope="col">type</th><th scope="col">Title</th></tr></thead><tbody>${problems}</tbody></table></div></section>
<section id="idempotency"><h2>Idempotency</h2>
<p>Send <code>Idempotency-Key: &lt;1–255 printable characters&gt;</code> with a POST to make retries safe: the same key
and the same request within 24 hours return the first answer (with <code>Idempotent-Replayed: true</code>) and write
nothing again. The same key with a different request is 422. A retry while the first request still runs waits for
it briefly, then gets 409 with <code>Retry-After</code>. Failed requests are not kept: their retry runs again.</p></section>
<section id="rate-limits"><h2>Rate limits</h2>
<p>Each key may make a number of requests per minute. Every answer says where the key stands:
<code>RateLimit-Policy: "default";q=600;w=60</code> (the quota and window) and
<code>RateLimit: "default";r=599;t=42</code> (requests remaining, seconds until the window resets). Past the limit the
answer is 429 with <code>Retry-After</code>.</p></section>`
}

export function renderDocsPage(document: Json): string {
  const paths = document.paths as Record<string, Record<string, Json>>
  const byTag = new Map<string, { path: string; method: string; operation: Json }[]>()
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = (operation.tags as string[] | undefined)?.[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, operation }])
    }
  }
  const info = document.info as Json
  const nav = [...byTag]
    .map(
      ([tag, operations]) =>
        `<h2>${escapeHtml(tag)}</h2><ul>${operations
          .map(
            ({ method, operation }) =>
              `<li><a href="#${anchorOf(String(operation.operationId))}">${escapeHtml(operation.summary)}</a> <span class="scope">${method.toUpperCase()}</span></li>`,
          )
          .join('')}</ul>`,
    )
    .join('')
  const sections = [...byTag]
    .map(
      ([tag, operations]) =>
        `<section aria-labelledby="tag-${escapeHtml(tag)}"><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${operations
          .map(({ path, method, operation }) => operationSection(document, path, method, operation))
          .join('')}</section>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body>
<a class="skip" href="#main">Skip to the reference</a>
<div class="layout"><nav aria-label="API reference"><h2>Guide</h2><ul><li><a href="#authentication">Authentication</a></li><li><a href="#lists">Lists</a></li><li><a href="#errors">Errors</a></li><li><a href="#idempotency">Idempotency</a></li><li><a href="#rate-limits">Rate limits</a></li><li><a href="/api/v1/openapi.json">OpenAPI document</a></li></ul>${nav}</nav>
<main id="main"><h1>${escapeHtml(info.title)}</h1>${prose(info.description)}${guide(document)}${sections}</main></div></body></html>`
}
