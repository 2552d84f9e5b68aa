import { and, asc, count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { csvMappingSchema } from '~/features/imports/imports.schemas'
import { readCsv } from '~/features/imports/server/csv-reader.server'
import { importRunners, runImportJob } from '~/features/imports/server/import-job.server'
import {
  listProjectImports,
  startCsvImport,
  storeImportFile,
  uploadImportFiles,
} from '~/features/imports/server/start-import.server'
import { TRANSFER_CHANGED, TRANSFER_JOB, transferJobHandlers } from '~/features/transfers/server/runs.server'
import { topicOf } from '~/lib/live-topics'
import type { ProjectAccess } from '~/server/authz.server'
import {
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackStatus,
  feedbackVote,
  projectActivity,
  user,
} from '~/server/db/schema'
import { runDueJobs } from '~/server/jobs/queue.server'
import type { FileStorage } from '~/server/storage/file-storage'
import { refusalOf } from '../helpers/api-content'
import { PERSONAS, type Persona } from '../helpers/feedback-world'
import { createImportWorld, type ImportWorld } from '../helpers/import-world'

/** Feedback imported from CSV files as spreadsheets write them: dialects, mapping, dry run, idempotency. */

let w: ImportWorld
beforeAll(async () => {
  w = await createImportWorld()
})
afterAll(() => w.close())

/**
 * What a spreadsheet program writes for "CSV UTF-8" in a locale with a decimal comma: a byte-order mark,
 * semicolons, CRLF line ends, quoted fields with line breaks, semicolons and doubled quotes inside.
 */
const SPREADSHEET_CSV =
  '\uFEFFID;Title;Description;Category;State;Email;Name;Created;Voters\r\n' +
  'sp-1;Dark mode;"Please add a dark theme.\r\nMy eyes; they hurt.";Ideas;Planned;ana@customer.example;Ana Lima;2021-03-04 10:15;"bo@customer.example, cy@customer.example, bo@customer.example"\r\n' +
  'sp-2;"Export to ""Excel""";;Bugs;Shipped;bo@customer.example;Bo;2022-01-02T08:00:00Z;ana@customer.example\r\n' +
  'sp-3;Keyboard shortcuts;"Line one\nline two";;;;;2020-12-31;\r\n' +
  '\r\n'

const SPREADSHEET_MAPPING = {
  columns: {
    id: 'ID',
    title: 'Title',
    details: 'Description',
    board: 'Category',
    status: 'State',
    authorEmail: 'Email',
    authorName: 'Name',
    createdAt: 'Created',
    voterEmails: 'Voters',
  },
} as const

async function itemByTitle(title: string) {
  const [row] = await w.db
    .select()
    .from(feedbackItem)
    .where(and(eq(feedbackItem.projectId, w.projects.public.id), eq(feedbackItem.title, title)))
  if (!row) throw new Error(`no item ${title}`)
  return row
}

describe('reading CSV files', () => {
  const read = async (text: string | Uint8Array, options: Parameters<typeof readCsv>[1] = {}) => {
    const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text
    const rows: string[][] = []
    // Two chunks, split inside a multi-byte character, as a stream would deliver them.
    async function* chunks() {
      yield bytes.slice(0, 7)
      yield bytes.slice(7)
    }
    for await (const record of readCsv(chunks(), options)) rows.push(record.values)
    return rows
  }

  test('a spreadsheet file: BOM, semicolons, CRLF, quoted line breaks and quotes; blank lines skipped', async () => {
    const rows = await read(SPREADSHEET_CSV)
    expect(rows[0]?.[0]).toBe('ID')
    expect(rows).toHaveLength(4)
    expect(rows[1]?.[2]).toBe('Please add a dark theme.\r\nMy eyes; they hurt.')
    expect(rows[2]?.[1]).toBe('Export to "Excel"')
  })

  test('commas, LF and accents (split across chunks)', async () => {
    expect(await read('title,details\nCafé crème,"a, b"\n')).toEqual([
      ['title', 'details'],
      ['Café crème', 'a, b'],
    ])
  })

  test('refusals name what is wrong and where', async () => {
    await expect(read('title\n"never closed\n')).rejects.toThrow(/never closed/)
    await expect(
      read(new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a])),
    ).rejects.toThrow(/not UTF-8/)
    await expect(read('title\na\nb\nc\n', { maxRows: 2 })).rejects.toThrow(/more than 2 rows/)
    await expect(read('title\naaaaaaaaaa\n', { maxBytes: 8 })).rejects.toThrow(/larger than/)
    await expect(read('')).rejects.toThrow(/empty/)
  })
})

