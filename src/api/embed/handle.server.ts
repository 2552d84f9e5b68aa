import { randomUUID } from 'node:crypto'
import { and, eq, max } from 'drizzle-orm'
import { z } from 'zod'
import { commentBodySchema, detailsSchema, titleSchema } from '~/features/feedback/feedback.schemas'
import { addComment } from '~/features/feedback/server/comments.server'
import { getFeedbackAccess, visibleBoards } from '~/features/feedback/server/feedback-access.server'
import { getFeedbackDetail, listTimeline } from '~/features/feedback/server/item-detail.server'
import { createFeedback } from '~/features/feedback/server/items.server'
import { findSimilarFeedback, listFeedback } from '~/features/feedback/server/list.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { listUpdates } from '~/features/updates/server/read.server'
import { getUpdatesAccess } from '~/features/updates/server/updates-access.server'
import { type EmbedSettings, readEmbedSettings } from '~/features/widget/server/embed-settings.server'
import { identifyWithToken } from '~/features/widget/server/identify.server'
import {
  endWidgetSession,
  type ResolvedWidgetSession,
  resolveWidgetSession,
} from '~/features/widget/server/identity.server'
import { FEEDBACK_SORTS, TITLE_MAX } from '~/lib/feedback-rules'
import { markdownExcerpt } from '~/lib/plain-text'
import { WIDGET_SESSION_PREFIX } from '~/lib/widget-rules'
import { visitorIdOf } from '~/server/anonymous-visitor.server'
import { readJsonBody } from '~/server/api/json-body.server'
import {
  ApiProblem,
  PROBLEM_CONTENT_TYPE,
  type ProblemKind,
  problemKindOfError,
  problemOf,
} from '~/server/api/problem'
import type { Database } from '~/server/db/client.server'
import { projectUpdate } from '~/server/db/schema'
import { noteIfDatabaseUnreachable } from '~/server/db/unreachable.server'
import { isAppError, RETRY_AFTER_SECONDS } from '~/server/errors'
import { enforceRateLimit, type RateRule } from '~/server/rate-limit.server'
import { listMyItems, readEmbedItem, readEmbedItems } from './embed-items.server'

export const EMBED_BASE_PATH = '/api/embed'

export type EmbedApp = {
  db: Database
  /** The app's public address: item and update links in answers are absolute. */
  baseUrl: string
  /** The client's address (rate limits); null when unknown. */
  clientIp: string | null
  /** The app's secret: verifies the anonymous visitor cookie, whose votes the person identified takes. */
  secret: string
  logger?: { error: (object: unknown, message?: string) => void }
}

/** Votes per widget identity, and per client address. */
export const EMBED_VOTE_LIMITS: { identity: RateRule; ip: RateRule } = {
  identity: { max: 60, windowMs: 60 * 1000, message: 'You are voting too quickly. Please wait a moment.' },
  ip: { max: 120, windowMs: 60 * 1000, message: 'Too many votes from this address. Please wait a moment.' },
}
/** Posts per client address (per identity, the app's own posting limit holds). */
export const EMBED_POST_IP_LIMIT: RateRule = {
  max: 30,
  windowMs: 10 * 60 * 1000,
  message: 'Too much feedback from this address. Please wait a few minutes and try again.',
}
/** Comments per client address (per identity, the app's own comment limit holds). */
export const EMBED_COMMENT_IP_LIMIT: RateRule = {
  max: 60,
  windowMs: 10 * 60 * 1000,
  message: 'Too many comments from this address. Please wait a few minutes and try again.',
}

const itemId = z.string().trim().min(1).max(64)
const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(FEEDBACK_SORTS).default('trending'),
  mine: z.enum(['1', 'true', '0', 'false']).optional(),
  cursor: z.string().max(300).optional(),
})
const similarQuery = z.object({ title: z.string().trim().max(TITLE_MAX) })
const updatesQuery = z.object({ cursor: z.string().max(300).optional() })
const identifyBody = z.object({ token: z.string().min(1).max(8192) }).strict()
const createBody = z
  .object({ title: titleSchema, details: detailsSchema.optional(), boardId: itemId.optional() })
  .strict()
