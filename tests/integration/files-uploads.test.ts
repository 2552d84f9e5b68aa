/**
 * Resumable uploads (tus) end to end against the real database and storage — a file in one go,
 * a resumed upload (on the same node and on another node), refusals before a byte is wasted (size, quota,
 * strangers), cancelling, new versions, the Attachments folder, content sniffing and thumbnails.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deleteChat } from '~/features/chat/server/chats.server'
import {
  createFolder,
  FILES_PURGE_JOB,
  moveFolder,
  renameFolder,
} from '~/features/files/server/changes.server'
import { cleanUpUploads, fileJobHandlers } from '~/features/files/server/file-jobs.server'
import { listFiles, listVersions } from '~/features/files/server/listing.server'
import { fileFolder, fileUpload, fileVersion, projectFile, uploadLock } from '~/server/db/schema'
import { runDueJobs } from '~/server/jobs/queue.server'
import {
  createFilesWorld,
  type FilesWorld,
  MiB,
  SAMPLE_HTML,
  SAMPLE_PNG,
  SAMPLE_SVG,
} from '../helpers/files-world'
import { outcome } from '../helpers/test-orgs'

let w: FilesWorld
beforeAll(async () => {
  w = await createFilesWorld()
}, 120_000)
afterAll(() => w?.close())

const limits = { maxUploadBytes: 100 * MiB, quotaBytes: 10_000 * MiB }
const listing = async (who: 'member' | 'owner' = 'member', folderId?: string) =>
  listFiles(w.db, await w.filesAccess(who), { folderId, sort: 'name', dir: 'asc' }, limits)

async function readAll(key: string) {
  const stored = await w.storage.get(key)
  return stored ? Buffer.from(stored.data) : null
}

describe('an upload', () => {
  test('becomes a file in the folder it was for, with its bytes, size, uploader and a first version', async () => {
    const folderId = await w.folder('member', 'Specs')
    const bytes = Buffer.from('# Plan\n\nShip the files page.\n')
    const fileId = await w.upload('member', 'plan.md', bytes, { folderId })
    const row = await w.fileRow(fileId)
    expect(row).toMatchObject({
      name: 'plan.md',
      folderId,
      size: bytes.length,
      kind: 'markdown',
      versionCount: 1,
    })
    expect(row?.createdById).toBe(w.people.member.viewer.userId)
    const [version] = await w.db.select().from(fileVersion).where(eq(fileVersion.fileId, fileId))
    expect(await readAll(version!.storageKey)).toEqual(bytes)
    const inFolder = await listing('member', folderId)
    expect(inFolder.files.map((file) => file.name)).toEqual(['plan.md'])
    expect(inFolder.breadcrumbs).toEqual([])
    expect(inFolder.folder?.name).toBe('Specs')
    // Its running-upload record is finished; the tus bookkeeping beside the bytes is gone.
    const [upload] = await w.db.select().from(fileUpload).where(eq(fileUpload.fileId, fileId))
    expect(upload?.finishedAt).not.toBeNull()
  })

  test('resumes after an interrupted connection: HEAD says how far it got, the rest follows, the bytes are exact', async () => {
    const bytes = randomBytes(3 * MiB + 123)
    const begun = await w.begin('member', { name: 'big.bin', size: bytes.length })
    expect(begun.status).toBe(201)
    const location = begun.location as string
    const first = await w.send('member', location, bytes.subarray(0, MiB), 0)
    expect(first).toMatchObject({ status: 204, offset: MiB, fileId: null })
    // The connection drops; the client asks where to go on.
    expect(await w.offsetOf('member', location)).toEqual({ status: 200, offset: MiB })
    // A retry from a stale offset is refused, not written twice.
    expect((await w.send('member', location, bytes.subarray(0, 10), 0)).status).toBe(409)
    const rest = await w.send('member', location, bytes.subarray(MiB), MiB)
    expect(rest.status).toBe(204)
    expect(rest.fileId).toBeTruthy()
    const [version] = await w.db
      .select()
      .from(fileVersion)
      .where(eq(fileVersion.fileId, rest.fileId as string))
    expect((await readAll(version!.storageKey))?.equals(bytes)).toBe(true)
    expect(version?.size).toBe(bytes.length)
  })

  test('two nodes: begun on one, resumed on the other (one database, one storage), no lock left behind', async () => {
    const bytes = randomBytes(MiB + 7)
    const begun = await w.begin('admin', { name: 'across-nodes.bin', size: bytes.length, nodeIndex: 0 })
    const location = begun.location as string
    await w.send('admin', location, bytes.subarray(0, 500_000), 0, 0)
    expect(await w.offsetOf('admin', location, 1)).toEqual({ status: 200, offset: 500_000 })
    const done = await w.send('admin', location, bytes.subarray(500_000), 500_000, 1)
    expect(done.status).toBe(204)
    const row = await w.fileRow(done.fileId as string)
    expect(row?.size).toBe(bytes.length)
    expect(await w.db.select().from(uploadLock)).toEqual([])
  })

  test('two requests writing one upload at once on two nodes: one waits for the other; the bytes are not mixed', async () => {
    const bytes = randomBytes(2 * MiB)
    const begun = await w.begin('member', { name: 'race.bin', size: bytes.length })
    const location = begun.location as string
    const [a, b] = await Promise.all([
      w.send('member', location, bytes.subarray(0, MiB), 0, 0),
      w.send('member', location, bytes.subarray(0, MiB), 0, 1),
    ])
    // Exactly one of them wrote the first mebibyte; the other found the offset moved (or was asked to stop).
    expect([a.status, b.status].filter((status) => status === 204)).toHaveLength(1)
    const { offset } = await w.offsetOf('member', location)
    expect(offset).toBe(MiB)
    const done = await w.send('member', location, bytes.subarray(MiB), MiB, 1)
    const [version] = await w.db
      .select()
      .from(fileVersion)
      .where(eq(fileVersion.fileId, done.fileId as string))
    expect((await readAll(version!.storageKey))?.equals(bytes)).toBe(true)
  })

  test('someone else cannot continue, inspect or cancel it: to them it does not exist', async () => {
    const begun = await w.begin('member', { name: 'mine.txt', size: 10 })
    const location = begun.location as string
    expect((await w.offsetOf('admin', location)).status).toBe(404)
    expect((await w.send('outsider', location, Buffer.from('0123456789'), 0)).status).toBe(404)
    expect((await w.send('anonymous', location, Buffer.from('0123456789'), 0)).status).toBe(404)
    expect((await w.offsetOf('member', location)).offset).toBe(0)
  })

  test('cancelling (DELETE) frees its share of the quota', async () => {
    const begun = await w.begin('member', { name: 'cancel-me.bin', size: 5 * MiB })
    const location = begun.location as string
    const before = await w.db.select().from(fileUpload).where(eq(fileUpload.name, 'cancel-me.bin'))
    expect(before).toHaveLength(1)
    const nodes = w.nodes[0]!
    const response = await nodes.handleWeb(
      new Request(new URL(location, 'http://parley.test'), {
        method: 'DELETE',
        headers: { 'Tus-Resumable': '1.0.0', 'x-test-persona': w.people.member.viewer.userId },
      }),
    )
    expect(response.status).toBe(204)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await w.db.select().from(fileUpload).where(eq(fileUpload.name, 'cancel-me.bin'))).toEqual([])
  })

  test('a finished upload cannot be cancelled: its bytes are a file version now', async () => {
    const bytes = Buffer.from('kept')
    const begun = await w.begin('member', { name: 'kept.txt', size: bytes.length })
    const location = begun.location as string
    const sent = await w.send('member', location, bytes, 0)
    expect(sent.fileId).toBeTruthy()
    const response = await w.nodes[0]!.handleWeb(
      new Request(new URL(location, 'http://parley.test'), {
        method: 'DELETE',
        headers: { 'Tus-Resumable': '1.0.0', 'x-test-persona': w.people.member.viewer.userId },
      }),
    )
    expect(response.status).toBe(404)
    const [version] = await w.db
      .select()
      .from(fileVersion)
      .where(eq(fileVersion.fileId, sent.fileId as string))
    expect(await readAll(version!.storageKey)).toEqual(bytes)
  })

  test('a request naming POST in X-HTTP-Method-Override is checked as what it is', async () => {
    // @tus/server ignores the header and handles the real method: the check must see that one too.
    const running = await w.begin('member', { name: 'override.txt', size: 10 })
    const bytes = Buffer.from('finished')
    const begun = await w.begin('member', { name: 'override-done.txt', size: bytes.length })
    const sent = await w.send('member', begun.location as string, bytes, 0)
    const asAnonymous = (location: string, method: string) =>
      w.nodes[0]!.handleWeb(
        new Request(new URL(location, 'http://parley.test'), {
          method,
          headers: { 'Tus-Resumable': '1.0.0', 'X-HTTP-Method-Override': 'POST' },
        }),
      )
    expect((await asAnonymous(running.location as string, 'HEAD')).status).toBe(404)
    expect((await asAnonymous(begun.location as string, 'DELETE')).status).toBe(404)
    const [version] = await w.db
      .select()
      .from(fileVersion)
      .where(eq(fileVersion.fileId, sent.fileId as string))
    expect(await readAll(version!.storageKey)).toEqual(bytes)
    expect((await w.offsetOf('member', running.location as string)).offset).toBe(0)
  })
})

describe('refusals come before the bytes', () => {
  test('a file over MAX_UPLOAD_MB is refused with its size and the limit', async () => {
    w.setLimits({ maxUploadBytes: 2 * MiB, quotaBytes: 10_000 * MiB })
    try {
      const begun = await w.begin('member', { name: 'huge.iso', size: 3 * MiB })
      expect(begun.status).toBe(413)
      expect(begun.message).toBe('“huge.iso” is 3.0 MB: files can be at most 2.0 MB')
      expect(await w.db.select().from(fileUpload).where(eq(fileUpload.name, 'huge.iso'))).toEqual([])
    } finally {
      w.setLimits(limits)
    }
  })

  test('the organisation quota counts every version and every running upload', async () => {
    const used = async () => (await listing()).quota.usedBytes
    // Uploads left running by the tests before would count too.
    await w.db.delete(fileUpload).where(isNull(fileUpload.finishedAt))
    const quota = (await used()) + 3 * MiB
    w.setLimits({ maxUploadBytes: 100 * MiB, quotaBytes: quota })
    try {
      // 2 MiB running (not one byte sent yet) leaves 1 MiB: a second 2 MiB upload does not fit.
      const first = await w.begin('member', { name: 'first.bin', size: 2 * MiB })
      expect(first.status).toBe(201)
      const second = await w.begin('admin', { name: 'second.bin', size: 2 * MiB })
      expect(second.status).toBe(413)
      expect(second.message).toMatch(
        /^Not enough storage left for “second\.bin”: this organisation has 1\.0 MB of .* free$/,
      )
      // Private projects of the same organisation share the quota.
      expect(
        (await w.begin('admin', { name: 'third.bin', size: 2 * MiB, visibility: 'private' })).status,
      ).toBe(413)
      expect((await w.begin('admin', { name: 'fits.bin', size: MiB })).status).toBe(201)
    } finally {
      w.setLimits(limits)
      await w.db.delete(fileUpload).where(isNull(fileUpload.finishedAt))
    }
  })

  test('uploads must declare their size; metadata must name a file', async () => {
    const response = await w.nodes[0]!.handleWeb(
      new Request('http://parley.test/api/files/uploads', {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          'x-test-persona': w.people.member.viewer.userId,
          'Upload-Defer-Length': '1',
          'Upload-Metadata': `orgSlug ${Buffer.from(w.org.slug).toString('base64')},projectSlug ${Buffer.from(w.projects.public.slug).toString('base64')},filename ${Buffer.from('x.txt').toString('base64')}`,
        },
      }),
    )
    expect(response.status).toBe(400)
    expect((await w.begin('member', { name: '../../etc/passwd', size: 4 })).status).toBe(400)
    expect((await w.begin('member', { name: '', size: 4 })).status).toBe(400)
  })

  test('outsiders and anonymous visitors cannot upload to the files page, of public projects neither', async () => {
    expect((await w.begin('outsider', { name: 'x.txt', size: 4 })).status).toBe(404)
    expect((await w.begin('anonymous', { name: 'x.txt', size: 4 })).status).toBe(401)
    expect((await w.begin('outsider', { name: 'x.txt', size: 4, visibility: 'private' })).status).toBe(404)
    // …but an outsider may attach a picture to feedback on a public project (they may post there).
    expect((await w.begin('outsider', { name: 'shot.png', size: 4, purpose: 'feedback' })).status).toBe(201)
    expect((await w.begin('outsider', { name: 'shot.png', size: 4, purpose: 'chat' })).status).toBe(404)
    await w.db.delete(fileUpload).where(isNull(fileUpload.finishedAt))
  })
})

describe('what a file is comes from its bytes, not its name', () => {
  test('an HTML page named .png is not an image; an SVG is never a raster image; a real PNG is', async () => {
    const html = await w.fileRow(await w.upload('member', 'cute-cat.png', SAMPLE_HTML))
    expect(html?.mime).not.toMatch(/^image\//)
    expect(html?.thumbnailStatus).toBe('none')
    const svg = await w.fileRow(await w.upload('member', 'logo.png', SAMPLE_SVG))
    expect(svg?.mime).not.toBe('image/png')
    expect(svg?.thumbnailStatus).toBe('none')
    const png = await w.fileRow(await w.upload('member', 'pixel.txt', SAMPLE_PNG))
    expect(png).toMatchObject({ mime: 'image/png', kind: 'image', thumbnailStatus: 'pending' })
  })

  test('images get a WebP thumbnail after the upload, kept in storage', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer()
    const fileId = await w.upload('member', 'photo.jpg', photo)
    expect((await w.fileRow(fileId))?.thumbnailStatus).toBe('pending')
    await w.makeThumbnails()
    const row = await w.fileRow(fileId)
    expect(row?.thumbnailStatus).toBe('ready')
    const thumbnail = await w.storage.get(row?.thumbnailKey as string)
    const meta = await sharp(Buffer.from(thumbnail!.data)).metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(480)
  })
})

describe('versions and names', () => {
  test('a new version replaces what the list shows; older versions stay listed and readable', async () => {
    const fileId = await w.upload('member', 'report.txt', Buffer.from('first draft'))
    const second = await w.upload('member', 'whatever-name.txt', Buffer.from('second draft, longer'), {
      replacesFileId: fileId,
    })
    expect(second).toBe(fileId)
    const row = await w.fileRow(fileId)
    expect(row).toMatchObject({ name: 'report.txt', versionCount: 2, size: 'second draft, longer'.length })
    const versions = await listVersions(w.db, await w.filesAccess('member'), fileId)
    expect(versions.map((version) => [version.number, version.isCurrent])).toEqual([
      [2, true],
      [1, false],
    ])
    expect(versions[1]?.downloadUrl).toBe(`/api/files/${fileId}/content?version=1&download=1`)
    // Someone who did not upload it (and is no editor) may not add a version.
    const refused = await w.begin('outsider', { name: 'x.txt', size: 1, replacesFileId: fileId })
    expect(refused.status).toBe(404)
  })

  test('an attachment cannot name a file to replace: only the files page adds versions, with its checks', async () => {
    const secret = await w.upload('owner', 'salaries.txt', Buffer.from('private numbers'), {
      visibility: 'private',
    })
    const others = await w.upload('owner', 'owners-notes.txt', Buffer.from('the owner wrote this'))
    // A signed-in outsider may post feedback on the public project, so may upload a feedback attachment there;
    // a member may attach to a discussion. Neither may use that upload to overwrite someone else's file.
    expect(await w.upload('outsider', 'idea.txt', Buffer.from('idea'), { purpose: 'feedback' })).toBeTruthy()
    for (const [who, purpose, fileId] of [
      ['outsider', 'feedback', secret],
      ['member', 'discussion', others],
      ['member', 'chat', others],
    ] as const) {
      const refused = await w.begin(who, { name: 'evil.txt', size: 4, purpose, replacesFileId: fileId })
      expect(refused.status, `${who} ${purpose}`).toBe(404)
    }
    expect(await w.fileRow(secret)).toMatchObject({ versionCount: 1, size: 'private numbers'.length })
    expect(await w.fileRow(others)).toMatchObject({ versionCount: 1, size: 'the owner wrote this'.length })
    // Nor can an attachment choose a folder.
    const folderId = await w.folder('owner', 'Board papers')
    expect((await w.begin('member', { name: 'x.png', size: 4, purpose: 'feedback', folderId })).status).toBe(
      404,
    )
  })

  test('the same name twice in one folder becomes "name (2)"', async () => {
    const a = await w.upload('member', 'notes.txt', Buffer.from('a'))
    const b = await w.upload('member', 'notes.txt', Buffer.from('b'))
    expect((await w.fileRow(a))?.name).toBe('notes.txt')
    expect((await w.fileRow(b))?.name).toBe('notes (2).txt')
  })

  test('attachments land in the project’s Attachments folder, made on the first one', async () => {
    const fileId = await w.upload('member', 'screenshot.png', SAMPLE_PNG, { purpose: 'discussion' })
    const row = await w.fileRow(fileId)
    const top = await listing()
    const attachments = top.folders.find((folder) => folder.isAttachments)
    expect(attachments).toMatchObject({ name: 'Attachments', canEdit: false })
    expect(row?.folderId).toBe(attachments?.id)
  })

  test('a folder someone already called "attachments" keeps its name; the Attachments folder takes the next', async () => {
    // The private project has no Attachments folder yet.
    const theirs = await w.folder('member', 'attachments', 'private')
    const fileId = await w.upload('member', 'shot.png', SAMPLE_PNG, {
      purpose: 'discussion',
      visibility: 'private',
    })
    const top = await listFiles(
      w.db,
      await w.filesAccess('member', 'private'),
      { sort: 'name', dir: 'asc' },
      limits,
    )
    const made = top.folders.find((folder) => folder.isAttachments)
    expect(made?.name).toBe('Attachments (2)')
    expect((await w.fileRow(fileId))?.folderId).toBe(made?.id)
    expect(top.folders.find((folder) => folder.id === theirs)).toMatchObject({ name: 'attachments' })
  })

  test('a file attached in a private chat is listed only to the people of that chat', async () => {
    const { chat } = await import('~/server/db/schema')
    const [secret] = await w.db
      .insert(chat)
      .values({
        projectId: w.projects.public.id,
        name: 'secret-room',
        isPrivate: true,
        createdById: w.people.owner.viewer.userId,
      })
      .returning()
    const { chatMember } = await import('~/server/db/schema')
    await w.db.insert(chatMember).values({ chatId: secret!.id, userId: w.people.owner.viewer.userId })
    const fileId = await w.upload('owner', 'plans.pdf', Buffer.from('%PDF-1.4\n'), {
      purpose: 'chat',
      chatId: secret!.id,
    })
    expect((await w.fileRow(fileId))?.restrictedToChatId).toBe(secret!.id)
    const attachmentsId = (await listing('owner')).folders.find((folder) => folder.isAttachments)?.id
    const asOwner = await listing('owner', attachmentsId)
    const asMember = await listing('member', attachmentsId)
    expect(asOwner.files.map((file) => file.id)).toContain(fileId)
    expect(asMember.files.map((file) => file.id)).not.toContain(fileId)

    // Deleting the chat takes its files, and their bytes after the commit.
    const [version] = await w.db.select().from(fileVersion).where(eq(fileVersion.fileId, fileId))
    expect(await readAll(version!.storageKey)).not.toBeNull()
    await deleteChat(w.db, await w.chatAccess('owner'), secret!.id)
    expect(await w.fileRow(fileId)).toBeNull()
    await runDueJobs(w.db, fileJobHandlers({ db: w.db, storage: async () => w.storage }), {
      kinds: [FILES_PURGE_JOB],
    })
    expect(await readAll(version!.storageKey)).toBeNull()
  })
})

test('abandoned uploads are cleared after a day (bytes, record and quota share)', async () => {
  const begun = await w.begin('member', { name: 'abandoned.bin', size: 1000 })
  await w.send('member', begun.location as string, randomBytes(400), 0)
  const [row] = await w.db.select().from(fileUpload).where(eq(fileUpload.name, 'abandoned.bin'))
  expect(await w.storage.stat(row!.id)).toMatchObject({ size: 400 })
  const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000)
  expect(await cleanUpUploads(w.db, w.storage, tomorrow)).toBeGreaterThan(0)
  expect(
    await w.db
      .select()
      .from(fileUpload)
      .where(and(eq(fileUpload.name, 'abandoned.bin'))),
  ).toEqual([])
  expect(await w.storage.stat(row!.id)).toBeNull()
  // Finished files are untouched by it.
  expect((await w.db.select().from(projectFile)).length).toBeGreaterThan(0)
})

// Run on PostgreSQL too (TEST_DATABASE_URL), where these calls really overlap: without the folder tree's lock
// both moves pass the loop check, and the second of two equal names meets the unique index (a 500).
describe('folders changed at once', () => {
  const folderNames = async (parentId: string | null) =>
    (
      await w.db
        .select({ name: fileFolder.name })
        .from(fileFolder)
        .where(
          and(
            eq(fileFolder.projectId, w.projects.public.id),
            parentId ? eq(fileFolder.parentId, parentId) : isNull(fileFolder.parentId),
          ),
        )
    ).map((row) => row.name.toLowerCase())

  test('A into B and B into A at once: one move is refused, and no loop is made', async () => {
    const [owner, admin] = [await w.filesAccess('owner'), await w.filesAccess('admin')]
    const pairs = await Promise.all(
      [1, 2, 3, 4].map(
        async (n) => [await w.folder('owner', `Loop ${n}A`), await w.folder('owner', `Loop ${n}B`)] as const,
      ),
    )
    const results = await Promise.all(
      pairs.map(([a, b]) =>
        Promise.all([outcome(moveFolder(w.db, owner, a, b)), outcome(moveFolder(w.db, admin, b, a))]),
      ),
    )
    for (const pair of results) expect(pair.sort()).toEqual(['CONFLICT', 'ok'])
    const parents = await w.db
      .select({ parentId: fileFolder.parentId })
      .from(fileFolder)
      .where(inArray(fileFolder.id, pairs.flat()))
    expect(parents.filter((row) => row.parentId === null)).toHaveLength(pairs.length)
  })

  test('two folders given one name at once: one is made, the other gets the 409', async () => {
    const [owner, admin] = [await w.filesAccess('owner'), await w.filesAccess('admin')]
    const results = await Promise.all([
      outcome(createFolder(w.db, owner, { parentId: null, name: 'Same time' })),
      outcome(createFolder(w.db, admin, { parentId: null, name: 'same TIME' })),
    ])
    expect(results.sort()).toEqual(['CONFLICT', 'ok'])
    expect((await folderNames(null)).filter((name) => name === 'same time')).toHaveLength(1)

    const first = await w.folder('owner', 'Rename one')
    const second = await w.folder('owner', 'Rename two')
    const renames = await Promise.all([
      outcome(renameFolder(w.db, owner, first, 'Renamed alike')),
      outcome(renameFolder(w.db, admin, second, 'renamed ALIKE')),
    ])
    expect(renames.sort()).toEqual(['CONFLICT', 'ok'])
    expect((await folderNames(null)).filter((name) => name === 'renamed alike')).toHaveLength(1)
  })
})