describe('a spreadsheet file, dry run then import', () => {
  test('the dry run reports what it would do and writes nothing', async () => {
    const before = await w.tally()
    const { run } = await w.importCsv(SPREADSHEET_CSV, SPREADSHEET_MAPPING, { dryRun: true })
    expect(run.status).toBe('done')
    const report = run.report as { counts: Record<string, unknown>; problems: unknown[] }
    expect(report.counts).toMatchObject({
      items: 3,
      votes: 3,
      boardsCreated: ['Ideas'],
      statusesCreated: ['Shipped'],
    })
    expect(await w.tally()).toEqual(before)
  })

  test('the import keeps dates, authors and real votes, recounts, and sends nothing', async () => {
    const before = await w.tally()
    const lastEvent = await w.lastLiveEventId()
    const { run } = await w.importCsv(SPREADSHEET_CSV, SPREADSHEET_MAPPING)
    expect(run.status).toBe('done')
    expect(run.progressDone).toBe(run.progressTotal)
    expect(run.sourceSecret).toBeNull()
    const after = await w.tally()
    expect(after.items - before.items).toBe(3)
    // Dark mode: bo and cy (bo twice in the cell: one vote); Excel: ana.
    expect(after.votes - before.votes).toBe(3)
    expect(after.notifications).toBe(before.notifications)
    expect(after.webhookEvents).toBe(before.webhookEvents)
    expect(after.activity - before.activity).toBe(1)

    const dark = await itemByTitle('Dark mode')
    expect(dark.createdAt.toISOString()).toBe('2021-03-04T10:15:00.000Z')
    expect(dark.details).toBe('Please add a dark theme.\r\nMy eyes; they hurt.')
    expect(dark.voteCount).toBe(2)
    const [author] = await w.db
      .select()
      .from(user)
      .where(eq(user.id, dark.authorId ?? ''))
    expect(author).toMatchObject({ email: 'ana@customer.example', name: 'Ana Lima', emailVerified: false })
    const [board] = await w.db.select().from(feedbackBoard).where(eq(feedbackBoard.id, dark.boardId))
    expect(board?.name).toBe('Ideas')
    const [planned] = await w.db.select().from(feedbackStatus).where(eq(feedbackStatus.id, dark.statusId))
    expect(planned?.name).toBe('Planned')

    const excel = await itemByTitle('Export to "Excel"')
    const [shipped] = await w.db.select().from(feedbackStatus).where(eq(feedbackStatus.id, excel.statusId))
    expect(shipped).toMatchObject({ name: 'Shipped', category: 'done' })
    const votes = await w.db.select().from(feedbackVote).where(eq(feedbackVote.itemId, excel.id))
    expect(votes).toHaveLength(1)
    expect(votes[0]?.createdAt.toISOString()).toBe('2022-01-02T08:00:00.000Z')

    const shortcuts = await itemByTitle('Keyboard shortcuts')
    expect(shortcuts.authorId).toBeNull()
    expect(shortcuts.voteCount).toBe(0)
    // Old history is not trending above what happens now.
    expect(shortcuts.trendingScore).toBeLessThan(0)

    const [entry] = await w.db
      .select()
      .from(projectActivity)
      .where(
        and(
          eq(projectActivity.projectId, w.projects.public.id),
          eq(projectActivity.kind, 'feedback.imported'),
        ),
      )
    expect(entry?.summary).toBe('imported 3 items')
    const events = await w.liveEventsSince(lastEvent)
    expect(events.map((event) => event.type).filter((type) => type.startsWith('feedback.'))).toEqual([
      'feedback.imported',
    ])
  })

  test('importing the same file again adds nothing', async () => {
    const before = await w.tally()
    const { run } = await w.importCsv(SPREADSHEET_CSV, SPREADSHEET_MAPPING)
    expect((run.report as { counts: Record<string, number> }).counts).toMatchObject({
      items: 0,
      alreadyImported: 3,
      votes: 0,
    })
    const after = await w.tally()
    expect({ ...after, activity: 0 }).toEqual({ ...before, activity: 0 })
  })

  test('without an id column, rows are known by their content', async () => {
    const csv = 'title,details\nHashed one,first\nHashed two,second\nHashed one,first\n'
    const first = await w.importCsv(csv, { columns: { title: 'title', details: 'details' } })
    expect((first.run.report as { counts: Record<string, number> }).counts).toMatchObject({
      items: 2,
      alreadyImported: 1,
    })
    const again = await w.importCsv(csv, { columns: { title: 'title', details: 'details' } })
    expect((again.run.report as { counts: Record<string, number> }).counts).toMatchObject({
      items: 0,
      alreadyImported: 3,
    })
  })
})

