import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { listStatuses } from '~/features/feedback/server/statuses.server'
import type { ApiScope } from '~/lib/api-scopes'
import type { ApiOperation } from '~/server/api/operation'
import { feedbackItem, project } from '~/server/db/schema'
import { logFailure } from '~/server/logger.server'
import { createMessageOperation } from '../v1/chat-api'
import { createReplyOperation, getDiscussionOperation, listRepliesOperation } from '../v1/discussions-api'
import type { ApiFeedbackItem } from '../v1/feedback/feedback-api.schemas'
import {
  addCommentOperation,
  addVoteOperation,
  createFeedbackOperation,
  getFeedbackOperation,
  listCommentsOperation,
  listFeedbackOperation,
  mergeOperation,
  roadmapOperation,
  updateFeedbackOperation,
} from '../v1/feedback-api'
import { listProjects } from '../v1/projects-api'
import { createUpdateOperation, publishUpdateOperation } from '../v1/updates-api'
import { appUrl, callOperation, type McpContext, organizationSlugFor } from './context.server'
import { SEARCH_TYPES, searchEverything } from './mcp-search.server'
import { refusalOf, toolError, toolResult } from './results.server'

/*
 * The tools of Parley's MCP server. Each one runs public API operations (src/api/v1) through `callOperation`,
 * which checks the operation's scope and parses its input with the operation's own schemas, so a tool refuses
 * what the REST endpoint refuses and sees what it sees. The tools' input schemas are made from those same
 * schemas (`fieldsOf`), with descriptions written for a model choosing a tool. Names are part of the contract:
 * clients and people's saved prompts refer to them, so they never change.
 */

type Shape = Record<string, z.ZodType>
type Args = Record<string, unknown>

export type McpTool = {
  name: string
  title: string
  description: string
  /** The scopes the tool's operations need (the key or grant must carry them). */
  scopes: readonly ApiScope[]
  annotations: ToolAnnotations
  input: Shape
  run: (context: McpContext, args: Args) => Promise<CallToolResult>
}

const READ: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
}
const ADD: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
}
const SET: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
}

/** The fields of an operation's params, query and JSON body: the tool's input is made of them. */
function fieldsOf(operation: ApiOperation): Shape {
  const body = operation.body instanceof z.ZodObject ? (operation.body.shape as Shape) : {}
  return { ...(operation.params.shape as Shape), ...(operation.query.shape as Shape), ...body }
}

/** Picks fields of an operation, some with a description that says more to a model than the API's does. */
function pick(
  operation: ApiOperation,
  names: readonly string[],
  describe: Record<string, string> = {},
): Shape {
  const fields = fieldsOf(operation)
  return Object.fromEntries(
    names.map((name) => {
      const field = fields[name]
      if (!field) throw new Error(`${operation.id} has no field ${name}`)
      const description = describe[name]
      return [name, description ? field.describe(description) : field]
    }),
  )
}

/** A tool's arguments split back into the operation's params, query and body, by the fields each declares. */
function inputFor(operation: ApiOperation, args: Args) {
  const within = (shape: Shape) =>
    Object.fromEntries(Object.entries(args).filter(([name, value]) => name in shape && value !== undefined))
  const bodyShape = operation.body instanceof z.ZodObject ? (operation.body.shape as Shape) : null
  return {
    params: within(operation.params.shape as Shape),
    query: within(operation.query.shape as Shape),
    body: bodyShape ? within(bodyShape) : undefined,
  }
}

/** A field the operation takes as optional, required by a tool that is about it. */
function required(field: z.ZodType | undefined): z.ZodType {
  if (field instanceof z.ZodOptional) return field.unwrap() as z.ZodType
  if (!field) throw new Error('No such field')
  return field
}

const run = <T = Args>(context: McpContext, operation: ApiOperation, args: Args) =>
  callOperation<T>(context, operation, inputFor(operation, args))

const PROJECT = 'The project’s slug, as in its address (`/@org/<project>`); list_projects names them.'
const FEEDBACK_ID = 'The feedback item’s id (from list_feedback, search or its address).'

