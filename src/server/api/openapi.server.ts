import { z } from 'zod'
import { API_BASE_PATH } from './dispatcher.server'
import { IDEMPOTENCY_HEADER } from './idempotency.server'
import { JSON_BODY_LIMIT_BYTES } from './json-body.server'
import type { ApiOperation } from './operation'
import { PROBLEM_CONTENT_TYPE, type ProblemKind, problemKinds, problemTypeUri } from './problem'

/**
 * The OpenAPI 3.1 document of the public API, made from the operations' own zod schemas (zod's JSON Schema
 * output, draft 2020-12, which is what OpenAPI 3.1 uses): what the reference page shows and what clients may
 * generate code from. Requests are described as the schemas accept them, responses as they are produced.
 */
type JsonSchema = Record<string, unknown>
type Document = Record<string, unknown> & {
  components: Record<string, unknown> & { schemas: Record<string, JsonSchema> }
}

const problemSchema: JsonSchema = {
  type: 'object',
  description: 'RFC 9457 problem details.',
  properties: {
    type: { type: 'string', description: 'Identifies the kind of problem; a link to its explanation.' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      description: 'For invalid input: each field that is wrong.',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
  },
  required: ['type', 'title', 'status', 'detail'],
}

/** Problem answers every operation may give, and those only operations with a body may give. */
const COMMON_PROBLEMS: ProblemKind[] = [
  'unauthorized',
  'forbidden',
  'not-found',
  'too-many-requests',
  'internal-error',
]
const INPUT_PROBLEMS: ProblemKind[] = ['bad-request', 'validation-failed']
const BODY_PROBLEMS: ProblemKind[] = ['payload-too-large', 'unsupported-media-type']

const rateLimitHeaders = {
  RateLimit: {
    description: 'Requests left in the current window (`r`) and seconds until it starts over (`t`).',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The key’s quota: `q` requests per `w` seconds.',
    schema: { type: 'string' },
  },
}

const componentName = (kind: ProblemKind) =>
  kind.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())

export function openApiDocument(operations: readonly ApiOperation[], options: { baseUrl: string }): Document {
  const schemas: Record<string, JsonSchema> = { Problem: problemSchema }
  const convert = (schema: z.ZodType, io: 'input' | 'output') => jsonSchemaOf(schema, io, schemas)
  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of operations) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method.toLowerCase()]: operationObject(operation, convert),
    }
  }
  const responses = Object.fromEntries(
    (Object.keys(problemKinds) as ProblemKind[]).map((kind) => [
      componentName(kind),
      {
        description: `${problemKinds[kind].title} (${problemTypeUri(kind)})`,
        headers:
          kind === 'too-many-requests'
            ? {
                'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
                ...rateLimitHeaders,
              }
            : kind === 'unauthorized'
              ? { 'WWW-Authenticate': { schema: { type: 'string' } } }
              : undefined,
        content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
      },
    ]),
  )
  return {
    openapi: '3.1.1',
    info: {
      title: 'Parley API',
      version: '1',
      description:
        'The public API of Parley. Authenticate with an API key (`Authorization: Bearer parley_…`) created in ' +
        'the organisation’s settings; each operation needs one scope of the key. Lists are paginated with ' +
        '`limit` and `cursor`; errors are RFC 9457 problem details. See /api/docs.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: `${options.baseUrl}${API_BASE_PATH}` }],
    security: [{ apiKey: [] }],
    tags: [...new Set(operations.flatMap((operation) => operation.tags))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key of the organisation: `Authorization: Bearer parley_…`.',
        },
      },
      schemas,
      responses,
    },
  }
}