describe('mapping choices', () => {
  test('unknown boards and statuses go to the defaults when asked, or to the board chosen for a name', async () => {
    const [features, bugs] = await w.boardsOf()
    const csv = 'title,board,status\nMapped board,Defects,Unheard of\nDefault board,Nowhere,\n'
    const { run } = await w.importCsv(csv, {
      columns: { title: 'title', board: 'board', status: 'status' },
      unknownBoards: 'default',
      unknownStatuses: 'default',
      boardMap: { Defects: bugs?.id ?? '' },
    })
    expect(run.status).toBe('done')
    expect((await itemByTitle('Mapped board')).boardId).toBe(bugs?.id)
    expect((await itemByTitle('Default board')).boardId).toBe(features?.id)
    const [status] = await w.db
      .select()
      .from(feedbackStatus)
      .where(eq(feedbackStatus.id, (await itemByTitle('Mapped board')).statusId))
    expect(status?.category).toBe('open')
  })

  test('tags name the board when no board column is mapped', async () => {
    await w.importCsv('title,tags\nTagged,"Integrations, API"\n', {
      columns: { title: 'title', tags: 'tags' },
    })
    const [board] = await w.db
      .select()
      .from(feedbackBoard)
      .where(eq(feedbackBoard.id, (await itemByTitle('Tagged')).boardId))
    expect(board?.name).toBe('Integrations')
  })

  test('a comments file is attached by the items’ id column, with its own dates and authors', async () => {
    const items = 'key,title\nc-1,Commented item\n'
    const comments =
      'item;text;by;when\nc-1;First!;dee@customer.example;2023-05-06\nc-1;"Second; with a semicolon";;2023-05-07\nmissing;Orphan;;\n'
    const { run } = await w.importCsv(
      items,
      {
        columns: { id: 'key', title: 'title' },
        comments: { columns: { itemId: 'item', body: 'text', authorEmail: 'by', createdAt: 'when' } },
      },
      { comments },
    )
    expect(run.status).toBe('done')
    const report = run.report as {
      counts: Record<string, number>
      problems: { row: number; field: string }[]
    }
    expect(report.counts.comments).toBe(2)
    expect(report.problems).toContainEqual(expect.objectContaining({ row: 4, field: 'itemId' }))
    const item = await itemByTitle('Commented item')
    expect(item.commentCount).toBe(2)
    const rows = await w.db
      .select()
      .from(feedbackComment)
      .where(eq(feedbackComment.itemId, item.id))
      .orderBy(asc(feedbackComment.createdAt))
    expect(rows.map((row) => [row.body, row.createdAt.toISOString().slice(0, 10)])).toEqual([
      ['First!', '2023-05-06'],
      ['Second; with a semicolon', '2023-05-07'],
    ])
  })

  test('UserVoice’s export imports with its preset mapping', async () => {
    const csv =
      'Id,Title,Description,Forum,Status,Creator Email,Creator Name,Created At,Votes,Category\n' +
      '901,From UserVoice,Old idea,General,completed,eve@customer.example,Eve,2019-07-08 09:10:11,12,\n'
    const { run } = await w.importCsv(csv, { columns: {} }, { kind: 'uservoice' })
    expect(run.status).toBe('done')
    const item = await itemByTitle('From UserVoice')
    expect(item.createdAt.toISOString()).toBe('2019-07-08T09:10:11.000Z')
    // A count without voters is reported, not invented.
    expect((run.report as { counts: Record<string, number> }).counts.votesWithoutVoters).toBe(12)
    expect(item.voteCount).toBe(0)
  })
})

