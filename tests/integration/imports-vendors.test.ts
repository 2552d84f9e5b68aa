import { and, eq } from 'drizzle-orm'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { vendorSourceSchema } from '~/features/imports/imports.schemas'
import { CANNY_API } from '~/features/imports/server/canny.server'
import { runImportJob } from '~/features/imports/server/import-job.server'
import { startVendorImport } from '~/features/imports/server/start-import.server'
import type { VendorHttp } from '~/features/imports/server/vendor-http.server'
import type { ProjectAccess } from '~/server/authz.server'
import {
  dataTransfer,
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackStatus,
  projectUpdate,
  updateFeedback,
  user,
} from '~/server/db/schema'
import { createImportWorld, type ImportWorld, TEST_APP_SECRET } from '../helpers/import-world'

/**
 * Imports from Canny and Fider through their APIs, answered by recordings shaped as each documents its API
 * (never the network): pagination, 429 with Retry-After, resuming, idempotency.
 */

const server = setupServer()
let w: ImportWorld
const waits: number[] = []
const http0: VendorHttp = {
  fetch: (input, init) => fetch(input, init),
  sleep: async (ms) => {
    waits.push(ms)
  },
  now: () => Date.now(),
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  w = await createImportWorld()
})
afterEach(() => server.resetHandlers())
afterAll(async () => {
  server.close()
  await w.close()
})

async function start(body: Record<string, unknown>, visibility: 'public' | 'private' = 'public') {
  const access = (await w.access('owner', visibility)) as ProjectAccess
  const viewer = w.viewerOf('owner')
  if (!viewer) throw new Error('no owner')
  return startVendorImport(w.db, access, { viewer }, vendorSourceSchema.parse(body), TEST_APP_SECRET)
}

const runOnce = (id: string) => runImportJob({ ...w.deps, http: http0 }, id)

async function itemsTitled(prefix: string, projectId = w.projects.public.id) {
  return w.db
    .select()
    .from(feedbackItem)
    .where(and(eq(feedbackItem.projectId, projectId)))
    .then((rows) => rows.filter((row) => row.title.startsWith(prefix)))
}

// ---- Canny ----------------------------------------------------------------------------------------------

const cannyUser = (n: number) => ({
  id: `u${n}`,
  email: `canny${n}@customer.example`,
  name: `Canny User ${n}`,
  created: '2020-01-01T00:00:00.000Z',
  isAdmin: false,
})
const cannyPost = (n: number) => ({
  id: `p${n}`,
  title: `Canny post ${n}`,
  details: `Details of ${n}`,
  created: `2021-0${(n % 9) + 1}-15T12:00:00.000Z`,
  status: n === 1 ? 'in progress' : n === 2 ? 'complete' : 'open',
  author: cannyUser(n),
  board: {
    id: n % 2 ? 'b1' : 'b2',
    name: n % 2 ? 'Canny ideas' : 'Canny bugs',
    created: '2020-01-01T00:00:00.000Z',
  },
  category: null,
  commentCount: 1,
  score: 2,
  tags: [],
  url: `https://acme.canny.io/p/${n}`,
})
/** 150 posts: a first page of 100 (`hasMore`), a second of 50. */
const CANNY_POSTS = Array.from({ length: 150 }, (_, index) => cannyPost(index + 1))

