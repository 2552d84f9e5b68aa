import { asc, eq, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exportFeedbackCsv } from '~/features/feedback/server/export.server'
import { getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { createFeedback } from '~/features/feedback/server/items.server'
import { feedbackOverview, findSimilarFeedback, listFeedback } from '~/features/feedback/server/list.server'
import { mergeFeedback } from '~/features/feedback/server/merge.server'
import { listStatuses } from '~/features/feedback/server/statuses.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { FEEDBACK_PAGE_SIZE, type FeedbackSort } from '~/lib/feedback-rules'
import type { Viewer } from '~/lib/viewer'
import { feedbackBoard, feedbackItem } from '~/server/db/schema'
import { createFeedbackWorld, type FeedbackWorld, type Persona } from '../helpers/feedback-world'
import { expectAppError } from '../helpers/test-orgs'

/**
 * The list (keyset pagination for every sort, ties included; filters; full-text search),
 * similar items for the new-feedback form, and the project home's overview. Each test gets a fresh public
 * project of the shared organisation, so counts are its own.
 */

let w: FeedbackWorld
beforeAll(async () => {
  w = await createFeedbackWorld()
})
afterAll(() => w.close())

const db = () => w.db

async function freshProject() {
  const row = await w.f.insertProject(w.org, 'public')
  const scope = { orgSlug: w.org.slug, projectSlug: row.slug }
  const accessAs = (who: Persona | Viewer) => getFeedbackAccess(db(), w.viewerOf(who), scope)
  const boards = await db()
    .select()
    .from(feedbackBoard)
    .where(eq(feedbackBoard.projectId, row.id))
    .orderBy(asc(feedbackBoard.position))
  const statuses = await listStatuses(db(), row.id)
  const [features, bugs] = boards
  if (!features || !bugs) throw new Error('default boards missing')
  const featuresId = features.id
  const status = (name: string) => {
    const found = statuses.find((each) => each.name === name)
    if (!found) throw new Error(`no status ${name}`)
    return found
  }
  const teamBoard = async () => {
    const [board] = await db()
      .insert(feedbackBoard)
      .values({ projectId: row.id, name: 'Team only', teamOnly: true, position: 9 })
      .returning()
    if (!board) throw new Error('board not inserted')
    return board
  }
  /** Items straight into the database, with the stored values a sort reads. */
  async function insertItems(
    items: {
      title: string
      details?: string
      boardId?: string
      statusId?: string
      voteCount?: number
      trendingScore?: number
      createdAt?: Date | SQL
    }[],
  ) {
    const rows = await db()
      .insert(feedbackItem)
      .values(
        items.map((item) => ({
          projectId: row.id,
          boardId: item.boardId ?? featuresId,
          statusId: item.statusId ?? status('Open').id,
          authorId: w.people.owner.id,
          title: item.title,
          details: item.details ?? '',
          voteCount: item.voteCount ?? 0,
          trendingScore: item.trendingScore ?? 0,
          ...(item.createdAt ? { createdAt: item.createdAt as Date } : {}),
        })),
      )
      .returning({ id: feedbackItem.id })
    return rows.map((each) => each.id)
  }
  return { row, accessAs, features, bugs, status, teamBoard, insertItems }
}

type Project = Awaited<ReturnType<typeof freshProject>>

/** Follows nextCursor to the end; returns every row in order and the page sizes. */
async function walk(
  project: Project,
  input: { sort: FeedbackSort; board?: string; status?: string; q?: string },
  who: Persona = 'anonymous',
) {
  const access = await project.accessAs(who)
  const rows: Awaited<ReturnType<typeof listFeedback>>['items'] = []
  const sizes: number[] = []
  let cursor: string | undefined
  for (let page = 0; page < 50; page += 1) {
    const result = await listFeedback(db(), access, { board: 'all', ...input, cursor })
    rows.push(...result.items)
    sizes.push(result.items.length)
    if (!result.nextCursor) return { rows, sizes }
    cursor = result.nextCursor
  }
  throw new Error('the list never ended')
}

describe('keyset pagination', () => {
  test.each(['trending', 'top', 'new'] as const)(
    'sort=%s walks every item exactly once, ties included',
    async (sort) => {
      const project = await freshProject()
      const base = Date.UTC(2026, 5, 1)
      // 47 items in few distinct sort values: every page boundary falls inside a tie.
      const ids = await project.insertItems(
        Array.from({ length: 47 }, (_, index) => ({
          title: `Item ${index}`,
          voteCount: index % 3,
          trendingScore: (index % 4) * 1.5,
          createdAt: new Date(base + (index % 5) * 1000),
        })),
      )
      const { rows, sizes } = await walk(project, { sort })
      expect(sizes).toEqual([FEEDBACK_PAGE_SIZE, FEEDBACK_PAGE_SIZE, 7])
      expect(new Set(rows.map((each) => each.id)).size).toBe(47)
      expect(rows.map((each) => each.id).sort()).toEqual([...ids].sort())
      const key = (each: (typeof rows)[number]) =>
        sort === 'top' ? each.voteCount : sort === 'new' ? Date.parse(each.createdAt) : 0
      const keys = rows.map(key)
      expect([...keys].sort((a, b) => b - a)).toEqual(keys)
    },
  )

  test('items created in one transaction (same microsecond) page through sort=new completely', async () => {
    const project = await freshProject()
    const same = sql`'2026-03-04 05:06:07.123456+00'::timestamptz`
    const ids = await project.insertItems(
      Array.from({ length: 45 }, (_, index) => ({ title: `Seeded ${index}`, createdAt: same })),
    )
    const { rows } = await walk(project, { sort: 'new' })
    expect(rows.map((each) => each.id).sort()).toEqual([...ids].sort())
  })

  test('the CSV export pages through items of one microsecond once each', async () => {
    const project = await freshProject()
    const same = sql`'2026-03-04 05:06:07.123456+00'::timestamptz`
    await project.insertItems(
      Array.from({ length: 7 }, (_, index) => ({ title: `Exported ${index}`, createdAt: same })),
    )
    const { stream } = await exportFeedbackCsv(db(), await project.accessAs('owner'), {
      board: 'all',
      baseUrl: 'http://localhost:3000',
      pageSize: 3,
    })
    const lines = (await new Response(stream).text()).trim().split('\r\n').slice(1)
    expect(lines.map((line) => line.split(',')[0]).sort()).toEqual(
      Array.from({ length: 7 }, (_, index) => `Exported ${index}`),
    )
  })

  test('pagination with a board and a status filter', async () => {
    const project = await freshProject()
    const planned = project.status('Planned').id
    const wanted = await project.insertItems(
      Array.from({ length: 23 }, (_, index) => ({
        title: `Planned bug ${index}`,
        boardId: project.bugs.id,
        statusId: planned,
        voteCount: index % 2,
      })),
    )
    await project.insertItems([
      { title: 'Open bug', boardId: project.bugs.id },
      { title: 'Planned feature', statusId: planned },
    ])
    const { rows, sizes } = await walk(project, { sort: 'top', board: project.bugs.id, status: planned })
    expect(sizes).toEqual([20, 3])
    expect(rows.map((each) => each.id).sort()).toEqual([...wanted].sort())
    expect(new Set(rows.map((each) => `${each.board.name}/${each.status.name}`))).toEqual(
      new Set(['Bugs/Planned']),
    )
    expect((await walk(project, { sort: 'new', board: project.bugs.id })).rows).toHaveLength(24)
    expect((await walk(project, { sort: 'new', status: planned })).rows).toHaveLength(24)
  })

  test('a garbage or mismatched cursor is a BAD_REQUEST, not a crash', async () => {
    const project = await freshProject()
    await project.insertItems(Array.from({ length: 25 }, (_, index) => ({ title: `Row ${index}` })))
    const access = await project.accessAs('anonymous')
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const newCursor = (await listFeedback(db(), access, { board: 'all', sort: 'new' })).nextCursor
    expect(newCursor).toEqual(expect.any(String))
    const garbage = [
      '%%%',
      'bm90IGpzb24',
      encode(null),
      encode({ id: 1, value: 2 }),
      encode({ id: 'x', value: 'soon' }),
    ]
    // Values of the right type that the database would still refuse (a fraction or an overflow for the vote
    // count, a date JavaScript reads but PostgreSQL does not): they once answered 500.
    const unfit = {
      top: [1.5, 1e12],
      new: [
        '1',
        '2026-02-30T10:00:00.000000Z',
        '2026-11-27',
        '2026-13-01T00:00:00.000000Z',
        '0000-01-01T00:00:00.000000Z',
      ],
    }
    for (const [sort, values] of Object.entries(unfit) as ['top' | 'new', unknown[]][]) {
      for (const value of values) {
        await expectAppError(
          listFeedback(db(), access, { board: 'all', sort, cursor: encode({ id: 'x', value }) }),
          'BAD_REQUEST',
          'This list position is not valid; reload the list',
        )
      }
    }
    for (const sort of ['trending', 'top', 'new'] as const) {
      for (const cursor of garbage) {
        await expectAppError(
          listFeedback(db(), access, { board: 'all', sort, cursor }),
          'BAD_REQUEST',
          'This list position is not valid; reload the list',
        )
      }
    }
    // A "new" cursor holds a time: it is not a position in the "top" order.
    await expectAppError(
      listFeedback(db(), access, { board: 'all', sort: 'top', cursor: String(newCursor) }),
      'BAD_REQUEST',
    )
  })
})

describe('filters and visibility', () => {
  test('board=all hides team-only boards and merged items from non-members', async () => {
    const project = await freshProject()
    const team = await project.teamBoard()
    const [visible, hidden, merged] = await project.insertItems([
      { title: 'Public idea' },
      { title: 'Team secret', boardId: team.id },
      { title: 'Duplicate idea' },
    ])
    await mergeFeedback(db(), await project.accessAs('owner'), String(merged), String(visible))
    for (const persona of ['anonymous', 'outsider'] as const) {
      expect((await walk(project, { sort: 'new' }, persona)).rows.map((each) => each.id)).toEqual([visible])
      await expectAppError(
        listFeedback(db(), await project.accessAs(persona), { board: team.id, sort: 'new' }),
        'NOT_FOUND',
        'Board not found',
      )
    }
    for (const persona of ['member', 'owner', 'siteAdmin'] as const) {
      expect((await walk(project, { sort: 'new' }, persona)).rows.map((each) => each.id).sort()).toEqual(
        [visible, hidden].sort(),
      )
    }
  })

  test('a board of another project is not found', async () => {
    const project = await freshProject()
    const other = await freshProject()
    await expectAppError(
      listFeedback(db(), await project.accessAs('owner'), { board: other.features.id, sort: 'new' }),
      'NOT_FOUND',
    )
  })

  test('rows carry what the list shows', async () => {
    const project = await freshProject()
    const [id] = await project.insertItems([
      {
        title: 'Row shape',
        details: `Line one\n\n  line   two ${'x'.repeat(300)}`,
        boardId: project.bugs.id,
        voteCount: 7,
      },
    ])
    const { items } = await listFeedback(db(), await project.accessAs('outsider'), {
      board: 'all',
      sort: 'top',
    })
    expect(items[0]).toMatchObject({
      id,
      title: 'Row shape',
      board: { name: 'Bugs', teamOnly: false },
      status: { name: 'Open', category: 'open' },
      voteCount: 7,
      commentCount: 0,
      viewerVoted: false,
      author: { name: 'Olivia Owner' },
    })
    expect(items[0]?.excerpt.startsWith('Line one line two x')).toBe(true)
    expect(items[0]?.excerpt.endsWith('…')).toBe(true)
    expect(items[0]?.excerpt.length).toBeLessThanOrEqual(181)
  })
})

describe('full-text search', () => {
  test('finds words by prefix in titles and details, all words required', async () => {
    const project = await freshProject()
    const [dark, export_, darker] = await project.insertItems([
      { title: 'Dark mode', details: 'Easier on the eyes at night' },
      { title: 'Export to CSV', details: 'Spreadsheets for the finance team' },
      { title: 'Darker sidebar', details: 'The sidebar could use more contrast' },
    ])
    const search = async (q: string) =>
      (await walk(project, { sort: 'new', q })).rows.map((each) => each.id).sort()
    expect(await search('dark mo')).toEqual([dark])
    expect(await search('Dark')).toEqual([dark, darker].sort())
    expect(await search('spreadsheet')).toEqual([export_])
    expect(await search('night eyes')).toEqual([dark])
    expect(await search('nothing like this')).toEqual([])
    // Punctuation only is no search at all; quotes and operators are words, not syntax.
    expect(await search('!!! &|')).toHaveLength(3)
    expect(await search("dark' & !mode:*")).toEqual([dark])
  })
})

describe('similar items', () => {
  test('full-text and typo matches, best first, at most 5, without merged items or hidden boards', async () => {
    const project = await freshProject()
    const team = await project.teamBoard()
    const [notifications, dark, , merged, hidden] = await project.insertItems([
      { title: 'Notifications', voteCount: 3 },
      { title: 'Dark mode' },
      { title: 'Export to CSV' },
      { title: 'Notifications by mail' },
      { title: 'Notifications for the team', boardId: team.id },
    ])
    const owner = await project.accessAs('owner')
    await mergeFeedback(db(), owner, String(merged), String(dark))
    const outsider = await project.accessAs('outsider')
    // A typo: no word matches, the trigrams do.
    expect((await findSimilarFeedback(db(), outsider, 'Notfications')).map((each) => each.id)).toEqual([
      notifications,
    ])
    expect(await findSimilarFeedback(db(), outsider, 'Notifications')).toEqual([
      { id: notifications, title: 'Notifications', voteCount: 3, status: { name: 'Open', color: 'gray' } },
    ])
    const member = await project.accessAs('member')
    expect((await findSimilarFeedback(db(), member, 'Notifications')).map((each) => each.id).sort()).toEqual(
      [notifications, hidden].sort(),
    )
    expect(await findSimilarFeedback(db(), outsider, 'no')).toEqual([])
    expect(await findSimilarFeedback(db(), outsider, 'Quantum teleportation')).toEqual([])

    await project.insertItems(
      Array.from({ length: 7 }, (_, index) => ({ title: `Import from tool ${index}` })),
    )
    expect(await findSimilarFeedback(db(), outsider, 'import')).toHaveLength(5)
  })

  test('a match in the details is still found among many titles that are nearer by trigrams', async () => {
    const project = await freshProject()
    // More near titles than the trigram candidate set holds: the details match must come from full text.
    await project.insertItems(
      Array.from({ length: 30 }, (_, index) => ({ title: `Darts mole ${index}`, details: 'Unrelated' })),
    )
    const [inDetails] = await project.insertItems([
      { title: 'Night theme', details: 'Please add a dark mode for the dashboard' },
    ])
    const outsider = await project.accessAs('outsider')
    const found = await findSimilarFeedback(db(), outsider, 'dark mode dashboard')
    expect(found.map((each) => each.id)).toEqual([inDetails])
  })
})

describe('trending in the list', () => {
  test('recent votes lift an item above older, quieter ones', async () => {
    const project = await freshProject()
    const owner = await project.accessAs('owner')
    const post = async (title: string) =>
      (await createFeedback(db(), owner, { boardId: project.features.id, title, details: '' })).id
    const quiet = await post('Quiet idea')
    const busy = await post('Busy idea')
    const newest = await post('Newest idea')
    for (const persona of ['member', 'admin', 'outsider'] as const)
      await setVote(db(), await project.accessAs(persona), busy, true)
    const trending = (await walk(project, { sort: 'trending' })).rows.map((each) => each.title)
    expect(trending[0]).toBe('Busy idea')
    // Without other activity, newer items come first.
    expect(trending.slice(1)).toEqual(['Newest idea', 'Quiet idea'])
    expect((await walk(project, { sort: 'top' })).rows[0]?.id).toBe(busy)
    expect((await walk(project, { sort: 'new' })).rows.map((each) => each.id)).toEqual([newest, busy, quiet])
  })
})

describe('overview for the project home', () => {
  test('counts per status and the latest five, as the viewer may see them', async () => {
    const project = await freshProject()
    const team = await project.teamBoard()
    const base = Date.UTC(2026, 0, 1)
    const planned = project.status('Planned').id
    const ids = await project.insertItems([
      ...Array.from({ length: 6 }, (_, index) => ({
        title: `Open ${index}`,
        createdAt: new Date(base + index * 1000),
      })),
      { title: 'Planned one', statusId: planned, createdAt: new Date(base + 10_000) },
      { title: 'Planned secret', statusId: planned, boardId: team.id, createdAt: new Date(base + 20_000) },
      { title: 'Merged away', createdAt: new Date(base + 30_000) },
    ])
    await mergeFeedback(db(), await project.accessAs('owner'), String(ids[8]), String(ids[0]))

    const forOutsider = await feedbackOverview(db(), await project.accessAs('outsider'))
    expect(forOutsider.total).toBe(7)
    expect(forOutsider.byStatus.map((each) => [each.name, each.count])).toEqual([
      ['Open', 6],
      ['Under review', 0],
      ['Planned', 1],
      ['In progress', 0],
      ['Complete', 0],
      ['Closed', 0],
    ])
    expect(forOutsider.latest.map((each) => each.title)).toEqual([
      'Planned one',
      'Open 5',
      'Open 4',
      'Open 3',
      'Open 2',
    ])

    const forMember = await feedbackOverview(db(), await project.accessAs('member'))
    expect(forMember.total).toBe(8)
    expect(forMember.byStatus.find((each) => each.name === 'Planned')?.count).toBe(2)
    expect(forMember.latest[0]?.title).toBe('Planned secret')
  })

  test('an empty project has zero everywhere', async () => {
    const project = await freshProject()
    const overview = await feedbackOverview(db(), await project.accessAs('anonymous'))
    expect(overview.total).toBe(0)
    expect(overview.latest).toEqual([])
    expect(overview.byStatus).toHaveLength(6)
    expect(overview.byStatus.every((each) => each.count === 0)).toBe(true)
  })
})