describe('bad input', () => {
  test('bad rows are reported by row and field and left out; the rest is imported', async () => {
    const csv =
      'title,email,created,votes\n' +
      'Good row,ok@customer.example,2024-01-01,\n' +
      ',ok@customer.example,2024-01-01,\n' +
      'Bad email,not-an-address,2024-01-01,\n' +
      'Bad date,,31/12/2023,\n' +
      'Bad votes,,,many\n'
    const before = await w.tally()
    const { run } = await w.importCsv(csv, {
      columns: { title: 'title', authorEmail: 'email', createdAt: 'created', voteCount: 'votes' },
    })
    const report = run.report as {
      counts: Record<string, number>
      problems: { row: number; field: string }[]
    }
    expect(report.counts).toMatchObject({ items: 1, skippedItems: 4 })
    expect(report.problems.map((problem) => [problem.row, problem.field])).toEqual([
      [3, 'title'],
      [4, 'authorEmail'],
      [5, 'createdAt'],
      [6, 'voteCount'],
    ])
    expect((await w.tally()).items - before.items).toBe(1)
  })

  test.each([
    ['an unclosed quote', 'title\nfine\n"never closed\n', /Row 3: a quoted field is never closed/],
    [
      'a file that is not UTF-8',
      new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xe9, 0x74, 0xe9, 0x0a]),
      /not UTF-8/,
    ],
    ['a mapped column the file does not have', 'heading\nvalue\n', /"title" .*not in the file/],
  ])('%s fails the run with its message, and nothing is written', async (_name, csv, message) => {
    const before = await w.tally()
    const { run } = await w.importCsv(csv, { columns: { title: 'title' } })
    expect(run.status).toBe('failed')
    expect(run.error).toMatch(message)
    expect(await w.tally()).toEqual(before)
  })
})

