import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import type { ApiApp, ApiOperation } from '~/server/api/operation'
import {
  assertOperationScope,
  checkedResponse,
  parseOperationInput,
  type RawOperationInput,
} from '~/server/api/operation-input.server'
import { runsInProduction } from '~/server/env.server'
import { organizationSlugOf } from '../v1/access.server'

/** What every tool and resource of one MCP request works with: the app, who calls, and the request. */
export type McpContext = { app: ApiApp; viewer: ApiKeyViewer; request: Request }

/**
 * Runs a public API operation for an MCP caller exactly as the REST dispatcher does once the caller is known:
 * the operation's scope, its own schemas over params, query and body, then its handler (and, outside
 * production, its answer through the response schema). What the handler
 * throws (AppError, ApiProblem, MovedError) is left to the tool to turn into a tool error.
 */
export async function callOperation<T = Record<string, unknown>>(
  context: McpContext,
  operation: ApiOperation,
  raw: RawOperationInput,
): Promise<T> {
  assertOperationScope(context.viewer, operation)
  const { params, query, body } = parseOperationInput(operation, raw)
  const result = await operation.handler({
    db: context.app.db,
    viewer: context.viewer,
    params,
    query,
    body,
    request: context.request,
    // Response headers (Location, …) mean nothing to a tool: they are collected and dropped.
    headers: new Headers(),
    app: context.app,
  })
  // As the REST dispatcher does outside production: the answer must be the one the API documents.
  return (runsInProduction() ? result : checkedResponse(operation, result)) as T
}

/** The caller's organisation's slug, for app addresses (the API never names it: a key belongs to one). */
export function organizationSlugFor(context: McpContext): Promise<string> {
  return organizationSlugOf({ db: context.app.db, viewer: context.viewer })
}

/** The app's address of a project, or of a page in it (`feedback/<id>`, `updates/<id>`). */
export function appUrl(context: McpContext, orgSlug: string, projectSlug: string, path = ''): string {
  const base = `${context.app.config.baseUrl}/@${encodeURIComponent(orgSlug)}/${encodeURIComponent(projectSlug)}`
  return path ? `${base}/${path}` : base
}
