/**
 * The operations of the public API (`/api/v1`). Each resource module defines its operations with
 * `defineOperation` and exports them; `src/api/v1/registry.ts` lists them all, and the dispatcher, the OpenAPI
 * document and the reference page are made from that one list. How to define one:
 *
 *   export const listBoards = defineOperation({
 *     id: 'listBoards',                              // operationId: unique, camelCase
 *     method: 'GET',
 *     path: '/projects/{project}/boards',            // under /api/v1; {name} is a path parameter
 *     scope: 'projects:read',                        // the key must carry it, else 403
 *     tags: ['Boards'],
 *     summary: 'List the boards of a project',
 *     description: 'Optional longer text (Markdown-free plain sentences).',
 *     params: z.object({ project: projectSlugParam }),  // one field per {name} of the path
 *     query: listQuery,                              // z.object; strings, so numbers use z.coerce
 *     body: z.object({ name: z.string() }),          // JSON body (POST/PATCH/PUT); unknown fields refused
 *     response: listOf(boardSchema),                 // what the handler returns, validated outside production
 *     status: 200,                                   // 201 for creations, 204 (and no response) for deletions
 *     handler: async ({ db, viewer, params, query, body, request, headers, app }) => { ... return result },
 *   })
 *
 * The handler gets the parsed, typed params, query and body; `viewer` is the key's service user (with
 * `viewer.apiKey`), to hand to the same feature modules the app uses. It throws AppError as the app does
 * (NOT_FOUND → 404, FORBIDDEN → 403, CONFLICT → 409, BAD_REQUEST with field errors → 422, …); it may add
 * response headers (`headers.set('Location', …)`). Every POST accepts an `Idempotency-Key` without more code.
 *
 * Also at hand: `projectAccessOf` / `feedbackAccessOf` / `organizationAccessOf` (src/api/v1/access.server.ts)
 * for the key's access by project slug; `listQuery`, `listOf`, `decodeCursor`, `pageOf` (./list) and
 * `timeIdCursor`, `microsecondsOf`, `afterTimeId` (./keyset.server) for lists; `rawBody: { contentTypes,
 * description }` instead of `body` for an upload, whose body the dispatcher leaves unread for the handler.
 */
import type { Logger } from 'pino'
import { z } from 'zod'
import type { ApiScope } from '~/lib/api-scopes'
import type { Database } from '../db/client.server'
import type { AppConfig } from '../env.server'
import type { ApiKeyViewer } from './api-key-auth.server'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** What the API needs of the running app: given by the route from the app context, by tests directly. */
export type ApiApp = { db: Database; config: AppConfig; logger: Logger }

export type OperationContext<Params, Query, Body> = {
  db: Database
  viewer: ApiKeyViewer
  params: Params
  query: Query
  body: Body
  /** The request itself: its body is already read when the operation declares `body`. */
  request: Request
  /** Headers to add to the response (Location of a created resource, …). */
  headers: Headers
  app: ApiApp
}

/** A body the dispatcher does not read: the handler reads `request` itself (file uploads). */
export type RawBody = { contentTypes: readonly string[]; description: string }

type AnyObject = z.ZodObject<z.ZodRawShape>
type EmptyObject = z.ZodObject<Record<never, never>>

export type OperationDefinition<
  Params extends AnyObject,
  Query extends AnyObject,
  Body extends z.ZodType,
  Response extends z.ZodType | undefined,
> = {
  id: string
  method: HttpMethod
  path: `/${string}`
  scope: ApiScope
  tags: readonly string[]
  summary: string
  description?: string
  params?: Params
  query?: Query
  body?: Body
  rawBody?: RawBody
  response?: Response
  status?: 200 | 201 | 202 | 204
  handler: (
    context: OperationContext<z.output<Params>, z.output<Query>, z.output<Body>>,
  ) => Promise<Response extends z.ZodType ? z.input<Response> : void>
}

/** An operation as the dispatcher and the document see it, its types erased. */
export type ApiOperation = {
  id: string
  method: HttpMethod
  path: `/${string}`
  /** The path split into its segments: literal text, or the name of a parameter. */
  segments: readonly ({ literal: string } | { param: string })[]
  scope: ApiScope
  tags: readonly string[]
  summary: string
  description: string | undefined
  params: AnyObject
  query: AnyObject
  body: z.ZodType | undefined
  rawBody: RawBody | undefined
  response: z.ZodType | undefined
  status: number
  handler: (context: OperationContext<unknown, unknown, unknown>) => Promise<unknown>
}

const empty: EmptyObject = z.object({})

export function defineOperation<
  Params extends AnyObject = EmptyObject,
  Query extends AnyObject = EmptyObject,
  Body extends z.ZodType = z.ZodUndefined,
  Response extends z.ZodType | undefined = undefined,
>(definition: OperationDefinition<Params, Query, Body, Response>): ApiOperation {
  const segments = definition.path
    .split('/')
    .slice(1)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1]
      return param ? { param } : { literal: part }
    })
  const params = definition.params ?? empty
  const named = segments.flatMap((segment) => ('param' in segment ? [segment.param] : []))
  const declared = Object.keys(params.shape)
  if ([...named].sort().join() !== [...declared].sort().join()) {
    throw new Error(`${definition.id}: params must name exactly the path's parameters (${named.join(', ')})`)
  }
  if (definition.body && definition.rawBody) throw new Error(`${definition.id}: a JSON body or a raw body`)
  const status = definition.status ?? (definition.method === 'POST' ? 201 : 200)
  if ((status === 204) !== (definition.response === undefined)) {
    throw new Error(`${definition.id}: a 204 has no response schema, every other status has one`)
  }
  return {
    id: definition.id,
    method: definition.method,
    path: definition.path,
    segments,
    scope: definition.scope,
    tags: definition.tags,
    summary: definition.summary,
    description: definition.description,
    params,
    query: definition.query ?? empty,
    body: definition.body,
    rawBody: definition.rawBody,
    response: definition.response,
    status,
    handler: definition.handler as ApiOperation['handler'],
  }
}