function cannyHandlers(options: { keys?: string[]; votes429?: { times: number; retryAfter: string } } = {}) {
  const requests: { object: string; skip: number; apiKey: string }[] = []
  let throttled = 0
  const list =
    (object: string, rows: unknown[]) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as { apiKey: string; limit: number; skip: number }
      requests.push({ object, skip: body.skip, apiKey: body.apiKey })
      if (!(options.keys ?? ['canny-secret-key']).includes(body.apiKey)) {
        return HttpResponse.json({ error: 'invalid api key' }, { status: 401 })
      }
      if (object === 'votes' && options.votes429 && throttled < options.votes429.times) {
        throttled += 1
        return new HttpResponse('{"error":"rate limited"}', {
          status: 429,
          headers: { 'Retry-After': options.votes429.retryAfter },
        })
      }
      const page = rows.slice(body.skip, body.skip + body.limit)
      return HttpResponse.json({ hasMore: body.skip + body.limit < rows.length, [object]: page })
    }
  const votes = CANNY_POSTS.slice(0, 3).flatMap((post, index) => [
    {
      id: `v${index}a`,
      created: '2022-02-02T00:00:00.000Z',
      post: { id: post.id },
      voter: cannyUser(900 + index),
    },
    { id: `v${index}b`, created: '2022-02-03T00:00:00.000Z', post: { id: post.id }, voter: post.author },
    {
      id: `v${index}c`,
      created: '2022-02-03T00:00:00.000Z',
      post: { id: post.id },
      voter: { id: 'anon', email: null, name: 'Anonymous' },
    },
  ])
  const comments = [
    {
      id: 'c1',
      value: 'Public comment',
      created: '2022-03-01T00:00:00.000Z',
      internal: false,
      author: cannyUser(1),
      post: { id: 'p1' },
    },
    {
      id: 'c2',
      value: 'Only for the team',
      created: '2022-03-02T00:00:00.000Z',
      internal: true,
      author: cannyUser(2),
      post: { id: 'p1' },
    },
  ]
  const entries = [
    {
      id: 'e1',
      title: 'Canny changelog: progress shipped',
      markdownDetails: 'We shipped **it**.',
      plaintextDetails: 'We shipped it.',
      publishedAt: '2022-04-01T00:00:00.000Z',
      created: '2022-03-30T00:00:00.000Z',
      status: 'published',
      posts: [{ id: 'p2' }],
      labels: [],
      types: ['new'],
    },
    {
      id: 'e2',
      title: 'A draft',
      status: 'draft',
      posts: [],
      publishedAt: null,
      created: '2022-05-01T00:00:00.000Z',
    },
  ]
  server.use(
    http.post(`${CANNY_API}/posts/list`, list('posts', CANNY_POSTS)),
    http.post(`${CANNY_API}/votes/list`, list('votes', votes)),
    http.post(`${CANNY_API}/comments/list`, list('comments', comments)),
    http.post(`${CANNY_API}/entries/list`, list('entries', entries)),
  )
  return requests
}

