import { asc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  commentSchema,
  feedbackItemSchema as itemResponse,
  roadmapSchema,
  voteSchema,
} from '~/api/v1/feedback/feedback-api.schemas'
import { apiOperations } from '~/api/v1/registry'
import { addComment } from '~/features/feedback/server/comments.server'
import { apiKeyServiceEmail } from '~/lib/api-key-rules'
import { account, feedbackBoard, notification, rateLimit, user } from '~/server/db/schema'
import { apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/**
 * The feedback resources of the public API, through the real dispatcher: every operation's answer and shape,
 * the walls (another organisation, a key restricted to another project, a missing scope), votes in someone's
 * name, placeholder accounts, invalid input and pages that hold still while feedback is posted.
 */

let w: FeedbackWorld
let call: ReturnType<typeof apiClient>
/** Every scope, the whole organisation. */
let key: TestApiKey
/** feedback:read only. */
let reader: TestApiKey
/** A key that may do everything, but in another organisation. */
let stranger: TestApiKey
/** A key of this organisation restricted to its private project. */
let privateOnly: TestApiKey
let publicSlug: string
let privateSlug: string

beforeAll(async () => {
  w = await createFeedbackWorld()
  call = apiClient(testApiApp(w.db))
  key = await insertApiKey(w.db, { organizationId: w.org.id, name: 'Zapier', createdBy: w.people.owner.id })
  reader = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['feedback:read'] })
  const elsewhere = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  await w.f.insertProject(elsewhere, 'public')
  stranger = await insertApiKey(w.db, { organizationId: elsewhere.id })
  privateOnly = await insertApiKey(w.db, { organizationId: w.org.id, projectId: w.projects.private.id })
  publicSlug = w.projects.public.slug
  privateSlug = w.projects.private.slug
}, 120_000)

afterAll(async () => {
  await w?.close()
})

/** Posting limits have their own tests: most steps post freely. */
const clearPostingLimits = () => w.db.delete(rateLimit).where(like(rateLimit.key, 'feedback:%'))

async function postItem(title: string, body: Record<string, unknown> = {}) {
  await clearPostingLimits()
  const board = body.board ?? (await w.defaultBoard()).id
  const answer = await call('POST', `/projects/${publicSlug}/feedback`, {
    key,
    body: { title, details: 'Some **markdown**', board, ...body },
  })
  expect(answer.status, answer.text).toBe(201)
  return itemResponse.parse(answer.json)
}

/** A list answer's `data` (empty when the answer had none). */
function dataOf<T>(answer: { json: Record<string, unknown> | null }): T[] {
  return (answer.json?.data ?? []) as T[]
}

function expectProblem(
  answer: { status: number; headers: Headers; json: Record<string, unknown> | null },
  status: number,
) {
  expect(answer.status).toBe(status)
  expect(answer.headers.get('content-type')).toBe('application/problem+json')
  expect(answer.json?.status).toBe(status)
}

