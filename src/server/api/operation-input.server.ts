import { type ZodError, ZodObject, type z } from 'zod'
import type { ApiKeyViewer } from './api-key-auth.server'
import type { ApiOperation } from './operation'
import { ApiProblem, type ProblemFieldError } from './problem'

/**
 * What every door to an operation checks before its handler runs, whatever carried the request: the REST
 * dispatcher (/api/v1) and the MCP server (/api/mcp) both call these, so a tool refuses exactly what the
 * endpoint refuses, with the same scope and the same input rules.
 */

/** The key (or OAuth grant) must carry the operation's scope: a 403 problem otherwise. */
export function assertOperationScope(viewer: ApiKeyViewer, operation: ApiOperation): void {
  if (viewer.apiKey.scopes.includes(operation.scope)) return
  throw new ApiProblem('forbidden', `This API key lacks the scope ${operation.scope}`, {
    headers: {
      'WWW-Authenticate': `Bearer realm="parley", error="insufficient_scope", scope="${operation.scope}"`,
    },
  })
}

export type RawOperationInput = { params?: unknown; query?: unknown; body?: unknown }

/** The operation's params, query and body through its own schemas (a 422 problem naming every bad field). */
export function parseOperationInput(
  operation: ApiOperation,
  raw: RawOperationInput,
): { params: unknown; query: unknown; body: unknown } {
  const params = parseInput('params', operation.params, raw.params ?? {})
  const query = parseInput('query', operation.query, raw.query ?? {})
  const body = operation.body ? parseInput('body', operation.body, raw.body) : undefined
  return { params, query, body }
}

/**
 * An operation's answer through its response schema (the one the OpenAPI document publishes): a mismatch is the
 * server's mistake, not the client's, so it throws a plain Error (a 500, logged with what is wrong). Doors call it
 * outside production.
 */
export function checkedResponse(operation: ApiOperation, result: unknown): unknown {
  if (!operation.response) return result
  const checked = operation.response.safeParse(result)
  if (!checked.success) {
    throw new Error(`${operation.id} answered outside its response schema: ${checked.error.message}`)
  }
  return checked.data
}

/**
 * Input through its schema, refusing what the schema would let through silently: fields it does not know (a
 * misspelt field must not be ignored; checked here rather than with `.strict()`, which would drop the schema's
 * refinements) and NUL characters, which no text column can store.
 */
export function parseInput<T extends z.ZodType>(where: string, schema: T, value: unknown): z.output<T> {
  const errors = [...unknownFieldsOf(where, schema, value), ...nulCharactersIn(where, value)]
  const parsed = schema.safeParse(value)
  if (!parsed.success) errors.push(...fieldErrorsOf(where, parsed.error))
  if (errors.length > 0 || !parsed.success) {
    // A strict schema names an unknown field too: each problem is told once.
    const once = [...new Map(errors.map((error) => [`${error.path}\n${error.message}`, error])).values()]
    throw new ApiProblem('validation-failed', 'The request is not valid', { errors: once })
  }
  return parsed.data
}

function unknownFieldsOf(where: string, schema: z.ZodType, value: unknown): ProblemFieldError[] {
  if (!(schema instanceof ZodObject) || !isPlainObject(value)) return []
  const known = new Set(Object.keys(schema.shape))
  return Object.keys(value)
    .filter((name) => !known.has(name))
    .map((name) => ({ path: `${where}.${name}`, message: 'Unknown field' }))
}

function nulCharactersIn(path: string, value: unknown, depth = 0): ProblemFieldError[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [{ path, message: 'Text may not contain NUL characters' }] : []
  }
  if (depth > 32 || value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([name, inner]) =>
    nulCharactersIn(`${path}.${name}`, inner, depth + 1),
  )
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function fieldErrorsOf(where: string, error: ZodError): ProblemFieldError[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [where, ...issue.path.map(String), key].join('.'),
        message: 'Unknown field',
      }))
    }
    return [{ path: [where, ...issue.path.map(String)].join('.'), message: issue.message }]
  })
}