describe('a run that stops half-way', () => {
  test('resumes after the last committed batch, without writing a row twice', async () => {
    // Long rows, so that what the read has buffered ahead is far less than the rows before the break.
    const padding = 'x'.repeat(200)
    const rows = Array.from({ length: 1_200 }, (_, index) => `resume-${index},Resumable ${index} ${padding}`)
    const csv = `id,title\n${rows.join('\n')}\n`
    const bytes = new TextEncoder().encode(csv)
    const inputKey = await storeImportFile(w.storage, bytes)
    const access = (await w.access('owner')) as ProjectAccess
    const viewer = w.viewerOf('owner')
    if (!viewer) throw new Error('no owner')
    const { id } = await startCsvImport(
      w.db,
      access,
      { viewer },
      {
        kind: 'csv',
        inputKey,
        mapping: {
          columns: { id: 'id', title: 'title' },
          listSeparator: ',',
          unknownBoards: 'create',
          unknownStatuses: 'create',
          boardMap: {},
          statusMap: {},
        },
        dryRun: false,
      },
    )
    // The third read of the file (after the header and the check) breaks after 700 rows: a node going away.
    let opened = 0
    const breaking: FileStorage = {
      ...w.storage,
      stream: async (key, range) => {
        opened += 1
        const stream = await w.storage.stream(key, range)
        if (!stream || opened !== 3) return stream
        const cut = csv.indexOf('resume-700,')
        let at = 0
        return new ReadableStream<Uint8Array>({
          pull(controller) {
            if (at >= cut) controller.error(new Error('The node went away'))
            else controller.enqueue(new TextEncoder().encode(csv.slice(at, Math.min(cut, at + 512))))
            at += 512
          },
        })
      },
    }
    await expect(runImportJob({ ...w.deps, storage: async () => breaking }, id)).rejects.toThrow(/went away/)
    const halfway = await w.runOf(id)
    expect(halfway.status).toBe('running')
    expect(halfway.progressDone).toBe(500)
    // Another node takes the job from the queue.
    await runDueJobs(
      w.db,
      transferJobHandlers({ db: w.db, storage: w.deps.storage, runners: importRunners(w.deps) }),
      {
        kinds: [TRANSFER_JOB],
        batchSize: 100,
        now: new Date(Date.now() + 60 * 60 * 1000),
      },
    )
    const done = await w.runOf(id)
    expect(done.status).toBe('done')
    expect((done.report as { counts: Record<string, number> }).counts).toMatchObject({
      items: 1_200,
      alreadyImported: 0,
    })
    const [written] = await w.db
      .select({ n: count() })
      .from(feedbackItem)
      .where(like(feedbackItem.title, 'Resumable %'))
    expect(written?.n).toBe(1_200)
  })
})

describe('who may import', () => {
  const allowed: Record<Persona, 'yes' | 'forbidden' | 'not found'> = {
    anonymous: 'not found',
    outsider: 'not found',
    member: 'forbidden',
    admin: 'yes',
    owner: 'yes',
    siteAdmin: 'yes',
  }
  test.each(PERSONAS.filter((persona) => persona !== 'anonymous'))(
    '%s, in a private project',
    async (persona) => {
      const outcome = await refusalOf(async () => {
        const access = (await w.access(persona, 'private')) as ProjectAccess
        const viewer = w.viewerOf(persona)
        if (!viewer) throw new Error('no viewer')
        return startCsvImport(
          w.db,
          access,
          { viewer },
          {
            kind: 'csv',
            inputKey: 'imports/none.csv',
            mapping: {
              columns: { title: 'title' },
              listSeparator: ',',
              unknownBoards: 'create',
              unknownStatuses: 'create',
              boardMap: {},
              statusMap: {},
            },
            dryRun: true,
          },
        )
      })
      const expected = allowed[persona]
      const code = outcome.split(':')[0]
      expect(code).toBe(expected === 'yes' ? 'ok' : expected === 'forbidden' ? 'FORBIDDEN' : 'NOT_FOUND')
    },
  )
})

