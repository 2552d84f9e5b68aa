import { Readable } from 'node:stream'
import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import yazl from 'yazl'
import { COLLECTIONS } from '~/features/transfers/server/archive-collections.server'
import { ARCHIVE_LIMITS } from '~/features/transfers/server/archive-format.server'
import { writeProjectArchive } from '~/features/transfers/server/project-export.server'
import { openProjectArchive } from '~/features/transfers/server/project-import.server'
import { sweepExpiredTransfers } from '~/features/transfers/server/runs.server'
import { startArchiveImport, startProjectExport } from '~/features/transfers/server/transfers.server'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import {
  anonymousVisitor,
  dataTransfer,
  feedbackItem,
  feedbackQuote,
  feedbackVote,
  job,
  project,
  projectDemandWeights,
  projectFile,
  user,
} from '~/server/db/schema'
import type { Org, Person } from '../helpers/test-orgs'
import { contentOf, createTransfersWorld, readArchive, type TransfersWorld } from '../helpers/transfers-world'

let w: TransfersWorld
let other: { owner: Person; org: Org }

beforeAll(async () => {
  w = await createTransfersWorld()
  const owner = await w.f.newPerson('Olga')
  other = { owner, org: await w.f.createOrganization(owner, 'Elsewhere') }
}, 120_000)
afterAll(() => w?.close())

const bytesOf = async (data: Uint8Array | Buffer) => Readable.from([Buffer.from(data)])

async function importInto(org: Org, viewer: Person['viewer'], data: Uint8Array | Buffer) {
  const access = await getOrganizationAccess(w.db, viewer, org.slug)
  const run = await startArchiveImport(w.db, w.storage, access, await bytesOf(data), {
    fileName: 'archive.zip',
  })
  await w.run(run.id)
  const [row] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
  if (!row) throw new Error('No run')
  return row
}

async function projectCount(organizationId: string) {
  const [row] = await w.db
    .select({ n: count() })
    .from(project)
    .where(eq(project.organizationId, organizationId))
  return Number(row?.n ?? 0)
}

describe('a project archive', () => {
  test('round trip: the imported project exports to the same content, ids aside, files and all', async () => {
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const exported = await startProjectExport(w.db, access)
    // The job waits in the queue until the worker runs it.
    expect(
      await w.db
        .select()
        .from(job)
        .where(eq(job.key, `transfer:${exported.id}`)),
    ).toHaveLength(1)
    await w.run(exported.id)
    const [done] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, exported.id))
    expect(done).toMatchObject({ status: 'done', progressDone: done?.progressTotal })
    expect(done?.outputKey).toBeTruthy()
    expect(done?.expiresAt?.getTime()).toBeGreaterThan(Date.now())
    const original = await readArchive(w.storage, String(done?.outputKey))
    for (const collection of COLLECTIONS) {
      expect((original.archive[collection.key] as unknown[]).length, collection.key).toBeGreaterThan(0)
    }
    expect(original.archive.comments.some((comment) => comment.internal)).toBe(true)
    expect(original.archive.people.map((person) => person.email)).toContain('demo@parley.local')
    // What format 2 added is in the archive, so losing it on import shows in the comparison below.
    expect(original.archive.version).toBe(2)
    expect(original.archive.project.demandWeights).toEqual({
      votes: 2,
      companies: 0.5,
      revenue: 4,
      recency: 0,
    })
    expect(original.archive.boards.some((board) => board.anonymousVotes === true)).toBe(true)
    expect(original.archive.votes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          importance: 'critical',
          sourceNote: 'Asked on the sales call',
          sourceUrl: 'https://crm.example/calls/42',
        }),
        expect.objectContaining({ importance: 'nice_to_have' }),
      ]),
    )
    // Each quote points at a comment of its own item.
    const commentItems = new Map(original.archive.comments.map((comment) => [comment.id, comment.itemId]))
    for (const quote of original.archive.quotes) expect(commentItems.get(quote.commentId)).toBe(quote.itemId)

    const imported = await importInto(other.org, other.owner.viewer, original.raw)
    expect(imported.error).toBeNull()
    expect(imported.status).toBe('done')
    expect(imported.projectId).toBeTruthy()
    const [made] = await w.db
      .select()
      .from(project)
      .where(eq(project.id, String(imported.projectId)))
    expect(made).toMatchObject({
      organizationId: other.org.id,
      slug: w.demo.project.slug,
      name: w.demo.project.name,
    })

    const again = await writeProjectArchive({
      db: w.db,
      storage: w.storage,
      projectId: String(imported.projectId),
      key: 'transfers/roundtrip-check.zip',
    })
    expect(again.files).toBe(original.archive.fileVersions.length)
    const second = await readArchive(w.storage, 'transfers/roundtrip-check.zip')
    const before = contentOf(original.archive, original.entries)
    const after = contentOf(second.archive, second.entries)
    for (const key of Object.keys(before.collections)) {
      expect(after.collections[key], key).toEqual(before.collections[key])
    }
    expect(after.project).toEqual(before.project)
    expect(after.project.demandWeights).toEqual({ votes: 2, companies: 0.5, revenue: 4, recency: 0 })
    expect(second.archive.people).toEqual(
      expect.arrayContaining(original.archive.people.map(({ id: _, ...p }) => expect.objectContaining(p))),
    )

    // Importing the same archive again into the same organisation: a second project, its slug suffixed.
    const twice = await importInto(other.org, other.owner.viewer, original.raw)
    const [suffixed] = await w.db
      .select()
      .from(project)
      .where(eq(project.id, String(twice.projectId)))
    expect(suffixed?.slug).toBe(`${w.demo.project.slug}-2`)
  })

  test('people are matched by address; unknown addresses become unverified placeholders', async () => {
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const run = await startProjectExport(w.db, access)
    await w.run(run.id)
    const [done] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
    const { archive, raw } = await readArchive(w.storage, String(done?.outputKey))
    // Rewrite one person's address to one nobody has, re-zip, import.
    const json = JSON.stringify({
      ...archive,
      people: archive.people.map((person, index) =>
        index === 0 ? { ...person, email: 'newcomer@elsewhere.example' } : person,
      ),
    })
    const zip = await rezip(raw, json)
    const imported = await importInto(other.org, other.owner.viewer, zip)
    expect(imported.status, String(imported.error)).toBe('done')
    const [placeholder] = await w.db.select().from(user).where(eq(user.email, 'newcomer@elsewhere.example'))
    expect(placeholder).toMatchObject({ emailVerified: false })
    expect(imported.report).toMatchObject({ people: { created: 1 } })
  })
})

