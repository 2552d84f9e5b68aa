import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addComment } from '~/features/feedback/server/comments.server'
import {
  EXPORT_COLUMNS,
  exportFeedbackCsv,
  feedbackExportResponse,
} from '~/features/feedback/server/export.server'
import { setFeedbackStatus } from '~/features/feedback/server/items.server'
import { mergeFeedback } from '~/features/feedback/server/merge.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { CSV_BOM } from '~/lib/csv'
import { feedbackItem } from '~/server/db/schema'
import {
  describePlan,
  type PlanNode,
  planNodes,
  type RecordedQuery,
  recordQueries,
} from '../bench/query-plans'
import { parseCsv } from '../helpers/csv-reader'
import {
  createFeedbackWorld,
  type FeedbackWorld,
  type Persona,
  type Visibility,
} from '../helpers/feedback-world'

/** Editors download a board's (or every board's) feedback as CSV. */

const BASE_URL = 'https://parley.example'
let w: FeedbackWorld
const items = { dark: '', formula: '', tricky: '', hidden: '', duplicate: '', private: '' }

beforeAll(async () => {
  w = await createFeedbackWorld()
  const [features, bugs] = await w.boardsOf('public')
  const teamOnly = await w.insertBoard('public', 'Team notes', true)
  items.dark = (
    await w.post('outsider', 'Dark mode', { details: 'Please, with **markdown**.', boardId: features?.id })
  ).id
  items.formula = (
    await w.post('member', '=HYPERLINK("http://evil.example","click")', { boardId: bugs?.id })
  ).id
  items.tricky = (
    await w.post('owner', 'Commas, "quotes" and accents: café', {
      details: 'Line one\nline two, with a comma',
      boardId: bugs?.id,
    })
  ).id
  items.hidden = (await w.post('member', 'Only for the team', { boardId: teamOnly.id })).id
  items.duplicate = (await w.post('admin', 'Dark theme', { boardId: features?.id })).id
  items.private = (await w.post('owner', 'Private plans', { visibility: 'private' })).id

  await setVote(w.db, await w.access('member'), items.dark, true)
  await setVote(w.db, await w.access('admin'), items.dark, true)
  await addComment(w.db, await w.access('member'), items.dark, { body: 'Yes please', internal: false })
  await addComment(w.db, await w.access('member'), items.dark, { body: 'Team only', internal: true })
  const planned = (await w.statusesOf('public')).find((status) => status.name === 'Planned')
  await setFeedbackStatus(w.db, await w.access('owner'), items.dark, { statusId: planned?.id ?? '' })
  await mergeFeedback(w.db, await w.access('owner'), items.duplicate, items.dark)
})
afterAll(() => w.close())

/** Response.text() would drop the byte-order mark; the tests want to see it. */
const keepBom = new TextDecoder('utf-8', { ignoreBOM: true })

const projectSlug = (visibility: Visibility) => w.projects[visibility].slug

async function download(who: Persona, query: Record<string, string>) {
  const url = new URL(`${BASE_URL}/api/feedback/export`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  const response = await feedbackExportResponse({ db: w.db, baseUrl: BASE_URL }, w.viewerOf(who), url)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes, text: keepBom.decode(bytes) }
}

const exportAll = (who: Persona, visibility: Visibility = 'public', board = 'all') =>
  download(who, { org: w.org.slug, project: projectSlug(visibility), board })

/**
 * EXPLAIN with sequential scans priced out, so that the tiny test tables show which index the planner would
 * use and whether the ORDER BY matches it (a mismatch shows as a Sort node).
 */
async function explainWithoutSeqScan(query: RecordedQuery): Promise<PlanNode> {
  const statement = `EXPLAIN (FORMAT JSON) ${query.text}`
  let raw: unknown
  if (w.database.pglite) {
    await w.database.pglite.exec('SET enable_seqscan = off')
    try {
      raw = (await w.database.pglite.query<{ 'QUERY PLAN': unknown }>(statement, query.params)).rows[0]?.[
        'QUERY PLAN'
      ]
    } finally {
      await w.database.pglite.exec('RESET enable_seqscan')
    }
  } else {
    const client = await w.database.pool!.connect()
    try {
      await client.query('SET enable_seqscan = off')
      raw = (await client.query(statement, query.params)).rows[0]?.['QUERY PLAN']
      await client.query('RESET enable_seqscan')
    } finally {
      client.release()
    }
  }
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[]
  if (!parsed[0]) throw new Error(`No plan for ${query.text}`)
  return parsed[0].Plan
}