describe('items', () => {
  test('POST creates an item by the key, with its vote, a Location and the live event', async () => {
    const since = await w.lastLiveEventId()
    const board = await w.defaultBoard()
    const answer = await call('POST', `/projects/${publicSlug}/feedback`, {
      key,
      body: { title: 'Dark mode please', details: 'At night the *glare* hurts', board: board.id },
    })
    expect(answer.status, answer.text).toBe(201)
    const item = itemResponse.parse(answer.json)
    expect(answer.headers.get('location')).toBe(`/api/v1/feedback/${item.id}`)
    expect(item).toMatchObject({
      project: publicSlug,
      board: { id: board.id, name: board.name, team_only: false },
      status: { name: 'Open', category: 'open' },
      title: 'Dark mode please',
      details: 'At night the *glare* hurts',
      author: { id: key.serviceUserId, name: 'Zapier' },
      vote_count: 1,
      comment_count: 0,
      comments_locked: false,
      merged_into_id: null,
      edited_at: null,
    })
    expect(item.url).toBe(`https://parley.example/@${w.org.slug}/${publicSlug}/feedback/${item.id}`)
    const events = await w.liveEventsSince(since)
    expect(events).toContainEqual({
      topic: `project:${w.projects.public.id}`,
      type: 'feedback.created',
      payload: { itemId: item.id },
    })
  })

  test('POST with a status starts the item there', async () => {
    const planned = (await w.statusesOf()).find((status) => status.name === 'Planned')!
    const item = await postItem('Imported from the old tracker', { status: planned.id })
    expect(item.status).toEqual({ id: planned.id, name: 'Planned', category: 'active' })
  })

  test('GET answers the item; PATCH changes title, board and status (with a public note) at once', async () => {
    const item = await postItem('Export to CSV')
    const got = await call('GET', `/feedback/${item.id}`, { key: reader })
    expect(got.status).toBe(200)
    expect(itemResponse.parse(got.json)).toEqual(item)

    const [, bugs] = await w.boardsOf()
    const planned = (await w.statusesOf()).find((status) => status.name === 'Planned')!
    const since = await w.lastLiveEventId()
    const patched = await call('PATCH', `/feedback/${item.id}`, {
      key,
      body: {
        title: 'Export to CSV and JSON',
        board: bugs!.id,
        status: planned.id,
        status_note: 'Next sprint',
      },
    })
    expect(patched.status, patched.text).toBe(200)
    const changed = itemResponse.parse(patched.json)
    expect(changed).toMatchObject({
      title: 'Export to CSV and JSON',
      details: item.details,
      board: { id: bugs!.id },
      status: { id: planned.id, name: 'Planned' },
    })
    expect(changed.edited_at).not.toBeNull()
    const types = (await w.liveEventsSince(since)).map((event) => event.type)
    expect(types).toEqual(expect.arrayContaining(['feedback.updated', 'feedback.status']))

    const timeline = await call('GET', `/feedback/${item.id}/comments`, { key })
    const entries = dataOf<unknown>(timeline).map((entry) => commentSchema.parse(entry))
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: 'status', to_status: 'Planned', body: 'Next sprint', internal: false }),
    )
  })

  test('PATCH is all or nothing: a status of another project leaves the title as it was', async () => {
    const item = await postItem('Keyboard shortcuts')
    const foreignStatus = (await w.statusesOf('private'))[0]!
    const answer = await call('PATCH', `/feedback/${item.id}`, {
      key,
      body: { title: 'Keyboard shortcuts everywhere', status: foreignStatus.id },
    })
    expectProblem(answer, 422)
    expect(answer.json?.errors).toEqual([{ path: 'body.status', message: expect.any(String) }])
    expect((await w.itemRow(item.id)).title).toBe('Keyboard shortcuts')
  })

  test('a retried POST with the same Idempotency-Key posts once and answers the same', async () => {
    await clearPostingLimits()
    const body = {
      title: 'From ticket 81723',
      board: (await w.defaultBoard()).id,
      author: { email: 'ticket.81723@customer.example' },
    }
    const headers = { 'Idempotency-Key': `ticket-81723-${Date.now()}` }
    const first = await call('POST', `/projects/${publicSlug}/feedback`, { key, body, headers })
    const retry = await call('POST', `/projects/${publicSlug}/feedback`, { key, body, headers })
    expect(first.status, first.text).toBe(201)
    expect(retry.status).toBe(201)
    expect(retry.json).toEqual(first.json)
    const listed = await call('GET', `/projects/${publicSlug}/feedback?q=ticket&limit=100`, { key })
    expect(dataOf<{ title: string }>(listed).filter((item) => item.title === body.title)).toHaveLength(1)
  })

  test('a merged duplicate is answered with merged_into_id but cannot be changed', async () => {
    const target = await postItem('Merge target for edits')
    const duplicate = await postItem('Merged duplicate for edits')
    expect(
      (await call('POST', `/feedback/${duplicate.id}/merge`, { key, body: { into: target.id } })).status,
    ).toBe(200)
    const got = await call('GET', `/feedback/${duplicate.id}`, { key })
    expect(got.json?.merged_into_id).toBe(target.id)
    expectProblem(
      await call('PATCH', `/feedback/${duplicate.id}`, { key, body: { title: 'Too late now' } }),
      409,
    )
    const listed = await call('GET', `/projects/${publicSlug}/feedback?sort=new&limit=100`, { key })
    expect(dataOf<{ id: string }>(listed).map((item) => item.id)).not.toContain(duplicate.id)
  })

  test('DELETE removes the item; it is then not found', async () => {
    const item = await postItem('Delete me')
    const deleted = await call('DELETE', `/feedback/${item.id}`, { key })
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    expectProblem(await call('GET', `/feedback/${item.id}`, { key }), 404)
  })
})