describe('what format 2 added', () => {
  test("another instance's anonymous voter stays anonymous: a stand-in, not a claimable account", async () => {
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const run = await startProjectExport(w.db, access)
    await w.run(run.id)
    const [done] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
    const { archive, raw } = await readArchive(w.storage, String(done?.outputKey))
    // A visitor this instance has never seen.
    const fresh = `visitor-${crypto.randomUUID()}@anonymous-visitors.invalid`
    const json = JSON.stringify({
      ...archive,
      // The voter the world added (the demo's held anonymous post has a stand-in of its own, named).
      people: archive.people.map((person) =>
        person.email.endsWith('@anonymous-visitors.invalid') && person.name === 'Anonymous'
          ? { ...person, email: fresh }
          : person,
      ),
    })
    const imported = await importInto(other.org, other.owner.viewer, await rezip(raw, json))
    expect(imported.status, String(imported.error)).toBe('done')
    const [standIn] = await w.db
      .select({ user, visitor: anonymousVisitor })
      .from(user)
      .innerJoin(anonymousVisitor, eq(anonymousVisitor.userId, user.id))
      .where(eq(user.email, fresh))
    expect(standIn?.visitor.claimedAt).toBeNull()
    const votes = await w.db
      .select({ importance: feedbackVote.importance })
      .from(feedbackVote)
      .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
      .where(
        and(
          eq(feedbackVote.userId, String(standIn?.user.id)),
          eq(feedbackItem.projectId, String(imported.projectId)),
        ),
      )
    expect(votes).toEqual([{ importance: 'nice_to_have' }])
    // Not counted as a placeholder account made for someone to claim.
    expect(imported.report).toMatchObject({ people: { created: 0 } })
  })

  test('a version 1 archive still imports: no importance, source or weights, the defaults', async () => {
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const run = await startProjectExport(w.db, access)
    await w.run(run.id)
    const [done] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
    const { archive, raw } = await readArchive(w.storage, String(done?.outputKey))
    const { demandWeights: _, ...projectV1 } = archive.project
    const { quotes: _quotes, ...collectionsV1 } = archive
    expect(archive.quotes.length).toBeGreaterThan(0)
    const json = JSON.stringify({
      ...collectionsV1,
      version: 1,
      project: projectV1,
      boards: archive.boards.map(({ anonymousVotes: _a, ...board }) => board),
      votes: archive.votes.map(({ importance: _i, sourceNote: _n, sourceUrl: _u, ...vote }) => vote),
    })
    const imported = await importInto(other.org, other.owner.viewer, await rezip(raw, json))
    expect(imported.status, String(imported.error)).toBe('done')
    const projectId = String(imported.projectId)
    const weights = await w.db
      .select()
      .from(projectDemandWeights)
      .where(eq(projectDemandWeights.projectId, projectId))
    expect(weights).toEqual([])
    const votes = await w.db
      .select({ importance: feedbackVote.importance, sourceNote: feedbackVote.sourceNote })
      .from(feedbackVote)
      .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
      .where(eq(feedbackItem.projectId, projectId))
    expect(votes.length).toBeGreaterThan(0)
    expect(votes.every((vote) => vote.importance === null && vote.sourceNote === null)).toBe(true)
    const quotes = await w.db
      .select({ n: count() })
      .from(feedbackQuote)
      .where(
        inArray(
          feedbackQuote.itemId,
          w.db
            .select({ id: feedbackItem.id })
            .from(feedbackItem)
            .where(eq(feedbackItem.projectId, projectId)),
        ),
      )
    expect(quotes[0]?.n).toBe(0)
  })
})

