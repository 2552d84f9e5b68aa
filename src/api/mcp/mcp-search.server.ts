import { and, eq, inArray } from 'drizzle-orm'
import { getChatAccess } from '~/features/chat/server/chat-access.server'
import { searchChats } from '~/features/chat/server/search.server'
import { getDiscussionAccess } from '~/features/discussions/server/discussion-access.server'
import { listThreads } from '~/features/discussions/server/list.server'
import type { ApiScope } from '~/lib/api-scopes'
import { assertOperationScope } from '~/server/api/operation-input.server'
import { discussionPost, project } from '~/server/db/schema'
import { AppError, isAppError } from '~/server/errors'
import { listMessagesOperation } from '../v1/chat-api'
import { asKey, projectNotFound, projectScope } from '../v1/content-scope.server'
import { listDiscussionsOperation } from '../v1/discussions-api'
import type { ApiFeedbackItem } from '../v1/feedback/feedback-api.schemas'
import { listFeedbackOperation } from '../v1/feedback-api'
import type { ApiUpdate } from '../v1/updates/api-updates.schemas'
import { listUpdatesOperation } from '../v1/updates-api'
import { appUrl, callOperation, type McpContext, organizationSlugFor } from './context.server'

/*
 * One search over what the features already search, each through the same access as its API operation:
 * feedback (the list's full-text `q`), discussions (titles and posts, as the discussions list searches), chat
 * (the messages of the chats the caller may see) and updates (the update list's full-text `q`). Every hit is
 * scored alike, so the kinds can be ranked together.
 */