function operationObject(
  operation: ApiOperation,
  convert: (schema: z.ZodType, io: 'input' | 'output') => JsonSchema,
): Record<string, unknown> {
  const parameters: Record<string, unknown>[] = []
  for (const [name, field] of Object.entries(operation.params.shape)) {
    parameters.push(parameterOf(name, 'path', field as z.ZodType, convert))
  }
  for (const [name, field] of Object.entries(operation.query.shape)) {
    parameters.push(parameterOf(name, 'query', field as z.ZodType, convert))
  }
  if (operation.method === 'POST') {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description: 'Makes a retry safe: the same key and request within 24 hours return the first answer.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    })
  }
  const problems = [...COMMON_PROBLEMS]
  if (parameters.length > 0 || operation.body) problems.push(...INPUT_PROBLEMS)
  if (operation.body || operation.rawBody) problems.push(...BODY_PROBLEMS)
  if (['POST', 'PATCH', 'PUT', 'DELETE'].includes(operation.method)) problems.push('conflict')
  const success = operation.response
    ? {
        description: operation.status === 201 ? 'Created' : 'OK',
        headers: rateLimitHeaders,
        content: { 'application/json': { schema: convert(operation.response, 'output') } },
      }
    : { description: 'No content', headers: rateLimitHeaders }
  const responses: Record<string, unknown> = { [String(operation.status)]: success }
  for (const kind of problems.sort((a, b) => problemKinds[a].status - problemKinds[b].status)) {
    responses[String(problemKinds[kind].status)] = { $ref: `#/components/responses/${componentName(kind)}` }
  }
  return {
    operationId: operation.id,
    summary: operation.summary,
    description: [operation.description, `Requires the scope \`${operation.scope}\`.`]
      .filter(Boolean)
      .join('\n\n'),
    tags: operation.tags,
    security: [{ apiKey: [operation.scope] }],
    'x-required-scope': operation.scope,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: !operation.body.safeParse(undefined).success,
            description: `JSON, at most ${JSON_BODY_LIMIT_BYTES} bytes; unknown fields are refused.`,
            content: { 'application/json': { schema: closed(convert(operation.body, 'input')) } },
          },
        }
      : {}),
    ...(operation.rawBody
      ? {
          requestBody: {
            required: true,
            description: operation.rawBody.description,
            content: Object.fromEntries(operation.rawBody.contentTypes.map((type) => [type, { schema: {} }])),
          },
        }
      : {}),
    responses,
  }
}

/** The dispatcher refuses fields a body's schema does not name: the document says so. */
function closed(schema: JsonSchema): JsonSchema {
  return schema.type === 'object' && schema.additionalProperties === undefined
    ? { ...schema, additionalProperties: false }
    : schema
}

function parameterOf(
  name: string,
  location: 'path' | 'query',
  field: z.ZodType,
  convert: (schema: z.ZodType, io: 'input' | 'output') => JsonSchema,
): Record<string, unknown> {
  const schema = convert(field, 'input')
  const { description, ...rest } = schema
  return {
    name,
    in: location,
    required: location === 'path' || !field.safeParse(undefined).success,
    ...(typeof description === 'string' ? { description } : {}),
    schema: rest,
  }
}

/**
 * One schema in JSON Schema 2020-12. Schemas named with `.meta({ id })` become shared components (requests'
 * versions get an `Input` suffix: a request's defaults make fields optional that a response always has).
 */
function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  const suffix = io === 'input' ? 'Input' : ''
  const generated = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema
  const text = JSON.stringify(generated).replace(/"#\/\$defs\/([^"]+)"/g, (_, name: string) =>
    JSON.stringify(`#/components/schemas/${name}${suffix}`),
  )
  const {
    $schema: _dialect,
    $defs,
    id,
    ...rest
  } = JSON.parse(text) as JsonSchema & {
    $defs?: Record<string, JsonSchema>
  }
  for (const [name, definition] of Object.entries($defs ?? {})) components[`${name}${suffix}`] = definition
  // A named schema at the top is a component too, referred to from here.
  if (typeof id === 'string') {
    components[`${id}${suffix}`] = rest
    return { $ref: `#/components/schemas/${id}${suffix}` }
  }
  return rest
}