describe('the settings screen', () => {
  test('an upload is stored and previewed; a malformed file is refused before any run; the runs are listed', async () => {
    const access = (await w.access('owner')) as ProjectAccess
    const viewer = w.viewerOf('owner')
    if (!viewer) throw new Error('no owner')
    const upload = await uploadImportFiles(w.storage, access, {
      file: new TextEncoder().encode(SPREADSHEET_CSV),
    })
    expect(upload.inputKey).toMatch(/^imports\/[0-9a-f]{32}\.csv$/)
    expect(upload.commentsKey).toBeUndefined()
    expect(upload.preview.columns[0]).not.toMatch(/^\uFEFF/)
    expect(upload.preview.rows.length).toBeGreaterThan(0)
    expect(await w.storage.stat(upload.inputKey)).not.toBeNull()
    const refused = await refusalOf(() =>
      uploadImportFiles(w.storage, access, { file: new TextEncoder().encode('title\n"never closed\n') }),
    )
    expect(refused).toMatch(/^UNPROCESSABLE_ENTITY/)
    const { id } = await startCsvImport(
      w.db,
      access,
      { viewer },
      {
        kind: 'csv',
        inputKey: upload.inputKey,
        mapping: csvMappingSchema.parse(SPREADSHEET_MAPPING),
        dryRun: true,
      },
    )
    const listed = await listProjectImports(w.db, access)
    expect(listed.find((row) => row.id === id)).toMatchObject({ dryRun: true, kind: 'csv' })
  })

  test.each(['member', 'outsider'] as const)('a %s may neither upload nor list', async (persona) => {
    const outcome = async (run: (access: ProjectAccess) => Promise<unknown>) =>
      (await refusalOf(async () => run((await w.access(persona, 'private')) as ProjectAccess))).split(':')[0]
    const expected = persona === 'member' ? 'FORBIDDEN' : 'NOT_FOUND'
    expect(await outcome((access) => listProjectImports(w.db, access))).toBe(expected)
    expect(
      await outcome((access) =>
        uploadImportFiles(w.storage, access, { file: new TextEncoder().encode('title\nx\n') }),
      ),
    ).toBe(expected)
  })
})

describe('a long import', () => {
  test('hands the rest to its next run when its time is up, well inside the job’s lease', async () => {
    const rows = Array.from({ length: 1_100 }, (_, index) => `slice-${index},Sliced ${index}`)
    const csv = `id,title\n${rows.join('\n')}\n`
    const inputKey = await storeImportFile(w.storage, new TextEncoder().encode(csv))
    const access = (await w.access('owner')) as ProjectAccess
    const viewer = w.viewerOf('owner')
    if (!viewer) throw new Error('no owner')
    const { id } = await startCsvImport(
      w.db,
      access,
      { viewer },
      {
        kind: 'csv',
        inputKey,
        mapping: csvMappingSchema.parse({ columns: { id: 'id', title: 'title' } }),
        dryRun: false,
      },
    )
    const first = await runImportJob({ ...w.deps, sliceMs: 0 }, id)
    expect(first?.runAgainAt).toBeInstanceOf(Date)
    expect((await w.runOf(id)).progressDone).toBe(500)
    // Each run writes at least one batch before it checks the time: a few more runs end it.
    for (let attempt = 0; attempt < 5 && (await w.runOf(id)).status !== 'done'; attempt += 1) {
      await runImportJob({ ...w.deps, sliceMs: 0 }, id)
    }
    const run = await w.runOf(id)
    expect(run.status).toBe('done')
    expect((run.report as { counts: Record<string, number> }).counts.items).toBe(1_100)
  })
})

describe('live', () => {
  test('a run’s progress and end reach the project’s transfers topic, and no other topic', async () => {
    const rows = Array.from({ length: 1_100 }, (_, index) => `live-${index},Live ${index}`)
    const last = await w.lastLiveEventId()
    const { id, run } = await w.importCsv(`id,title\n${rows.join('\n')}\n`, {
      columns: { id: 'id', title: 'title' },
    })
    expect(run.status).toBe('done')
    const events = (await w.liveEventsSince(last)).filter(
      (event) => (event.payload as { id?: string }).id === id,
    )
    const runEvents = events.filter((event) => event.type === TRANSFER_CHANGED)
    expect([...new Set(runEvents.map((event) => event.topic))]).toEqual([
      topicOf.transfers(w.projects.public.id),
    ])
    const statuses = runEvents.map((event) => (event.payload as { status: string }).status)
    expect(statuses[0]).toBe('running')
    expect(statuses.at(-1)).toBe('done')
    // Besides its own, the run's only event is the feedback's (on the project's topic, for the lists).
    expect(events.filter((event) => event.type !== TRANSFER_CHANGED)).toEqual([
      { topic: topicOf.project(w.projects.public.id), type: 'feedback.imported', payload: { id } },
    ])
  })
})