export const SEARCH_TYPES = ['feedback', 'update', 'discussion', 'chat'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

const SCOPE_OF: Record<SearchType, ApiScope> = {
  feedback: 'feedback:read',
  update: 'updates:read',
  discussion: 'discussions:read',
  chat: 'chat:read',
}

export type SearchHit = {
  type: SearchType
  id: string
  project: string
  title: string
  snippet: string
  url: string
  score: number
}

export type SearchAnswer = {
  query: string
  hits: SearchHit[]
  /** Kinds left out because the key or grant lacks their read scope. */
  skipped: { type: SearchType; reason: string }[]
}

/** Per project and kind: enough to rank from without reading whole projects. */
const PER_KIND = 20
/** Projects searched when none is named: an organisation's first ones (name one to go further). */
const MAX_PROJECTS = 25
const SNIPPET_LENGTH = 240

export async function searchEverything(
  context: McpContext,
  input: { query: string; project?: string; types?: readonly SearchType[]; limit: number },
): Promise<SearchAnswer> {
  const wanted = input.types?.length ? [...new Set(input.types)] : [...SEARCH_TYPES]
  const allowed = wanted.filter((type) => context.viewer.apiKey.scopes.includes(SCOPE_OF[type]))
  const skipped = wanted
    .filter((type) => !allowed.includes(type))
    .map((type) => ({ type, reason: `needs the scope ${SCOPE_OF[type]}` }))
  if (allowed.length === 0) {
    throw new AppError('FORBIDDEN', `This key lacks the scopes to search ${wanted.join(', ')}`)
  }
  const orgSlug = await organizationSlugFor(context)
  const projects = input.project ? [input.project.trim().toLowerCase()] : await projectSlugsOf(context)

  const terms = termsOf(input.query)
  // Every (project, kind) at once: on PostgreSQL they run side by side on the pool, not one after another.
  const searches = projects.flatMap((projectSlug) =>
    allowed.map(async (type) => {
      try {
        const found = await SEARCHERS[type](context, { orgSlug, projectSlug, query: input.query })
        return found.map((hit) => ({ ...hit, score: scoreOf(terms, hit.title, hit.body) }))
      } catch (error) {
        // A project the caller may not see (or a kind it may not read there) adds nothing; a named one says so.
        if (!input.project && isAppError(error) && ['NOT_FOUND', 'FORBIDDEN'].includes(error.code)) return []
        throw error
      }
    }),
  )
  const hits = (await Promise.all(searches)).flat()
  hits.sort((a, b) => b.score - a.score || b.at.localeCompare(a.at))
  return {
    query: input.query,
    hits: hits.slice(0, input.limit).map(({ body, at: _at, ...hit }) => ({
      ...hit,
      snippet: snippetOf(body, terms),
    })),
    skipped,
  }
}

type Found = Omit<SearchHit, 'score' | 'snippet'> & { body: string; at: string }
type Where = { orgSlug: string; projectSlug: string; query: string }
type Searcher = (context: McpContext, where: Where) => Promise<Found[]>

const SEARCHERS: Record<SearchType, Searcher> = {
  feedback: async (context, { projectSlug, query }) => {
    const page = await callOperation<{ data: ApiFeedbackItem[] }>(context, listFeedbackOperation, {
      params: { project: projectSlug },
      query: { q: query.slice(0, 200), limit: String(PER_KIND) },
    })
    return page.data.map((item) => ({
      type: 'feedback' as const,
      id: item.id,
      project: projectSlug,
      title: item.title,
      body: item.details,
      url: item.url,
      at: item.created_at,
    }))
  },

  update: async (context, { orgSlug, projectSlug, query }) => {
    const page = await callOperation<{ data: ApiUpdate[] }>(context, listUpdatesOperation, {
      params: { project: projectSlug },
      query: { q: query.slice(0, 200), limit: String(PER_KIND) },
    })
    return page.data.map((update) => ({
      type: 'update' as const,
      id: update.id,
      project: projectSlug,
      title: update.title || '(untitled draft)',
      body: update.body,
      url: appUrl(context, orgSlug, projectSlug, `updates/${encodeURIComponent(update.id)}`),
      at: update.published_at ?? update.created_at,
    }))
  },

  discussion: async (context, { orgSlug, projectSlug, query }) => {
    assertOperationScope(context.viewer, listDiscussionsOperation)
    const { db } = context.app
    const scope = await projectScope(db, context.viewer, projectSlug)
    const page = await asKey(scope, projectNotFound, async (current) =>
      listThreads(db, await getDiscussionAccess(db, context.viewer, current), {
        ...current,
        q: query.slice(0, 200),
      }),
    )
    const threads = [...page.pinned, ...page.threads].slice(0, PER_KIND)
    const openings =
      threads.length === 0
        ? []
        : await db
            .select({ threadId: discussionPost.threadId, body: discussionPost.body })
            .from(discussionPost)
            .where(
              and(
                inArray(
                  discussionPost.threadId,
                  threads.map((thread) => thread.id),
                ),
                eq(discussionPost.isOpening, true),
              ),
            )
    const bodies = new Map(openings.map((post) => [post.threadId, post.body]))
    return threads.map((thread) => ({
      type: 'discussion' as const,
      id: thread.id,
      project: projectSlug,
      title: thread.title,
      body: bodies.get(thread.id) ?? '',
      url: appUrl(context, orgSlug, projectSlug, `discussions/${encodeURIComponent(thread.id)}`),
      at: thread.lastActivityAt,
    }))
  },

  chat: async (context, { orgSlug, projectSlug, query }) => {
    assertOperationScope(context.viewer, listMessagesOperation)
    const { db } = context.app
    const scope = await projectScope(db, context.viewer, projectSlug)
    const page = await asKey(scope, projectNotFound, async (current) =>
      searchChats(db, await getChatAccess(db, context.viewer, current), {
        ...current,
        query: query.slice(0, 200),
      }),
    )
    return page.results.slice(0, PER_KIND).map((result) => ({
      type: 'chat' as const,
      id: result.message.id,
      project: projectSlug,
      title: `Message in #${result.chatName}`,
      body: result.message.body,
      url: appUrl(
        context,
        orgSlug,
        projectSlug,
        `chat/${encodeURIComponent(result.chatId)}?message=${encodeURIComponent(result.message.id)}`,
      ),
      at: result.message.createdAt,
    }))
  },
}

async function projectSlugsOf(context: McpContext): Promise<string[]> {
  const { apiKey } = context.viewer
  const rows = await context.app.db
    .select({ slug: project.slug })
    .from(project)
    .where(
      and(
        eq(project.organizationId, apiKey.organizationId),
        apiKey.projectId ? eq(project.id, apiKey.projectId) : undefined,
      ),
    )
    .orderBy(project.createdAt)
    .limit(MAX_PROJECTS)
  return rows.map((row) => row.slug)
}

/** The words of a query, lower-cased; short ones carry little and match everywhere. */
export function termsOf(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 2),
    ),
  ].slice(0, 12)
}

/** A word matched by its stem-ish prefix, so "crashes" finds "crash" as the full-text search does. */
const stemOf = (term: string) => (term.length > 4 ? term.slice(0, term.length - 2) : term)

/**
 * The same score for every kind: a term in the title weighs three times one in the text, the whole query as
 * a phrase in the title more still. Zero when nothing matches literally (the full-text search may still have
 * found it by stemming: it then ranks after the literal matches).
 */
export function scoreOf(terms: readonly string[], title: string, body: string): number {
  const lowerTitle = title.toLowerCase()
  const lowerBody = body.toLowerCase()
  let score = 0
  for (const term of terms) {
    const stem = stemOf(term)
    if (lowerTitle.includes(stem)) score += 3
    if (lowerBody.includes(stem)) score += 1
  }
  if (terms.length > 1 && lowerTitle.includes(terms.join(' '))) score += 3
  return score
}

function snippetOf(body: string, terms: readonly string[]): string {
  const text = body.replace(/\s+/g, ' ').trim()
  if (text.length <= SNIPPET_LENGTH) return text
  const lower = text.toLowerCase()
  const first = Math.min(
    ...terms.map((term) => lower.indexOf(stemOf(term))).filter((index) => index >= 0),
    Number.POSITIVE_INFINITY,
  )
  const start = Number.isFinite(first) ? Math.max(0, first - 60) : 0
  const end = Math.min(text.length, start + SNIPPET_LENGTH)
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
}
