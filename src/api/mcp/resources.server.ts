import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
import { McpError, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js'
import { ApiProblem } from '~/server/api/problem'
import { MovedError } from '~/server/authz.server'
import { isAppError } from '~/server/errors'
import { logFailure } from '~/server/logger.server'
import type { ApiFeedbackItem } from '../v1/feedback/feedback-api.schemas'
import { getFeedbackOperation } from '../v1/feedback-api'
import { getProject, listProjects } from '../v1/projects-api'
import { getUpdateOperation } from '../v1/updates-api'
import { appUrl, callOperation, type McpContext, organizationSlugFor } from './context.server'

/*
 * Resources are named by their addresses in the app, so a link a person pastes is also something a model can
 * read: a project (`<origin>/@org/project`), a feedback item (`…/feedback/<id>`) and an update
 * (`…/updates/<id>`). Each is read through its API operation (scope and access as the REST endpoint), as JSON.
 * An address in another organisation, or one the caller may not see, is not found, like a missing one.
 */

/** The JSON-RPC code MCP gives a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002

type Variables = Record<string, string | string[]>
const variable = (variables: Variables, name: string) => {
  const value = variables[name]
  return decodeURIComponent((Array.isArray(value) ? value[0] : value) ?? '')
}

async function readJson(
  context: McpContext,
  uri: URL,
  read: () => Promise<Record<string, unknown>>,
): Promise<ReadResourceResult> {
  try {
    const data = await read()
    return {
      contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(data, null, 2) }],
    }
  } catch (error) {
    if (error instanceof McpError) throw error
    if (error instanceof MovedError) {
      throw new McpError(RESOURCE_NOT_FOUND, `This project is now at "${error.currentSlug}" (${uri.href})`)
    }
    if (
      (isAppError(error) && error.code === 'NOT_FOUND') ||
      (error instanceof ApiProblem && error.kind === 'not-found')
    ) {
      throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri.href}`)
    }
    if (isAppError(error) || error instanceof ApiProblem) {
      throw new McpError(-32602, `${error.message} (${uri.href})`)
    }
    logFailure(context.app.logger, error, 'MCP resource read failed', { uri: uri.href })
    throw new McpError(-32603, 'Something went wrong on Parley’s side; try again shortly')
  }
}

/** The organisation in an address must be the caller's: any other is not found. */
async function assertOrganization(context: McpContext, orgSlug: string): Promise<string> {
  const own = await organizationSlugFor(context)
  if (own !== orgSlug.toLowerCase()) throw new McpError(RESOURCE_NOT_FOUND, 'Resource not found')
  return own
}

export function registerResources(server: McpServer, context: McpContext): void {
  const origin = context.app.config.baseUrl

  server.registerResource(
    'project',
    new ResourceTemplate(`${origin}/@{org}/{project}`, {
      list: async () => {
        if (!context.viewer.apiKey.scopes.includes('projects:read')) return { resources: [] }
        const orgSlug = await organizationSlugFor(context)
        const page = await callOperation<{ data: { slug: string; name: string; description: string }[] }>(
          context,
          listProjects,
          { query: { limit: 100 } },
        )
        return {
          resources: page.data.map((project) => ({
            uri: appUrl(context, orgSlug, project.slug),
            name: project.slug,
            title: project.name,
            description: project.description || undefined,
            mimeType: 'application/json',
          })),
        }
      },
    }),
    {
      title: 'Project',
      description: 'A Parley project by its address: name, description, visibility.',
      mimeType: 'application/json',
    },
    (uri, variables) =>
      readJson(context, uri, async () => {
        const orgSlug = await assertOrganization(context, variable(variables, 'org'))
        const project = await callOperation<{ slug: string }>(context, getProject, {
          params: { project: variable(variables, 'project') },
        })
        return { ...project, url: appUrl(context, orgSlug, project.slug) }
      }),
  )

  server.registerResource(
    'feedback',
    new ResourceTemplate(`${origin}/@{org}/{project}/feedback/{id}`, { list: undefined }),
    {
      title: 'Feedback item',
      description: 'A feedback item by its address in Parley (its timeline: the get_feedback tool).',
      mimeType: 'application/json',
    },
    (uri, variables) =>
      readJson(context, uri, async () => {
        await assertOrganization(context, variable(variables, 'org'))
        const item = await callOperation<ApiFeedbackItem>(context, getFeedbackOperation, {
          params: { id: variable(variables, 'id') },
        })
        if (item.project !== variable(variables, 'project').toLowerCase()) {
          throw new McpError(RESOURCE_NOT_FOUND, 'Resource not found')
        }
        return item
      }),
  )

  server.registerResource(
    'update',
    new ResourceTemplate(`${origin}/@{org}/{project}/updates/{id}`, { list: undefined }),
    {
      title: 'Update',
      description: 'An update (changelog entry) by its address in Parley, drafts included where visible.',
      mimeType: 'application/json',
    },
    (uri, variables) =>
      readJson(context, uri, async () => {
        const orgSlug = await assertOrganization(context, variable(variables, 'org'))
        const update = await callOperation<{ id: string; project: string }>(context, getUpdateOperation, {
          params: { id: variable(variables, 'id') },
        })
        if (update.project !== variable(variables, 'project').toLowerCase()) {
          throw new McpError(RESOURCE_NOT_FOUND, 'Resource not found')
        }
        return {
          ...update,
          url: appUrl(context, orgSlug, update.project, `updates/${encodeURIComponent(update.id)}`),
        }
      }),
  )
}