describe('Canny', () => {
  test('a dry run reads every page and writes nothing', async () => {
    cannyHandlers()
    const before = await w.tally()
    const { id } = await start({ kind: 'canny', api_key: 'canny-secret-key', dry_run: true })
    await runOnce(id)
    const run = await w.runOf(id)
    expect(run.status).toBe('done')
    expect((run.report as { counts: Record<string, unknown> }).counts).toMatchObject({
      items: 150,
      votes: 6,
      comments: 2,
      updates: 1,
    })
    expect(await w.tally()).toEqual(before)
  })

  test('posts, statuses, voters, comments (internal as notes) and changelog entries; 429 waited out', async () => {
    waits.length = 0
    const requests = cannyHandlers({ votes429: { times: 1, retryAfter: '2' } })
    const before = await w.tally()
    const { id } = await start({ kind: 'canny', api_key: 'canny-secret-key' })
    // The key is sealed at rest: not in the options, not in clear.
    const [stored] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, id))
    expect(JSON.stringify(stored?.options)).not.toContain('canny-secret-key')
    expect(stored?.sourceSecret).toBeTruthy()
    expect(stored?.sourceSecret).not.toContain('canny-secret-key')

    await runOnce(id)
    const run = await w.runOf(id)
    expect(run.status).toBe('done')
    expect(run.sourceSecret).toBeNull()
    expect(waits).toEqual([2000])
    expect(requests.filter((request) => request.object === 'posts').map((request) => request.skip)).toEqual([
      0, 100,
    ])

    const after = await w.tally()
    expect(after.items - before.items).toBe(150)
    expect(after.notifications).toBe(before.notifications)
    expect(after.webhookEvents).toBe(before.webhookEvents)

    const [first] = await itemsTitled('Canny post 1').then((rows) =>
      rows.filter((row) => row.title === 'Canny post 1'),
    )
    if (!first) throw new Error('no post 1')
    expect(first.createdAt.toISOString()).toBe('2021-02-15T12:00:00.000Z')
    expect(first.voteCount).toBe(2)
    expect(first.commentCount).toBe(1)
    const [status] = await w.db.select().from(feedbackStatus).where(eq(feedbackStatus.id, first.statusId))
    expect(status?.name.toLowerCase()).toBe('in progress')
    const [board] = await w.db.select().from(feedbackBoard).where(eq(feedbackBoard.id, first.boardId))
    expect(board?.name).toBe('Canny ideas')
    const [author] = await w.db
      .select()
      .from(user)
      .where(eq(user.id, first.authorId ?? ''))
    expect(author?.email).toBe('canny1@customer.example')
    const notes = await w.db.select().from(feedbackComment).where(eq(feedbackComment.itemId, first.id))
    expect(notes.map((note) => [note.body, note.internal]).sort()).toEqual([
      ['Only for the team', true],
      ['Public comment', false],
    ])
    const [update] = await w.db
      .select()
      .from(projectUpdate)
      .where(eq(projectUpdate.title, 'Canny changelog: progress shipped'))
    expect(update).toMatchObject({ state: 'published', body: 'We shipped **it**.' })
    expect(update?.publishedAt?.toISOString()).toBe('2022-04-01T00:00:00.000Z')
    const links = await w.db
      .select()
      .from(updateFeedback)
      .where(eq(updateFeedback.updateId, update?.id ?? ''))
    expect(links).toHaveLength(1)
    expect((run.report as { problems: { problem: string }[] }).problems.map((p) => p.problem)).toContainEqual(
      expect.stringMatching(/no email address/),
    )
  })

  test('importing again adds nothing', async () => {
    cannyHandlers()
    const before = await w.tally()
    const { id } = await start({ kind: 'canny', api_key: 'canny-secret-key' })
    await runOnce(id)
    const run = await w.runOf(id)
    expect((run.report as { counts: Record<string, number> }).counts).toMatchObject({
      items: 0,
      alreadyImported: 150,
      votes: 0,
      comments: 0,
      updates: 0,
    })
    const after = await w.tally()
    expect({ ...after, activity: 0 }).toEqual({ ...before, activity: 0 })
  })

  test('a long Retry-After ends the attempt, and the run resumes from its page later', async () => {
    const requests = cannyHandlers({ votes429: { times: 1, retryAfter: '120' } })
    const { id } = await start({ kind: 'canny', api_key: 'canny-secret-key' }, 'private')
    const outcome = await runOnce(id)
    expect(outcome?.runAgainAt.getTime()).toBeGreaterThan(Date.now() + 100_000)
    const paused = await w.runOf(id)
    expect(paused.status).toBe('running')
    expect(paused.checkpoint).toMatchObject({ phase: 'votes', cursor: null })
    const postsRead = requests.filter((request) => request.object === 'posts').length
    await runOnce(id)
    const run = await w.runOf(id)
    expect(run.status).toBe('done')
    // The posts were not read again.
    expect(requests.filter((request) => request.object === 'posts').length).toBe(postsRead)
    expect(await itemsTitled('Canny post', w.projects.private.id)).toHaveLength(150)
  })

  test('a refused key fails the run with a clear message, and the key is forgotten', async () => {
    cannyHandlers()
    const { id } = await start({ kind: 'canny', api_key: 'not-the-right-key' })
    await runOnce(id)
    const run = await w.runOf(id)
    expect(run.status).toBe('failed')
    expect(run.error).toMatch(/Canny refused the API key/)
    expect(run.error).not.toContain('not-the-right-key')
    expect(run.sourceSecret).toBeNull()
  })
})

// ---- Fider ----------------------------------------------------------------------------------------------

const FIDER = 'https://feedback.acme.example'
const fiderPost = (n: number) => ({
  id: 1000 + n,
  number: n,
  title: `Fider post ${n}`,
  slug: `fider-post-${n}`,
  description: `About ${n}`,
  createdAt: `2020-06-0${(n % 9) + 1}T10:00:00Z`,
  user: { id: n, name: `Fider User ${n}`, role: 'visitor', avatarURL: '' },
  hasVoted: false,
  votesCount: 1,
  commentsCount: n === 1 ? 1 : 0,
  status: n === 1 ? 'planned' : n === 2 ? 'deleted' : 'open',
  response: null,
  tags: n === 1 ? ['mobile'] : [],
})
/** 51 posts: a full page of 50 and one more. */
const FIDER_POSTS = Array.from({ length: 51 }, (_, index) => fiderPost(index + 1))