const commentBody = z.object({ body: commentBodySchema }).strict()

/** A refusal the widget acts on (`code`): a bad token, a session that is gone. */
class EmbedProblem extends ApiProblem {
  constructor(
    kind: ProblemKind,
    detail: string,
    readonly code: string,
  ) {
    super(kind, detail)
  }
}

type Call = {
  request: Request
  app: EmbedApp
  settings: EmbedSettings
  session: ResolvedWidgetSession | null
  url: URL
}

/**
 * Every request under /api/embed/@{org}/{project}: the widget's own API, a door onto the same feature modules
 * the app and /api/v1 use, as the widget's identity. In order: the project (404 when unknown, private or
 * without a widget, whatever else the request says), the bearer session (401 when one is sent that is not a
 * live session of this project; writes need one), the input (zod; JSON bodies only), the operation. Cookies
 * are never read, so a page elsewhere cannot act through a visitor's browser (no CSRF); the iframe is
 * same-origin with this API, so no CORS either.
 */
export async function handleEmbedRequest(request: Request, app: EmbedApp, requestId: string = randomUUID()) {
  try {
    return await dispatch(request, app)
  } catch (error) {
    return errorResponse(error, request, app, requestId)
  }
}

async function dispatch(request: Request, app: EmbedApp): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.startsWith(`${EMBED_BASE_PATH}/`)
    ? url.pathname.slice(EMBED_BASE_PATH.length + 1)
    : ''
  const [orgPart, projectPart, ...rest] = path.split('/').map(safeDecode)
  const orgSlug = orgPart?.startsWith('@') ? orgPart.slice(1).toLowerCase() : null
  const projectSlug = projectPart?.toLowerCase() ?? null
  if (!orgSlug || !projectSlug || rest.some((part) => part === null)) throw notFound()
  const settings = await readEmbedSettings(app.db, orgSlug, projectSlug)
  if (!settings) throw notFound()

  const route = (rest as string[]).join('/')
  // Identify starts afresh whatever bearer the frame still holds, and logging out of an ended session is done.
  const session =
    route === 'identify'
      ? null
      : route === 'logout'
        ? await sessionOf(request, app.db, settings).catch(() => null)
        : await sessionOf(request, app.db, settings)
  const call: Call = { request, app, settings, session, url }
  const method = request.method
  const itemMatch = /^feedback\/([^/]+)(?:\/(vote|comments))?$/.exec(route)

  if (route === 'config') return only(method, 'GET', () => config(call))
  if (route === 'identify') return only(method, 'POST', () => identify(call))
  if (route === 'logout') return only(method, 'POST', () => logout(call))
  if (route === 'feedback') {
    if (method === 'GET') return list(call)
    if (method === 'POST') return create(call)
    throw methodNotAllowed('GET, POST')
  }
  if (route === 'feedback/similar') return only(method, 'GET', () => similar(call))
  if (route === 'updates') return only(method, 'GET', () => updates(call))
  if (itemMatch) {
    const id = itemId.safeParse(itemMatch[1])
    if (!id.success) throw notFound()
    if (itemMatch[2] === 'vote') {
      if (method === 'POST') return vote(call, id.data, true)
      if (method === 'DELETE') return vote(call, id.data, false)
      throw methodNotAllowed('POST, DELETE')
    }
    if (itemMatch[2] === 'comments') return only(method, 'POST', () => comment(call, id.data))
    return only(method, 'GET', () => detail(call, id.data))
  }
  throw new ApiProblem('not-found', 'There is no such endpoint in the widget API')
}

function only(method: string, allowed: string, run: () => Promise<Response>): Promise<Response> {
  if (method !== allowed && !(allowed === 'GET' && method === 'HEAD')) throw methodNotAllowed(allowed)
  return run()
}