describe('posting in a person’s name', () => {
  test('an unknown address becomes an unverified account with no password, and nobody is mailed', async () => {
    const mailsBefore = w.t.mails.length
    const item = await postItem('Offline mode', {
      author: { email: 'Jane.Doe@Customer.example', name: 'Jane Doe' },
    })
    const [jane] = await w.db.select().from(user).where(eq(user.email, 'jane.doe@customer.example'))
    expect(jane).toMatchObject({ name: 'Jane Doe', emailVerified: false, role: 'user', username: null })
    expect(await w.db.select().from(account).where(eq(account.userId, jane!.id))).toEqual([])
    expect(item.author).toEqual({
      id: jane!.id,
      name: 'Jane Doe',
      username: null,
      email: 'jane.doe@customer.example',
    })
    expect(item.vote_count).toBe(1)
    expect(w.t.mails.length).toBe(mailsBefore)

    // The same address again is the same person.
    const second = await postItem('Offline sync', { author: { email: 'jane.doe@customer.example' } })
    expect(second.author?.id).toBe(jane!.id)
  })

  test('posts in the name of one new address at the same moment make one account', async () => {
    await clearPostingLimits()
    const board = (await w.defaultBoard()).id
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        call('POST', `/projects/${publicSlug}/feedback`, {
          key,
          body: { title: `Simultaneous idea ${n}`, board, author: { email: 'at.once@customer.example' } },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    const accounts = await w.db.select().from(user).where(eq(user.email, 'at.once@customer.example'))
    expect(accounts).toHaveLength(1)
    expect(new Set(answers.map((answer) => (answer.json?.author as { id?: string } | null)?.id))).toEqual(
      new Set([accounts[0]?.id]),
    )
  })

  test('the placeholder’s owner claims it by resetting the password, then signs in', async () => {
    await postItem('Bulk edit', { author: { email: 'claim.me@customer.example' } })
    const requested = await w.t.request('/request-password-reset', {
      body: { email: 'claim.me@customer.example', redirectTo: '/reset-password' },
    })
    expect(requested.status, requested.text).toBe(200)
    const mail = w.t.mails.findLast((sent) => sent.to === 'claim.me@customer.example')
    const token = /\/reset-password\/([A-Za-z0-9]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const reset = await w.t.request('/reset-password', { body: { newPassword: 'my-own-password', token } })
    expect(reset.status, reset.text).toBe(200)
    const signedIn = await w.t.request('/sign-in/email', {
      body: { email: 'claim.me@customer.example', password: 'my-own-password' },
    })
    expect(signedIn.status, signedIn.text).toBe(200)
  })

  test('an existing person is the author; the posting limit counts against them', async () => {
    await clearPostingLimits()
    const board = (await w.defaultBoard()).id
    const post = (title: string) =>
      call('POST', `/projects/${publicSlug}/feedback`, {
        key,
        body: { title, board, author: { email: w.people.member.email } },
      })
    for (let i = 1; i <= 10; i++) expect((await post(`Idea number ${i}`)).status).toBe(201)
    const refused = await post('Idea number 11')
    expectProblem(refused, 429)
    // The key itself, and other people, may still post.
    expect(
      (await call('POST', `/projects/${publicSlug}/feedback`, { key, body: { title: 'Mine', board } }))
        .status,
    ).toBe(201)
  })

  test('in a private project only a member may be named; a new address is refused and not created', async () => {
    await clearPostingLimits()
    const board = (await w.defaultBoard('private')).id
    const answer = await call('POST', `/projects/${privateSlug}/feedback`, {
      key,
      body: { title: 'Private idea', board, author: { email: 'nobody.yet@customer.example' } },
    })
    expectProblem(answer, 422)
    expect(answer.json?.errors).toEqual([{ path: 'body.author.email', message: expect.any(String) }])
    expect(await w.db.select().from(user).where(eq(user.email, 'nobody.yet@customer.example'))).toEqual([])
    const member = await call('POST', `/projects/${privateSlug}/feedback`, {
      key,
      body: { title: 'Private idea', board, author: { email: w.people.member.email } },
    })
    expect(member.status, member.text).toBe(201)
  })

  test('an API key’s own address names nobody', async () => {
    const answer = await call('POST', `/projects/${publicSlug}/feedback`, {
      key,
      body: {
        title: 'Sneaky',
        board: (await w.defaultBoard()).id,
        author: { email: apiKeyServiceEmail(reader.id) },
      },
    })
    expectProblem(answer, 422)
    expect(answer.json?.errors).toEqual([{ path: 'body.author.email', message: expect.any(String) }])
    const vote = await call('POST', `/feedback/${(await postItem('Not by a key')).id}/votes`, {
      key,
      body: { email: apiKeyServiceEmail(reader.id) },
    })
    expectProblem(vote, 422)
    expect(vote.json?.errors).toEqual([{ path: 'body.email', message: expect.any(String) }])
  })
})

describe('votes', () => {
  test('a vote in someone’s name counts once however often it is sent; it can be taken back', async () => {
    const item = await postItem('Calendar sync')
    const vote = () =>
      call('POST', `/feedback/${item.id}/votes`, {
        key,
        body: { email: 'voter@customer.example', name: 'Val' },
      })
    const since = await w.lastLiveEventId()
    const first = await vote()
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({
      added: true,
      vote_count: 2,
      user: { name: 'Val', email: 'voter@customer.example' },
    })
    const again = await vote()
    expect(again.json).toMatchObject({ added: false, vote_count: 2 })
    const concurrent = await Promise.all([vote(), vote(), vote()])
    expect(concurrent.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await w.itemRow(item.id)).voteCount).toBe(2)
    // One live event for the one change: the repeats changed nothing, so open pages have nothing to refetch.
    expect((await w.liveEventsSince(since)).filter((event) => event.type === 'feedback.voted')).toEqual([
      {
        topic: `project:${w.projects.public.id}`,
        type: 'feedback.voted',
        payload: { itemId: item.id, voteCount: 2 },
      },
    ])

    const listed = await call('GET', `/feedback/${item.id}/votes`, { key: reader })
    expect(listed.status).toBe(200)
    const votes = dataOf<unknown>(listed).map((entry) => voteSchema.parse(entry))
    const voterId = String((first.json?.user as { id?: string } | undefined)?.id)
    expect(votes.map((entry) => entry.user.id).sort()).toEqual([key.serviceUserId, voterId].sort())
    expect(votes.find((entry) => entry.user.id === voterId)?.added_by_id).toBe(key.serviceUserId)

    expect((await call('DELETE', `/feedback/${item.id}/votes/${voterId}`, { key })).status).toBe(204)
    expect((await w.itemRow(item.id)).voteCount).toBe(1)
    expectProblem(await call('DELETE', `/feedback/${item.id}/votes/${voterId}`, { key }), 404)
  })

  test('votes page by keyset: votes added between pages neither repeat nor hide others', async () => {
    const item = await postItem('Many voters')
    for (let i = 0; i < 5; i++) {
      await call('POST', `/feedback/${item.id}/votes`, { key, body: { email: `crowd${i}@customer.example` } })
    }
    const first = await call('GET', `/feedback/${item.id}/votes?limit=2`, { key })
    await call('POST', `/feedback/${item.id}/votes`, { key, body: { email: 'late@customer.example' } })
    const seen = dataOf<{ user: { id: string } }>(first).map((entry) => entry.user.id)
    let cursor = first.json?.next_cursor as string | null
    while (cursor) {
      const page = await call('GET', `/feedback/${item.id}/votes?limit=2&cursor=${cursor}`, { key })
      expect(page.status).toBe(200)
      seen.push(...dataOf<{ user: { id: string } }>(page).map((entry) => entry.user.id))
      cursor = page.json?.next_cursor as string | null
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toHaveLength(6)
  })
})

describe('comments', () => {
  test('a comment and an internal note are added and listed, oldest first', async () => {
    const item = await postItem('Webhooks')
    const posted = await call('POST', `/feedback/${item.id}/comments`, {
      key,
      body: { body: 'Thanks, noted!' },
    })
    expect(posted.status, posted.text).toBe(201)
    const comment = commentSchema.parse(posted.json)
    expect(comment).toMatchObject({
      feedback_id: item.id,
      kind: 'comment',
      body: 'Thanks, noted!',
      internal: false,
      author: { id: key.serviceUserId },
    })
    const note = await call('POST', `/feedback/${item.id}/comments`, {
      key,
      body: { body: 'Ask sales', internal: true },
    })
    expect(note.json).toMatchObject({ internal: true })
    const listed = await call('GET', `/feedback/${item.id}/comments`, { key: reader })
    expect(dataOf<{ body: string }>(listed).map((entry) => entry.body)).toEqual([
      'Thanks, noted!',
      'Ask sales',
    ])
    expect((await w.itemRow(item.id)).commentCount).toBe(1)
  })

  test('the key is never notified of what happens on the items it wrote', async () => {
    const item = await postItem('Notify me not')
    await addComment(w.db, await w.access('member'), item.id, { body: 'Me too!', internal: false })
    const rows = await w.db.select().from(notification).where(eq(notification.userId, key.serviceUserId))
    expect(rows).toEqual([])
  })
})

describe('merging', () => {
  test('merge counts each voter once on the target; unmerge restores both', async () => {
    const target = await postItem('Single sign-on')
    const duplicate = await postItem('SSO with Okta')
    await call('POST', `/feedback/${duplicate.id}/votes`, {
      key,
      body: { email: 'okta.fan@customer.example' },
    })
    const merged = await call('POST', `/feedback/${duplicate.id}/merge`, { key, body: { into: target.id } })
    expect(merged.status, merged.text).toBe(200)
    expect(itemResponse.parse(merged.json)).toMatchObject({ id: target.id, vote_count: 2 })
    expect((await call('GET', `/feedback/${duplicate.id}`, { key })).json?.merged_into_id).toBe(target.id)

    const undone = await call('POST', `/feedback/${duplicate.id}/unmerge`, { key })
    expect(undone.status, undone.text).toBe(200)
    expect(undone.json).toMatchObject({ id: duplicate.id, merged_into_id: null, vote_count: 2 })
    expect((await w.itemRow(target.id)).voteCount).toBe(1)
  })

  test('merging into itself or into an item of another project is invalid input', async () => {
    const item = await postItem('Merge edge cases')
    const self = await call('POST', `/feedback/${item.id}/merge`, { key, body: { into: item.id } })
    expectProblem(self, 422)
    const privateItem = await w.post('owner', 'Private twin', { visibility: 'private' })
    const across = await call('POST', `/feedback/${item.id}/merge`, { key, body: { into: privateItem.id } })
    expectProblem(across, 422)
    expect(across.json?.errors).toEqual([{ path: 'body.into', message: expect.any(String) }])
  })
})

describe('lists', () => {
  test('filters, sorts and shapes', async () => {
    const planned = (await w.statusesOf()).find((status) => status.name === 'Planned')!
    const a = await postItem('Zebra stripes theme', { status: planned.id })
    const list = await call(
      'GET',
      `/projects/${publicSlug}/feedback?status=${planned.id}&sort=new&limit=100`,
      { key: reader },
    )
    expect(list.status).toBe(200)
    const data = dataOf<unknown>(list).map((entry) => itemResponse.parse(entry))
    expect(data[0]?.id).toBe(a.id)
    expect(data.every((entry) => entry.status.id === planned.id)).toBe(true)
    const searched = await call('GET', `/projects/${publicSlug}/feedback?q=zebra`, { key })
    expect(dataOf<{ id: string }>(searched).map((entry) => entry.id)).toEqual([a.id])
  })

  test.each(['new', 'top', 'trending'] as const)(
    'sort=%s pages hold still while feedback is posted between them',
    async (sort) => {
      const project = await w.f.insertProject(w.org, 'public')
      const [board] = await w.db
        .select()
        .from(feedbackBoard)
        .where(eq(feedbackBoard.projectId, project.id))
        .orderBy(asc(feedbackBoard.position))
      if (!board) throw new Error('The new project has no board')
      const postHere = async (title: string) => {
        await clearPostingLimits()
        const answer = await call('POST', `/projects/${project.slug}/feedback`, {
          key,
          body: { title, board: board.id },
        })
        expect(answer.status, answer.text).toBe(201)
        return (answer.json as { id: string }).id
      }
      const original: string[] = []
      for (let i = 0; i < 7; i++) original.push(await postHere(`Original idea ${i}`))
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const query = `sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`
        const page = await call('GET', `/projects/${project.slug}/feedback?${query}`, { key })
        expect(page.status, page.text).toBe(200)
        seen.push(...dataOf<{ id: string }>(page).map((entry) => entry.id))
        cursor = page.json?.next_cursor as string | null
        await postHere(`Posted while paging ${seen.length}`)
      } while (cursor)
      expect(new Set(seen).size).toBe(seen.length)
      expect(seen).toEqual(expect.arrayContaining(original))
    },
  )

  test('the votes’ and comments’ cursors refuse forgeries with a 400 too', async () => {
    const item = await postItem('Cursor forgeries')
    const forged = Buffer.from(
      JSON.stringify({ createdAt: '2026-02-30T00:00:00.000000Z', id: 'x' }),
    ).toString('base64url')
    for (const list of ['votes', 'comments']) {
      for (const cursor of [forged, 'bm9wZQ', '%7B%7D']) {
        expectProblem(await call('GET', `/feedback/${item.id}/${list}?cursor=${cursor}`, { key }), 400)
      }
    }
  })

  test('a cursor that is not one the list gave out is a 400', async () => {
    const answer = await call('GET', `/projects/${publicSlug}/feedback?sort=top&cursor=bm9wZQ`, { key })
    expectProblem(answer, 400)
    const wrongSort = await call('GET', `/projects/${publicSlug}/feedback?sort=new&limit=1`, { key })
    const reused = await call(
      'GET',
      `/projects/${publicSlug}/feedback?sort=top&cursor=${wrongSort.json?.next_cursor}`,
      { key },
    )
    expectProblem(reused, 400)
  })

  test('the roadmap has a column per roadmap status with its cards', async () => {
    const inProgress = (await w.statusesOf()).find((status) => status.name === 'In progress')!
    const item = await postItem('Roadmap card', { status: inProgress.id })
    const answer = await call('GET', `/projects/${publicSlug}/roadmap`, { key: reader })
    expect(answer.status).toBe(200)
    const roadmap = roadmapSchema.parse(answer.json)
    expect(roadmap.columns.map((column) => column.status.name)).toEqual([
      'Planned',
      'In progress',
      'Complete',
    ])
    const column = roadmap.columns.find((entry) => entry.status.id === inProgress.id)!
    expect(column.cards).toContainEqual(
      expect.objectContaining({ id: item.id, title: 'Roadmap card', vote_count: 1 }),
    )
  })
})

describe('walls: every operation', () => {
  let item: { id: string }
  let privateItem: { id: string }
  let voterId: string

  beforeAll(async () => {
    item = await postItem('Walled item')
    privateItem = await w.post('owner', 'Walled private item', { visibility: 'private' })
    const voted = await call('POST', `/feedback/${item.id}/votes`, {
      key,
      body: { email: 'walls@customer.example' },
    })
    voterId = String((voted.json?.user as { id?: string } | undefined)?.id)
  })

  /** Each operation on the public project's item (or the project), with a valid body. */
  const operations = () =>
    [
      { scope: 'read', method: 'GET', path: `/projects/${publicSlug}/feedback` },
      {
        scope: 'write',
        method: 'POST',
        path: `/projects/${publicSlug}/feedback`,
        body: { title: 'Walls', board: 'x' },
      },
      { scope: 'read', method: 'GET', path: `/feedback/${item.id}` },
      { scope: 'write', method: 'PATCH', path: `/feedback/${item.id}`, body: { title: 'Walls again' } },
      { scope: 'write', method: 'DELETE', path: `/feedback/${item.id}` },
      { scope: 'read', method: 'GET', path: `/feedback/${item.id}/votes` },
      {
        scope: 'write',
        method: 'POST',
        path: `/feedback/${item.id}/votes`,
        body: { email: 'x@customer.example' },
      },
      { scope: 'write', method: 'DELETE', path: `/feedback/${item.id}/votes/${voterId}` },
      { scope: 'read', method: 'GET', path: `/feedback/${item.id}/comments` },
      { scope: 'write', method: 'POST', path: `/feedback/${item.id}/comments`, body: { body: 'Hi' } },
      { scope: 'write', method: 'POST', path: `/feedback/${item.id}/merge`, body: { into: privateItem.id } },
      { scope: 'write', method: 'POST', path: `/feedback/${item.id}/unmerge` },
      { scope: 'read', method: 'GET', path: `/projects/${publicSlug}/roadmap` },
    ] as const

  test('another organisation’s key: 404, in the words of a missing item', async () => {
    const missing = await call('GET', '/feedback/no-such-item', { key })
    for (const operation of operations()) {
      const answer = await call(operation.method, operation.path, {
        key: stranger,
        body: 'body' in operation ? operation.body : undefined,
      })
      expectProblem(answer, 404)
      if (operation.path.startsWith('/feedback/')) expect(answer.json?.detail).toBe(missing.json?.detail)
    }
    expect((await w.itemRow(item.id)).title).toBe('Walled item')
  })

  test('a key restricted to another project of the organisation: 404', async () => {
    for (const operation of operations()) {
      const answer = await call(operation.method, operation.path, {
        key: privateOnly,
        body: 'body' in operation ? operation.body : undefined,
      })
      expectProblem(answer, 404)
    }
    // Its own project answers.
    expect((await call('GET', `/feedback/${privateItem.id}`, { key: privateOnly })).status).toBe(200)
  })

  test('a key without the scope: 403', async () => {
    const projectsOnly = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['projects:read'] })
    for (const operation of operations()) {
      const answer = await call(operation.method, operation.path, {
        key: operation.scope === 'read' ? projectsOnly : reader,
        body: 'body' in operation ? operation.body : undefined,
      })
      expectProblem(answer, 403)
    }
    expect((await w.itemRow(item.id)).title).toBe('Walled item')
  })
})

