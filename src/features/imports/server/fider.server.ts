import { z } from 'zod'
import type { ImportItem, ImportPerson } from './records'
import { type VendorHttp, vendorJson } from './vendor-http.server'
import type { SourcePage, VendorSourceReader } from './vendor-source'

/**
 * Fider's API (https://docs.fider.io/api/overview): `GET {site}/api/v1/posts?view=all&limit=&offset=` with the
 * key as a Bearer token; each post's votes (`/api/v1/posts/{number}/votes`, with the voters' addresses, for
 * administrators) and comments (`/api/v1/posts/{number}/comments`); tags (`/api/v1/tags`) name the boards.
 * Fider does not show authors' addresses on posts and comments: an author is known by address when they also
 * voted on some post of the page (Fider votes for a post's author when it is posted), else left without one.
 */

const PAGE = 50

const user = z
  .object({ id: z.number(), name: z.string().nullish(), email: z.string().nullish() })
  .passthrough()

const posts = z.array(
  z
    .object({
      id: z.number(),
      number: z.number(),
      title: z.string(),
      description: z.string().nullish(),
      createdAt: z.string(),
      status: z.string().nullish(),
      user: user.nullish(),
      tags: z.array(z.string()).nullish(),
    })
    .passthrough(),
)
const tags = z.array(z.object({ name: z.string(), slug: z.string() }).passthrough())
const votes = z.array(z.object({ createdAt: z.string().nullish(), user: user }).passthrough())
const comments = z.array(
  z
    .object({ id: z.number(), content: z.string(), createdAt: z.string(), user: user.nullish() })
    .passthrough(),
)

const dateOf = (value: string | null | undefined) => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Fider's statuses as it names them in its interface. */
const STATUS_NAMES: Record<string, string> = {
  open: 'Open',
  planned: 'Planned',
  started: 'Started',
  completed: 'Completed',
  declined: 'Declined',
  duplicate: 'Duplicate',
}

export function fiderSource(http: VendorHttp, siteUrl: string, apiKey: string): VendorSourceReader {
  const base = siteUrl.replace(/\/+$/, '')
  const get = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    const body = await vendorJson<unknown>(http, 'Fider', `${base}${path}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
    })
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new Error(`Fider's ${path.split('?')[0]} did not have the expected shape`)
    return parsed.data
  }
  let tagNames: Map<string, string> | null = null
  const emails = new Map<number, ImportPerson>()
  const known = (value: z.infer<typeof user> | null | undefined): ImportPerson | null => {
    if (!value) return null
    if (value.email) return { email: value.email, name: value.name ?? undefined }
    return emails.get(value.id) ?? null
  }

  return {
    source: 'Fider',
    phases: ['posts'],
    async page(_phase, cursor): Promise<SourcePage> {
      const offset = Number(cursor?.offset ?? 0) || 0
      if (!tagNames) {
        tagNames = new Map((await get('/api/v1/tags', tags)).map((tag) => [tag.slug, tag.name]))
      }
      const page = await get(`/api/v1/posts?view=all&limit=${PAGE}&offset=${offset}`, posts)
      const items: ImportItem[] = []
      let skipped = 0
      for (const post of page) {
        if (post.status === 'deleted') continue
        const voters = (await get(`/api/v1/posts/${post.number}/votes`, votes)).flatMap((vote) => {
          if (!vote.user.email) {
            skipped += 1
            return []
          }
          const person = { email: vote.user.email, name: vote.user.name ?? undefined }
          emails.set(vote.user.id, person)
          return [{ person, at: dateOf(vote.createdAt) }]
        })
        const postComments = await get(`/api/v1/posts/${post.number}/comments`, comments)
        const firstTag = post.tags?.[0]
        items.push({
          key: `id:${post.id}`,
          title: post.title.trim().slice(0, 300) || '(untitled)',
          details: post.description ?? '',
          board: firstTag ? (tagNames.get(firstTag) ?? firstTag) : null,
          status: post.status ? (STATUS_NAMES[post.status] ?? post.status) : null,
          author: known(post.user),
          createdAt: dateOf(post.createdAt),
          voters,
          voteCount: null,
          comments: postComments
            .filter((comment) => comment.content.trim())
            .map((comment) => ({
              key: `id:${comment.id}`,
              body: comment.content,
              author: known(comment.user),
              createdAt: dateOf(comment.createdAt),
            })),
        })
      }
      return { items, skipped, next: page.length === PAGE ? { offset: offset + PAGE } : null }
    },
  }
}