const methodNotAllowed = (allow: string) =>
  new ApiProblem('method-not-allowed', `This endpoint takes ${allow}`, { headers: { Allow: allow } })

/** One answer for unknown, private and widget-less projects: nothing tells them apart. */
const notFound = () => new ApiProblem('not-found', 'There is no widget here')

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

/** The bearer session, when one is sent: it must be live and this project's, or the request is refused. */
async function sessionOf(
  request: Request,
  db: Database,
  settings: EmbedSettings,
): Promise<ResolvedWidgetSession | null> {
  const header = request.headers.get('authorization')
  if (!header) return null
  const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1]
  if (!token?.startsWith(WIDGET_SESSION_PREFIX)) {
    throw new EmbedProblem(
      'unauthorized',
      'Send the widget session as Authorization: Bearer pws_…',
      'invalid_session',
    )
  }
  const session = await resolveWidgetSession(db, token)
  if (
    !session ||
    session.projectId !== settings.projectId ||
    session.organizationId !== settings.organizationId
  ) {
    throw new EmbedProblem('unauthorized', 'This widget session has ended; identify again', 'invalid_session')
  }
  return session
}

function requireSession(call: Call): ResolvedWidgetSession {
  if (!call.session) {
    throw new EmbedProblem(
      'unauthorized',
      'Identify first: this needs a signed-in person',
      'session_required',
    )
  }
  return call.session
}

function queryOf(url: URL): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of url.searchParams) result[name] = value
  return result
}

function parse<T extends z.ZodType>(where: string, schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new ApiProblem('validation-failed', 'The request is not valid', {
    errors: parsed.error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  })
}

async function bodyOf<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  // JSON only: a form post (the one kind a page elsewhere could send without asking) is refused unread.
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    throw new ApiProblem(
      'unsupported-media-type',
      'Send the body as JSON, with Content-Type: application/json',
    )
  }
  return parse('body', schema, await readJsonBody(request, 64 * 1024))
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })

const absolute = (baseUrl: string, image: string | null) =>
  image ? (image.startsWith('/') ? `${baseUrl}${image}` : image) : null

const scopeOf = (settings: EmbedSettings) => ({
  orgSlug: settings.orgSlug,
  projectSlug: settings.projectSlug,
})

const feedbackAccess = (call: Call) =>
  getFeedbackAccess(call.app.db, call.session?.viewer ?? null, scopeOf(call.settings))

async function limit(call: Call, key: string, rule: RateRule) {
  await enforceRateLimit(call.app.db, key, rule)
}

// --- Operations ------------------------------------------------------------------------------------------------

async function config(call: Call): Promise<Response> {
  const { settings, app, session } = call
  const access = await feedbackAccess(call)
  const boards = (await visibleBoards(app.db, access))
    .filter((board) => !board.teamOnly)
    .map((board) => ({ id: board.id, name: board.name }))
  return json({
    project: {
      name: settings.projectName,
      url: `${app.baseUrl}/@${encodeURIComponent(settings.orgSlug)}/${encodeURIComponent(settings.projectSlug)}`,
    },
    tabs: settings.tabs,
    launcher: settings.launcher,
    boards,
    person: session
      ? { name: session.viewer.name, avatarUrl: absolute(app.baseUrl, session.viewer.image) }
      : null,
  })
}

async function identify(call: Call): Promise<Response> {
  const { token } = await bodyOf(call.request, identifyBody)
  const result = await identifyWithToken(
    call.app.db,
    { organizationId: call.settings.organizationId, projectId: call.settings.projectId },
    token,
    // A frame on a page of the same site as Parley carries the visitor cookie (a third-party frame does not).
    { clientIp: call.app.clientIp, visitorId: visitorIdOf(call.request.headers, call.app.secret) },
  )
  if (!result.ok) {
    throw new EmbedProblem(
      result.code === 'person_banned' ? 'forbidden' : 'unauthorized',
      result.message,
      result.code,
    )
  }
  return json({
    session: result.session,
    expiresAt: result.expiresAt.toISOString(),
    person: { name: result.person.name, avatarUrl: absolute(call.app.baseUrl, result.person.avatarUrl) },
  })
}