/** The same archive with project.json replaced (file entries kept). */
async function rezip(raw: Uint8Array, projectJson: string, extra: [string, Buffer][] = []): Promise<Buffer> {
  const yauzl = (await import('yauzl')).default
  const source = await yauzl.fromBufferPromise(Buffer.from(raw), { lazyEntries: true })
  const zip = new yazl.ZipFile()
  zip.addBuffer(Buffer.from(projectJson), 'project.json')
  await new Promise<void>((resolve, reject) => {
    source.on('entry', async (entry: import('yauzl').Entry) => {
      if (entry.fileName !== 'project.json') {
        const chunks: Buffer[] = []
        for await (const chunk of await source.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
        zip.addBuffer(Buffer.concat(chunks), entry.fileName)
      }
      source.readEntry()
    })
    source.on('end', resolve)
    source.on('error', reject)
    source.readEntry()
  })
  for (const [name, data] of extra) zip.addBuffer(data, name)
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function zipOf(entries: [string, Buffer | string][], options: { compress?: boolean } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, data] of entries)
    zip.addBuffer(Buffer.from(data), name, { compress: options.compress ?? true })
  zip.end()
  return (async () => {
    const chunks: Buffer[] = []
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  })()
}

/** Renames an entry inside the ZIP's bytes (local header and directory), to names yazl itself refuses. */
function renamed(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('Same length only')
  const out = Buffer.from(zip)
  let at = out.indexOf(from)
  while (at !== -1) {
    out.write(to, at)
    at = out.indexOf(from, at + 1)
  }
  return out
}

const minimalProject = (version = 1) =>
  JSON.stringify({
    format: 'parley.project',
    version,
    exportedAt: new Date().toISOString(),
    project: {
      slug: 'tiny',
      name: 'Tiny',
      description: '',
      visibility: 'private',
      createdAt: new Date().toISOString(),
      createdBy: null,
    },
    ...Object.fromEntries(COLLECTIONS.map((collection) => [collection.key, []])),
    people: [],
  })