/** The CSV as records keyed by column name. */
function recordsOf(text: string) {
  expect(text.startsWith(CSV_BOM)).toBe(true)
  const [header, ...rows] = parseCsv(text.slice(CSV_BOM.length))
  expect(header).toEqual([...EXPORT_COLUMNS])
  return rows.map((row) => Object.fromEntries(EXPORT_COLUMNS.map((column, index) => [column, row[index]])))
}

describe('who may export', () => {
  test.each([
    ['anonymous', 'public', 401],
    ['outsider', 'public', 403],
    ['member', 'public', 403],
    ['admin', 'public', 200],
    ['owner', 'public', 200],
    ['siteAdmin', 'public', 200],
    ['anonymous', 'private', 404],
    ['outsider', 'private', 404],
    ['member', 'private', 403],
    ['admin', 'private', 200],
    ['owner', 'private', 200],
    ['siteAdmin', 'private', 200],
  ] as const)('%s on the %s project: %i', async (who, visibility, status) => {
    const { response, text } = await exportAll(who, visibility)
    expect(response.status).toBe(status)
    if (status === 200) {
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(recordsOf(text).length).toBeGreaterThan(0)
    } else {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(text).not.toContain('Dark mode')
      expect(text).not.toContain('Private plans')
    }
  })

  test('a missing project, organisation or board is not found; a malformed query is a bad request', async () => {
    expect((await download('owner', { org: w.org.slug, project: 'nope' })).response.status).toBe(404)
    expect((await download('owner', { org: 'nobody-here', project: 'x' })).response.status).toBe(404)
    expect((await exportAll('owner', 'public', 'no-such-board')).response.status).toBe(404)
    // A board of the private project, asked for through the public one.
    const [privateBoard] = await w.boardsOf('private')
    expect((await exportAll('owner', 'public', privateBoard?.id ?? '')).response.status).toBe(404)
    expect((await download('owner', { org: w.org.slug })).response.status).toBe(400)
    expect((await download('owner', { org: w.org.slug, project: 'x'.repeat(65) })).response.status).toBe(400)
  })
})

describe('the file', () => {
  test('is an attachment named after the project, board and day, and never cached', async () => {
    const { response } = await exportAll('owner')
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="${w.org.slug}-${projectSlug('public')}-all-boards-feedback-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
      ),
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [, bugs] = await w.boardsOf('public')
    const one = await exportAll('owner', 'public', bugs?.id ?? '')
    expect(one.response.headers.get('content-disposition')).toContain('-Bugs-feedback-')
  })

  test('has one row per listed item of every board, with exact counts, author email and an absolute URL', async () => {
    const records = recordsOf((await exportAll('owner')).text)
    expect(records.map((record) => record.Title).sort()).toEqual(
      [
        'Commas, "quotes" and accents: café',
        'Dark mode',
        'Only for the team',
        `'=HYPERLINK("http://evil.example","click")`,
      ].sort(),
    )
    const dark = records.find((record) => record.Title === 'Dark mode')
    const [row] = await w.db.select().from(feedbackItem).where(eq(feedbackItem.id, items.dark))
    expect(dark).toEqual({
      Title: 'Dark mode',
      Details: 'Please, with **markdown**.',
      Board: 'Feature requests',
      Status: 'Planned',
      // outsider (author), member, admin: the merged duplicate's author (admin) counts once.
      Votes: '3',
      // The internal note is not a public comment.
      Comments: '1',
      'Author email': w.people.outsider.email,
      Created: row?.createdAt.toISOString(),
      URL: `${BASE_URL}/@${w.org.slug}/${projectSlug('public')}/feedback/${items.dark}`,
    })
    expect(row?.voteCount).toBe(3)
    expect(row?.commentCount).toBe(1)
    // The merged duplicate is not a row of its own; the team-only board is there for editors.
    expect(records.some((record) => record.Title === 'Dark theme')).toBe(false)
    expect(records.find((record) => record.Title === 'Only for the team')?.Board).toBe('Team notes')
    // Oldest first.
    const created = records.map((record) => Date.parse(record.Created ?? ''))
    expect(created).toEqual([...created].sort((a, b) => a - b))
  })

  test('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    const { text } = await exportAll('owner')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m)
    expect(text).toContain('"Commas, ""quotes"" and accents: café","Line one\nline two, with a comma"')
    const tricky = recordsOf(text).find((record) => record.Title?.startsWith('Commas'))
    expect(tricky?.Details).toBe('Line one\nline two, with a comma')
    expect(tricky?.['Author email']).toBe(w.people.owner.email)
  })

  test('one board exports only that board; the private project exports its own items', async () => {
    const [, bugs] = await w.boardsOf('public')
    const records = recordsOf((await exportAll('admin', 'public', bugs?.id ?? '')).text)
    expect(records.map((record) => record.Board)).toEqual(['Bugs', 'Bugs'])
    const privateRecords = recordsOf((await exportAll('owner', 'private')).text)
    expect(privateRecords.map((record) => record.Title)).toEqual(['Private plans'])
  })

  test('an empty board is just the header', async () => {
    const empty = await w.insertBoard('public', 'Empty', false)
    const { response, bytes, text } = await exportAll('owner', 'public', empty.id)
    expect(response.status).toBe(200)
    // UTF-8 byte-order mark: EF BB BF.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text).toBe(`${CSV_BOM}${EXPORT_COLUMNS.join(',')}\r\n`)
  })
})