export const mcpTools: readonly McpTool[] = [
  {
    name: 'list_projects',
    title: 'List projects',
    description:
      'Lists the Parley projects this connection can reach (one organisation; a key restricted to a project ' +
      'sees only that one), oldest first, each with its slug (the `project` argument of other tools) and address.',
    scopes: ['projects:read'],
    annotations: READ,
    input: pick(listProjects, ['limit', 'cursor']),
    run: async (context, args) => {
      const orgSlug = await organizationSlugFor(context)
      const page = await run<{ data: { slug: string }[]; next_cursor: string | null }>(
        context,
        listProjects,
        args,
      )
      const data = page.data.map((item) => ({ ...item, url: appUrl(context, orgSlug, item.slug) }))
      return toolResult(`${data.length} project(s).`, {
        organization: orgSlug,
        data,
        next_cursor: page.next_cursor,
      })
    },
  },
  {
    name: 'search',
    title: 'Search Parley',
    description:
      'Full-text search across feedback, updates, discussions and chat messages, ranked by relevance (title ' +
      'matches first). Each hit has its type, id, project, title, a snippet and its address in Parley. Narrow ' +
      'with `project` and `types`; kinds the connection may not read are skipped and listed in `skipped`.',
    scopes: ['feedback:read', 'updates:read', 'discussions:read', 'chat:read'],
    annotations: READ,
    input: {
      query: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .describe('What to look for: words, "a quoted phrase", -excluded.'),
      project: z.string().trim().min(1).max(64).optional().describe(`${PROJECT} Absent: every project.`),
      types: z
        .array(z.enum(SEARCH_TYPES))
        .min(1)
        .optional()
        .describe('Only these kinds (feedback, update, discussion, chat). Absent: all four.'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(50)
        .default(10)
        .describe('How many hits to return (1–50, default 10).'),
    },
    run: async (context, args) => {
      const answer = await searchEverything(context, args as Parameters<typeof searchEverything>[1])
      return toolResult(`${answer.hits.length} hit(s), best first.`, answer)
    },
  },
  {
    name: 'get_feedback',
    title: 'Get a feedback item',
    description:
      'One feedback item with its timeline, oldest first: comments, status changes, merges, shipping entries ' +
      '(internal notes only where this connection may see them). A merged duplicate names the item it was ' +
      'merged into in `merged_into_id`.',
    scopes: ['feedback:read'],
    annotations: READ,
    input: pick(getFeedbackOperation, ['id'], { id: FEEDBACK_ID }),
    run: async (context, args) => {
      const item = await run(context, getFeedbackOperation, args)
      const timeline = await run<{ data: unknown[]; next_cursor: string | null }>(
        context,
        listCommentsOperation,
        { id: args.id, limit: 100 },
      )
      return toolResult(`Feedback item ${String(args.id)} with ${timeline.data.length} timeline entries.`, {
        item,
        timeline: timeline.data,
        more_timeline: timeline.next_cursor !== null,
      })
    },
  },
  {
    name: 'list_feedback',
    title: 'List feedback',
    description:
      'A project’s feedback items (merged duplicates left out), sorted by `trending` (default), `top` (votes) ' +
      'or `new`, filtered by board, status and a full-text `q`. Pages with `cursor` (the previous `next_cursor`).',
    scopes: ['feedback:read'],
    annotations: READ,
    input: pick(listFeedbackOperation, ['project', 'board', 'status', 'sort', 'q', 'limit', 'cursor'], {
      project: PROJECT,
    }),
    run: async (context, args) => {
      const page = await run<{ data: unknown[]; next_cursor: string | null }>(
        context,
        listFeedbackOperation,
        args,
      )
      return toolResult(`${page.data.length} feedback item(s).`, page)
    },
  },
  {
    name: 'create_feedback',
    title: 'Post feedback',
    description:
      'Posts a new feedback item on a board of a project, by this connection or, with `author`, in a person’s ' +
      'name (an unknown address gets an unverified account; nobody is mailed). The author’s vote comes with it. ' +
      'Search first: list_feedback or search may show it already exists (then vote_on_behalf instead).',
    scopes: ['feedback:write'],
    annotations: ADD,
    input: pick(createFeedbackOperation, ['project', 'board', 'title', 'details', 'status', 'author'], {
      project: PROJECT,
      board: 'The board’s id (each item of list_feedback names its board).',
    }),
    run: async (context, args) => {
      const item = await run<ApiFeedbackItem>(context, createFeedbackOperation, args)
      return toolResult(`Posted feedback item ${item.id}: ${item.url}`, item)
    },
  },
  {
    name: 'vote_on_behalf',
    title: 'Vote in a person’s name',
    description:
      'Records a person’s vote on a feedback item, found by email address (an unknown address gets an ' +
      'unverified account; nobody is mailed). Voting twice is harmless: `added: false`, counted once.',
    scopes: ['feedback:write'],
    annotations: SET,
    input: pick(addVoteOperation, ['id', 'email', 'name'], {
      id: FEEDBACK_ID,
      email: 'The address of the person who asked for it.',
    }),
    run: async (context, args) => {
      const vote = await run<{ added: boolean; vote_count: number }>(context, addVoteOperation, args)
      return toolResult(vote.added ? 'Vote added.' : 'This person had already voted: nothing changed.', vote)
    },
  },
  {
    name: 'comment',
    title: 'Comment on feedback',
    description:
      'Adds a comment to a feedback item: public (the item’s followers and the people mentioned are told), or ' +
      'an internal note with `internal: true`, which only the organisation’s members see.',
    scopes: ['feedback:write'],
    annotations: ADD,
    input: pick(addCommentOperation, ['id', 'body', 'internal'], {
      id: FEEDBACK_ID,
      internal: 'True for an internal note seen by the organisation’s members only; false (default): public.',
    }),
    run: async (context, args) => {
      const comment = await run<{ id: string }>(context, addCommentOperation, args)
      return toolResult(`${args.internal ? 'Internal note' : 'Comment'} ${comment.id} added.`, comment)
    },
  },
  {
    name: 'set_status',
    title: 'Set a feedback status',
    description:
      'Moves a feedback item to another status (its followers are notified), with an optional public note ' +
      'shown on its timeline. `status` is a status id or its name (e.g. "Planned"); get_roadmap lists them.',
    scopes: ['feedback:write'],
    annotations: SET,
    input: {
      ...pick(updateFeedbackOperation, ['id', 'status_note'], { id: FEEDBACK_ID }),
      // Optional in the API's PATCH (which changes other fields too); this tool is about nothing else.
      status: required(fieldsOf(updateFeedbackOperation).status).describe(
        'The new status: its id, or its name as the project shows it.',
      ),
    },
    run: async (context, args) => {
      const status = await statusIdOf(context, String(args.id), String(args.status))
      const item = await run<ApiFeedbackItem>(context, updateFeedbackOperation, { ...args, status })
      return toolResult(`Feedback item ${item.id} is now in status ${item.status.id}.`, item)
    },
  },
  {
    name: 'merge_feedback',
    title: 'Merge duplicate feedback',
    description:
      'Merges a duplicate feedback item `id` into the item it duplicates (`into`): its votes then count once ' +
      'per person there and its comments show there. Answers the item merged into. Undo it with Unmerge in ' +
      'the app (or the API).',
    scopes: ['feedback:write'],
    annotations: { ...SET, destructiveHint: true },
    input: pick(mergeOperation, ['id', 'into'], {
      id: 'The duplicate’s id.',
      into: 'The id of the item it duplicates.',
    }),
    run: async (context, args) => {
      const item = await run<ApiFeedbackItem>(context, mergeOperation, args)
      return toolResult(`Merged ${String(args.id)} into ${item.id}.`, item)
    },
  },
  {
    name: 'get_roadmap',
    title: 'Get the roadmap',
    description:
      'A project’s roadmap: one column per status shown on it, in order, each with its total and up to 100 ' +
      'cards (title, board, votes, comments). Filter by board or a full-text `q`.',
    scopes: ['feedback:read'],
    annotations: READ,
    input: pick(roadmapOperation, ['project', 'board', 'q'], { project: PROJECT }),
    run: async (context, args) => {
      const roadmap = await run<{ columns: unknown[] }>(context, roadmapOperation, args)
      return toolResult(`Roadmap with ${roadmap.columns.length} column(s).`, roadmap)
    },
  },
  {
    name: 'draft_update',
    title: 'Draft an update',
    description:
      'Creates an unpublished (draft) update in a project: a changelog entry with a Markdown body, optionally ' +
      'linked to the feedback it ships. It is never published here: people review it in Parley, or publish it ' +
      'with publish_update when asked to.',
    scopes: ['updates:write'],
    annotations: ADD,
    input: pick(
      createUpdateOperation,
      ['project', 'title', 'body', 'label_id', 'feedback_ids', 'mark_complete'],
      {
        project: PROJECT,
        body: 'Markdown: what changed, for the people who follow the project.',
        mark_complete: 'When the update is published, move the linked feedback to a done status.',
      },
    ),
    run: async (context, args) => {
      const orgSlug = await organizationSlugFor(context)
      const update = await run<{ id: string; project: string }>(context, createUpdateOperation, {
        ...args,
        state: 'draft',
      })
      const url = appUrl(context, orgSlug, update.project, `updates/${encodeURIComponent(update.id)}`)
      return toolResult(`Draft update ${update.id} created (not published): ${url}`, { ...update, url })
    },
  },
  {
    name: 'publish_update',
    title: 'Publish an update',
    description:
      'Publishes a draft or scheduled update now, as Parley’s Publish button does: it becomes public, its ' +
      'followers are told and the feedback it links is shipped. This cannot be undone; publish only when the ' +
      'person asked for it. An update already published is left as it is.',
    scopes: ['updates:write'],
    annotations: { ...SET, destructiveHint: true },
    input: pick(publishUpdateOperation, ['id'], { id: 'The update’s id (draft_update answers it).' }),
    run: async (context, args) => {
      const orgSlug = await organizationSlugFor(context)
      const update = await run<{ id: string; project: string }>(context, publishUpdateOperation, args)
      const url = appUrl(context, orgSlug, update.project, `updates/${encodeURIComponent(update.id)}`)
      return toolResult(`Update ${update.id} is published: ${url}`, { ...update, url })
    },
  },
  {
    name: 'get_discussion',
    title: 'Get a discussion',
    description:
      'A discussion thread with its opening post and its replies, oldest first (`limit` replies; `cursor` ' +
      'pages on with the previous `next_cursor`).',
    scopes: ['discussions:read'],
    annotations: READ,
    input: {
      ...pick(getDiscussionOperation, ['id'], { id: 'The discussion’s id (from search or its address).' }),
      ...pick(listRepliesOperation, ['limit', 'cursor']),
    },
    run: async (context, args) => {
      const orgSlug = await organizationSlugFor(context)
      const discussion = await run<{ id: string; project: string }>(context, getDiscussionOperation, {
        id: args.id,
      })
      const replies = await run<{ data: unknown[]; next_cursor: string | null }>(
        context,
        listRepliesOperation,
        args,
      )
      const url = appUrl(
        context,
        orgSlug,
        discussion.project,
        `discussions/${encodeURIComponent(discussion.id)}`,
      )
      return toolResult(`Discussion ${discussion.id} with ${replies.data.length} replies.`, {
        discussion: { ...discussion, url },
        replies: replies.data,
        next_cursor: replies.next_cursor,
      })
    },
  },
  {
    name: 'reply_to_discussion',
    title: 'Reply to a discussion',
    description:
      'Posts a reply in a discussion thread (Markdown); its followers and the people mentioned are told. A ' +
      'locked discussion refuses replies.',
    scopes: ['discussions:write'],
    annotations: ADD,
    input: pick(createReplyOperation, ['id', 'body'], { id: 'The discussion’s id.' }),
    run: async (context, args) => {
      const reply = await run<{ id: string }>(context, createReplyOperation, args)
      return toolResult(`Reply ${reply.id} posted.`, reply)
    },
  },
  {
    name: 'post_chat_message',
    title: 'Post a chat message',
    description:
      'Posts a message in a project chat open to the organisation (private chats are out of reach). Chat ids ' +
      'come from search hits of type chat or a chat’s address (`/chat/<id>`). Archived chats refuse.',
    scopes: ['chat:write'],
    annotations: ADD,
    input: {
      chat_id: fieldsOf(createMessageOperation).id?.describe('The chat’s id.') ?? z.string(),
      ...pick(createMessageOperation, ['body', 'reply_to_id'], {
        reply_to_id: 'Answer this message of the same chat (its id); absent: a new message.',
      }),
    },
    run: async (context, args) => {
      const { chat_id: id, ...rest } = args
      const message = await run<{ id: string }>(context, createMessageOperation, { ...rest, id })
      return toolResult(`Message ${message.id} posted.`, message)
    },
  },
]

/**
 * A status named by id or by its name: the name is looked up among the item's project's statuses. The lookup
 * decides nothing: the operation then checks the item, the caller's access and the status as it always does.
 */
async function statusIdOf(context: McpContext, feedbackId: string, status: string): Promise<string> {
  const { db } = context.app
  const [found] = await db
    .select({ projectId: feedbackItem.projectId })
    .from(feedbackItem)
    .innerJoin(project, eq(project.id, feedbackItem.projectId))
    .where(
      and(eq(feedbackItem.id, feedbackId), eq(project.organizationId, context.viewer.apiKey.organizationId)),
    )
    .limit(1)
  if (!found) return status
  const statuses = await listStatuses(db, found.projectId)
  if (statuses.some((candidate) => candidate.id === status)) return status
  const named = statuses.find((candidate) => candidate.name.toLowerCase() === status.trim().toLowerCase())
  return named?.id ?? status
}

/** Registers every tool on a server made for one request and its caller. */
export function registerTools(server: McpServer, context: McpContext): void {
  for (const tool of mcpTools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        // The scope a refusal will name, said up front (search needs the read scope of each kind it searches).
        description:
          tool.scopes.length === 1
            ? `${tool.description} Needs the scope ${tool.scopes[0]}.`
            : tool.description,
        inputSchema: z.object(tool.input).strict(),
        annotations: { title: tool.title, ...tool.annotations },
      },
      async (args: Args) => {
        try {
          return await tool.run(context, args)
        } catch (error) {
          const refusal = refusalOf(error)
          if (refusal) return refusal
          logFailure(context.app.logger, error, 'MCP tool failed', { tool: tool.name })
          return toolError('INTERNAL_ERROR', 'Something went wrong on Parley’s side; try again shortly')
        }
      },
    )
  }
}