describe('bad archives are refused with a reason, and nothing is made', () => {
  const cases: [string, () => Promise<Buffer>, RegExp][] = [
    ['not a ZIP', async () => Buffer.from('just some text, not an archive'), /not a readable ZIP/],
    ['a ZIP without project.json', () => zipOf([['readme.txt', 'hi']]), /not part of a project archive/],
    ['no project.json at all', () => zipOf([['files/abc', 'x']]), /no project\.json/],
    [
      'a path with ..',
      async () =>
        renamed(
          await zipOf([
            ['project.json', minimalProject()],
            ['aa/evil', 'x'],
          ]),
          'aa/evil',
          '../evil',
        ),
      /outside itself|\.\./,
    ],
    [
      'an absolute path',
      async () =>
        renamed(
          await zipOf([
            ['project.json', minimalProject()],
            ['xetc/passwd', 'x'],
          ]),
          'xetc/passwd',
          '/etc/passwd',
        ),
      /outside itself|absolute/,
    ],
    ['JSON that is not JSON', () => zipOf([['project.json', '{ nope']]), /not valid JSON/],
    [
      'JSON of another shape',
      () => zipOf([['project.json', JSON.stringify({ format: 'parley.project', version: 1, project: {} })]]),
      /does not match the archive format/,
    ],
    [
      'another kind of JSON',
      () => zipOf([['project.json', JSON.stringify({ hello: 'world' })]]),
      /not a Parley project archive/,
    ],
    [
      'a newer format version',
      () => zipOf([['project.json', minimalProject(99)]]),
      /newer Parley \(format version 99\)/,
    ],
    [
      'a reference to a row it does not hold',
      () =>
        zipOf([
          [
            'project.json',
            JSON.stringify({
              ...JSON.parse(minimalProject()),
              updateLabels: [],
              updates: [
                {
                  id: 'u1',
                  authorId: null,
                  via: null,
                  title: 'T',
                  body: '',
                  labelId: 'missing',
                  state: 'draft',
                  publishAt: null,
                  publishedAt: null,
                  markComplete: true,
                  createdAt: new Date().toISOString(),
                  updatedAt: new Date().toISOString(),
                },
              ],
            }),
          ],
        ]),
      /updates\[0\]\.labelId points at "missing"/,
    ],
    [
      'a ZIP bomb (an entry compressed beyond any real file)',
      () =>
        zipOf([
          ['project.json', minimalProject()],
          ['files/zeros', Buffer.alloc(8 * 1024 * 1024)],
        ]),
      /ZIP bomb/,
    ],
  ]
  for (const [name, make, message] of cases) {
    test(name, async () => {
      const before = await projectCount(other.org.id)
      const run = await importInto(other.org, other.owner.viewer, await make())
      expect(run.status).toBe('failed')
      expect(run.error).toMatch(message)
      expect(await projectCount(other.org.id)).toBe(before)
    })
  }

  test('too many entries, or too much inflated, are refused before inflating', async () => {
    const fs = await import('node:fs/promises')
    const path = await import('node:path')
    const file = path.join(w.directory, 'many.zip')
    await fs.writeFile(
      file,
      await zipOf([
        ['project.json', minimalProject()],
        ['files/a', 'a'],
        ['files/b', 'b'],
      ]),
    )
    await expect(openProjectArchive(file, { ...ARCHIVE_LIMITS, maxEntries: 2 })).rejects.toThrow(
      /3 entries; at most 2/,
    )
    await expect(
      openProjectArchive(file, { ...ARCHIVE_LIMITS, maxTotalUncompressedBytes: 10 }),
    ).rejects.toThrow(/unpacks to more/)
  })

  test('a failure while writing rolls everything back: no project, no copied bytes', async () => {
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const run = await startProjectExport(w.db, access)
    await w.run(run.id)
    const [done] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
    const { archive, raw } = await readArchive(w.storage, String(done?.outputKey))
    // Two folders of one name side by side: the database refuses the second, half-way through the import.
    const folder = archive.folders[0] as Record<string, unknown>
    const json = JSON.stringify({ ...archive, folders: [...archive.folders, { ...folder, id: 'twin' }] })
    const before = await projectCount(other.org.id)
    const [filesBefore] = await w.db.select({ n: count() }).from(projectFile)
    const failed = await importInto(other.org, other.owner.viewer, await rezip(raw, json))
    expect(failed.status).toBe('failed')
    expect(await projectCount(other.org.id)).toBe(before)
    const [filesAfter] = await w.db.select({ n: count() }).from(projectFile)
    expect(filesAfter?.n).toBe(filesBefore?.n)
    for (let index = 0; index < archive.fileVersions.length; index++) {
      expect(await w.storage.stat(`uploads/import-${failed.id}-${index}`)).toBeNull()
    }
  })
})

describe('expiry', () => {
  test('expired archives are swept from storage; the run stays, no longer downloadable', async () => {
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const run = await startProjectExport(w.db, access)
    await w.run(run.id)
    const [done] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000)
    expect(await sweepExpiredTransfers(w.db, w.storage, later)).toBeGreaterThan(0)
    expect(await w.storage.stat(String(done?.outputKey))).toBeNull()
    const [swept] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, run.id))
    expect(swept?.outputKey).toBeNull()
  })
})