describe('invalid input', () => {
  test.each([
    ['no title', {}],
    ['a title too short', { title: 'ab', board: 'x' }],
    ['a title of the wrong type', { title: 42, board: 'x' }],
    ['an unknown field', { title: 'Fine title', board: 'x', votes: 5 }],
    ['an author without an address', { title: 'Fine title', board: 'x', author: { name: 'No mail' } }],
    [
      'an author with a bad address',
      { title: 'Fine title', board: 'x', author: { email: 'not-an-address' } },
    ],
    ['details too long', { title: 'Fine title', board: 'x', details: 'x'.repeat(10_001) }],
  ])('POST feedback with %s: 422', async (_, body) => {
    expectProblem(await call('POST', `/projects/${publicSlug}/feedback`, { key, body }), 422)
  })

  test('a board or status that is not the project’s: 422 at that field', async () => {
    const answer = await call('POST', `/projects/${publicSlug}/feedback`, {
      key,
      body: { title: 'Fine title', board: 'nope' },
    })
    expectProblem(answer, 422)
    expect(answer.json?.errors).toEqual([{ path: 'body.board', message: expect.any(String) }])
  })

  test('PATCH with nothing, or a note without a status: 422', async () => {
    const item = await postItem('Patch me badly')
    expectProblem(await call('PATCH', `/feedback/${item.id}`, { key, body: {} }), 422)
    expectProblem(await call('PATCH', `/feedback/${item.id}`, { key, body: { status_note: 'Why?' } }), 422)
  })

  test('list parameters out of range: 422; never a 5xx', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'sort=random', `q=${'x'.repeat(201)}`]) {
      expectProblem(await call('GET', `/projects/${publicSlug}/feedback?${query}`, { key }), 422)
    }
    for (const body of ['{', '[]', 'null', '{"email": 1}', `{"email":"${'a'.repeat(300)}@x.example"}`]) {
      const answer = await call('POST', `/feedback/no-such/votes`, {
        key,
        body,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(answer.status).toBeLessThan(500)
    }
  })
})

test('every feedback operation is registered', () => {
  const ids = new Set(apiOperations.map((operation) => operation.id))
  for (const id of [
    'listFeedback',
    'createFeedback',
    'getFeedback',
    'updateFeedback',
    'deleteFeedback',
    'listFeedbackVotes',
    'addFeedbackVote',
    'removeFeedbackVote',
    'listFeedbackComments',
    'addFeedbackComment',
    'mergeFeedback',
    'unmergeFeedback',
    'getRoadmap',
  ]) {
    expect(ids.has(id), id).toBe(true)
  }
})