describe('paging', () => {
  test('pages through the items by (created, id): every item exactly once, even with equal timestamps', async () => {
    const crowd: string[] = []
    for (let index = 0; index < 7; index++) {
      crowd.push((await w.post('owner', `Crowd item ${index}`, { visibility: 'private' })).id)
    }
    // Same creation time for all of them: only the id can order them, as keyset pagination must handle.
    await w.db
      .update(feedbackItem)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(inArray(feedbackItem.id, crowd))

    const access = await w.access('owner', 'private')
    const read = async (pageSize: number) => {
      const { stream } = await exportFeedbackCsv(w.db, access, { board: 'all', baseUrl: BASE_URL, pageSize })
      const chunks: string[] = []
      for await (const chunk of stream) chunks.push(keepBom.decode(chunk))
      return { chunks, records: recordsOf(chunks.join('')) }
    }
    const whole = await read(1000)
    const paged = await read(2)
    expect(paged.records).toEqual(whole.records)
    expect(paged.records).toHaveLength(crowd.length + 1)
    expect(new Set(paged.records.map((record) => record.URL)).size).toBe(crowd.length + 1)
    // Header, then one chunk per page of two: the rows were read a page at a time.
    expect(paged.chunks.length).toBe(1 + Math.ceil((crowd.length + 1) / 2))
    expect(whole.chunks.length).toBe(2)
  })

  test('keeps microseconds in its cursor: items of one transaction share a millisecond, none repeats', async () => {
    const access = await w.access('owner', 'private')
    const [board] = await w.boardsOf('private')
    const status = (await w.statusesOf('private'))[0]
    // One statement, one now(): equal timestamps; then microsecond steps inside one millisecond.
    const inserted = await w.db
      .insert(feedbackItem)
      .values(
        Array.from({ length: 6 }, (_, index) => ({
          projectId: w.projects.private.id,
          boardId: board?.id ?? '',
          statusId: status?.id ?? '',
          title: `Same millisecond ${index}`,
        })),
      )
      .returning({ id: feedbackItem.id })
    await w.db.execute(
      sql`UPDATE feedback_item SET created_at = '2026-02-01T00:00:00.000Z'::timestamptz + (random() * 900)::int * interval '1 microsecond' WHERE id IN (${sql.join(
        inserted.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    )
    const { stream } = await exportFeedbackCsv(w.db, access, { board: 'all', baseUrl: BASE_URL, pageSize: 2 })
    let text = ''
    for await (const chunk of stream) text += keepBom.decode(chunk)
    const urls = recordsOf(text).map((record) => record.URL)
    expect(new Set(urls).size).toBe(urls.length)
    for (const row of inserted) expect(urls.filter((url) => url?.endsWith(row.id))).toHaveLength(1)
  })

  test('each page is read from a (created, id) index in its order, never sorted whole', async () => {
    for (const board of ['all', (await w.boardsOf('private'))[0]?.id ?? '']) {
      const access = await w.access('owner', 'private')
      const queries = await recordQueries(w.database, async () => {
        const { stream } = await exportFeedbackCsv(w.db, access, { board, baseUrl: BASE_URL, pageSize: 2 })
        for await (const _chunk of stream) {
          // read to the end
        }
      })
      const pages = queries.filter(
        (query) => /from "feedback_item"/i.test(query.text) && /limit/i.test(query.text),
      )
      expect(pages.length).toBeGreaterThan(2)
      const plan = await explainWithoutSeqScan(pages[pages.length - 1] ?? pages[0]!)
      const nodes = planNodes(plan)
      expect(describePlan(plan)).toMatch(
        board === 'all' ? /feedback_item_project_new_idx/ : /feedback_item_board_new_idx/,
      )
      expect(
        nodes.some((node) => node['Node Type'] === 'Sort'),
        describePlan(plan),
      ).toBe(false)
    }
  })

  test('refuses before streaming anything when the viewer may not moderate', async () => {
    await expect(
      exportFeedbackCsv(w.db, await w.access('member'), { board: 'all', baseUrl: BASE_URL }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })
})