function fiderHandlers() {
  const seen: string[] = []
  const authorized = (request: Request) => request.headers.get('authorization') === 'Bearer fider-secret-key'
  server.use(
    http.get(`${FIDER}/api/v1/tags`, ({ request }) =>
      authorized(request)
        ? HttpResponse.json([{ id: 1, name: 'Mobile app', slug: 'mobile', color: 'FF0000', isPublic: true }])
        : HttpResponse.json({}, { status: 403 }),
    ),
    http.get(`${FIDER}/api/v1/posts`, ({ request }) => {
      const url = new URL(request.url)
      seen.push(url.search)
      if (!authorized(request)) return HttpResponse.json({}, { status: 403 })
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const limit = Number(url.searchParams.get('limit') ?? 30)
      return HttpResponse.json(FIDER_POSTS.slice(offset, offset + limit))
    }),
    http.get(`${FIDER}/api/v1/posts/:number/votes`, ({ params }) =>
      HttpResponse.json([
        {
          createdAt: '2020-07-01T00:00:00Z',
          user: {
            id: Number(params.number),
            name: `Fider User ${params.number}`,
            email: `fider${params.number}@customer.example`,
          },
        },
      ]),
    ),
    http.get(`${FIDER}/api/v1/posts/:number/comments`, ({ params }) =>
      HttpResponse.json(
        params.number === '1'
          ? [
              {
                id: 77,
                content: 'A Fider comment',
                createdAt: '2020-08-01T00:00:00Z',
                user: { id: 1, name: 'Fider User 1', role: 'visitor' },
              },
            ]
          : [],
      ),
    ),
  )
  return seen
}

describe('Fider', () => {
  test('posts page by page, tags as boards, statuses, votes and comments with their authors', async () => {
    const seen = fiderHandlers()
    const { id } = await start({ kind: 'fider', api_key: 'fider-secret-key', site_url: FIDER })
    await runOnce(id)
    const run = await w.runOf(id)
    expect(run.status).toBe('done')
    expect(seen).toEqual(['?view=all&limit=50&offset=0', '?view=all&limit=50&offset=50'])
    // Post 2 is deleted in Fider: not imported.
    const items = await itemsTitled('Fider post')
    expect(items).toHaveLength(50)
    const first = items.find((item) => item.title === 'Fider post 1')
    if (!first) throw new Error('no post 1')
    const [board] = await w.db.select().from(feedbackBoard).where(eq(feedbackBoard.id, first.boardId))
    expect(board?.name).toBe('Mobile app')
    const [status] = await w.db.select().from(feedbackStatus).where(eq(feedbackStatus.id, first.statusId))
    expect(status?.name).toBe('Planned')
    expect(first.voteCount).toBe(1)
    expect(first.commentCount).toBe(1)
    // The author's address is known from their vote.
    const [author] = await w.db
      .select()
      .from(user)
      .where(eq(user.id, first.authorId ?? ''))
    expect(author?.email).toBe('fider1@customer.example')
    const [comment] = await w.db.select().from(feedbackComment).where(eq(feedbackComment.itemId, first.id))
    expect(comment?.authorId).toBe(first.authorId)
  })

  test('importing again adds nothing; a refused key fails clearly', async () => {
    fiderHandlers()
    const { id } = await start({ kind: 'fider', api_key: 'fider-secret-key', site_url: FIDER })
    await runOnce(id)
    expect(((await w.runOf(id)).report as { counts: Record<string, number> }).counts).toMatchObject({
      items: 0,
      alreadyImported: 50,
    })
    const refused = await start({ kind: 'fider', api_key: 'wrong-fider-key', site_url: FIDER })
    await runOnce(refused.id)
    const run = await w.runOf(refused.id)
    expect(run.status).toBe('failed')
    expect(run.error).toMatch(/Fider refused the API key/)
  })

  test('a Fider source needs the site’s address', () => {
    expect(vendorSourceSchema.safeParse({ kind: 'fider', api_key: 'fider-secret-key' }).success).toBe(false)
  })
})