async function logout(call: Call): Promise<Response> {
  const header = call.request.headers.get('authorization') ?? ''
  const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1]
  if (token && call.session) await endWidgetSession(call.app.db, token)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

const PAGE_SIZE = 20

async function list(call: Call): Promise<Response> {
  const query = parse('query', listQuery, queryOf(call.url))
  const access = await feedbackAccess(call)
  if (query.mine === '1' || query.mine === 'true') {
    return json(
      await listMyItems(call.app.db, access, call.app.baseUrl, { q: query.q, cursor: query.cursor }),
    )
  }
  const page = await listFeedback(call.app.db, access, {
    board: 'all',
    sort: query.sort,
    q: query.q,
    cursor: query.cursor,
    limit: PAGE_SIZE,
  })
  const items = await readEmbedItems(
    call.app.db,
    access,
    call.app.baseUrl,
    page.items.map((item) => item.id),
  )
  return json({ items, nextCursor: page.nextCursor })
}

async function similar(call: Call): Promise<Response> {
  const { title } = parse('query', similarQuery, queryOf(call.url))
  const access = await feedbackAccess(call)
  const found = await findSimilarFeedback(call.app.db, access, title)
  const items = await readEmbedItems(
    call.app.db,
    access,
    call.app.baseUrl,
    found.map((item) => item.id),
  )
  return json({ items: items.slice(0, 5) })
}

async function create(call: Call): Promise<Response> {
  requireSession(call)
  const body = await bodyOf(call.request, createBody)
  const access = await feedbackAccess(call)
  const boards = (await visibleBoards(call.app.db, access)).filter((board) => !board.teamOnly)
  const board = body.boardId ? boards.find((candidate) => candidate.id === body.boardId) : boards[0]
  if (!board) {
    throw new ApiProblem('validation-failed', 'The request is not valid', {
      errors: [
        {
          path: 'body.boardId',
          message: body.boardId
            ? 'No board of this project has this id'
            : 'This project has no board to post on',
        },
      ],
    })
  }
  // The app's own posting limit holds per person (createFeedback): the widget adds the one per address.
  await limit(call, `widget:post:ip:${call.app.clientIp ?? 'unknown'}`, EMBED_POST_IP_LIMIT)
  const created = await createFeedback(call.app.db, access, {
    boardId: board.id,
    title: body.title,
    details: body.details ?? '',
  })
  return json(await readEmbedItem(call.app.db, access, call.app.baseUrl, created.id), 201)
}

async function detail(call: Call, id: string): Promise<Response> {
  const access = await feedbackAccess(call)
  const item = await readEmbedItem(call.app.db, access, call.app.baseUrl, id)
  const found = await getFeedbackDetail(call.app.db, access, id)
  const timeline = await listTimeline(call.app.db, access, id)
  return json({
    ...item,
    // The markdown the item was written in, as text: the widget shows it as text (never as HTML).
    details: 'details' in found ? found.details : '',
    // Public comments only: never internal notes, status changes or merges.
    comments: timeline
      .filter((entry) => entry.kind === 'comment' && !entry.internal)
      .map((entry) => ({
        id: entry.id,
        author: entry.author
          ? { name: entry.author.name, avatarUrl: absolute(call.app.baseUrl, entry.author.image) }
          : { name: 'Deleted user', avatarUrl: null },
        body: entry.body,
        createdAt: entry.createdAt,
      })),
  })
}

async function vote(call: Call, id: string, voted: boolean): Promise<Response> {
  const session = requireSession(call)
  await limit(call, `widget:vote:user:${session.userId}`, EMBED_VOTE_LIMITS.identity)
  await limit(call, `widget:vote:ip:${call.app.clientIp ?? 'unknown'}`, EMBED_VOTE_LIMITS.ip)
  const access = await feedbackAccess(call)
  // Only items the widget shows: not one of a team-only board, whatever the feature would allow.
  await readEmbedItem(call.app.db, access, call.app.baseUrl, id)
  const result = await setVote(call.app.db, access, id, voted)
  return json({ votes: result.voteCount, voted: result.voted })
}

