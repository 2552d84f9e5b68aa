import { z } from 'zod'
import type { ImportItem, ImportLooseComment, ImportLooseVote, ImportPerson, ImportUpdate } from './records'
import { type VendorHttp, vendorJson } from './vendor-http.server'
import type { SourcePage, VendorSourceReader } from './vendor-source'

/**
 * Canny's API (https://developers.canny.io/api-reference): every call is a POST to
 * `https://canny.io/api/v1/<object>/list` with the secret `apiKey` in the body, pages by `limit`/`skip`, and
 * answers `{ hasMore, <objects> }`. Posts come first (with their board, status, tags and author), then votes
 * with their voters, comments (internal ones as internal notes), and changelog entries as updates.
 */

export const CANNY_API = 'https://canny.io/api/v1'
const PAGE = 100

const user = z
  .object({ id: z.string(), email: z.string().nullish(), name: z.string().nullish() })
  .passthrough()
const ref = z.object({ id: z.string() }).passthrough()

const postsPage = z.object({
  hasMore: z.boolean(),
  posts: z.array(
    z
      .object({
        id: z.string(),
        title: z.string(),
        details: z.string().nullish(),
        created: z.string(),
        status: z.string().nullish(),
        author: user.nullish(),
        board: z.object({ id: z.string(), name: z.string() }).passthrough(),
        tags: z.array(z.object({ name: z.string() }).passthrough()).nullish(),
        score: z.number().nullish(),
      })
      .passthrough(),
  ),
})

const votesPage = z.object({
  hasMore: z.boolean(),
  votes: z.array(
    z.object({ id: z.string(), created: z.string(), post: ref, voter: user.nullish() }).passthrough(),
  ),
})

const commentsPage = z.object({
  hasMore: z.boolean(),
  comments: z.array(
    z
      .object({
        id: z.string(),
        value: z.string().nullish(),
        created: z.string(),
        internal: z.boolean().nullish(),
        author: user.nullish(),
        post: ref,
      })
      .passthrough(),
  ),
})

const entriesPage = z.object({
  hasMore: z.boolean(),
  entries: z.array(
    z
      .object({
        id: z.string(),
        title: z.string(),
        markdownDetails: z.string().nullish(),
        plaintextDetails: z.string().nullish(),
        publishedAt: z.string().nullish(),
        created: z.string().nullish(),
        status: z.string().nullish(),
        posts: z.array(ref).nullish(),
      })
      .passthrough(),
  ),
})

const personOf = (value: z.infer<typeof user> | null | undefined): ImportPerson | null =>
  value?.email ? { email: value.email, name: value.name ?? undefined } : null

const dateOf = (value: string | null | undefined) => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Canny's statuses as it names them ("under review", "in progress"), in Parley's capitalisation. */
const statusName = (status: string | null | undefined) =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : null

export function cannySource(http: VendorHttp, apiKey: string): VendorSourceReader {
  const list = async <T>(object: string, schema: z.ZodType<T>, skip: number): Promise<T> => {
    const body = await vendorJson<unknown>(http, 'Canny', `${CANNY_API}/${object}/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ apiKey, limit: PAGE, skip }),
    })
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new Error(`Canny's ${object} list did not have the expected shape`)
    return parsed.data
  }
  const next = (hasMore: boolean, skip: number, length: number) => (hasMore ? { skip: skip + length } : null)
  const skipOf = (cursor: unknown) =>
    typeof cursor === 'object' && cursor && 'skip' in cursor ? Number(cursor.skip) || 0 : 0

  return {
    source: 'Canny',
    phases: ['posts', 'votes', 'comments', 'entries'],
    async page(phase, cursor): Promise<SourcePage> {
      const skip = skipOf(cursor)
      if (phase === 'posts') {
        const page = await list('posts', postsPage, skip)
        const items = page.posts.map(
          (post): ImportItem => ({
            key: `id:${post.id}`,
            title: post.title.trim().slice(0, 300) || '(untitled)',
            details: post.details ?? '',
            board: post.board.name,
            status: statusName(post.status),
            author: personOf(post.author),
            createdAt: dateOf(post.created),
            voters: [],
            voteCount: null,
            comments: [],
          }),
        )
        return { items, next: next(page.hasMore, skip, page.posts.length) }
      }
      if (phase === 'votes') {
        const page = await list('votes', votesPage, skip)
        const votes = page.votes.flatMap((vote): ImportLooseVote[] => {
          const person = personOf(vote.voter)
          return person ? [{ itemKey: `id:${vote.post.id}`, person, at: dateOf(vote.created) }] : []
        })
        return {
          votes,
          skipped: page.votes.length - votes.length,
          next: next(page.hasMore, skip, page.votes.length),
        }
      }
      if (phase === 'comments') {
        const page = await list('comments', commentsPage, skip)
        const comments = page.comments.flatMap((comment): ImportLooseComment[] =>
          comment.value?.trim()
            ? [
                {
                  key: `id:${comment.id}`,
                  itemKey: `id:${comment.post.id}`,
                  body: comment.value,
                  author: personOf(comment.author),
                  createdAt: dateOf(comment.created),
                  internal: comment.internal ?? false,
                },
              ]
            : [],
        )
        return { comments, next: next(page.hasMore, skip, page.comments.length) }
      }
      const page = await list('entries', entriesPage, skip)
      const updates = page.entries
        .filter((entry) => !entry.status || entry.status === 'published')
        .map(
          (entry): ImportUpdate => ({
            key: `id:${entry.id}`,
            title: entry.title.trim().slice(0, 300) || '(untitled)',
            body: entry.markdownDetails ?? entry.plaintextDetails ?? '',
            publishedAt: dateOf(entry.publishedAt ?? entry.created),
            itemKeys: (entry.posts ?? []).map((post) => `id:${post.id}`),
          }),
        )
      return { updates, next: next(page.hasMore, skip, page.entries.length) }
    },
  }
}