async function comment(call: Call, id: string): Promise<Response> {
  requireSession(call)
  const { body } = await bodyOf(call.request, commentBody)
  const access = await feedbackAccess(call)
  await readEmbedItem(call.app.db, access, call.app.baseUrl, id)
  await limit(call, `widget:comment:ip:${call.app.clientIp ?? 'unknown'}`, EMBED_COMMENT_IP_LIMIT)
  const created = await addComment(call.app.db, access, id, { body, internal: false })
  const viewer = access.viewer
  return json(
    {
      id: created.id,
      author: { name: viewer?.name ?? '', avatarUrl: absolute(call.app.baseUrl, viewer?.image ?? null) },
      body,
      createdAt: new Date().toISOString(),
    },
    201,
  )
}

async function updates(call: Call): Promise<Response> {
  const { cursor } = parse('query', updatesQuery, queryOf(call.url))
  const access = await getUpdatesAccess(call.app.db, call.session?.viewer ?? null, scopeOf(call.settings))
  const page = await listUpdates(call.app.db, access, cursor)
  const [latest] = await call.app.db
    .select({ at: max(projectUpdate.publishedAt) })
    .from(projectUpdate)
    .where(and(eq(projectUpdate.projectId, access.project.id), eq(projectUpdate.state, 'published')))
  const base = `${call.app.baseUrl}/@${encodeURIComponent(call.settings.orgSlug)}/${encodeURIComponent(call.settings.projectSlug)}/updates/`
  return json({
    items: page.updates.map((update) => ({
      id: update.id,
      title: update.title,
      excerpt: markdownExcerpt(update.body, 180),
      publishedAt: update.publishedAt,
      url: `${base}${encodeURIComponent(update.id)}`,
      labels: update.label ? [{ name: update.label.name, colour: update.label.color }] : [],
    })),
    nextCursor: page.nextCursor,
    latestPublishedAt: latest?.at ? new Date(latest.at).toISOString() : null,
  })
}

// --- Errors ----------------------------------------------------------------------------------------------------

function problem(
  kind: ProblemKind,
  detail: string,
  extra: Record<string, unknown> = {},
  headers = {},
): Response {
  return new Response(JSON.stringify({ ...problemOf(kind, detail), ...extra }), {
    status: problemOf(kind, detail).status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store', ...headers },
  })
}

function errorResponse(error: unknown, request: Request, app: EmbedApp, requestId: string): Response {
  if (error instanceof EmbedProblem) return problem(error.kind, error.message, { code: error.code })
  if (error instanceof ApiProblem) {
    return problem(
      error.kind,
      error.message,
      error.errors ? { errors: error.errors } : {},
      error.headers ?? {},
    )
  }
  if (isAppError(error)) {
    const kind =
      error.code === 'BAD_REQUEST' && error.fields ? 'validation-failed' : problemKindOfError[error.code]
    const errors = error.fields
      ? Object.entries(error.fields).flatMap(([field, messages]) =>
          messages.map((message) => ({ path: `body.${field}`, message })),
        )
      : undefined
    const headers: Record<string, string> =
      kind === 'service-unavailable' ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {}
    return problem(kind, error.message, errors ? { errors } : {}, headers)
  }
  if (noteIfDatabaseUnreachable(error)) {
    return problem(
      'service-unavailable',
      'Parley cannot reach its database right now. Try again in a moment.',
      {},
      {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      },
    )
  }
  app.logger?.error(
    { err: error, requestId, method: request.method, path: new URL(request.url).pathname },
    'widget API request failed',
  )
  return problem('internal-error', `Something went wrong (request ${requestId})`)
}
